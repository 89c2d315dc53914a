import { Inject, Injectable, Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { AppConfig } from '../../config/app-config';
import { REDIS } from '../../redis/redis.module';
import type { TileAddress } from '../../common/geo/tile-grid';
import type { TileEncoding } from './tile-encodings';
import { TileMemory } from './tile-memory';

/**
 * Lifetime of a cached tile. Keys carry the layer's data_version, so an edit never serves a
 * stale tile; the TTL only bounds the memory that old versions and rarely seen tiles hold.
 */
export const TILE_CACHE_TTL_SECONDS = 3600;
/**
 * Larger tiles are rendered every time rather than filling Redis. Such tiles (thousands of
 * polygons at a low zoom) are the costliest to render, so the bound is generous.
 */
export const TILE_CACHE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * What the tile SQL writes into a tile (f2: a layer's features plus its label points; f3: also
 * stored compressed). Part of cache keys and ETags, so tiles of an older layout are never served
 * after an upgrade.
 */
export const TILE_FORMAT = 'f3';

/**
 * Key of a cached tile's plain bytes; its compressed forms are under `<key>:br` and `<key>:gzip`.
 * A tile of a time window (the time slider) adds the window (`timeKey`, tile-time.ts), so each
 * window is cached apart and purged with its data version.
 */
export function tileCacheKey(lyrId: string, version: number, t: TileAddress, timeKey = ''): string {
  return `tile:${lyrId}:${version}:${TILE_FORMAT}:${t.z}:${t.x}:${t.y}${timeKey}`;
}

/** Key of one stored form of a cached tile (null: the plain bytes). */
export function tileBodyKey(key: string, encoding: TileEncoding | null): string {
  return encoding ? `${key}:${encoding}` : key;
}

/** Last data_version cached for a layer: a change triggers the purge of the older versions. */
export function tileVersionKey(lyrId: string): string {
  return `tile:${lyrId}:version`;
}

const GLOB_SPECIAL = /[*?[\]\\]/g;
const NOTED_LAYERS = 10_000;

/**
 * Redis cache of rendered tiles (empty tiles too, as zero bytes): the plain bytes when rendered,
 * and each compressed encoding once, when a caller first takes it (compressed from the plain
 * bytes then, never per request). Redis trouble never fails a tile request: the tile is rendered
 * and served without the cache.
 */
@Injectable()
export class TileCache {
  private readonly logger = new Logger(TileCache.name);
  /** Last version this process wrote to the version marker, by layer. */
  private readonly noted = new Map<string, number>();

  /** The most used tiles' bytes in this process (TILE_MEMORY_MB; null when 0). */
  readonly memory: TileMemory | null;

  constructor(@Inject(REDIS) private readonly redis: Redis, config: AppConfig) {
    const mb = config.values.TILE_MEMORY_MB;
    this.memory = mb > 0 ? new TileMemory(mb * 1024 * 1024) : null;
  }

  /**
   * The cached tile in one stored form (null: the plain bytes). Bytes held in memory are used
   * while Redis still has the key (only its presence is read); bytes read from Redis are kept.
   */
  async get(key: string, encoding: TileEncoding | null = null): Promise<Buffer | null> {
    const k = tileBodyKey(key, encoding);
    try {
      const held = this.memory?.get(k);
      if (held) return (await this.redis.exists(k)) ? held : null;
      const body = await this.redis.getBuffer(k);
      if (body) this.memory?.set(k, body);
      return body;
    } catch (e) {
      this.logger.warn(`tile cache read failed: ${String(e)}`);
      return null;
    }
  }

  /** Keeps a just-rendered tile's served form in memory (it is also being stored in Redis). */
  keep(key: string, encoding: TileEncoding | null, body: Buffer): void {
    if (body.length <= TILE_CACHE_MAX_BYTES) this.memory?.set(tileBodyKey(key, encoding), body);
  }

  /** Stores one form of a tile (null: the plain bytes) and notes the layer's version. */
  async put(lyrId: string, version: number, key: string, encoding: TileEncoding | null, body: Buffer): Promise<void> {
    if (body.length > TILE_CACHE_MAX_BYTES) return;
    try {
      await this.redis.set(tileBodyKey(key, encoding), body, 'EX', TILE_CACHE_TTL_SECONDS);
      if (this.noted.get(lyrId) !== version) await this.noteVersion(lyrId, version);
    } catch (e) {
      this.logger.warn(`tile cache write failed: ${String(e)}`);
    }
  }

  /**
   * Records the layer's current version in Redis once per process and version; the process
   * that moves it forward purges the older versions' tiles.
   */
  private async noteVersion(lyrId: string, version: number): Promise<void> {
    this.noted.set(lyrId, version);
    for (const old of this.noted.keys()) {
      if (this.noted.size <= NOTED_LAYERS) break;
      this.noted.delete(old);
    }
    const previous = Number(await this.redis.set(tileVersionKey(lyrId), String(version), 'GET'));
    // A request that read the layer just before an edit must not move the marker back.
    if (previous > version) await this.redis.set(tileVersionKey(lyrId), String(previous));
    else if (previous && previous < version) void this.purgeOtherVersions(lyrId, version);
  }

  /** Deletes the cached tiles of a layer's other data versions (after an edit). */
  async purgeOtherVersions(lyrId: string, keep: number): Promise<number> {
    // A colon in the id would make the pattern reach other layers' keys: leave those to the TTL.
    if (lyrId.includes(':')) return 0;
    const keepPrefix = `tile:${lyrId}:${keep}:`;
    let deleted = 0;
    try {
      const stream = this.redis.scanStream({ match: `tile:${lyrId.replace(GLOB_SPECIAL, '\\$&')}:[0-9]*`, count: 500 });
      for await (const batch of stream as AsyncIterable<string[]>) {
        const stale = batch.filter((k) => !k.startsWith(keepPrefix));
        if (stale.length) deleted += await this.redis.unlink(...stale);
      }
    } catch (e) {
      this.logger.warn(`tile cache purge failed: ${String(e)}`);
    }
    return deleted;
  }
}
