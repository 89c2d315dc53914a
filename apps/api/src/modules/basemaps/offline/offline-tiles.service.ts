import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { OFFLINE_BASE_MAP_SOURCE_LAYER } from '@nuri/domain';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { REDIS } from '../../../redis/redis.module';
import { etagMatches, MVT_MEDIA_TYPE, type TileAnswer } from '../../tiles';
import { assertTileAddress, MVT_BUFFER, MVT_EXTENT, type TileAddress } from '../../../common/geo/tile-grid';
import { NE_COUNTRIES_TABLE } from './natural-earth';
import { KOREA_LAND_TABLE } from './korea-land';
import { PLACES_TABLE } from './korea-places';

/** Changes whenever the imported data or the tile layout changes (ETags and cache keys carry it). */
export const OFFLINE_DATA_VERSION = 'ne50m-kr10m-2';
export const OFFLINE_TILE_MAX_AGE_SECONDS = 86_400;
export const OFFLINE_TILE_CACHE_TTL_SECONDS = 7 * 86_400;
/** Layer of one point per country (on its largest part) for labels, up to zoom 7. */
export const OFFLINE_LABEL_LAYER = 'country_labels';
/** Layer of the Korean place labels (cities, Seoul's districts, seas) by zoom. */
export const OFFLINE_PLACE_LAYER = 'places';
/** Last zoom that draws country labels. */
export const COUNTRY_LABEL_MAX_ZOOM = 7;

export const offlineTileKey = (t: TileAddress) =>
  `nuri:basemap:offline:${OFFLINE_DATA_VERSION}:${t.z}:${t.x}:${t.y}`;

/**
 * One tile of the offline base map:
 * - `countries` (name, iso): land polygons. Up to z 5 the simplified Natural Earth 1:50m
 *   copies; from z 6 the high-resolution land around Korea (simplified copy up to z 8) and
 *   Natural Earth outside that region.
 * - `country_labels` (name in English, name_ko, iso): one point per country, up to z 7.
 * - `places` (name in Korean, name_en, kind): the place labels shown at that zoom.
 * Points are written only into the tile that holds them, so each label is drawn once.
 */
export const OFFLINE_TILE_SQL = `
  WITH bounds AS (
    SELECT ST_TileEnvelope($1, $2, $3) AS env,
           ST_TileEnvelope($1, $2, $3, margin => ${MVT_BUFFER}.0 / ${MVT_EXTENT}) AS buf
  ), hits AS (
    SELECT c.name, c.iso,
           CASE WHEN $1 <= 2 THEN c.geom_low WHEN $1 <= 5 THEN c.geom_mid ELSE c.geom_out END AS g
      FROM ${NE_COUNTRIES_TABLE} c, bounds b
     WHERE c.geom && b.buf
    UNION ALL
    SELECT k.name, k.iso, CASE WHEN $1 <= 8 THEN k.geom_mid ELSE k.geom END AS g
      FROM ${KOREA_LAND_TABLE} k, bounds b
     WHERE $1 >= 6 AND k.geom && b.buf
  ), polygons AS (
    SELECT h.name, h.iso, ST_AsMVTGeom(h.g, b.env, ${MVT_EXTENT}, ${MVT_BUFFER}, true) AS geom
      FROM hits h, bounds b
     WHERE h.g && b.buf
  ), labels AS (
    SELECT c.name, c.name_ko, c.iso, ST_AsMVTGeom(c.label_pt, b.env, ${MVT_EXTENT}, 0, true) AS geom
      FROM ${NE_COUNTRIES_TABLE} c, bounds b
     WHERE $1 <= ${COUNTRY_LABEL_MAX_ZOOM} AND c.label_pt && b.env
  ), places AS (
    SELECT p.name, p.name_en, p.kind, ST_AsMVTGeom(p.geom, b.env, ${MVT_EXTENT}, 0, true) AS geom
      FROM ${PLACES_TABLE} p, bounds b
     WHERE p.geom && b.env AND $1 BETWEEN p.min_zoom AND p.max_zoom
  )
  SELECT (SELECT coalesce(ST_AsMVT(polygons, '${OFFLINE_BASE_MAP_SOURCE_LAYER}', ${MVT_EXTENT}, 'geom'), '') FROM polygons WHERE geom IS NOT NULL)
      || (SELECT coalesce(ST_AsMVT(labels, '${OFFLINE_LABEL_LAYER}', ${MVT_EXTENT}, 'geom'), '') FROM labels WHERE geom IS NOT NULL)
      || (SELECT coalesce(ST_AsMVT(places, '${OFFLINE_PLACE_LAYER}', ${MVT_EXTENT}, 'geom'), '') FROM places WHERE geom IS NOT NULL) AS tile`;

/**
 * The built-in offline base map: land, country and place labels as Mapbox vector tiles on the
 * EPSG:3857 XYZ grid, public, cached in Redis (empty tiles too) and by browsers for a day.
 */
@Injectable()
export class OfflineTiles {
  private readonly logger = new Logger(OfflineTiles.name);
  private readonly rendering = new Map<string, Promise<Buffer>>();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async tile(t: TileAddress, ifNoneMatch?: string): Promise<TileAnswer> {
    assertTileAddress(t);
    const headers: Record<string, string> = {
      ETag: `W/"offline-${OFFLINE_DATA_VERSION}-${t.z}-${t.x}-${t.y}"`,
      'Cache-Control': `public, max-age=${OFFLINE_TILE_MAX_AGE_SECONDS}`,
    };
    if (etagMatches(ifNoneMatch, headers.ETag)) return { status: 304, body: null, headers };
    const key = offlineTileKey(t);
    const cached = await this.redis.getBuffer(key).catch((e: unknown) => {
      this.logger.warn(`offline tile cache read failed: ${String(e)}`);
      return null;
    });
    const body = cached ?? (await this.renderOnce(key, t));
    headers['X-Tile-Cache'] = cached ? 'HIT' : 'MISS';
    if (body.length === 0) return { status: 204, body: null, headers };
    headers['Content-Type'] = MVT_MEDIA_TYPE;
    return { status: 200, body, headers };
  }

  /** Renders a tile straight from the database (no cache). */
  async render(t: TileAddress): Promise<Buffer> {
    const rows = (await this.db.query(OFFLINE_TILE_SQL, [t.z, t.x, t.y])) as Array<{ tile: Buffer | null }>;
    return rows[0]?.tile ?? Buffer.alloc(0);
  }

  private renderOnce(key: string, t: TileAddress): Promise<Buffer> {
    const running = this.rendering.get(key);
    if (running) return running;
    const started = this.render(t)
      .then((body) => {
        void this.redis.set(key, body, 'EX', OFFLINE_TILE_CACHE_TTL_SECONDS).catch((e: unknown) => {
          this.logger.warn(`offline tile cache write failed: ${String(e)}`);
        });
        return body;
      })
      .finally(() => this.rendering.delete(key));
    this.rendering.set(key, started);
    return started;
  }
}
