import type { SortDirection } from '@nuri/domain';
import type { LayerColumn, LayerTable } from './layer-table';
import { quoteIdent } from '../../common/db/sql-identifier';

// SQL over one vector layer's table (rows aliased t). Identifiers come from the catalog
// (LayerTable) and are quoted; the WHERE condition is the compiled attribute filter, whose
// values are parameters $1…$n; anything else is a parameter after them.

export interface FeatureRow {
  id: number | string;
  properties: Record<string, unknown>;
  geometry: Record<string, unknown> | null;
}

/** Columns left out of the properties: the key and the geometries (as a text[] parameter). */
export function nonPropertyColumns(t: LayerTable): string[] {
  return t.columns.filter((c) => c === t.key || c.kind === 'geometry').map((c) => c.name);
}

/**
 * One page of features. Parameters: the filter's $1…$n, then $n+1 non-property columns,
 * $n+2 limit, $n+3 offset.
 */
export function featurePageSql(
  t: LayerTable,
  where: string,
  filterParams: number,
  sort: LayerColumn,
  direction: SortDirection,
  withGeometry: boolean,
): string {
  const n = filterParams;
  const key = `t.${quoteIdent(t.key.name)}`;
  const geometry = withGeometry
    ? `ST_AsGeoJSON(ST_Transform(t.${quoteIdent(t.geometry.name)}, 4326), 7)::jsonb`
    : 'NULL::jsonb';
  const order = sort === t.key ? `${key} ${direction}` : `t.${quoteIdent(sort.name)} ${direction} NULLS LAST, ${key} ${direction}`;
  return `SELECT ${key} AS "id", to_jsonb(t.*) - $${n + 1}::text[] AS "properties", ${geometry} AS "geometry"
    FROM ${t.qualified} t WHERE ${where}
    ORDER BY ${order}
    LIMIT $${n + 2} OFFSET $${n + 3}`;
}

/** Features matching the filter ($1…$n). */
export function featureCountSql(t: LayerTable, where: string): string {
  return `SELECT count(*)::int AS "total" FROM ${t.qualified} t WHERE ${where}`;
}

export interface BboxRow {
  xmin: number | null;
  ymin: number | null;
  xmax: number | null;
  ymax: number | null;
  wxmin: number | null;
  wymin: number | null;
  wxmax: number | null;
  wymax: number | null;
  total: number;
}

/** Extent of the matching features, natively and in EPSG:4326 (filter parameters $1…$n). */
export function bboxSql(t: LayerTable, where: string): string {
  const g = `t.${quoteIdent(t.geometry.name)}`;
  return `SELECT ST_XMin(e) AS "xmin", ST_YMin(e) AS "ymin", ST_XMax(e) AS "xmax", ST_YMax(e) AS "ymax",
      ST_XMin(w) AS "wxmin", ST_YMin(w) AS "wymin", ST_XMax(w) AS "wxmax", ST_YMax(w) AS "wymax", total
    FROM (SELECT ST_Extent(${g}) AS e, ST_Extent(ST_Transform(${g}, 4326)) AS w, count(*)::int AS total
            FROM ${t.qualified} t WHERE ${where}) s`;
}
