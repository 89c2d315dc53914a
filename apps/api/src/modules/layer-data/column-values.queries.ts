import type { LayerColumn, LayerTable } from './layer-table';
import { quoteIdent } from '../../common/db/sql-identifier';

// SQL over one column of a vector layer's table (rows aliased t). The table and column
// identifiers come from the catalog (LayerTable) and are quoted; the search text, limit and
// offset are parameters.

/** How a column is grouped and ordered: by itself, or by its text when its type has no equality (json…). */
function groupExpression(column: LayerColumn): string {
  const ref = `t.${quoteIdent(column.name)}`;
  return column.kind === 'other' ? `${ref}::text` : ref;
}

/** $1 search text ('' for all) matched case-insensitively inside the value's text. */
function searchCondition(column: LayerColumn): string {
  return `($1 = '' OR strpos(lower(t.${quoteIdent(column.name)}::text), lower($1)) > 0)`;
}

export interface ColumnValueRow {
  value: string | null;
  count: number;
}

/** Distinct values in the column's own order (NULL last). $1 search text, $2 limit, $3 offset. */
export function columnValuesSql(t: LayerTable, column: LayerColumn): string {
  const g = groupExpression(column);
  return `SELECT ${g}::text AS "value", count(*)::int AS "count"
    FROM ${t.qualified} t WHERE ${searchCondition(column)}
    GROUP BY ${g} ORDER BY ${g} ASC NULLS LAST
    LIMIT $2 OFFSET $3`;
}

/** How many distinct values (NULL counted as one) match the search text $1. */
export function columnValueCountSql(t: LayerTable, column: LayerColumn): string {
  const g = groupExpression(column);
  return `SELECT count(*)::int AS "total" FROM (SELECT 1 FROM ${t.qualified} t WHERE ${searchCondition(column)} GROUP BY ${g}) s`;
}

export interface ColumnStatsRow {
  count: number;
  nullCount: number;
  distinctCount: number;
  min: number | null;
  max: number | null;
}

/** Counts of the column, and min/max as double precision for numeric columns. */
export function columnStatsSql(t: LayerTable, column: LayerColumn): string {
  const ref = `t.${quoteIdent(column.name)}`;
  const numeric = column.kind === 'numeric';
  return `SELECT count(${ref})::int AS "count", (count(*) - count(${ref}))::int AS "nullCount",
      count(DISTINCT ${groupExpression(column)})::int AS "distinctCount",
      ${numeric ? `min(${ref})::float8` : 'NULL::float8'} AS "min", ${numeric ? `max(${ref})::float8` : 'NULL::float8'} AS "max"
    FROM ${t.qualified} t`;
}
