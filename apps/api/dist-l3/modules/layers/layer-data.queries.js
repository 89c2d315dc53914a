"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.nonPropertyColumns = nonPropertyColumns;
exports.featurePageSql = featurePageSql;
exports.featureCountSql = featureCountSql;
exports.bboxSql = bboxSql;
const layer_table_queries_1 = require("./layer-table.queries");
/** Columns left out of the properties: the key and the geometries (as a text[] parameter). */
function nonPropertyColumns(t) {
    return t.columns.filter((c) => c === t.key || c.kind === 'geometry').map((c) => c.name);
}
/**
 * One page of features. Parameters: the filter's $1…$n, then $n+1 non-property columns,
 * $n+2 limit, $n+3 offset.
 */
function featurePageSql(t, where, filterParams, sort, direction, withGeometry) {
    const n = filterParams;
    const key = `t.${(0, layer_table_queries_1.quoteIdent)(t.key.name)}`;
    const geometry = withGeometry
        ? `ST_AsGeoJSON(ST_Transform(t.${(0, layer_table_queries_1.quoteIdent)(t.geometry.name)}, 4326), 7)::jsonb`
        : 'NULL::jsonb';
    const order = sort === t.key ? `${key} ${direction}` : `t.${(0, layer_table_queries_1.quoteIdent)(sort.name)} ${direction} NULLS LAST, ${key} ${direction}`;
    return `SELECT ${key} AS "id", to_jsonb(t.*) - $${n + 1}::text[] AS "properties", ${geometry} AS "geometry"
    FROM ${t.qualified} t WHERE ${where}
    ORDER BY ${order}
    LIMIT $${n + 2} OFFSET $${n + 3}`;
}
/** Features matching the filter ($1…$n). */
function featureCountSql(t, where) {
    return `SELECT count(*)::int AS "total" FROM ${t.qualified} t WHERE ${where}`;
}
/** Extent of the matching features, natively and in EPSG:4326 (filter parameters $1…$n). */
function bboxSql(t, where) {
    const g = `t.${(0, layer_table_queries_1.quoteIdent)(t.geometry.name)}`;
    return `SELECT ST_XMin(e) AS "xmin", ST_YMin(e) AS "ymin", ST_XMax(e) AS "xmax", ST_YMax(e) AS "ymax",
      ST_XMin(w) AS "wxmin", ST_YMin(w) AS "wymin", ST_XMax(w) AS "wxmax", ST_YMax(w) AS "wymax", total
    FROM (SELECT ST_Extent(${g}) AS e, ST_Extent(ST_Transform(${g}, 4326)) AS w, count(*)::int AS total
            FROM ${t.qualified} t WHERE ${where}) s`;
}
//# sourceMappingURL=layer-data.queries.js.map