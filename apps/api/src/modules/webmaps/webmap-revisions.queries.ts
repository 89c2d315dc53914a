// SQL of web map revisions (user_map_revision, migration 1732150000120): every save keeps the
// saved definition; restoring one saves the map again from it.

/** $1 map, $2 kind (SAVE, RESTORE), $3 restored from, $4 definition, $5 user, $6 time: the next revision. */
export const INSERT_REVISION_SQL = `
  INSERT INTO user_map_revision (user_map_id, revision_no, revision_kind, restored_from, definition, saved_by, saved_dt)
  SELECT $1::varchar, COALESCE(MAX(revision_no), 0) + 1, $2::varchar, $3::int, $4::jsonb, $5::varchar, $6::timestamptz
    FROM user_map_revision WHERE user_map_id = $1::varchar`;

/** $1 map, $2 limit, $3 offset: its revisions, newest first, with the title and layer count each saved, and their total. */
export const REVISIONS_SQL = `
  SELECT r.revision_no AS "revisionNo", r.revision_kind AS "revisionKind", r.restored_from AS "restoredFrom",
         r.saved_by AS "savedBy", u.user_nm AS "savedByNm", r.saved_dt AS "savedDt",
         r.definition->>'userMapSj' AS "userMapSj",
         (jsonb_array_length(jsonb_path_query_array(r.definition, '$.toc[*] ? (@.lyrGroupSeCode == "02")'))
          + jsonb_array_length(jsonb_path_query_array(r.definition, '$.toc[*].children[*] ? (@.lyrGroupSeCode == "02")')))::int AS "layerCnt",
         count(*) OVER () AS "total"
    FROM user_map_revision r LEFT JOIN users u ON u.user_id = r.saved_by
   WHERE r.user_map_id = $1 ORDER BY r.revision_no DESC LIMIT $2 OFFSET $3`;

/** $1 map, $2 revision: its saved definition. */
export const REVISION_DEFINITION_SQL = `SELECT definition FROM user_map_revision WHERE user_map_id = $1 AND revision_no = $2`;

/**
 * $1 now, $2 batch: deletes up to $2 web map revisions older than their institution's plan keeps,
 * never a map's latest revision (the retention module's HistoryPruner runs it).
 */
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
