"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.insertFeatureSql = insertFeatureSql;
exports.updateFeatureSql = updateFeatureSql;
exports.deleteFeatureSql = deleteFeatureSql;
exports.featureEditedSql = featureEditedSql;
const layer_table_queries_1 = require("./layer-table.queries");
// SQL editing one vector layer's features. Identifiers come from the catalog (LayerTable),
// quoted; every value, the GeoJSON and the target SRID are parameters.
/** Values for `columns`, then the geometry: how a GeoJSON ($geojson, EPSG:4326) becomes the column's geometry. */
function geometryExpr(t, geojsonParam, sridParam) {
    const typmod = t.geometry.geometryType ?? 'Geometry';
    const dims = /ZM$/i.test(typmod) ? 'ST_Force4D' : /Z$/i.test(typmod) ? 'ST_Force3DZ' : /M$/i.test(typmod) ? 'ST_Force3DM' : 'ST_Force2D';
    const transformed = `ST_Transform(ST_SetSRID(ST_GeomFromGeoJSON($${geojsonParam}::text), 4326), $${sridParam}::int)`;
    const fitted = `${dims}(${transformed})`;
    return /^Multi/i.test(typmod) ? `ST_Multi(${fitted})` : fitted;
}
/** $1…$k values of `columns`, $k+1 GeoJSON, $k+2 SRID: the new feature's id. */
function insertFeatureSql(t, columns) {
    const k = columns.length;
    const names = [...columns.map((c) => (0, layer_table_queries_1.quoteIdent)(c.name)), (0, layer_table_queries_1.quoteIdent)(t.geometry.name)].join(', ');
    const values = [...columns.map((_, i) => `$${i + 1}`), geometryExpr(t, k + 1, k + 2)].join(', ');
    return `INSERT INTO ${t.qualified} (${names}) VALUES (${values}) RETURNING ${(0, layer_table_queries_1.quoteIdent)(t.key.name)} AS "id"`;
}
/** $1…$k values of `columns`, then (withGeometry) GeoJSON and SRID, then the feature id: its id when found. */
function updateFeatureSql(t, columns, withGeometry) {
    const k = columns.length;
    const sets = columns.map((c, i) => `${(0, layer_table_queries_1.quoteIdent)(c.name)} = $${i + 1}`);
    if (withGeometry)
        sets.push(`${(0, layer_table_queries_1.quoteIdent)(t.geometry.name)} = ${geometryExpr(t, k + 1, k + 2)}`);
    const idParam = withGeometry ? k + 3 : k + 1;
    return `UPDATE ${t.qualified} SET ${sets.join(', ')} WHERE ${(0, layer_table_queries_1.quoteIdent)(t.key.name)} = $${idParam} RETURNING ${(0, layer_table_queries_1.quoteIdent)(t.key.name)} AS "id"`;
}
/** $1 feature id: its id when it was there. */
function deleteFeatureSql(t) {
    return `DELETE FROM ${t.qualified} WHERE ${(0, layer_table_queries_1.quoteIdent)(t.key.name)} = $1 RETURNING ${(0, layer_table_queries_1.quoteIdent)(t.key.name)} AS "id"`;
}
/**
 * $1 layer id, $2 feature count change, $3 time, $4 id of the feature just written (null after a delete):
 * a new data version, the count, and the stored EPSG:4326 extent grown to cover the feature
 * (an extent never known stays unknown; deletions leave it, an extent may be larger).
 */
function featureEditedSql(t) {
    const written = `(SELECT ST_Transform(f.${(0, layer_table_queries_1.quoteIdent)(t.geometry.name)}, 4326) FROM ${t.qualified} f WHERE f.${(0, layer_table_queries_1.quoteIdent)(t.key.name)} = $4)`;
    return `UPDATE lyr l SET data_version = l.data_version + 1, feature_cnt = GREATEST(l.feature_cnt + $2, 0), updt_dt = $3,
      bbox_4326 = CASE WHEN l.bbox_4326 IS NULL AND l.feature_cnt > 0 THEN NULL ELSE (
        SELECT ST_MakeEnvelope(ST_XMin(b), ST_YMin(b), ST_XMax(b), ST_YMax(b), 4326)
          FROM (SELECT ST_Extent(g) AS b FROM (VALUES (l.bbox_4326), (${written})) v(g)) s) END
    WHERE l.lyr_id = $1
    RETURNING l.data_version AS "dataVersion", l.feature_cnt AS "featureCnt"`;
}
//# sourceMappingURL=layer-features.queries.js.map