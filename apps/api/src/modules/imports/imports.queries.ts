// SQL of layer imports (parameterised). Identifiers are made by layer-tables.ts from layer ids or
// read from the catalog, and always quoted; values always travel as parameters.
import { FID_COLUMN, GEOM_COLUMN, LAYERS_SCHEMA, quoteIdent, type TableRef } from './layer-tables';

/** $1 srid: whether the coordinate system exists and is geographic (longitude/latitude). */
export const SRS_INFO_SQL = `SELECT srid, (proj4text LIKE '%+proj=longlat%') AS geographic FROM spatial_ref_sys WHERE srid = $1`;

export function dropTableSql(table: TableRef): string {
  return `DROP TABLE IF EXISTS ${table.qualified}`;
}

/** $1 table name: its columns in order, with their SQL type as the catalog writes it. */
export const TABLE_COLUMNS_SQL = `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, t.typname AS "udtName"
  FROM pg_attribute a
  JOIN pg_class c ON c.oid = a.attrelid
  JOIN pg_namespace n ON n.oid = c.relnamespace
  JOIN pg_type t ON t.oid = a.atttypid
  WHERE n.nspname = '${LAYERS_SCHEMA}' AND c.relname = $1 AND a.attnum > 0 AND NOT a.attisdropped
  ORDER BY a.attnum`;

/** $1 table name, $2 column: geometry type and SRID of a geometry column (from its type modifier). */
export const GEOMETRY_COLUMN_SQL = `SELECT postgis_typmod_type(a.atttypmod) AS "geomType", postgis_typmod_srid(a.atttypmod) AS srid
  FROM pg_attribute a
  JOIN pg_class c ON c.oid = a.attrelid
  JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = '${LAYERS_SCHEMA}' AND c.relname = $1 AND a.attname = $2 AND NOT a.attisdropped`;

/** $1 layer id: the import report, feature count and upload type of a READY layer. */
export const IMPORT_REPORT_SQL = `SELECT import_report AS report, feature_cnt AS "featureCnt", upload_ty AS "uploadTy"
  FROM lyr WHERE lyr_id = $1 AND lyr_sttus_code = 'READY'`;

/** $1 application name: rows the COPY of that connection has written so far (import progress). */
export const COPY_PROGRESS_SQL = `SELECT coalesce(sum(p.tuples_processed), 0)::bigint AS rows
  FROM pg_stat_progress_copy p JOIN pg_stat_activity a ON a.pid = p.pid
  WHERE a.application_name = $1`;

/** Feature count and extent of a layer table, in its own coordinate system. */
export function tableExtentSql(table: TableRef): string {
  return `SELECT count::bigint AS count, ST_XMin(e) AS xmin, ST_YMin(e) AS ymin, ST_XMax(e) AS xmax, ST_YMax(e) AS ymax
    FROM (SELECT count(*) AS count, ST_Extent(${quoteIdent(GEOM_COLUMN)}) AS e FROM ${table.qualified}) s`;
}

/**
 * Marks an importing vector layer ready, with what its table holds: $1 lyrId, $2 srid, $3 table
 * name, $4 geometry column, $5 geometry type, $6 lyrTySeCode, $7 import report, $8 thumbnail path,
 * $9 feature count, $10–$13 extent in srid (null when empty). Answers no row when the layer is
 * gone or no longer importing.
 */
export const FINISH_VECTOR_SQL = `UPDATE lyr SET lyr_sttus_code = 'READY', feature_cnt = $9,
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
export const FINISH_RASTER_SQL = `UPDATE lyr SET lyr_sttus_code = 'READY', raster_path = $2, srid = $3, lyr_ty_se_code = '0',
    bbox_4326 = ST_Expand(ST_Envelope(ST_Transform(ST_MakeEnvelope($4, $5, $6, $7, $3), 4326)), 1e-9),
    feature_cnt = 0, import_report = $8, thumbnail_path = $9, import_error = NULL,
    data_version = data_version + 1, updt_dt = now()
  WHERE lyr_id = $1 AND lyr_sttus_code = 'IMPORTING'
  RETURNING lyr_id AS "lyrId", data_version AS "dataVersion"`;

/** $1 lyrId: removes a layer whose import failed (never a ready one). */
/** Which of the given layer ids are still importing. */
export const IMPORTING_LAYERS_SQL = `SELECT lyr_id AS "lyrId" FROM lyr WHERE lyr_id = ANY($1::text[]) AND lyr_sttus_code = 'IMPORTING'`;

export const DELETE_IMPORTING_LAYER_SQL = `DELETE FROM lyr WHERE lyr_id = $1 AND lyr_sttus_code = 'IMPORTING'`;

/** $1 lyrId: what the worker needs to know about a layer. */
export const LAYER_STATE_SQL = `SELECT lyr_sttus_code AS status, table_nm AS "tableNm", raster_path AS "rasterPath",
    lyr_ty_se_code AS "lyrTySeCode", data_version AS "dataVersion", srid
  FROM lyr WHERE lyr_id = $1`;

/** $1 lyrId, $2 thumbnail path, $3 data version drawn: records a thumbnail unless the data changed since. */
export const SET_THUMBNAIL_SQL = `UPDATE lyr SET thumbnail_path = $2 WHERE lyr_id = $1 AND data_version = $3`;

/** Makes `gid` an identity column continuing after the rows already there (new features get ids). */
export function identityKeySql(table: TableRef): string[] {
  const fid = quoteIdent(FID_COLUMN);
  return [
    `ALTER TABLE ${table.qualified} ADD PRIMARY KEY (${fid})`,
    `ALTER TABLE ${table.qualified} ALTER COLUMN ${fid} ADD GENERATED BY DEFAULT AS IDENTITY`,
    restartKeySql(table),
  ];
}

/** Moves the key's sequence past the ids already there (rows were loaded with their own ids). */
export function restartKeySql(table: TableRef): string {
  const fid = quoteIdent(FID_COLUMN);
  return `SELECT setval(pg_get_serial_sequence('${table.gdalName}', '${FID_COLUMN}'), (SELECT coalesce(max(${fid}), 0) + 1 FROM ${table.qualified}), false)`;
}

export function spatialIndexSql(table: TableRef): string {
  return `CREATE INDEX ${quoteIdent(`${table.name}_geom_idx`)} ON ${table.qualified} USING GIST (${quoteIdent(GEOM_COLUMN)})`;
}

// Geocoding: the staging table holds the source's columns as text; rows whose coordinates are
// numbers within range become points, the others are reported. $1 is always the number pattern.

/**
 * A decimal number with optional sign and exponent. Kept simple (PostgreSQL's regular expressions
 * slow down with bounded repetition); the length check beside it keeps the cast from overflowing.
 */
export const NUMBER_PATTERN = '^\\s*[-+]?(\\d+\\.?\\d*|\\.\\d+)([eE][-+]?\\d\\d?)?\\s*$';
const NUMBER_MAX_LENGTH = 40;

/** Condition for usable coordinates; $2 geographic (longitude/latitude ranges) or projected. */
export function validCoordinatesSql(x: string, y: string): string {
  const [qx, qy] = [quoteIdent(x), quoteIdent(y)];
  // CASE fixes the order: casts run only on short text that is a number.
  return `CASE WHEN length(${qx}) <= ${NUMBER_MAX_LENGTH} AND length(${qy}) <= ${NUMBER_MAX_LENGTH} AND ${qx} ~ $1 AND ${qy} ~ $1 THEN
      CASE WHEN $2::boolean THEN abs(${qx}::float8) <= 180 AND abs(${qy}::float8) <= 90
           ELSE abs(${qx}::float8) <= 1e8 AND abs(${qy}::float8) <= 1e8 END
    ELSE false END`;
}

/** Rows of the staging table and of the layer table (what the difference was skipped). */
export function keptRowsSql(staging: TableRef, table: TableRef): string {
  return `SELECT (SELECT count(*) FROM ${staging.qualified})::bigint AS total, (SELECT count(*) FROM ${table.qualified})::bigint AS kept`;
}

/** Rows with unusable coordinates ($3 how many to list), with the reason. */
export function badCoordinatesSql(staging: TableRef, x: string, y: string): string {
  const [qx, qy] = [quoteIdent(x), quoteIdent(y)];
  return `SELECT ${quoteIdent(FID_COLUMN)} AS gid, ${qx} AS x, ${qy} AS y,
      CASE WHEN nullif(btrim(${qx}), '') IS NULL OR nullif(btrim(${qy}), '') IS NULL THEN 'empty'
           WHEN length(${qx}) > ${NUMBER_MAX_LENGTH} OR length(${qy}) > ${NUMBER_MAX_LENGTH} OR NOT (${qx} ~ $1 AND ${qy} ~ $1) THEN 'notNumeric'
           ELSE 'outOfRange' END AS reason,
      count(*) OVER () AS total
    FROM ${staging.qualified} WHERE NOT (${validCoordinatesSql(x, y)})
    ORDER BY ${quoteIdent(FID_COLUMN)} LIMIT $3`;
}

export interface StagingColumn {
  name: string;
  type: string;
}

/** The layer table of a geocoding import: the source columns (coordinates as numbers) and a point. */
export function createPointTableSql(
  table: TableRef,
  columns: readonly StagingColumn[],
  coordinates: readonly string[],
  srid: number,
): string {
  const defs = columns.map(
    (c) => `${quoteIdent(c.name)} ${coordinates.includes(c.name) ? 'double precision' : c.type}`,
  );
  return `CREATE TABLE ${table.qualified} (${quoteIdent(FID_COLUMN)} integer NOT NULL, ${defs.join(', ')},
    ${quoteIdent(GEOM_COLUMN)} geometry(Point, ${Math.trunc(srid)}))`;
}

/** Copies the usable rows with their point: $3 source srid, $4 target srid. */
export function insertPointsSql(
  table: TableRef,
  staging: TableRef,
  columns: readonly StagingColumn[],
  x: string,
  y: string,
): string {
  const [qx, qy] = [quoteIdent(x), quoteIdent(y)];
  const names = columns.map((c) => quoteIdent(c.name));
  const values = columns.map((c) =>
    c.name === x || c.name === y ? `btrim(${quoteIdent(c.name)})::float8` : quoteIdent(c.name),
  );
  return `INSERT INTO ${table.qualified} (${quoteIdent(FID_COLUMN)}, ${names.join(', ')}, ${quoteIdent(GEOM_COLUMN)})
    SELECT ${quoteIdent(FID_COLUMN)}, ${values.join(', ')},
      ST_Transform(ST_SetSRID(ST_MakePoint(btrim(${qx})::float8, btrim(${qy})::float8), $3::integer), $4::integer)
    FROM ${staging.qualified} WHERE ${validCoordinatesSql(x, y)}`;
}

/** An empty custom layer table: identity key, typed columns (names checked, types from a fixed list) and one geometry. */
export function createCustomTableSql(
  table: TableRef,
  columns: readonly StagingColumn[],
  geometryType: string,
  srid: number,
): string {
  if (!/^[A-Za-z]+$/.test(geometryType)) throw new Error('invalid geometry type');
  const defs = columns.map((c) => `${quoteIdent(c.name)} ${c.type}`);
  return `CREATE TABLE ${table.qualified} (${quoteIdent(FID_COLUMN)} integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    ${[...defs, `${quoteIdent(GEOM_COLUMN)} geometry(${geometryType}, ${Math.trunc(srid)})`].join(', ')})`;
}

// Points built by GDAL while reading (CSV): a row whose coordinates are not numbers has no point.

/** Usable points: $1 geographic (longitude/latitude ranges) or projected. */
function pointInRangeSql(): string {
  const g = quoteIdent(GEOM_COLUMN);
  return `CASE WHEN $1::boolean THEN abs(ST_X(${g})) <= 180 AND abs(ST_Y(${g})) <= 90
    ELSE abs(ST_X(${g})) <= 1e8 AND abs(ST_Y(${g})) <= 1e8 END`;
}

/** Rows without a usable point ($2 how many to list), with what was stored of their coordinates. */
export function badPointsSql(table: TableRef, x: string, y: string): string {
  const g = quoteIdent(GEOM_COLUMN);
  return `SELECT ${quoteIdent(FID_COLUMN)} AS gid, ${quoteIdent(x)}::text AS x, ${quoteIdent(y)}::text AS y,
      ${g} IS NULL AS missing, count(*) OVER () AS total
    FROM ${table.qualified} WHERE ${g} IS NULL OR NOT (${pointInRangeSql()})
    ORDER BY ${quoteIdent(FID_COLUMN)} LIMIT $2`;
}

export function deleteBadPointsSql(table: TableRef): string {
  const g = quoteIdent(GEOM_COLUMN);
  return `DELETE FROM ${table.qualified} WHERE ${g} IS NULL OR NOT (${pointInRangeSql()})`;
}

/** Features without a geometry or with an empty one ($1 how many to list), all counted. */
export function emptyGeometriesSql(table: TableRef): string {
  const g = quoteIdent(GEOM_COLUMN);
  const fid = quoteIdent(FID_COLUMN);
  return `SELECT ${fid} AS gid, count(*) OVER () AS total FROM ${table.qualified}
    WHERE ${g} IS NULL OR ST_IsEmpty(${g}) ORDER BY ${fid} LIMIT $1`;
}

export function deleteEmptyGeometriesSql(table: TableRef): string {
  const g = quoteIdent(GEOM_COLUMN);
  return `DELETE FROM ${table.qualified} WHERE ${g} IS NULL OR ST_IsEmpty(${g})`;
}

export function anyRowSql(table: TableRef): string {
  return `SELECT EXISTS (SELECT 1 FROM ${table.qualified}) AS "any"`;
}

/** Reprojects the points of a table (the target SRID comes from the code, never from a request). */
export function transformPointsSql(table: TableRef, srid: number): string {
  const g = quoteIdent(GEOM_COLUMN);
  const target = Math.trunc(srid);
  return `ALTER TABLE ${table.qualified} ALTER COLUMN ${g} TYPE geometry(Point, ${target}) USING ST_Transform(${g}, ${target})`;
}
