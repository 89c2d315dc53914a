import type { LayerTable } from './layer-table';
import { quoteIdent } from '../../common/db/sql-identifier';

// Feature history and layer versions (lyr_version, lyr_feature_change; migration 0030). The rows
// of a layer's table are kept as attributes (key included, jsonb) plus the geometry in the layer's
// own coordinate system. Identifiers come from the catalog (LayerTable), quoted; values are parameters.

const key = (t: LayerTable) => quoteIdent(t.key.name);
const geom = (t: LayerTable) => quoteIdent(t.geometry.name);

/** $1 feature id: the row as history keeps it (attributes, geometry), none when absent. */
export function featureRowSql(t: LayerTable): string {
  return `SELECT ${rowAttrs(t)} AS "attrs", f.${geom(t)} AS "geom"
    FROM ${t.qualified} f WHERE f.${key(t)} = $1`;
}

/** $1 layer id: locks the layer row (edits of one layer run one at a time) and reads its counters. */
export const LOCK_LAYER_SQL = `SELECT data_version AS "dataVersion", feature_cnt AS "featureCnt" FROM lyr WHERE lyr_id = $1 FOR UPDATE`;

/** $1 layer id, $2 fid: the feature's version (its latest change id; 0 when never edited). */
export const FEATURE_VERSION_SQL = `SELECT COALESCE(MAX(change_id), 0)::text AS "version" FROM lyr_feature_change WHERE lyr_id = $1 AND fid = $2`;

/**
 * $1 layer id, $2 user, $3 time: version 1 (the data as imported) for a layer that has none yet,
 * with the layer's import date and owner and today's count.
 */
export const ENSURE_FIRST_VERSION_SQL = `INSERT INTO lyr_version (lyr_id, version_no, version_kind, feature_cnt, creat_id, creat_dt)
  SELECT l.lyr_id, 1, 'IMPORT', l.feature_cnt, l.register_id, l.regist_dt FROM lyr l
   WHERE l.lyr_id = $1 AND NOT EXISTS (SELECT 1 FROM lyr_version v WHERE v.lyr_id = $1)`;

/** $1 layer id, $2 kind, $3 restored from, $4 user, $5 time: the new version's number. */
export const NEW_VERSION_SQL = `INSERT INTO lyr_version (lyr_id, version_no, version_kind, restored_from, creat_id, creat_dt)
  SELECT $1::varchar, COALESCE(MAX(version_no), 0) + 1, $2::varchar, $3::int, $4::varchar, $5::timestamptz FROM lyr_version WHERE lyr_id = $1::varchar
  RETURNING version_no AS "versionNo"`;

/** $1 layer id, $2 version, $3 changes, $4 feature count: closes a version with its figures. */
export const CLOSE_VERSION_SQL = `UPDATE lyr_version SET change_cnt = $3, feature_cnt = $4 WHERE lyr_id = $1 AND version_no = $2`;

/**
 * $1 layer id, $2 version, $3 fid, $4 op, $5 before attrs, $6 before geometry, $7 after attrs,
 * $8 after geometry, $9 user, $10 time: the change's id (the feature's new version).
 */
export const RECORD_CHANGE_SQL = `INSERT INTO lyr_feature_change
  (lyr_id, version_no, fid, change_op, before_attrs, before_geom, after_attrs, after_geom, changed_by, changed_dt)
  VALUES ($1, $2, $3, $4, $5::jsonb, $6::geometry, $7::jsonb, $8::geometry, $9, $10) RETURNING change_id::text AS "version"`;

/** $1 layer id, $2 version: whether it exists. */
export const VERSION_EXISTS_SQL = `SELECT version_no AS "versionNo" FROM lyr_version WHERE lyr_id = $1 AND version_no = $2`;

/**
 * Restore, step 1. $1 layer id, $2 target version: each feature changed after the target with its
 * row as it was at the target (the `before` of its first later change; no attributes = absent).
 */
export function restoreTargetsSql(): string {
  return `CREATE TEMP TABLE nuri_restore ON COMMIT DROP AS
    SELECT DISTINCT ON (fid) fid, before_attrs AS attrs, before_geom AS geom
      FROM lyr_feature_change WHERE lyr_id = $1 AND version_no > $2
     ORDER BY fid, change_id`;
}

/**
 * Restore, first: no JIT for the transaction. The jsonb functions make PostgreSQL's estimates
 * of the big statements high enough to compile them, which costs about a second each and
 * gains nothing on statements that run once.
 */
export const RESTORE_NO_JIT_SQL = `SET LOCAL jit = off`;

/** Restore, after step 1: statistics of the temporary table, so the joins that follow hash. */
export const ANALYZE_RESTORE_SQL = `ANALYZE nuri_restore`;

/**
 * Restore, step 2. $1 layer id, $2 new version, $3 user, $4 time: records every feature whose row
 * differs from its target as a change of the new version; the number recorded (changeCnt).
 */
export function restoreRecordSql(t: LayerTable): string {
  return `WITH cur AS (
      SELECT r.fid, ${rowAttrs(t)} AS attrs, f.${geom(t)} AS geom, r.attrs AS t_attrs, r.geom AS t_geom
        FROM nuri_restore r LEFT JOIN ${t.qualified} f ON f.${key(t)}::text = r.fid)
    , ins AS (INSERT INTO lyr_feature_change (lyr_id, version_no, fid, change_op, before_attrs, before_geom, after_attrs, after_geom, changed_by, changed_dt)
    SELECT $1::varchar, $2::int, fid, CASE WHEN attrs IS NULL THEN 'I' WHEN t_attrs IS NULL THEN 'D' ELSE 'U' END, attrs, geom, t_attrs, t_geom, $3::varchar, $4::timestamptz
      FROM cur
     WHERE NOT (attrs IS NULL AND t_attrs IS NULL)
       AND (attrs IS DISTINCT FROM t_attrs OR NOT ST_OrderingEquals(COALESCE(geom, 'POINT EMPTY'), COALESCE(t_geom, 'POINT EMPTY')))
     RETURNING 1)
    SELECT count(*)::int AS "changeCnt" FROM ins`;
}

/**
 * Restore, step 3: features that exist now and at the target get the target's row in place
 * (the key stays; only rows that differ are written, so unchanged ones cost no new tuple).
 */
export function restoreUpdateSql(t: LayerTable): string {
  const targets = [...t.attributes.map((c) => quoteIdent(c.name)), geom(t)];
  const set = targets.length === 1 ? `${geom(t)} = r.geom` : `(${targets.join(', ')}) = (${[...t.attributes.map((c) => `p.${quoteIdent(c.name)}`), 'r.geom'].join(', ')})`;
  return `UPDATE ${t.qualified} f SET ${set}
    FROM nuri_restore r CROSS JOIN LATERAL jsonb_populate_record(NULL::${t.qualified}, r.attrs) p
   WHERE r.attrs IS NOT NULL AND f.${key(t)}::text = r.fid
     AND (${rowAttrs(t)} IS DISTINCT FROM r.attrs OR NOT ST_OrderingEquals(COALESCE(f.${geom(t)}, 'POINT EMPTY'), COALESCE(r.geom, 'POINT EMPTY')))`;
}

/** Restore, step 4: features that did not exist at the target leave the table. */
export function restoreDeleteSql(t: LayerTable): string {
  return `DELETE FROM ${t.qualified} f USING nuri_restore r WHERE r.attrs IS NULL AND f.${key(t)}::text = r.fid`;
}

/** Restore, step 5: features deleted since the target come back (key values kept). */
export function restoreInsertSql(t: LayerTable): string {
  const columns = [t.key, ...t.attributes];
  const names = [...columns.map((c) => quoteIdent(c.name)), geom(t)].join(', ');
  const values = [...columns.map((c) => `p.${quoteIdent(c.name)}`), 'r.geom'].join(', ');
  return `INSERT INTO ${t.qualified} (${names})
    SELECT ${values} FROM nuri_restore r CROSS JOIN LATERAL jsonb_populate_record(NULL::${t.qualified}, r.attrs) p
     WHERE r.attrs IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ${t.qualified} f WHERE f.${key(t)} = p.${key(t)})`;
}

/** Restore, after step 5. $1 qualified table, $2 key column: new features get ids after every id held again. */
export function restoreKeySql(t: LayerTable): string {
  return `SELECT setval(s, (SELECT COALESCE(MAX(${key(t)}), 0) + 1 FROM ${t.qualified}), false)
    FROM pg_get_serial_sequence($1, $2) s WHERE s IS NOT NULL`;
}

/**
 * Restore, last step (also after a batch). $1 layer id, $2 time: a new data version, the counted
 * features and the table's extent.
 */
export function layerRecountSql(t: LayerTable): string {
  return `UPDATE lyr l SET data_version = l.data_version + 1, updt_dt = $2, feature_cnt = s.n,
      bbox_4326 = CASE WHEN s.b IS NULL THEN NULL
        ELSE ST_Expand(ST_Envelope(ST_Transform(ST_SetSRID(s.b::geometry, s.srid), 4326)), 1e-9) END
    FROM (SELECT count(*) AS n, ST_Extent(${geom(t)}) AS b, max(ST_SRID(${geom(t)})) AS srid FROM ${t.qualified}) s
   WHERE l.lyr_id = $1
   RETURNING l.data_version AS "dataVersion", l.feature_cnt AS "featureCnt"`;
}

/** $1 layer id, $2 fid: the feature's changes, newest first, geometries as EPSG:4326 GeoJSON. */
export const FEATURE_HISTORY_SQL = `SELECT c.change_id::text AS "version", c.version_no AS "versionNo", c.change_op AS "op",
    c.changed_by AS "changedBy", u.user_nm AS "changedByNm", c.changed_dt AS "changedDt",
    c.before_attrs AS "beforeAttrs", ST_AsGeoJSON(ST_Transform(c.before_geom, 4326), 7)::json AS "beforeGeom",
    c.after_attrs AS "afterAttrs", ST_AsGeoJSON(ST_Transform(c.after_geom, 4326), 7)::json AS "afterGeom"
  FROM lyr_feature_change c LEFT JOIN users u ON u.user_id = c.changed_by
 WHERE c.lyr_id = $1 AND c.fid = $2 ORDER BY c.change_id DESC LIMIT 200`;

/** $1 layer id, $2 limit, $3 offset: the layer's versions, newest first, and their total. */
export const LAYER_VERSIONS_SQL = `SELECT v.version_no AS "versionNo", v.version_kind AS "versionKind", v.restored_from AS "restoredFrom",
    v.change_cnt AS "changeCnt", v.feature_cnt::int AS "featureCnt", v.creat_id AS "creatId", u.user_nm AS "creatNm",
    v.creat_dt AS "creatDt", v.change_detail AS "changeDetail", count(*) OVER () AS "total"
  FROM lyr_version v LEFT JOIN users u ON u.user_id = v.creat_id
 WHERE v.lyr_id = $1 ORDER BY v.version_no DESC LIMIT $2 OFFSET $3`;

/** $1 feature id: the feature now, as EPSG:4326 GeoJSON parts. */
export function featureNowSql(t: LayerTable): string {
  return `SELECT ${rowAttrs(t)} AS "attrs", ST_AsGeoJSON(ST_Transform(f.${geom(t)}, 4326), 7)::json AS "geometry"
    FROM ${t.qualified} f WHERE f.${key(t)} = $1`;
}

/** $1 GeoJSON (EPSG:4326): whether PostGIS finds the geometry valid, and why not. */
export const GEOMETRY_VALIDITY_SQL = `SELECT d.valid, d.reason, ST_X(d.location) AS "x", ST_Y(d.location) AS "y"
  FROM ST_IsValidDetail(ST_SetSRID(ST_GeomFromGeoJSON($1::text), 4326)) d`;

/**
 * The row's attributes (every column but the layer's geometry, key included) as jsonb, built
 * column by column: `to_jsonb(f) - geom` would first write each geometry as GeoJSON, which costs
 * seconds on 100,000 rows. jsonb_build_object takes at most 50 pairs, hence the chunks (the
 * key is a column, so there is always one).
 */
function rowAttrs(t: LayerTable, alias = 'f'): string {
  const pairs = t.columns.filter((c) => c.name !== t.geometry.name).map((c) => `${quoteLiteral(c.name)}, ${alias}.${quoteIdent(c.name)}`);
  const chunks: string[] = [];
  for (let i = 0; i < pairs.length; i += 50) chunks.push(`jsonb_build_object(${pairs.slice(i, i + 50).join(', ')})`);
  // No row (an outer join's missing side): no attributes, like to_jsonb of a missing row.
  return `CASE WHEN ${alias}.${key(t)} IS NULL THEN NULL ELSE ${chunks.join(' || ')} END`;
}

/**
 * $1 now, $2 batch: deletes up to $2 layer versions older than their institution's plan keeps
 * (the feature changes of each go with it: ON DELETE CASCADE), never a layer's latest version
 * (retention per plan: the retention module's HistoryPruner runs it).
 * Layers of institutions without a plan row keep everything.
 */
export const PRUNE_LAYER_VERSIONS_SQL = `
  WITH old AS (
    SELECT v.lyr_id, v.version_no FROM lyr_version v
      JOIN lyr l ON l.lyr_id = v.lyr_id
      JOIN instt i ON i.instt_code = l.instt_code
      JOIN price_plan p ON p.plan_code = i.plan_code
     WHERE v.creat_dt < $1::timestamptz - make_interval(days => p.history_keep_days)
       AND v.version_no < (SELECT max(w.version_no) FROM lyr_version w WHERE w.lyr_id = v.lyr_id)
     LIMIT $2)
  DELETE FROM lyr_version v USING old WHERE v.lyr_id = old.lyr_id AND v.version_no = old.version_no`;

/** A column name as a SQL string literal (catalog names only). */
function quoteLiteral(name: string): string {
  return `'${name.replace(/'/g, "''")}'`;
}
