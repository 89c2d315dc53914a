// Raw SQL of the billing feature (parameterised; table and column names are never taken from a request).

export const PLAN_COLUMNS = `p.plan_code AS "planCode", p.plan_nm AS "planName", p.plan_nm AS "planNm", p.plan_nm_en AS "planNmEn", p.base_fee AS "baseFee",
  p.per_user_fee AS "perUserFee", p.per_gb_fee AS "perGbFee", p.included_users AS "includedUsers",
  p.included_gb AS "includedGb", p.dscnt_rate AS "dscntRate"`;

export const SUBSCRIPTION_SELECT = `
  SELECT s.instt_code AS "insttCode", i.instt_nm AS "insttNm", s.plan_code AS "planCode", p.plan_nm AS "planNm",
         s.addon_codes AS "addonCodes", to_char(s.begin_de, 'YYYY-MM-DD') AS "beginDe", s.bill_day::int AS "billDay",
         s.sttus, s.pending_plan_code AS "pendingPlanCode", s.pending_addon_codes AS "pendingAddonCodes",
         s.pending_month AS "pendingMonth", i.instt_sttus_code AS "insttSttusCode",
         to_char(s.end_de, 'YYYY-MM-DD') AS "endDe", s.cancel_reqst_dt AS "cancelReqstDt"
    FROM subscription s
    JOIN instt i ON i.instt_code = s.instt_code
    LEFT JOIN price_plan p ON p.plan_code = s.plan_code`;

export const SUPER_WHERE = `WHERE i.delete_at = 'N'
   AND ($1::text IS NULL OR i.instt_nm ILIKE '%' || $1 || '%' OR i.instt_code ILIKE '%' || $1 || '%')
   AND ($2::text IS NULL OR i.instt_sttus_code = $2)
   AND ($3::text IS NULL OR s.plan_code = $3)`;

/** Status derived from the stored amounts and the clock's day ($1). */
export const CLAIM_STATUS_SQL = `CASE WHEN c.paid_amount >= c.total_amount THEN 'PAID'
  WHEN $1::date > c.due_de THEN 'OVERDUE' WHEN c.paid_amount > 0 THEN 'PARTIAL' ELSE 'ISSUED' END`;

export const CLAIM_COLUMNS = `c.claim_id AS "claimId", c.instt_code AS "insttCode", i.instt_nm AS "insttNm", c.claim_month AS "claimMonth",
  c.plan_code AS "planCode", p.plan_nm AS "planNm", c.supply_amount::float8 AS "supplyAmount", c.vat::float8 AS vat,
  c.total_amount::float8 AS "totalAmount", c.paid_amount::float8 AS "paidAmount", ${CLAIM_STATUS_SQL} AS sttus,
  to_char(c.issue_de, 'YYYY-MM-DD') AS "issueDe", to_char(c.due_de, 'YYYY-MM-DD') AS "dueDe", c.sent_dt AS "sentDt"`;

export const CLAIM_FROM = `FROM claim c JOIN instt i ON i.instt_code = c.instt_code LEFT JOIN price_plan p ON p.plan_code = c.plan_code`;

export const CLAIM_WHERE = `WHERE ($2::text IS NULL OR c.claim_month = $2)
   AND ($3::text IS NULL OR c.instt_code = $3)
   AND ($4::text IS NULL OR ${CLAIM_STATUS_SQL} = $4)`;

export const COUPON_COLUMNS = `c.coupon_code AS "couponCode", c.coupon_nm AS "couponNm", c.dscnt_se AS "dscntSe", c.dscnt_value AS "dscntValue",
  c.months::int AS months, to_char(c.valid_begin_de, 'YYYY-MM-DD') AS "validBeginDe", to_char(c.valid_end_de, 'YYYY-MM-DD') AS "validEndDe",
  c.use_at AS "useAt", (SELECT count(*)::int FROM coupon_use u WHERE u.coupon_code = c.coupon_code) AS "useCnt", c.regist_dt AS "registDt"`;

export const DISCOUNT_COLUMNS = `d.dscnt_id AS "dscntId", d.target_se AS "targetSe", d.target_code AS "targetCode",
  coalesce(CASE WHEN d.target_se = 'INSTT' THEN i.instt_nm ELSE p.plan_nm END, d.target_code) AS "targetNm",
  d.dscnt_se AS "dscntSe", d.dscnt_value AS "dscntValue", d.begin_month AS "beginMonth", d.end_month AS "endMonth",
  d.memo, d.register_id AS "registerId", d.regist_dt AS "registDt"`;

export const DISCOUNT_FROM = `FROM dscnt d
  LEFT JOIN instt i ON d.target_se = 'INSTT' AND i.instt_code = d.target_code
  LEFT JOIN price_plan p ON d.target_se = 'PLAN' AND p.plan_code = d.target_code`;

export const SETTLEMENT_COLUMNS = `s.settlement_id AS "settlementId", s.claim_id AS "claimId", c.instt_code AS "insttCode", i.instt_nm AS "insttNm",
  c.claim_month AS "claimMonth", s.method, s.amount::float8 AS amount, to_char(s.paid_de, 'YYYY-MM-DD') AS "paidDe",
  s.reference, s.register_id AS "registerId", s.regist_dt AS "registDt"`;

export const SETTLEMENT_FROM = `FROM settlement s JOIN claim c ON c.claim_id = s.claim_id JOIN instt i ON i.instt_code = c.instt_code`;

// Tables are looked up in the catalog (to_regclass), never interpolated: a missing table counts 0.
export const LAYER_TABLES_SQL = `
  SELECT coalesce(sum(pg_total_relation_size(to_regclass('layers.' || quote_ident(l.table_nm)))), 0)::float8 AS bytes
    FROM lyr l
   WHERE l.instt_code = $1 AND l.table_nm IS NOT NULL AND to_regclass('layers.' || quote_ident(l.table_nm)) IS NOT NULL`;

export const FILES_SQL = `
  SELECT l.raster_path AS "filePath" FROM lyr l WHERE l.instt_code = $1 AND l.raster_path IS NOT NULL
  UNION ALL
  SELECT l.thumbnail_path FROM lyr l WHERE l.instt_code = $1 AND l.thumbnail_path IS NOT NULL
  UNION ALL
  SELECT d.stre_file_path FROM atchmnfl a JOIN atchmnfl_detail d ON d.atchmnfl_id = a.atchmnfl_id WHERE a.instt_code = $1`;

// History retention per plan (price_plan.history_keep_days, issue 22): read and changed by the
// provider admins through the retention module (PlanRetentionController).
const RETENTION_COLUMNS = `plan_code AS "planCode", plan_nm AS "planNm", plan_nm_en AS "planNmEn", history_keep_days AS "historyKeepDays"`;

export const PLAN_RETENTIONS_SQL = `SELECT ${RETENTION_COLUMNS} FROM price_plan ORDER BY sort_ordr, plan_code`;

/** $1 plan, $2 days: the plan's retention changed; the plan as now. */
export const UPDATE_PLAN_RETENTION_SQL = `UPDATE price_plan SET history_keep_days = $2 WHERE plan_code = $1 RETURNING ${RETENTION_COLUMNS}`;
