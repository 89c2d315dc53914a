// SQL of layer imports over the lyr rows and the catalog (parameterised); what they run over the
// layer tables themselves is layer-data/import-target.queries.ts. Values always travel as parameters.

/** $1 srid: whether the coordinate system exists and is geographic (longitude/latitude). */
export const SRS_INFO_SQL = `SELECT srid, (proj4text LIKE '%+proj=longlat%') AS geographic FROM spatial_ref_sys WHERE srid = $1`;

/** $1 layer id: the import report, feature count and upload type of a READY layer. */
export const IMPORT_REPORT_SQL = `SELECT import_report AS report, feature_cnt AS "featureCnt", upload_ty AS "uploadTy"
  FROM lyr WHERE lyr_id = $1 AND lyr_sttus_code = 'READY'`;

/** $1 application name: rows the COPY of that connection has written so far (import progress). */
export const COPY_PROGRESS_SQL = `SELECT coalesce(sum(p.tuples_processed), 0)::bigint AS rows
  FROM pg_stat_progress_copy p JOIN pg_stat_activity a ON a.pid = p.pid
  WHERE a.application_name = $1`;

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

/** Which of the given layer ids are still importing. */
export const IMPORTING_LAYERS_SQL = `SELECT lyr_id AS "lyrId" FROM lyr WHERE lyr_id = ANY($1::text[]) AND lyr_sttus_code = 'IMPORTING'`;

/** $1 lyrId: removes a layer whose import failed or was cancelled (never a ready one). */
export const DELETE_IMPORTING_LAYER_SQL = `DELETE FROM lyr WHERE lyr_id = $1 AND lyr_sttus_code = 'IMPORTING'`;

/**
 * $1 lyrId: cancels an import by removing its still-importing layer row; answers the row removed
 * (none when the import has already ended). A SELECT over the DELETE, so the rows come back as rows.
 */
export const CANCEL_IMPORTING_LAYER_SQL = `WITH removed AS (
    DELETE FROM lyr WHERE lyr_id = $1 AND lyr_sttus_code = 'IMPORTING' RETURNING lyr_id
  ) SELECT lyr_id AS "lyrId" FROM removed`;

/** $1 lyrId: what the worker needs to know about a layer. */
export const LAYER_STATE_SQL = `SELECT lyr_sttus_code AS status, table_nm AS "tableNm", raster_path AS "rasterPath",
    lyr_ty_se_code AS "lyrTySeCode", data_version AS "dataVersion", srid, style_json AS "styleJson"
  FROM lyr WHERE lyr_id = $1`;

/** $1 lyrId, $2 thumbnail path, $3 data version drawn: records a thumbnail unless the data changed since. */
export const SET_THUMBNAIL_SQL = `UPDATE lyr SET thumbnail_path = $2 WHERE lyr_id = $1 AND data_version = $3`;

/** $1 lyrId, $2 job id: the layer's latest import job (a re-import's, while the layer stays ready). */
export const SET_IMPORT_JOB_SQL = `UPDATE lyr SET import_job_id = $2 WHERE lyr_id = $1`;

/** $1 lyrId: locks a ready layer's row unless a re-import is applying its file (then fails at once). */
export const LOCK_LAYER_NOWAIT_SQL = `SELECT lyr_id FROM lyr WHERE lyr_id = $1 FOR UPDATE NOWAIT`;

/** $1 lyrId: the ready vector layer a re-import applies its file to. */
export const REIMPORT_LAYER_SQL = `SELECT table_nm AS "tableNm", geom_column AS "geomColumn", srid, lyr_ty_se_code AS "lyrTySeCode"
  FROM lyr WHERE lyr_id = $1 AND lyr_sttus_code = 'READY' AND table_nm IS NOT NULL`;

/** The import report rows of an address table (one per file row; they go with their layer). */
export const GEOCODE_ROWS_TABLE = 'lyr_geocode_row';

/** $1 layer id: a retry (or a re-import) starts its report anew. */
export const CLEAR_GEOCODE_ROWS_SQL = `DELETE FROM lyr_geocode_row WHERE lyr_id = $1`;

/** $1 layer id, then one array per column ($2 row numbers … $12 kept): one batch of report rows. */
export const INSERT_GEOCODE_ROWS_SQL = `INSERT INTO lyr_geocode_row
    (lyr_id, row_no, status, reason, address, matched_addr, candidate_cnt, provider, quality, x, y, kept)
  SELECT $1, * FROM unnest($2::int[], $3::varchar[], $4::varchar[], $5::text[], $6::text[], $7::int[],
    $8::varchar[], $9::varchar[], $10::float8[], $11::float8[], $12::boolean[])`;

/** $1 layer id: rows per status. */
export const GEOCODE_COUNTS_SQL = `SELECT status, count(*)::int AS count, count(*) FILTER (WHERE kept AND x IS NULL)::int AS "keptWithout"
  FROM lyr_geocode_row WHERE lyr_id = $1 GROUP BY status`;

/** $1 layer id, $2 how many: the first rows left out (unmatched and skipped), with the reason. */
export const SKIPPED_GEOCODE_ROWS_SQL = `SELECT row_no AS row, reason FROM lyr_geocode_row
  WHERE lyr_id = $1 AND NOT kept ORDER BY row_no LIMIT $2`;

/** $1 layer id: every report row in file order (the CSV download). */
export const GEOCODE_REPORT_ROWS_SQL = `SELECT row_no AS "row", status, reason, address, matched_addr AS "matchedAddr",
    candidate_cnt AS "candidateCnt", provider, quality, x, y, kept
  FROM lyr_geocode_row WHERE lyr_id = $1 ORDER BY row_no`;
