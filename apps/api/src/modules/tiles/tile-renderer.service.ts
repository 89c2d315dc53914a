import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { preparedQuery } from '../../common/db/prepared-query';
import { READ_DB } from '../../common/db/read-db';
import { type LayerSource, tileSql } from '../layer-data';
import type { TileTimeFilter } from './tile-time';
import { type Box, intersectBoxes, MVT_BUFFER, MVT_EXTENT, type TileAddress, tileBounds3857 } from '../../common/geo/tile-grid';

/**
 * Most features one tile carries. Beyond it the tile holds an arbitrary subset (the first rows
 * the index yields): low zooms of dense layers stay small and fast.
 */
export const TILE_FEATURE_LIMIT = 10_000;

/** The query and parameters that render one tile (also used by tests to EXPLAIN it). */
export interface TileStatement {
  sql: string;
  params: Array<number | string>;
}

/**
 * The tile statement for a layer, or null when the tile lies outside the layer's data (then the
 * tile is empty without asking the database).
 */
export function tileStatement(source: LayerSource, t: TileAddress, limit = TILE_FEATURE_LIMIT, time: TileTimeFilter | null = null): TileStatement | null {
  if (!source.extent) return null;
  const box = intersectBoxes(tileBounds3857(t, MVT_BUFFER / MVT_EXTENT), source.extent.m3857);
  if (!box) return null;
  const attributes = source.attributes.map((c) => c.quoted);
  const sql = tileSql({ table: source.table, geom: source.geom, id: source.id, attributes, ...(time ? { time: time.column } : {}) });
  const params = [t.z, t.x, t.y, ...box, densifyStep(box), source.srid, source.lyrId, limit, source.version];
  return { sql, params: time ? [...params, time.from, time.to] : params };
}

// Sixteen segments per side keep the transformed box's curved edges within a fraction of the
// MVT buffer.
function densifyStep(b: Box): number {
  return Math.max(b[2] - b[0], b[3] - b[1]) / 16 || 1;
}

/**
 * Renders MVT tiles with ST_AsMVT (an empty buffer for an empty tile): one round trip, a named
 * prepared statement per layer table (its text names the table and columns), so each pooled
 * connection plans a layer's tile query once instead of for every tile. With a read replica
 * (DATABASE_READ_URL) the tile is read there, and from the primary when the replica has not yet
 * replayed the layer's data version (`fresh` false) or fails: a tile is never stored under a
 * version whose data it does not hold.
 */
@Injectable()
export class TileRenderer {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(READ_DB) private readonly read: DataSource,
  ) {}

  /** Tiles the replica could not give (behind the primary, or failing), rendered on the primary instead. */
  fallbacks = 0;

  async render(source: LayerSource, t: TileAddress, time: TileTimeFilter | null = null): Promise<Buffer> {
    const statement = tileStatement(source, t, TILE_FEATURE_LIMIT, time);
    if (!statement) return Buffer.alloc(0);
    if (this.read !== this.db) {
      const rows = await preparedQuery<TileRow>(this.read, statement.sql, statement.params).catch(() => null);
      if (rows?.[0]?.fresh) return rows[0].tile ?? Buffer.alloc(0);
      this.fallbacks += 1;
    }
    const rows = await preparedQuery<TileRow>(this.db, statement.sql, statement.params);
    return rows[0]?.tile ?? Buffer.alloc(0);
  }
}

interface TileRow {
  tile: Buffer | null;
  fresh: boolean;
}
