"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.NUMBER_PATTERN = exports.SET_THUMBNAIL_SQL = exports.LAYER_STATE_SQL = exports.DELETE_IMPORTING_LAYER_SQL = exports.FINISH_RASTER_SQL = exports.FINISH_VECTOR_SQL = exports.COPY_PROGRESS_SQL = exports.GEOMETRY_COLUMN_SQL = exports.TABLE_COLUMNS_SQL = exports.SRS_INFO_SQL = void 0;
exports.dropTableSql = dropTableSql;
exports.tableExtentSql = tableExtentSql;
exports.identityKeySql = identityKeySql;
exports.restartKeySql = restartKeySql;
exports.spatialIndexSql = spatialIndexSql;
exports.validCoordinatesSql = validCoordinatesSql;
exports.keptRowsSql = keptRowsSql;
exports.badCoordinatesSql = badCoordinatesSql;
exports.createPointTableSql = createPointTableSql;
exports.insertPointsSql = insertPointsSql;
exports.createCustomTableSql = createCustomTableSql;
exports.badPointsSql = badPointsSql;
exports.deleteBadPointsSql = deleteBadPointsSql;
exports.anyRowSql = anyRowSql;
exports.transformPointsSql = transformPointsSql;
// SQL of layer imports (parameterised). Identifiers are made by layer-tables.ts from layer ids or
// read from the catalog, and always quoted; values always travel as parameters.
const layer_tables_1 = require("./layer-tables");
/** $1 srid: whether the coordinate system exists and is geographic (longitude/latitude). */
exports.SRS_INFO_SQL = `SELECT srid, (proj4text LIKE '%+proj=longlat%') AS geographic FROM spatial_ref_sys WHERE srid = $1`;
function dropTableSql(table) {
    return `DROP TABLE IF EXISTS ${table.qualified}`;
}
/** $1 table name: its columns in order, with their SQL type as the catalog writes it. */
exports.TABLE_COLUMNS_SQL = `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, t.typname AS "udtName"
  FROM pg_attribute a
  JOIN pg_class c ON c.oid = a.attrelid
  JOIN pg_namespace n ON n.oid = c.relnamespace
  JOIN pg_type t ON t.oid = a.atttypid
  WHERE n.nspname = '${layer_tables_1.LAYERS_SCHEMA}' AND c.relname = $1 AND a.attnum > 0 AND NOT a.attisdropped
  ORDER BY a.attnum`;
/** $1 table name, $2 column: geometry type and SRID of a geometry column (from its type modifier). */
exports.GEOMETRY_COLUMN_SQL = `SELECT postgis_typmod_type(a.atttypmod) AS "geomType", postgis_typmod_srid(a.atttypmod) AS srid
  FROM pg_attribute a
  JOIN pg_class c ON c.oid = a.attrelid
  JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = '${layer_tables_1.LAYERS_SCHEMA}' AND c.relname = $1 AND a.attname = $2 AND NOT a.attisdropped`;
/** $1 application name: rows the COPY of that connection has written so far (import progress). */
exports.COPY_PROGRESS_SQL = `SELECT coalesce(sum(p.tuples_processed), 0)::bigint AS rows
  FROM pg_stat_progress_copy p JOIN pg_stat_activity a ON a.pid = p.pid
  WHERE a.application_name = $1`;
/** Feature count and extent of a layer table, in its own coordinate system. */
function tableExtentSql(table) {
    return `SELECT count::bigint AS count, ST_XMin(e) AS xmin, ST_YMin(e) AS ymin, ST_XMax(e) AS xmax, ST_YMax(e) AS ymax
    FROM (SELECT count(*) AS count, ST_Extent(${(0, layer_tables_1.quoteIdent)(layer_tables_1.GEOM_COLUMN)}) AS e FROM ${table.qualified}) s`;
}
/**
 * Marks an importing vector layer ready, with what its table holds: $1 lyrId, $2 srid, $3 table
 * name, $4 geometry column, $5 geometry type, $6 lyrTySeCode, $7 import report, $8 thumbnail path,
 * $9 feature count, $10–$13 extent in srid (null when empty). Answers no row when the layer is
 * gone or no longer importing.
 */
exports.FINISH_VECTOR_SQL = `UPDATE lyr SET lyr_sttus_code = 'READY', feature_cnt = $9,
    bbox_4326 = CASE WHEN $10::float8 IS NULL THEN NULL
      ELSE ST_Expand(ST_Envelope(ST_Transform(ST_MakeEnvelope($10, $11, $12, $13, $2::integer), 4326)), 1e-9) END,
    srid = $2, table_nm = $3, geom_column = $4, geom_type = $5, lyr_ty_se_code = $6, import_report = $7,
    thumbnail_path = $8, import_error = NULL, data_version = data_version + 1, updt_dt = now()
  WHERE lyr_id = $1 AND lyr_sttus_code = 'IMPORTING'
  RETURNING lyr_id AS "lyrId", data_version AS "dataVersion"`;
/**
 * Marks an importing raster layer ready: $1 lyrId, $2 raster path, $3 srid, $4–$7 extent
 * (minX, minY, maxX, maxY in srid), $8 import report, $9 thumbnail path.
 */
exports.FINISH_RASTER_SQL = `UPDATE lyr SET lyr_sttus_code = 'READY', raster_path = $2, srid = $3, lyr_ty_se_code = '0',
    bbox_4326 = ST_Expand(ST_Envelope(ST_Transform(ST_MakeEnvelope($4, $5, $6, $7, $3), 4326)), 1e-9),
    feature_cnt = 0, import_report = $8, thumbnail_path = $9, import_error = NULL,
    data_version = data_version + 1, updt_dt = now()
  WHERE lyr_id = $1 AND lyr_sttus_code = 'IMPORTING'
  RETURNING lyr_id AS "lyrId", data_version AS "dataVersion"`;
/** $1 lyrId: removes a layer whose import failed (never a ready one). */
exports.DELETE_IMPORTING_LAYER_SQL = `DELETE FROM lyr WHERE lyr_id = $1 AND lyr_sttus_code = 'IMPORTING'`;
/** $1 lyrId: what the worker needs to know about a layer. */
exports.LAYER_STATE_SQL = `SELECT lyr_sttus_code AS status, table_nm AS "tableNm", raster_path AS "rasterPath",
    lyr_ty_se_code AS "lyrTySeCode", data_version AS "dataVersion", srid
  FROM lyr WHERE lyr_id = $1`;
/** $1 lyrId, $2 thumbnail path, $3 data version drawn: records a thumbnail unless the data changed since. */
exports.SET_THUMBNAIL_SQL = `UPDATE lyr SET thumbnail_path = $2 WHERE lyr_id = $1 AND data_version = $3`;
/** Makes `gid` an identity column continuing after the rows already there (new features get ids). */
function identityKeySql(table) {
    const fid = (0, layer_tables_1.quoteIdent)(layer_tables_1.FID_COLUMN);
    return [
        `ALTER TABLE ${table.qualified} ADD PRIMARY KEY (${fid})`,
        `ALTER TABLE ${table.qualified} ALTER COLUMN ${fid} ADD GENERATED BY DEFAULT AS IDENTITY`,
        restartKeySql(table),
    ];
}
/** Moves the key's sequence past the ids already there (rows were loaded with their own ids). */
function restartKeySql(table) {
    const fid = (0, layer_tables_1.quoteIdent)(layer_tables_1.FID_COLUMN);
    return `SELECT setval(pg_get_serial_sequence('${table.gdalName}', '${layer_tables_1.FID_COLUMN}'), (SELECT coalesce(max(${fid}), 0) + 1 FROM ${table.qualified}), false)`;
}
function spatialIndexSql(table) {
    return `CREATE INDEX ${(0, layer_tables_1.quoteIdent)(`${table.name}_geom_idx`)} ON ${table.qualified} USING GIST (${(0, layer_tables_1.quoteIdent)(layer_tables_1.GEOM_COLUMN)})`;
}
// Geocoding: the staging table holds the source's columns as text; rows whose coordinates are
// numbers within range become points, the others are reported. $1 is always the number pattern.
/**
 * A decimal number with optional sign and exponent. Kept simple (PostgreSQL's regular expressions
 * slow down with bounded repetition); the length check beside it keeps the cast from overflowing.
 */
exports.NUMBER_PATTERN = '^\\s*[-+]?(\\d+\\.?\\d*|\\.\\d+)([eE][-+]?\\d\\d?)?\\s*$';
const NUMBER_MAX_LENGTH = 40;
/** Condition for usable coordinates; $2 geographic (longitude/latitude ranges) or projected. */
function validCoordinatesSql(x, y) {
    const [qx, qy] = [(0, layer_tables_1.quoteIdent)(x), (0, layer_tables_1.quoteIdent)(y)];
    // CASE fixes the order: casts run only on short text that is a number.
    return `CASE WHEN length(${qx}) <= ${NUMBER_MAX_LENGTH} AND length(${qy}) <= ${NUMBER_MAX_LENGTH} AND ${qx} ~ $1 AND ${qy} ~ $1 THEN
      CASE WHEN $2::boolean THEN abs(${qx}::float8) <= 180 AND abs(${qy}::float8) <= 90
           ELSE abs(${qx}::float8) <= 1e8 AND abs(${qy}::float8) <= 1e8 END
    ELSE false END`;
}
/** Rows of the staging table and of the layer table (what the difference was skipped). */
function keptRowsSql(staging, table) {
    return `SELECT (SELECT count(*) FROM ${staging.qualified})::bigint AS total, (SELECT count(*) FROM ${table.qualified})::bigint AS kept`;
}
/** Rows with unusable coordinates ($3 how many to list), with the reason. */
function badCoordinatesSql(staging, x, y) {
    const [qx, qy] = [(0, layer_tables_1.quoteIdent)(x), (0, layer_tables_1.quoteIdent)(y)];
    return `SELECT ${(0, layer_tables_1.quoteIdent)(layer_tables_1.FID_COLUMN)} AS gid, ${qx} AS x, ${qy} AS y,
      CASE WHEN nullif(btrim(${qx}), '') IS NULL OR nullif(btrim(${qy}), '') IS NULL THEN 'empty'
           WHEN length(${qx}) > ${NUMBER_MAX_LENGTH} OR length(${qy}) > ${NUMBER_MAX_LENGTH} OR NOT (${qx} ~ $1 AND ${qy} ~ $1) THEN 'notNumeric'
           ELSE 'outOfRange' END AS reason,
      count(*) OVER () AS total
    FROM ${staging.qualified} WHERE NOT (${validCoordinatesSql(x, y)})
    ORDER BY ${(0, layer_tables_1.quoteIdent)(layer_tables_1.FID_COLUMN)} LIMIT $3`;
}
/** The layer table of a geocoding import: the source columns (coordinates as numbers) and a point. */
function createPointTableSql(table, columns, coordinates, srid) {
    const defs = columns.map((c) => `${(0, layer_tables_1.quoteIdent)(c.name)} ${coordinates.includes(c.name) ? 'double precision' : c.type}`);
    return `CREATE TABLE ${table.qualified} (${(0, layer_tables_1.quoteIdent)(layer_tables_1.FID_COLUMN)} integer NOT NULL, ${defs.join(', ')},
    ${(0, layer_tables_1.quoteIdent)(layer_tables_1.GEOM_COLUMN)} geometry(Point, ${Math.trunc(srid)}))`;
}
/** Copies the usable rows with their point: $3 source srid, $4 target srid. */
function insertPointsSql(table, staging, columns, x, y) {
    const [qx, qy] = [(0, layer_tables_1.quoteIdent)(x), (0, layer_tables_1.quoteIdent)(y)];
    const names = columns.map((c) => (0, layer_tables_1.quoteIdent)(c.name));
    const values = columns.map((c) => c.name === x || c.name === y ? `btrim(${(0, layer_tables_1.quoteIdent)(c.name)})::float8` : (0, layer_tables_1.quoteIdent)(c.name));
    return `INSERT INTO ${table.qualified} (${(0, layer_tables_1.quoteIdent)(layer_tables_1.FID_COLUMN)}, ${names.join(', ')}, ${(0, layer_tables_1.quoteIdent)(layer_tables_1.GEOM_COLUMN)})
    SELECT ${(0, layer_tables_1.quoteIdent)(layer_tables_1.FID_COLUMN)}, ${values.join(', ')},
      ST_Transform(ST_SetSRID(ST_MakePoint(btrim(${qx})::float8, btrim(${qy})::float8), $3::integer), $4::integer)
    FROM ${staging.qualified} WHERE ${validCoordinatesSql(x, y)}`;
}
/** An empty custom layer table: identity key, typed columns (names checked, types from a fixed list) and one geometry. */
function createCustomTableSql(table, columns, geometryType, srid) {
    if (!/^[A-Za-z]+$/.test(geometryType))
        throw new Error('invalid geometry type');
    const defs = columns.map((c) => `${(0, layer_tables_1.quoteIdent)(c.name)} ${c.type}`);
    return `CREATE TABLE ${table.qualified} (${(0, layer_tables_1.quoteIdent)(layer_tables_1.FID_COLUMN)} integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    ${[...defs, `${(0, layer_tables_1.quoteIdent)(layer_tables_1.GEOM_COLUMN)} geometry(${geometryType}, ${Math.trunc(srid)})`].join(', ')})`;
}
// Points built by GDAL while reading (CSV): a row whose coordinates are not numbers has no point.
/** Usable points: $1 geographic (longitude/latitude ranges) or projected. */
function pointInRangeSql() {
    const g = (0, layer_tables_1.quoteIdent)(layer_tables_1.GEOM_COLUMN);
    return `CASE WHEN $1::boolean THEN abs(ST_X(${g})) <= 180 AND abs(ST_Y(${g})) <= 90
    ELSE abs(ST_X(${g})) <= 1e8 AND abs(ST_Y(${g})) <= 1e8 END`;
}
/** Rows without a usable point ($2 how many to list), with what was stored of their coordinates. */
function badPointsSql(table, x, y) {
    const g = (0, layer_tables_1.quoteIdent)(layer_tables_1.GEOM_COLUMN);
    return `SELECT ${(0, layer_tables_1.quoteIdent)(layer_tables_1.FID_COLUMN)} AS gid, ${(0, layer_tables_1.quoteIdent)(x)}::text AS x, ${(0, layer_tables_1.quoteIdent)(y)}::text AS y,
      ${g} IS NULL AS missing, count(*) OVER () AS total
    FROM ${table.qualified} WHERE ${g} IS NULL OR NOT (${pointInRangeSql()})
    ORDER BY ${(0, layer_tables_1.quoteIdent)(layer_tables_1.FID_COLUMN)} LIMIT $2`;
}
function deleteBadPointsSql(table) {
    const g = (0, layer_tables_1.quoteIdent)(layer_tables_1.GEOM_COLUMN);
    return `DELETE FROM ${table.qualified} WHERE ${g} IS NULL OR NOT (${pointInRangeSql()})`;
}
function anyRowSql(table) {
    return `SELECT EXISTS (SELECT 1 FROM ${table.qualified}) AS "any"`;
}
/** Reprojects the points of a table (the target SRID comes from the code, never from a request). */
function transformPointsSql(table, srid) {
    const g = (0, layer_tables_1.quoteIdent)(layer_tables_1.GEOM_COLUMN);
    const target = Math.trunc(srid);
    return `ALTER TABLE ${table.qualified} ALTER COLUMN ${g} TYPE geometry(Point, ${target}) USING ST_Transform(${g}, ${target})`;
}
//# sourceMappingURL=imports.queries.js.map