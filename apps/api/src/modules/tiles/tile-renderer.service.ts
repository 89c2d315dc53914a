import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
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
  const params = [t.z, t.x, t.y, ...box, densifyStep(box), source.srid, source.lyrId, limit];
  return { sql, params: time ? [...params, time.from, time.to] : params };
}

// Sixteen segments per side keep the transformed box's curved edges within a fraction of the
// MVT buffer.
function densifyStep(b: Box): number {
  return Math.max(b[2] - b[0], b[3] - b[1]) / 16 || 1;
}

/** Renders MVT tiles with ST_AsMVT (an empty buffer for an empty tile). */
@Injectable()
export class TileRenderer {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async render(source: LayerSource, t: TileAddress, time: TileTimeFilter | null = null): Promise<Buffer> {
    const statement = tileStatement(source, t, TILE_FEATURE_LIMIT, time);
    if (!statement) return Buffer.alloc(0);
    const rows: Array<{ tile: Buffer | null }> = await this.db.query(statement.sql, statement.params);
    return rows[0]?.tile ?? Buffer.alloc(0);
  }
}
