/**
 * The institution dashboard's own figures (plan, notices, Q&A, waiting, weekly users); the content,
 * member and storage figures come from the institutions' counters (one source with the operator's detail).
 */
export const INSTT_DASHBOARD_SQL = `
  SELECT i.instt_code AS "insttCode", i.plan_code AS "planCode",
    (SELECT code_nm_ko FROM cmmn_code WHERE group_code = 'PLAN' AND code = i.plan_code) AS "planNmKo",
    (SELECT code_nm_en FROM cmmn_code WHERE group_code = 'PLAN' AND code = i.plan_code) AS "planNmEn",
    (SELECT count(*)::int FROM notice WHERE instt_code = i.instt_code) AS "noticeCnt",
    (SELECT count(*)::int FROM qna WHERE instt_code = i.instt_code) AS "qnaCnt",
    (SELECT count(*)::int FROM instt_user_ntcn WHERE instt_code = i.instt_code AND sttus_code = 'WAITING') AS "waitingCnt",
    (SELECT count(*)::int FROM users WHERE instt_code = i.instt_code AND user_sttus = 'active'
       AND last_login_dt >= now() - interval '7 days') AS "weeklyUserCnt"
  FROM instt i WHERE i.instt_code = $1`;

/** The institution gallery's applications by approval state, with views and recommendations of the approved ones. */
export const INSTT_GALLERY_SQL = `
  SELECT count(*) FILTER (WHERE confm_sttus_code = '02')::int AS "approvedCnt",
    count(*) FILTER (WHERE confm_sttus_code = '01')::int AS "requestedCnt",
    count(*) FILTER (WHERE confm_sttus_code = '03')::int AS "rejectedCnt",
    coalesce(sum(view_cnt) FILTER (WHERE confm_sttus_code = '02'), 0)::int AS "viewCnt",
    coalesce(sum(recomend_cnt) FILTER (WHERE confm_sttus_code = '02'), 0)::int AS "recommendCnt"
  FROM map_gale_reqst WHERE gallery_ty = 'instt' AND instt_code = $1`;

/** Contents created per day over the last 30 days (today included). */
export const DAILY_CREATED_SQL = `
  WITH d AS (SELECT generate_series(current_date - 29, current_date, interval '1 day')::date AS day),
  c AS (
    SELECT regist_dt FROM lyr WHERE instt_code = $1 AND regist_dt >= current_date - 29
    UNION ALL SELECT regist_dt FROM user_map WHERE instt_code = $1 AND regist_dt >= current_date - 29
    UNION ALL SELECT regist_dt FROM webapp_tmplat WHERE instt_code = $1 AND regist_dt >= current_date - 29
  )
  SELECT to_char(d.day, 'YYYY-MM-DD') AS day, count(c.regist_dt)::int AS cnt
  FROM d LEFT JOIN c ON c.regist_dt::date = d.day
  GROUP BY d.day ORDER BY d.day`;

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

/** Institutions created per month over the last 12 months (this month last). */
export const PROVIDER_NEW_INSTT_SQL = `
  WITH m AS (SELECT generate_series(date_trunc('month', now()) - interval '11 months', date_trunc('month', now()), interval '1 month') AS month)
  SELECT to_char(m.month, 'YYYY-MM') AS month, count(i.instt_code)::int AS cnt
  FROM m LEFT JOIN instt i ON i.delete_at = 'N' AND date_trunc('month', i.creat_dt) = m.month
  GROUP BY m.month ORDER BY m.month`;

/** The 5 most viewed contents (cntnts_stats), with their titles and institutions. */
export const PROVIDER_TOP_CONTENTS_SQL = `
  SELECT s.cntnts_ty_code AS "cntntsTyCode", s.cntnts_id AS "cntntsId", s.view_cnt AS "viewCnt",
    coalesce(m.user_map_sj, a.webapp_tmplat_sj, l.lyr_nm) AS "cntntsSj",
    coalesce(m.instt_code, a.instt_code, l.instt_code) AS "insttCode"
  FROM cntnts_stats s
  LEFT JOIN user_map m ON s.cntnts_ty_code = 'MAP' AND m.user_map_id = s.cntnts_id
  LEFT JOIN webapp_tmplat a ON s.cntnts_ty_code = 'APP' AND a.webapp_tmplat_id = s.cntnts_id
  LEFT JOIN lyr l ON s.cntnts_ty_code = 'LYR' AND l.lyr_id = s.cntnts_id
  WHERE coalesce(m.user_map_id, a.webapp_tmplat_id, l.lyr_id) IS NOT NULL AND s.view_cnt > 0
  ORDER BY s.view_cnt DESC, s.cntnts_id LIMIT 5`;

/** Subscriptions by price plan (billing). */
export const PROVIDER_PLANS_SQL = `
  SELECT p.plan_code AS "planCode", p.plan_nm AS "planName", p.plan_nm AS "planNm", count(i.instt_code)::int AS cnt
  FROM price_plan p
  LEFT JOIN subscription s ON s.plan_code = p.plan_code
  LEFT JOIN instt i ON i.instt_code = s.instt_code AND i.delete_at = 'N'
  GROUP BY p.plan_code, p.plan_nm, p.sort_ordr ORDER BY p.sort_ordr, p.plan_code`;

/** Claimed (by billing month) and paid (by payment day) amounts per month of year $1 (billing). */
export const PROVIDER_REVENUE_SQL = `
  WITH m AS (SELECT generate_series(1, 12) AS month)
  SELECT m.month,
    coalesce((SELECT sum(c.total_amount) FROM claim c WHERE c.claim_month = $1::int::text || '-' || lpad(m.month::text, 2, '0')), 0)::float8 AS "claimedAmount",
    coalesce((SELECT sum(s.amount) FROM settlement s WHERE s.paid_de >= make_date($1::int, m.month, 1)
      AND s.paid_de < make_date($1::int, m.month, 1) + interval '1 month'), 0)::float8 AS "paidAmount"
  FROM m ORDER BY m.month`;

/** Unpaid balance of every claim (billing). */
export const PROVIDER_UNPAID_SQL = `
  SELECT coalesce(sum(total_amount - paid_amount), 0)::float8 AS "unpaidAmount" FROM claim WHERE paid_amount < total_amount`;

/**
 * Contents per owner of one institution (layers, web maps, themed apps), most first: the owners of
 * the institution's contents and its active members (0 each when they own none).
 */
export const CONTENTS_BY_MEMBER_SQL = `
  WITH c AS (
    SELECT register_id, 'L' AS k FROM lyr WHERE instt_code = $1
    UNION ALL SELECT register_id, 'M' FROM user_map WHERE instt_code = $1
    UNION ALL SELECT register_id, 'A' FROM webapp_tmplat WHERE instt_code = $1
  ),
  o AS (
    SELECT register_id AS user_id FROM c
    UNION SELECT user_id FROM users WHERE instt_code = $1 AND user_sttus = 'active'
  )
  SELECT o.user_id AS "userId", u.user_nm AS "userNm",
    count(c.k) FILTER (WHERE c.k = 'L')::int AS "lyrCnt",
    count(c.k) FILTER (WHERE c.k = 'M')::int AS "mapCnt",
    count(c.k) FILTER (WHERE c.k = 'A')::int AS "appCnt"
  FROM o LEFT JOIN users u ON u.user_id = o.user_id LEFT JOIN c ON c.register_id = o.user_id
  GROUP BY o.user_id, u.user_nm
  ORDER BY count(c.k) DESC, u.user_nm NULLS LAST, o.user_id`;
