// SQL of the content-access policy (parameterised; never built from input).

/**
 * The group of the share entry `p` reaches the caller given as a bound parameter (e.g.
 * `:callerUserId`): the caller belongs to it or owns it. The one group rule of every share check
 * and list (the owner has no member row).
 */
export function groupReachesCallerSql(caller: string): string {
  return `(EXISTS (SELECT 1 FROM user_group_member m WHERE m.group_sn::text = p.pblonsip_refrn_id AND m.user_id = ${caller})
     OR EXISTS (SELECT 1 FROM user_group g WHERE g.group_sn::text = p.pblonsip_refrn_id AND g.owner_id = ${caller}))`;
}

/**
 * Whether a share entry of the content reaches the caller: everyone (0), the caller's
 * institution (1), a group the caller belongs to or owns (2), the caller by id (3). $1 type, $2 id,
 * $3 caller's user id (or null), $4 caller's institution code (or null), $5 edit-only flag.
 */
export const SHARE_REACHES_CALLER = `
  SELECT EXISTS (
    SELECT 1 FROM pblonsip p
     WHERE p.cntnts_ty_code = $1 AND p.cntnts_id = $2
       AND ($5::boolean IS FALSE OR p.edit_posbl_at = '1')
       AND (
         p.pblonsip_scope_se_code = 0
         OR ($4::text IS NOT NULL AND p.pblonsip_scope_se_code = 1 AND p.pblonsip_refrn_id = $4)
         OR ($3::text IS NOT NULL AND p.pblonsip_scope_se_code = 3 AND p.pblonsip_refrn_id = $3)
         OR ($3::text IS NOT NULL AND p.pblonsip_scope_se_code = 2 AND (
               EXISTS (SELECT 1 FROM user_group_member m JOIN users u ON u.user_id = m.user_id
                        WHERE m.group_sn::text = p.pblonsip_refrn_id AND m.user_id = $3 AND u.user_sttus = 'active')
               OR EXISTS (SELECT 1 FROM user_group g WHERE g.group_sn::text = p.pblonsip_refrn_id AND g.owner_id = $3)))
       )
  ) AS ok`;

/**
 * The same rule as a condition on a list query over content rows aliased `c`, whose id and
 * type are given by the caller of visibleCondition (see content-access.service.ts).
 */
export function shareReachesCondition(idExpr: string, type: string): string {
  return `EXISTS (
    SELECT 1 FROM pblonsip p
     WHERE p.cntnts_ty_code = '${type}' AND p.cntnts_id = ${idExpr}
       AND (
         p.pblonsip_scope_se_code = 0
         OR (:callerInsttCode::text IS NOT NULL AND p.pblonsip_scope_se_code = 1 AND p.pblonsip_refrn_id = :callerInsttCode)
         OR (:callerUserId::text IS NOT NULL AND p.pblonsip_scope_se_code = 3 AND p.pblonsip_refrn_id = :callerUserId)
         OR (:callerUserId::text IS NOT NULL AND p.pblonsip_scope_se_code = 2 AND ${groupReachesCallerSql(':callerUserId')})
       ))`;
}

/**
 * $1 app id, $2 map id: the app (owner, institution) when one of its tabs shows the map; no row
 * otherwise (webapp_tmplat_map holds the maps of every app's tabs).
 */
export const APP_HOLDING_MAP_SQL = `
  SELECT a.webapp_tmplat_id AS "id", a.register_id AS "ownerId", a.instt_code AS "insttCode"
    FROM webapp_tmplat a
    JOIN webapp_tmplat_map am ON am.webapp_tmplat_id = a.webapp_tmplat_id
   WHERE a.webapp_tmplat_id = $1 AND am.user_map_id = $2`;

/**
 * $1 map id, $2 layer id: the map (owner, institution) when its TOC holds the layer, directly or
 * as a member of a layer group in the TOC; no row otherwise.
 */
export const MAP_HOLDING_LAYER_SQL = `
  SELECT m.user_map_id AS "id", m.register_id AS "ownerId", m.instt_code AS "insttCode"
    FROM user_map m
   WHERE m.user_map_id = $1
     AND EXISTS (
       SELECT 1 FROM user_map_toc t
        WHERE t.user_map_id = m.user_map_id
          AND (t.lyr_id = $2 OR EXISTS (SELECT 1 FROM lyr_grp_item g WHERE g.grp_lyr_id = t.lyr_id AND g.lyr_id = $2)))`;

/** $1 map id: the themed apps (owner, institution) one of whose tabs shows the map. */
export const APPS_HOLDING_MAP_SQL = `
  SELECT a.webapp_tmplat_id AS "id", a.register_id AS "ownerId", a.instt_code AS "insttCode"
    FROM webapp_tmplat a
    JOIN webapp_tmplat_map am ON am.webapp_tmplat_id = a.webapp_tmplat_id
   WHERE am.user_map_id = $1`;

/**
 * A layer's row and the policy's share decision for it in one statement (the tile fast path and
 * ContentAccessPolicy.layerView): the share rule is SHARE_REACHES_CALLER itself, evaluated as a
 * scalar subquery, plus whether an everyone share exists (public caching). No row for an unknown
 * layer. $1 'LYR', $2 layer id, $3 caller's user id (or null), $4 caller's institution (or null),
 * $5 edit-only flag (false).
 */
export const LAYER_VIEW_SQL = `
  SELECT l.lyr_id AS "lyrId", l.register_id AS "registerId", l.instt_code AS "insttCode",
         l.hold_data_se_code AS "holdDataSeCode", l.lyr_ty_se_code AS "lyrTySeCode",
         l.lyr_sttus_code AS "lyrSttusCode", l.table_nm AS "tableNm", l.geom_column AS "geomColumn",
         l.srid, l.data_version AS "dataVersion",
         (${SHARE_REACHES_CALLER}) AS "sharedWithCaller",
         EXISTS (SELECT 1 FROM pblonsip e
                  WHERE e.cntnts_ty_code = $1 AND e.cntnts_id = $2 AND e.pblonsip_scope_se_code = 0) AS "sharedWithEveryone"
    FROM lyr l
   WHERE l.lyr_id = $2`;

/**
 * $1 caller's user id: the groups a share to which reaches the caller (member or owner, the rule
 * of groupReachesCallerSql), as the share entries name them (pblonsip_refrn_id).
 */
export const CALLER_GROUPS_SQL = `
  SELECT m.group_sn::text AS "groupSn" FROM user_group_member m WHERE m.user_id = $1
  UNION SELECT g.group_sn::text FROM user_group g WHERE g.owner_id = $1`;
