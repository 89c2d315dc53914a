import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';
import { quoteIdent } from '../../common/db/sql-identifier';
import type { LayerDataRef } from './layer-tables';
import { layerIdentifier } from './sql-identifier';
import { type Box, crs84To3857 } from '../../common/geo/tile-grid';
import { countRowsSql, LAYER_COLUMNS, layerExtentSql } from './tile.queries';

/** What LayerSources reads of a layer that LayerAccess.requireVector accepted. */
export type VectorLayer = Pick<LayerDataRef, 'lyrId' | 'dataVersion'> & { tableNm: string; geomColumn: string; srid: number };

export interface LayerColumn {
  name: string;
  /** The name as a quoted SQL identifier. */
  quoted: string;
  /** PostgreSQL type name (int4, text, float8…). */
  type: string;
}

/** The data extent of a layer in its own SRID, in CRS84 and in EPSG:3857 (all padded by 1 %). */
export interface LayerExtent {
  native: Box;
  crs84: Box;
  m3857: Box;
}

/** What the tile and feature queries need about a layer's table, for one data version. */
export interface LayerSource {
  lyrId: string;
  version: number;
  table: string;
  geom: string;
  srid: number;
  /** Integer feature key (gid), quoted, or null. */
  id: string | null;
  attributes: LayerColumn[];
  /** Null for an empty table. */
  extent: LayerExtent | null;
}

interface ColumnRow {
  name: string;
  type: string;
  srid: number | null;
}

interface ExtentRow {
  nMinX: number;
  nMinY: number;
  nMaxX: number;
  nMaxY: number;
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
}

const INTEGER_TYPES = new Set(['int2', 'int4', 'int8']);
const SPATIAL_TYPES = new Set(['geometry', 'geography', 'raster', 'box2d', 'box3d']);
const RESERVED = new Set(['__mvt_geom', '__mvt_id', '__env']);
const FEATURE_KEY = 'gid';
/** Entries are keyed by data version; the age limit only bounds an edit that forgot to bump it. */
const MEMO_AGE_MS = 10 * 60_000;
const MEMO_SIZE = 500;

interface Memo<T> {
  at: number;
  value: Promise<T>;
}

/**
 * Describes layer tables (columns, SRID, extent, row count) for the tile and OGC features
 * routes, memoised per process by lyrId and data_version: an edit bumps the version, so a new
 * description is read on the next request.
 */
@Injectable()
export class LayerSources {
  private readonly sources = new Map<string, Memo<LayerSource>>();
  private readonly counts = new Map<string, Memo<number>>();

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  of(layer: VectorLayer): Promise<LayerSource> {
    return this.remember(this.sources, `${layer.lyrId}:${layer.dataVersion}`, () => this.load(layer));
  }

  /** Number of rows of the whole table (OGC numberMatched without a filter). */
  count(source: LayerSource): Promise<number> {
    return this.remember(this.counts, `${source.lyrId}:${source.version}`, async () => {
      const rows: Array<{ n: string }> = await this.db.query(countRowsSql(source.table));
      return Number(rows[0]?.n ?? 0);
    });
  }

  private remember<T>(memo: Map<string, Memo<T>>, key: string, load: () => Promise<T>): Promise<T> {
    const hit = memo.get(key);
    if (hit && Date.now() - hit.at < MEMO_AGE_MS) return hit.value;
    const value = load();
    memo.set(key, { at: Date.now(), value });
    value.catch(() => memo.delete(key));
    // Maps iterate in insertion order: drop the oldest entries.
    for (const old of memo.keys()) {
      if (memo.size <= MEMO_SIZE) break;
      memo.delete(old);
    }
    return value;
  }

  private async load(layer: VectorLayer): Promise<LayerSource> {
    const table = layerIdentifier(layer.tableNm);
    const geom = layerIdentifier(layer.geomColumn);
    const columns: ColumnRow[] = await this.db.query(LAYER_COLUMNS, [layer.tableNm]);
    const geomColumn = columns.find((c) => c.name === layer.geomColumn && c.type === 'geometry');
    if (!geomColumn) throw new DomainError('CONFLICT', 'tiles.layerDataUnavailable');
    const srid = geomColumn.srid && geomColumn.srid > 0 ? geomColumn.srid : layer.srid;
    const idColumn = columns.find((c) => c.name === FEATURE_KEY && INTEGER_TYPES.has(c.type));
    const attributes = columns
      .filter((c) => c !== idColumn && !SPATIAL_TYPES.has(c.type) && !RESERVED.has(c.name))
      .map((c) => ({ name: c.name, quoted: quoteIdent(c.name), type: c.type }));
    const extentRows: ExtentRow[] = await this.db.query(layerExtentSql(table, geom), [srid]);
    const e = extentRows[0];
    const extent = e
      ? {
          native: [e.nMinX, e.nMinY, e.nMaxX, e.nMaxY] as const,
          crs84: [e.minLon, e.minLat, e.maxLon, e.maxLat] as const,
          m3857: crs84To3857([e.minLon, e.minLat, e.maxLon, e.maxLat]),
        }
      : null;
    return {
      lyrId: layer.lyrId,
      version: layer.dataVersion,
      table,
      geom,
      srid,
      id: idColumn ? quoteIdent(idColumn.name) : null,
      attributes,
      extent,
    };
  }
}
