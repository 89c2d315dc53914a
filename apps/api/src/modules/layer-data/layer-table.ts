import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';
import type { LayerDataRef } from './layer-tables';
import { LAYER_COLUMNS_SQL, LAYER_TABLE_SQL, qualifiedTable, type CatalogColumnRow } from './layer-table.queries';

/** How filters and edits treat a column's values. */
export type ColumnKind = 'numeric' | 'boolean' | 'text' | 'temporal' | 'geometry' | 'other';

export interface LayerColumn extends CatalogColumnRow {
  kind: ColumnKind;
}

/** A vector layer's table as the catalog describes it. */
export interface LayerTable {
  table: string;
  /** `"layers"."<table>"`, quoted. */
  qualified: string;
  columns: LayerColumn[];
  key: LayerColumn;
  geometry: LayerColumn;
  /** Attribute columns: neither the key nor a geometry. */
  attributes: LayerColumn[];
}

const KINDS: Readonly<Record<string, ColumnKind>> = {
  int2: 'numeric',
  int4: 'numeric',
  int8: 'numeric',
  float4: 'numeric',
  float8: 'numeric',
  numeric: 'numeric',
  bool: 'boolean',
  text: 'text',
  varchar: 'text',
  bpchar: 'text',
  citext: 'text',
  date: 'temporal',
  timestamp: 'temporal',
  timestamptz: 'temporal',
  time: 'temporal',
  timetz: 'temporal',
  geometry: 'geometry',
};

export function columnKind(udtName: string): ColumnKind {
  return Object.prototype.hasOwnProperty.call(KINDS, udtName) ? KINDS[udtName] : 'other';
}

/** Reads a vector layer's table from the PostgreSQL catalog (the only source of identifiers). */
@Injectable()
export class LayerTables {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The table of a layer; 409 when the layer has no table (yet) or it lacks a key or geometry. */
  async describe(layer: Pick<LayerDataRef, 'tableNm' | 'geomColumn'>, manager?: EntityManager): Promise<LayerTable> {
    const found = layer.tableNm ? await this.tableName(layer.tableNm, manager) : null;
    if (!found) throw new DomainError('CONFLICT', 'layer.notReady');
    const rows: CatalogColumnRow[] = await (manager ?? this.db).query(LAYER_COLUMNS_SQL, [found]);
    const columns = rows.map((r) => ({ ...r, kind: columnKind(r.udtName) }));
    const geometries = columns.filter((c) => c.kind === 'geometry');
    const geometry = geometries.find((c) => c.name === layer.geomColumn) ?? geometries[0];
    const key = columns.find((c) => c.isKey);
    if (!geometry || !key) throw new DomainError('CONFLICT', 'layer.noKeyColumn');
    return {
      table: found,
      qualified: qualifiedTable(found),
      columns,
      key,
      geometry,
      attributes: columns.filter((c) => c !== key && c.kind !== 'geometry'),
    };
  }

  /** The catalog's spelling of a table in the layers schema, or null. */
  async tableName(tableNm: string, manager?: EntityManager): Promise<string | null> {
    const rows: Array<{ table: string }> = await (manager ?? this.db).query(LAYER_TABLE_SQL, [tableNm]);
    return rows[0]?.table ?? null;
  }
}

/** A column by the name a request gives: exact, else the one case-insensitive match; null otherwise. */
export function findColumn(columns: readonly LayerColumn[], name: string): LayerColumn | null {
  const exact = columns.find((c) => c.name === name);
  if (exact) return exact;
  const folded = columns.filter((c) => c.name.toLowerCase() === name.toLowerCase());
  return folded.length === 1 ? folded[0] : null;
}
