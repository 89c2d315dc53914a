import type { LayerColumn, LayerTable } from './layer-table';
import { quoteIdent } from '../../common/db/sql-identifier';

// SQL editing one vector layer's features. Identifiers come from the catalog (LayerTable),
// quoted; every value, the GeoJSON and the target SRID are parameters.

/** Values for `columns`, then the geometry: how a GeoJSON ($geojson, EPSG:4326) becomes the column's geometry. */
function geometryExpr(t: LayerTable, geojsonParam: number, sridParam: number): string {
  const typmod = t.geometry.geometryType ?? 'Geometry';
  const dims = /ZM$/i.test(typmod) ? 'ST_Force4D' : /Z$/i.test(typmod) ? 'ST_Force3DZ' : /M$/i.test(typmod) ? 'ST_Force3DM' : 'ST_Force2D';
  const transformed = `ST_Transform(ST_SetSRID(ST_GeomFromGeoJSON($${geojsonParam}::text), 4326), $${sridParam}::int)`;
  const fitted = `${dims}(${transformed})`;
  return /^Multi/i.test(typmod) ? `ST_Multi(${fitted})` : fitted;
}

/** $1…$k values of `columns`, $k+1 GeoJSON, $k+2 SRID: the new feature's id. */
export function insertFeatureSql(t: LayerTable, columns: readonly LayerColumn[]): string {
  const k = columns.length;
  const names = [...columns.map((c) => quoteIdent(c.name)), quoteIdent(t.geometry.name)].join(', ');
  const values = [...columns.map((_, i) => `$${i + 1}`), geometryExpr(t, k + 1, k + 2)].join(', ');
  return `INSERT INTO ${t.qualified} (${names}) VALUES (${values}) RETURNING ${quoteIdent(t.key.name)} AS "id"`;
}

/** $1…$k values of `columns`, then (withGeometry) GeoJSON and SRID, then the feature id: its id when found. */
export function updateFeatureSql(t: LayerTable, columns: readonly LayerColumn[], withGeometry: boolean): string {
  const k = columns.length;
  const sets = columns.map((c, i) => `${quoteIdent(c.name)} = $${i + 1}`);
  if (withGeometry) sets.push(`${quoteIdent(t.geometry.name)} = ${geometryExpr(t, k + 1, k + 2)}`);
  const idParam = withGeometry ? k + 3 : k + 1;
  return `UPDATE ${t.qualified} SET ${sets.join(', ')} WHERE ${quoteIdent(t.key.name)} = $${idParam} RETURNING ${quoteIdent(t.key.name)} AS "id"`;
}

/** $1 feature id: its id when it was there. */
export function deleteFeatureSql(t: LayerTable): string {
  return `DELETE FROM ${t.qualified} WHERE ${quoteIdent(t.key.name)} = $1 RETURNING ${quoteIdent(t.key.name)} AS "id"`;
}

/**
 * $1 layer id, $2 feature count change, $3 time, $4 id of the feature just written (null after a delete):
 * a new data version, the count, and the stored EPSG:4326 extent grown to cover the feature
 * (an extent never known stays unknown; deletions leave it, an extent may be larger).
 */
export function featureEditedSql(t: LayerTable): string {
  const written = `(SELECT ST_Transform(f.${quoteIdent(t.geometry.name)}, 4326) FROM ${t.qualified} f WHERE f.${quoteIdent(t.key.name)} = $4)`;
  return `UPDATE lyr l SET data_version = l.data_version + 1, feature_cnt = GREATEST(l.feature_cnt + $2, 0), updt_dt = $3,
      bbox_4326 = CASE WHEN l.bbox_4326 IS NULL AND l.feature_cnt > 0 THEN NULL ELSE (
        SELECT ST_MakeEnvelope(ST_XMin(b), ST_YMin(b), ST_XMax(b), ST_YMax(b), 4326)
          FROM (SELECT ST_Extent(g) AS b FROM (VALUES (l.bbox_4326), (${written})) v(g)) s) END
    WHERE l.lyr_id = $1
    RETURNING l.data_version AS "dataVersion", l.feature_cnt AS "featureCnt"`;
}
