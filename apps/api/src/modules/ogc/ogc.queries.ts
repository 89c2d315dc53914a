// SQL of the OGC API – Features routes. Values are parameters; the interpolated parts are
// identifiers validated and quoted by the tiles feature's LayerSources, and the content-access
// policy's own condition (named parameters).
import type { LayerSource } from '../layer-data';

/**
 * Vector layers ready to read that the policy condition lets the caller view (national layers
 * too), newest first, with the bbox the import recorded. Named parameters :limit and :offset
 * besides the condition's own.
 */
export function visibleCollectionsSql(condition: string): string {
  return `
    SELECT l.lyr_id AS "lyrId", l.lyr_nm AS "lyrNm", l.lyr_dc AS "lyrDc", l.table_nm AS "tableNm",
           l.geom_column AS "geomColumn", l.srid, l.data_version AS "dataVersion",
           ST_XMin(l.bbox_4326) AS "minLon", ST_YMin(l.bbox_4326) AS "minLat",
           ST_XMax(l.bbox_4326) AS "maxLon", ST_YMax(l.bbox_4326) AS "maxLat"
      FROM lyr l
     WHERE l.lyr_sttus_code = 'READY' AND l.table_nm IS NOT NULL AND l.geom_column IS NOT NULL
       AND l.srid IS NOT NULL AND ${condition}
     ORDER BY l.regist_dt DESC, l.lyr_id
     LIMIT :limit OFFSET :offset`;
}

/**
 * The bbox filter: a CRS84 box (already clipped to the layer's extent) densified and
 * transformed to the layer's SRID, so `geom &&` runs on the GiST index. $1–$4 box, $5 densify
 * step, $6 layer SRID.
 */
const BBOX_CTE = `WITH area AS (SELECT ST_Transform(ST_Segmentize(ST_MakeEnvelope($1, $2, $3, $4, 4326), $5), $6::int) AS g)`;

function bboxWhere(s: LayerSource): string {
  return `WHERE t.${s.geom} && area.g AND ST_Intersects(t.${s.geom}, area.g)`;
}

/** Rows matching the bbox filter. Parameters as BBOX_CTE. */
export function countInBboxSql(s: LayerSource): string {
  return `${BBOX_CTE} SELECT count(*) AS n FROM layers.${s.table} t, area ${bboxWhere(s)}`;
}

/** One GeoJSON Feature (text) per row r: id from gid, geometry in EPSG:4326 (7 decimals), attributes. */
function featureJson(s: LayerSource): string {
  const props = s.attributes.length
    ? `(SELECT row_to_json(a) FROM (SELECT ${s.attributes.map((c) => `r.${c.quoted}`).join(', ')}) a)`
    : `'{}'::json`;
  const id = s.id ? `'id', r.${s.id}, ` : '';
  return `json_build_object('type', 'Feature', ${id}'geometry', ST_AsGeoJSON(ST_Transform(r.${s.geom}, 4326), 7)::json, 'properties', ${props})::text AS feature`;
}

/**
 * A page of features in key order. The rows are picked in their own subquery: with ST_Transform
 * (declared COST 10000) in the same select list the planner would rather scan the table than
 * the indexes. Without bbox: $1 limit, $2 offset. With bbox: the BBOX_CTE parameters, then
 * $7 limit, $8 offset.
 */
export function itemsSql(s: LayerSource, withBbox: boolean): string {
  const order = s.id ? `ORDER BY t.${s.id}` : '';
  const outerOrder = s.id ? `ORDER BY r.${s.id}` : '';
  const rows = withBbox
    ? `SELECT t.* FROM layers.${s.table} t, area ${bboxWhere(s)} ${order} LIMIT $7 OFFSET $8`
    : `SELECT t.* FROM layers.${s.table} t ${order} LIMIT $1 OFFSET $2`;
  return `${withBbox ? BBOX_CTE : ''} SELECT ${featureJson(s)} FROM (${rows}) r ${outerOrder}`;
}

/** One feature by its key. $1 key. Only for layers with an integer key. */
export function itemSql(s: LayerSource & { id: string }): string {
  return `SELECT ${featureJson(s)} FROM (SELECT t.* FROM layers.${s.table} t WHERE t.${s.id} = $1) r`;
}

/** The CRS84 bbox the import recorded for a layer, if any. $1 lyr_id. */
export const RECORDED_BBOX = `
  SELECT ST_XMin(bbox_4326) AS "minLon", ST_YMin(bbox_4326) AS "minLat",
         ST_XMax(bbox_4326) AS "maxLon", ST_YMax(bbox_4326) AS "maxLat"
    FROM lyr WHERE lyr_id = $1 AND bbox_4326 IS NOT NULL`;
