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

/**
 * Distinct values in the column's own order (NULL last), or the most frequent first (ties in the
 * column's order). $1 search text, $2 limit, $3 offset.
 */
export function columnValuesSql(t: LayerTable, column: LayerColumn, orderBy: 'value' | 'count' = 'value'): string {
  const g = groupExpression(column);
  const order = orderBy === 'count' ? `count(*) DESC, ${g} ASC NULLS LAST` : `${g} ASC NULLS LAST`;
  return `SELECT ${g}::text AS "value", count(*)::int AS "count"
    FROM ${t.qualified} t WHERE ${searchCondition(column)}
    GROUP BY ${g} ORDER BY ${order}
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

// ---- Graduated classes of a numeric column (finite values only: NaN and ±Infinity left out) ----

function finiteValue(column: LayerColumn): { v: string; where: string } {
  const v = `t.${quoteIdent(column.name)}::float8`;
  return { v, where: `${v} BETWEEN -1e308 AND 1e308` };
}

export interface NumericSummaryRow {
  count: number;
  min: number | null;
  max: number | null;
  mean: number | null;
  stddev: number | null;
}

/** Count, min, max, mean and population standard deviation of a numeric column. */
export function numericSummarySql(t: LayerTable, column: LayerColumn): string {
  const { v, where } = finiteValue(column);
  return `SELECT count(*)::int AS "count", min(${v}) AS "min", max(${v}) AS "max", avg(${v}) AS "mean",
      coalesce(stddev_pop(${v}), 0) AS "stddev" FROM ${t.qualified} t WHERE ${where}`;
}

/** Every value, ascending (for columns with few enough values). */
export function sortedValuesSql(t: LayerTable, column: LayerColumn): string {
  const { v, where } = finiteValue(column);
  return `SELECT ${v} AS "v" FROM ${t.qualified} t WHERE ${where} ORDER BY 1`;
}

/** The values at the fractions $1 (float8[]), ascending: evenly spaced quantiles stand in for many values. */
export function quantileValuesSql(t: LayerTable, column: LayerColumn): string {
  const { v, where } = finiteValue(column);
  return `SELECT unnest(percentile_disc($1::float8[]) WITHIN GROUP (ORDER BY ${v})) AS "v" FROM ${t.qualified} t WHERE ${where}`;
}

/** Features per bar of $3 equal bars from $1 to $2 (bar numbers 1..$3; the top value in the last). */
export function histogramSql(t: LayerTable, column: LayerColumn): string {
  const { v, where } = finiteValue(column);
  return `SELECT least(width_bucket(${v}, $1::float8, $2::float8, $3::int), $3::int) AS "bin", count(*)::int AS "count"
    FROM ${t.qualified} t WHERE ${where} GROUP BY 1`;
}
