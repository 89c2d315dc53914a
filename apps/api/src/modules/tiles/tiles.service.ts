import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { ContentAccessPolicy, LayerViewCache, callerOf } from '../access';
import { type Layer, LayerAccess, layerRef } from '../layers';
import { LayerSources, type VectorLayer } from '../layer-data';
import { TILE_CACHE_MAX_BYTES, TILE_FORMAT, TileCache, tileBodyKey, tileCacheKey } from './tile-cache.service';
import { compressTile, type TileEncoding, tileEncodingFor } from './tile-encodings';
import { assertTileAddress, type TileAddress } from '../../common/geo/tile-grid';
import { TileRenderer } from './tile-renderer.service';
import { resolveTimeFilter, timeKeyOf, timeWindowOf, type TileTimeFilter, type TimeWindowRequest } from './tile-time';

/** Browsers and shared caches may keep a tile of an everyone-shared layer this long (an address without the current version). */
export const PUBLIC_TILE_MAX_AGE_SECONDS = 60;
/**
 * An everyone-shared layer's tile at the address of its current data version (`?v=`): that
 * address never shows other data (an edit makes a new version, hence a new address), so browsers,
 * the edge cache and CDNs keep it a year.
 */
export const IMMUTABLE_TILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const MVT_MEDIA_TYPE = 'application/vnd.mapbox-vector-tile';

export interface TileAnswer {
  status: 200 | 204 | 304;
  body: Buffer | null;
  headers: Record<string, string>;
}

/**
 * Cache-Control for a layer's tiles and files: public for layers shared with everyone (anyone
 * could fetch them), otherwise private and revalidated on every use, so a revoked share ends
 * access at the next request.
 */
export async function cacheControlFor(policy: ContentAccessPolicy, user: AuthUser | undefined, layer: Layer): Promise<string> {
  // An anonymous caller got past the policy only through an everyone share.
  const everyone = !user || (await policy.canView(null, layerRef(layer)));
  return everyone ? `public, max-age=${PUBLIC_TILE_MAX_AGE_SECONDS}` : 'private, no-cache';
}

/**
 * Cache-Control of a tile: private and revalidated unless anyone may fetch the layer; immutable
 * when the address names the layer's current data version, else a minute.
 */
export function tileCacheControl(everyone: boolean, requestedVersion: string | undefined, dataVersion: number): string {
  if (!everyone) return 'private, no-cache';
  return requestedVersion === String(dataVersion) ? IMMUTABLE_TILE_CACHE_CONTROL : `public, max-age=${PUBLIC_TILE_MAX_AGE_SECONDS}`;
}

/** How a tile is asked for besides its address: validators, the version in the URL, accepted encodings. */
export interface TileRequest {
  ifNoneMatch?: string;
  /** The `v` of the URL (the data version the client built the address with). */
  v?: string;
  acceptEncoding?: string | string[];
  /** The time slider's window `<from>/<to>` (ISO 8601 instants) and the date/time column it filters. */
  time?: string;
  timeColumn?: string;
}

/** Whether an If-None-Match header names this entity tag (weak comparison, RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * Vector tiles: every request passes the content-access policy first, as kept by LayerViewCache
 * (a revoked caller gets 403, never a cached tile), then answers 304 for a current ETag, a cached tile, or a fresh ST_AsMVT
 * rendering that is cached under the layer's data_version.
 */
@Injectable()
export class TilesService {
  /** Concurrent misses of one tile share one rendering. */
  private readonly rendering = new Map<string, Promise<Buffer>>();
  /** Concurrent first asks for one form of a tile share one compression. */
  private readonly compressing = new Map<string, Promise<Buffer | null>>();

  constructor(
    private readonly access: LayerAccess,
    private readonly policy: ContentAccessPolicy,
    private readonly views: LayerViewCache,
    private readonly sources: LayerSources,
    private readonly cache: TileCache,
    private readonly renderer: TileRenderer,
  ) {}

  /**
   * The policy decides once: ContentAccessPolicy.layerView (through LayerViewCache: kept in the
   * process while the layer's and the caller's access epochs are unchanged) reads the layer row
   * with the view decision (national layers for members included) and whether an everyone share
   * exists; assertViewLayerOf adds the layer seen through a web map when that says no, or
   * refuses (404 unknown, 403 not allowed).
   */
  async tile(user: AuthUser | undefined, lyrId: string, t: TileAddress, r: TileRequest = {}, userMapId?: string): Promise<TileAnswer> {
    assertTileAddress(t);
    const window = timeWindowOf(r.time, r.timeColumn);
    const caller = callerOf(user);
    const { view } = await this.views.layerView(caller, lyrId);
    const layer = (await this.policy.assertViewLayerOf(caller, view, userMapId)) as unknown as Layer;
    this.access.requireVector(layer);
    // Public only when anyone could fetch it (cacheControlFor's rule, from the same statement).
    const everyone = !user || view?.everyone === true;
    return this.answer(layer, t, tileCacheControl(everyone, r.v, layer.dataVersion), r, null, window);
  }

  /**
   * The tile for an anonymous caller without `userMapId`, or null when the answer is not a tile
   * (bad address, unknown layer, not allowed, not a ready vector layer): the full route then
   * answers, with its error. For a tile it is the very answer tile(undefined, …) gives: an
   * anonymous caller passes the policy only through an everyone share, and the national-layer
   * rule needs a logged-in member. The decision comes from LayerViewCache: while the layer's
   * access epoch is unchanged, one Redis round trip reads the epoch and the cached tile of the
   * kept decision's data version together, and PostgreSQL is not asked.
   */
  async anonymousTile(lyrId: string, t: TileAddress, r: TileRequest = {}): Promise<TileAnswer | null> {
    try {
      assertTileAddress(t);
    } catch {
      return null;
    }
    const encoding = tileEncodingFor(r.acceptEncoding);
    let sideKey: string | null = null;
    let held: Buffer | undefined;
    const { view, side } = await this.views.layerView(null, lyrId, {
      key: (v) => (sideKey = r.ifNoneMatch ? null : tileBodyKey(tileCacheKey(lyrId, v.layer.dataVersion, t), encoding)),
      held: (k) => (held = this.cache.memory?.get(k)),
    });
    // Bytes read from Redis are kept in memory for the next hit (held ones are there already).
    if (side && sideKey && side !== held) this.cache.memory?.set(sideKey, side);
    if (!view?.canView) return null;
    const layer = view.layer as unknown as Layer;
    try {
      this.access.requireVector(layer);
    } catch {
      return null;
    }
    const cacheControl = tileCacheControl(true, r.v, layer.dataVersion);
    return this.answer(layer, t, cacheControl, r, side === undefined ? null : Promise.resolve(side));
  }

  /**
   * 304 for a current ETag, else the cached tile in the best stored encoding the caller accepts,
   * or a fresh rendering, compressed once into the forms the cache stores (a tile too large to
   * cache goes plain); 204 when empty. The ETag is weak: every encoding of a tile carries the same one.
   */
  private async answer(
    layer: VectorLayer,
    t: TileAddress,
    cacheControl: string,
    r: TileRequest,
    prefetched: Promise<Buffer | null> | null = null,
    window: TimeWindowRequest | null = null,
  ): Promise<TileAnswer> {
    // A time window is checked against the layer's columns (400) before anything is answered.
    const time = window ? resolveTimeFilter(await this.sources.of(layer), window) : null;
    const timeKey = timeKeyOf(time);
    const headers: Record<string, string> = {
      ETag: `W/"${layer.lyrId}-${layer.dataVersion}-${TILE_FORMAT}-${t.z}-${t.x}-${t.y}${timeKey}"`,
      'Cache-Control': cacheControl,
      Vary: 'Accept-Encoding',
    };
    if (etagMatches(r.ifNoneMatch, headers.ETag)) return { status: 304, body: null, headers };
    const key = tileCacheKey(layer.lyrId, layer.dataVersion, t, timeKey);
    const encoding = tileEncodingFor(r.acceptEncoding);
    let body = await (prefetched ?? this.cache.get(key, encoding));
    let encoded = body !== null && encoding !== null;
    let hit = body !== null;
    if (!body && encoding) {
      // Cached plain but not yet in this form: compressed once from those bytes, then stored.
      const plain = await this.cache.get(key, null);
      if (plain) {
        hit = true;
        const form = await this.formOnce(layer, key, encoding, plain);
        encoded = form !== null;
        body = form ?? plain;
      }
    }
    if (!body) {
      const raw = await this.renderOnce(key, () => this.renderAndCache(layer, t, key, time));
      const cacheable = raw.length <= TILE_CACHE_MAX_BYTES;
      // Only a caller that takes a compressed form waits for a compression, of that form alone.
      const form = encoding && cacheable ? await this.formOnce(layer, key, encoding, raw) : null;
      encoded = form !== null;
      body = form ?? raw;
      // The form just served is the one the next caller of this kind asks for (formOnce keeps a compressed one).
      if (cacheable && !encoded) this.cache.keep(key, null, body);
    }
    headers['X-Tile-Cache'] = hit ? 'HIT' : 'MISS';
    if (body.length === 0) return { status: 204, body: null, headers };
    headers['Content-Type'] = MVT_MEDIA_TYPE;
    if (encoded && encoding) headers['Content-Encoding'] = encoding;
    return { status: 200, body, headers };
  }

  private renderOnce(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const running = this.rendering.get(key);
    if (running) return running;
    const started = render().finally(() => this.rendering.delete(key));
    this.rendering.set(key, started);
    return started;
  }

  /**
   * A tile's bytes in one encoding, compressed once (concurrent asks share it), kept in memory and
   * stored beside the plain bytes; null when compression failed (the plain bytes go instead).
   */
  private formOnce(layer: VectorLayer, key: string, encoding: TileEncoding, raw: Buffer): Promise<Buffer | null> {
    const formKey = tileBodyKey(key, encoding);
    const running = this.compressing.get(formKey);
    if (running) return running;
    const started = compressTile(raw, encoding)
      .then((form) => {
        this.cache.keep(key, encoding, form);
        void this.cache.put(layer.lyrId, layer.dataVersion, key, encoding, form);
        return form;
      })
      .catch(() => null)
      .finally(() => this.compressing.delete(formKey));
    this.compressing.set(formKey, started);
    return started;
  }

  /** A fresh rendering, its plain bytes stored at once (put skips a tile too large to cache, never throws, logs failures). */
  private async renderAndCache(layer: VectorLayer, t: TileAddress, key: string, time: TileTimeFilter | null): Promise<Buffer> {
    const raw = await this.renderer.render(await this.sources.of(layer), t, time);
    void this.cache.put(layer.lyrId, layer.dataVersion, key, null, raw);
    return raw;
  }
}
