import type { LayerColumn, LayerTable } from './layer-table';
import { quoteIdent } from '../../common/db/sql-identifier';

// Column changes of custom layers and the bulk attribute edit. Identifiers: existing columns from
// the catalog (LayerTable); a new column name only after isCustomColumnName (letters, digits, '_');
// the SQL type only from CUSTOM_COLUMN_SQL_TYPES. Values are parameters.

/** The column types of custom layers (spec 001 §2) and the PostgreSQL type each becomes. */
export const CUSTOM_COLUMN_SQL_TYPES = {
  text: 'text',
  integer: 'integer',
  double: 'double precision',
  boolean: 'boolean',
  date: 'date',
  timestamp: 'timestamptz',
} as const;
export type CustomColumnSqlType = keyof typeof CUSTOM_COLUMN_SQL_TYPES;

/** PostgreSQL's system column names: no table may have a column so named. */
export const SYSTEM_COLUMN_NAMES: readonly string[] = ['ctid', 'xmin', 'xmax', 'cmin', 'cmax', 'tableoid', 'oid'];

export function addColumnSql(t: LayerTable, name: string, type: CustomColumnSqlType): string {
  return `ALTER TABLE ${t.qualified} ADD COLUMN ${quoteIdent(name)} ${CUSTOM_COLUMN_SQL_TYPES[type]}`;
}

export function renameColumnSql(t: LayerTable, column: LayerColumn, name: string): string {
  return `ALTER TABLE ${t.qualified} RENAME COLUMN ${quoteIdent(column.name)} TO ${quoteIdent(name)}`;
}

export function dropColumnSql(t: LayerTable, column: LayerColumn): string {
  return `ALTER TABLE ${t.qualified} DROP COLUMN ${quoteIdent(column.name)}`;
}

/** $1 layer id, $2 version, $3 detail (jsonb): what a version did beyond its feature changes. */
export const VERSION_DETAIL_SQL = `UPDATE lyr_version SET change_detail = $3::jsonb WHERE lyr_id = $1 AND version_no = $2`;

/**
 * Bulk attribute edit, set-based: every feature matching the filter ($1…$n, rows aliased t)
 * whose `column` value differs gets $n+1, each recorded as a change of version $n+3 of layer
 * $n+2 by $n+4 at $n+5. Answers how many features changed.
 */
export function bulkUpdateSql(t: LayerTable, column: LayerColumn, where: string, n: number): string {
  const key = quoteIdent(t.key.name);
  const col = quoteIdent(column.name);
  const geomName = `'${t.geometry.name.replace(/'/g, "''")}'`;
  return `WITH b AS (
      SELECT t.${key} AS k, to_jsonb(t) - ${geomName} AS attrs, t.${quoteIdent(t.geometry.name)} AS geom
        FROM ${t.qualified} t WHERE (${where}) AND t.${col} IS DISTINCT FROM $${n + 1} FOR UPDATE),
    u AS (UPDATE ${t.qualified} x SET ${col} = $${n + 1} FROM b WHERE x.${key} = b.k RETURNING x.*),
    ins AS (INSERT INTO lyr_feature_change (lyr_id, version_no, fid, change_op, before_attrs, before_geom, after_attrs, after_geom, changed_by, changed_dt)
      SELECT $${n + 2}::varchar, $${n + 3}::int, b.k::text, 'U', b.attrs, b.geom, to_jsonb(u) - ${geomName}, b.geom, $${n + 4}::varchar, $${n + 5}::timestamptz
        FROM b JOIN u ON u.${key} = b.k RETURNING 1)
    SELECT count(*)::int AS "changeCnt" FROM ins`;
}
