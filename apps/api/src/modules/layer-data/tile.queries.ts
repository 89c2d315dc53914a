// SQL of the tiles feature. Values are parameters; the only interpolated parts are identifiers
// that sql-identifier.ts validated and quoted (table, geometry and attribute columns).
import { MVT_BUFFER, MVT_EXTENT } from '../../common/geo/tile-grid';

/** Columns of a layer table with their type and, for geometry columns, their declared SRID. $1 table name. */
export const LAYER_COLUMNS = `
  SELECT a.attname AS name, t.typname AS type,
         CASE WHEN t.typname = 'geometry' THEN postgis_typmod_srid(a.atttypmod) END AS srid
    FROM pg_attribute a JOIN pg_type t ON t.oid = a.atttypid
   WHERE a.attrelid = to_regclass(format('layers.%I', $1::text))
     AND a.attnum > 0 AND NOT a.attisdropped
   ORDER BY a.attnum`;

/**
 * The data extent, padded by 1 % (and a hair, so single points get an area), in the layer's
 * SRID and as the CRS84 envelope of that box densified before transforming (the edges of a
 * projected box curve in lon/lat). No row when the table is empty. $1 layer SRID.
 */
export function layerExtentSql(table: string, geom: string): string {
  return `
    WITH e AS (SELECT ST_Extent(t.${geom}) AS b FROM layers.${table} t),
    p AS (
      SELECT ST_Expand(ST_SetSRID(b::geometry, $1::int),
               greatest(ST_XMax(b) - ST_XMin(b), ST_YMax(b) - ST_YMin(b)) * 0.01
               + 1e-6 * greatest(abs(ST_XMin(b)), abs(ST_XMax(b)), abs(ST_YMin(b)), abs(ST_YMax(b)), 1)) AS native
        FROM e WHERE b IS NOT NULL
    ),
    w AS (
      SELECT native, ST_Transform(ST_Segmentize(native,
               greatest(ST_XMax(native) - ST_XMin(native), ST_YMax(native) - ST_YMin(native)) / 16), 4326) AS lonlat
        FROM p
    )
    SELECT ST_XMin(native) AS "nMinX", ST_YMin(native) AS "nMinY", ST_XMax(native) AS "nMaxX", ST_YMax(native) AS "nMaxY",
           ST_XMin(lonlat) AS "minLon", ST_YMin(lonlat) AS "minLat", ST_XMax(lonlat) AS "maxLon", ST_YMax(lonlat) AS "maxLat"
      FROM w`;
}

/** What the tile query needs to know about a layer table (identifiers already quoted). */
export interface TileTable {
  table: string;
  geom: string;
  /** Integer key used as the MVT feature id, or null. */
  id: string | null;
  /** Attribute columns written into the tile. */
  attributes: string[];
  /** Only rows whose date/time column falls in the window $13 ≤ value < $14 (the time slider; $12 is the data version). */
  time?: TileTimeColumn;
}

/** A date/time column that filters a tile (quoted identifier and its PostgreSQL type). */
export interface TileTimeColumn {
  column: string;
  type: 'date' | 'timestamp' | 'timestamptz';
}

/**
 * The condition "value in [$from, $to)" on a date/time column for timestamptz parameters: a
 * timestamptz column compares with the instants; a date or local timestamp column holds Korean
 * local time (the service's zone), so the instants are read in Asia/Seoul first.
 */
export function timeCondition(ref: string, type: TileTimeColumn['type'], from: string, to: string): string {
  if (type === 'timestamptz') return `${ref} >= ${from}::timestamptz AND ${ref} < ${to}::timestamptz`;
  return `${ref} >= (${from}::timestamptz AT TIME ZONE 'Asia/Seoul') AND ${ref} < (${to}::timestamptz AT TIME ZONE 'Asia/Seoul')`;
}

/**
 * First and last value of a date/time column as instants (a date or local timestamp read in
 * Asia/Seoul), with the count of rows that have one. Table and column are quoted identifiers.
 */
export function timeExtentSql(table: string, column: TileTimeColumn): string {
  const ref = `t.${column.column}`;
  const instant = (agg: string) => (column.type === 'timestamptz' ? `${agg}(${ref})` : `(${agg}(${ref})::timestamp AT TIME ZONE 'Asia/Seoul')`);
  return `SELECT ${instant('min')} AS "min", ${instant('max')} AS "max", count(${ref})::int AS "count" FROM layers.${table} t`;
}

/** Suffix of the MVT layer of label points (`<lyrId>:labels`) next to a layer's own (`<lyrId>`). */
export const LABEL_LAYER_SUFFIX = ':labels';

/**
 * One MVT tile of a layer. The tile envelope is transformed to the layer's SRID, so the filter
 * `geom && envNative` runs on the GiST index of the stored column; only the matching rows are
 * transformed to EPSG:3857 for ST_AsMVTGeom. The filter box is the tile (with the MVT buffer)
 * clipped to the data extent and densified, because a bare corner-to-corner transform of a
 * large Web Mercator box leaves the projection domain of a national grid (EPSG:5186 and
 * friends) or misses the curved edges.
 * The rows are picked in their own subquery (filter and LIMIT only): with ST_Transform (declared
 * COST 10000) in the same select list, the planner charges it to the scan and prefers a
 * (parallel) sequential scan over the index on dense tables.
 * Lines and polygons also get one label point each (ST_PointOnSurface, with the same id and
 * attributes) in a second MVT layer, `<name>:labels`, written only into the tile that holds the
 * point: a feature cut into several tiles (and parts) is labelled once, not once per part.
 * `fresh` says whether the snapshot the tile was read from holds the layer at data version $12
 * or later (the lyr row and the data are read in one snapshot, and every edit bumps the version
 * in its own transaction): a read replica that has not replayed that version yet says false,
 * and the tile is rendered on the primary instead (TileRenderer).
 * $1 z, $2 x, $3 y, $4–$7 filter box in EPSG:3857, $8 densify step, $9 layer SRID,
 * $10 MVT layer name (the layer id), $11 feature limit, $12 the layer's data version; with a time
 * column, $13 and $14 the window's instants.
 */
export function tileSql(t: TileTable): string {
  const columns = [...(t.id ? [t.id] : []), t.geom, ...t.attributes].map((c) => `t.${c}`).join(', ');
  const attrs = t.attributes.map((c) => `, r.${c}`).join('');
  const id = t.id ? `r.${t.id} AS "__mvt_id", ` : '';
  const idName = t.id ? `, '__mvt_id'` : '';
  return `
    WITH bounds AS (
      SELECT ST_TileEnvelope($1, $2, $3) AS env3857,
             ST_Transform(ST_Segmentize(ST_MakeEnvelope($4, $5, $6, $7, 3857), $8), $9::int) AS "envNative"
    ),
    picked AS (
      SELECT ${columns}, bounds.env3857 AS "__env"
        FROM layers.${t.table} t, bounds
       WHERE t.${t.geom} && bounds."envNative"${t.time ? ` AND ${timeCondition(`t.${t.time.column}`, t.time.type, '$13', '$14')}` : ''}
       LIMIT $11
    ),
    mvt AS (
      SELECT ${id}ST_AsMVTGeom(ST_Transform(r.${t.geom}, 3857), r."__env", ${MVT_EXTENT}, ${MVT_BUFFER}, true) AS "__mvt_geom"${attrs}
        FROM picked r
    ),
    anchors AS (
      SELECT r.*, ST_Transform(ST_PointOnSurface(r.${t.geom}), 3857) AS "__pt"
        FROM picked r
       WHERE GeometryType(r.${t.geom}) NOT IN ('POINT', 'MULTIPOINT')
    ),
    labels AS (
      SELECT ${id}ST_AsMVTGeom(r."__pt", r."__env", ${MVT_EXTENT}, 0, false) AS "__mvt_geom"${attrs}
        FROM anchors r
       WHERE ST_X(r."__pt") >= ST_XMin(r."__env") AND ST_X(r."__pt") < ST_XMax(r."__env")
         AND ST_Y(r."__pt") > ST_YMin(r."__env") AND ST_Y(r."__pt") <= ST_YMax(r."__env")
    )
    SELECT coalesce((SELECT ST_AsMVT(mvt, $10, ${MVT_EXTENT}, '__mvt_geom'${idName}) FROM mvt), '')
        || coalesce((SELECT ST_AsMVT(labels, $10::text || '${LABEL_LAYER_SUFFIX}', ${MVT_EXTENT}, '__mvt_geom'${idName}) FROM labels WHERE "__mvt_geom" IS NOT NULL), '') AS tile,
           EXISTS (SELECT 1 FROM lyr v WHERE v.lyr_id = $10::text AND v.data_version >= $12::int) AS fresh`;
}

/** Rows of a layer table. */
export function countRowsSql(table: string): string {
  return `SELECT count(*) AS n FROM layers.${table}`;
}
