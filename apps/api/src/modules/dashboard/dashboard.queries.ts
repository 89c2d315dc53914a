/** One query for the institution figures: scalar sub-queries on the instt_code indexes. */
export const INSTT_DASHBOARD_SQL = `
  SELECT i.instt_code AS "insttCode", i.plan_code AS "planCode",
    (SELECT count(*)::int FROM lyr WHERE instt_code = i.instt_code) AS "lyrCnt",
    (SELECT count(*)::int FROM webapp_tmplat WHERE instt_code = i.instt_code) AS "appCnt",
    (SELECT count(*)::int FROM user_map WHERE instt_code = i.instt_code) AS "mapCnt",
    (SELECT count(*)::int FROM users WHERE instt_code = i.instt_code AND user_sttus = 'active') AS "constituentCnt",
    (SELECT count(*)::int FROM instt_user_ntcn WHERE instt_code = i.instt_code AND sttus_code = 'WAITING') AS "waitingCnt",
    (SELECT count(*)::int FROM user_group WHERE instt_code = i.instt_code) AS "groupCnt",
    (SELECT count(*)::int FROM users WHERE instt_code = i.instt_code AND user_sttus = 'active'
       AND last_login_dt >= now() - interval '7 days') AS "weeklyUserCnt"
  FROM instt i WHERE i.instt_code = $1`;

/** Contents created per month of one year ($2 = year). */
export const MONTHLY_CREATED_SQL = `
  WITH m AS (SELECT generate_series(1, 12) AS month),
  c AS (
    SELECT 'L' AS k, regist_dt FROM lyr WHERE instt_code = $1
      AND regist_dt >= make_date($2, 1, 1) AND regist_dt < make_date($2 + 1, 1, 1)
    UNION ALL SELECT 'M', regist_dt FROM user_map WHERE instt_code = $1
      AND regist_dt >= make_date($2, 1, 1) AND regist_dt < make_date($2 + 1, 1, 1)
    UNION ALL SELECT 'A', regist_dt FROM webapp_tmplat WHERE instt_code = $1
      AND regist_dt >= make_date($2, 1, 1) AND regist_dt < make_date($2 + 1, 1, 1)
  )
  SELECT m.month,
    count(*) FILTER (WHERE c.k = 'L')::int AS "lyrCnt",
    count(*) FILTER (WHERE c.k = 'M')::int AS "mapCnt",
    count(*) FILTER (WHERE c.k = 'A')::int AS "appCnt"
  FROM m LEFT JOIN c ON extract(month FROM c.regist_dt)::int = m.month
  GROUP BY m.month ORDER BY m.month`;

export const PROVIDER_STATES_SQL = `
  SELECT instt_sttus_code AS "insttSttusCode", count(*)::int AS cnt
  FROM instt WHERE delete_at = 'N' GROUP BY instt_sttus_code ORDER BY instt_sttus_code`;

export const PROVIDER_TOTALS_SQL = `
  SELECT (SELECT count(*)::int FROM users WHERE user_sttus = 'active') AS "memberCnt",
    (SELECT count(*)::int FROM lyr) AS "lyrCnt",
    (SELECT count(*)::int FROM user_map) AS "mapCnt",
    (SELECT count(*)::int FROM webapp_tmplat) AS "appCnt"`;
