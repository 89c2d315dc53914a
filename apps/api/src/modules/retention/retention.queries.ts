// SQL of history retention (price_plan.history_keep_days, migration 1732150000120). Pruning
// deletes in batches so that no statement runs long; a layer's or map's latest entry is never
// deleted, whatever its age.

const PLAN_COLUMNS = `plan_code AS "planCode", plan_nm AS "planNm", plan_nm_en AS "planNmEn", history_keep_days AS "historyKeepDays"`;

export const PLAN_RETENTIONS_SQL = `SELECT ${PLAN_COLUMNS} FROM price_plan ORDER BY sort_ordr, plan_code`;

/** $1 plan, $2 days: the plan's retention changed; the plan as now. */
export const UPDATE_PLAN_RETENTION_SQL = `UPDATE price_plan SET history_keep_days = $2 WHERE plan_code = $1 RETURNING ${PLAN_COLUMNS}`;

/** How many entries one pruning statement deletes at most. */
export const PRUNE_BATCH = 2000;

/**
 * $1 now, $2 batch: deletes up to $2 layer versions older than their institution's plan keeps
 * (the feature changes of each go with it: ON DELETE CASCADE), never a layer's latest version.
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

/** $1 now, $2 batch: the same for web map revisions (never a map's latest revision). */
export const PRUNE_MAP_REVISIONS_SQL = `
  WITH old AS (
    SELECT r.user_map_id, r.revision_no FROM user_map_revision r
      JOIN user_map m ON m.user_map_id = r.user_map_id
      JOIN instt i ON i.instt_code = m.instt_code
      JOIN price_plan p ON p.plan_code = i.plan_code
     WHERE r.saved_dt < $1::timestamptz - make_interval(days => p.history_keep_days)
       AND r.revision_no < (SELECT max(w.revision_no) FROM user_map_revision w WHERE w.user_map_id = r.user_map_id)
     LIMIT $2)
  DELETE FROM user_map_revision r USING old WHERE r.user_map_id = old.user_map_id AND r.revision_no = old.revision_no`;
