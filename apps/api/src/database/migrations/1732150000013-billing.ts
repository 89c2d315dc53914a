import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Plans, subscriptions, usage, claims, settlements, coupons and discounts (issue: billing;
 * rules in docs/billing.md). Every institution has one subscription: existing ones get theirs
 * here, new ones from the trigger on instt (so every way of creating an institution is covered).
 */
export class Billing1732150000013 implements MigrationInterface {
  name = 'Billing1732150000013';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE price_plan (
        plan_code       varchar(6) PRIMARY KEY,
        plan_nm         varchar(100) NOT NULL,
        plan_nm_en      varchar(100) NOT NULL,
        base_fee        integer NOT NULL CHECK (base_fee >= 0),
        per_user_fee    integer NOT NULL CHECK (per_user_fee >= 0),
        per_gb_fee      integer NOT NULL CHECK (per_gb_fee >= 0),
        included_users  integer NOT NULL CHECK (included_users >= 0),
        included_gb     integer NOT NULL CHECK (included_gb >= 0),
        dscnt_rate      integer NOT NULL DEFAULT 0 CHECK (dscnt_rate BETWEEN 0 AND 100),
        sort_ordr       integer NOT NULL DEFAULT 0
      )`);
    await q.query(`
      INSERT INTO price_plan (plan_code, plan_nm, plan_nm_en, base_fee, per_user_fee, per_gb_fee, included_users, included_gb, dscnt_rate, sort_ordr) VALUES
        ('000001', '기본 요금제', 'Basic plan', 100000, 10000, 10000, 5, 5, 0, 1),
        ('000004', '교육용 요금제 A', 'Education plan A', 100000, 10000, 10000, 5, 5, 50, 2),
        ('000005', '교육용 요금제 B', 'Education plan B', 100000, 10000, 10000, 30, 30, 30, 3)`);
    await q.query(`
      CREATE TABLE price_addon (
        addon_code   varchar(20) PRIMARY KEY,
        addon_nm     varchar(100) NOT NULL,
        addon_nm_en  varchar(100) NOT NULL,
        monthly_fee  integer NOT NULL CHECK (monthly_fee >= 0),
        sort_ordr    integer NOT NULL DEFAULT 0
      )`);
    await q.query(`
      INSERT INTO price_addon (addon_code, addon_nm, addon_nm_en, monthly_fee, sort_ordr) VALUES
        ('LUCKY_MAP', '행운지도', 'Lucky map', 30000, 1),
        ('LAND_BUNDLE', '토지묶음', 'Land bundle', 50000, 2),
        ('ELECTION_MAP', '선거지도', 'Election map', 50000, 3)`);
    await q.query(`
      CREATE TABLE subscription (
        instt_code           varchar(30) PRIMARY KEY REFERENCES instt (instt_code) ON DELETE CASCADE,
        plan_code            varchar(6) NOT NULL,
        addon_codes          text[] NOT NULL DEFAULT '{}',
        begin_de             date NOT NULL,
        bill_day             smallint NOT NULL DEFAULT 25 CHECK (bill_day BETWEEN 1 AND 28),
        sttus                varchar(10) NOT NULL DEFAULT 'ACTIVE' CHECK (sttus IN ('ACTIVE', 'CANCELLED')),
        pending_plan_code    varchar(6),
        pending_addon_codes  text[],
        pending_month        char(7),
        -- The plan and add-ons before the last applied change, in force through prev_until_month
        -- (a claim generated late for that month still bills what was in force then).
        prev_plan_code       varchar(6),
        prev_addon_codes     text[],
        prev_until_month     char(7),
        regist_dt            timestamptz NOT NULL DEFAULT now(),
        updt_dt              timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX subscription_plan_idx ON subscription (plan_code)`);
    // One subscription per institution, whatever creates the institution (sign-up, provider, seed).
    await q.query(`
      CREATE FUNCTION billing_subscription_ensure() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO subscription (instt_code, plan_code, begin_de)
        VALUES (NEW.instt_code, NEW.plan_code, (NEW.creat_dt AT TIME ZONE 'Asia/Seoul')::date)
        ON CONFLICT (instt_code) DO NOTHING;
        RETURN NEW;
      END $$`);
    await q.query(
      `CREATE TRIGGER instt_subscription_ensure AFTER INSERT ON instt FOR EACH ROW EXECUTE FUNCTION billing_subscription_ensure()`,
    );
    await q.query(`
      INSERT INTO subscription (instt_code, plan_code, begin_de)
      SELECT instt_code, plan_code, (creat_dt AT TIME ZONE 'Asia/Seoul')::date FROM instt
      ON CONFLICT (instt_code) DO NOTHING`);
    await q.query(`
      CREATE TABLE usage_daily (
        instt_code    varchar(30) NOT NULL REFERENCES instt (instt_code) ON DELETE CASCADE,
        use_de        date NOT NULL,
        user_cnt      integer NOT NULL,
        volume_bytes  bigint NOT NULL,
        measured_dt   timestamptz NOT NULL,
        PRIMARY KEY (instt_code, use_de)
      )`);
    await q.query(`
      CREATE TABLE billing_accrual_daily (
        instt_code     varchar(30) NOT NULL REFERENCES instt (instt_code) ON DELETE CASCADE,
        accrual_de     date NOT NULL,
        supply_amount  bigint NOT NULL,
        total_amount   bigint NOT NULL,
        PRIMARY KEY (instt_code, accrual_de)
      )`);
    await q.query(`
      CREATE TABLE claim (
        claim_id       integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        instt_code     varchar(30) NOT NULL REFERENCES instt (instt_code) ON DELETE CASCADE,
        claim_month    char(7) NOT NULL,
        plan_code      varchar(6) NOT NULL,
        supply_amount  bigint NOT NULL,
        vat            bigint NOT NULL,
        total_amount   bigint NOT NULL,
        paid_amount    bigint NOT NULL DEFAULT 0,
        issue_de       date NOT NULL,
        due_de         date NOT NULL,
        sent_dt        timestamptz,
        regist_dt      timestamptz NOT NULL DEFAULT now(),
        updt_dt        timestamptz NOT NULL DEFAULT now(),
        UNIQUE (instt_code, claim_month)
      )`);
    await q.query(`CREATE INDEX claim_month_idx ON claim (claim_month DESC, claim_id DESC)`);
    await q.query(
      `CREATE INDEX claim_unpaid_idx ON claim (instt_code, due_de) WHERE paid_amount < total_amount`,
    );
    await q.query(`
      CREATE TABLE claim_line (
        claim_id    integer NOT NULL REFERENCES claim (claim_id) ON DELETE CASCADE,
        line_ordr   integer NOT NULL,
        line_se     varchar(20) NOT NULL
                    CHECK (line_se IN ('BASE', 'USERS', 'STORAGE', 'ADDON', 'PLAN_DISCOUNT', 'DISCOUNT', 'COUPON')),
        label       varchar(200) NOT NULL,
        label_en    varchar(200) NOT NULL,
        quantity    integer NOT NULL,
        unit_price  bigint NOT NULL,
        amount      bigint NOT NULL,
        PRIMARY KEY (claim_id, line_ordr)
      )`);
    await q.query(`
      CREATE TABLE settlement (
        settlement_id  integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        claim_id       integer NOT NULL REFERENCES claim (claim_id) ON DELETE CASCADE,
        method         varchar(10) NOT NULL CHECK (method IN ('CARD', 'TRANSFER', 'CASH', 'ETC')),
        amount         bigint NOT NULL CHECK (amount > 0),
        paid_de        date NOT NULL,
        reference      varchar(100),
        register_id    varchar(30) NOT NULL,
        regist_dt      timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX settlement_claim_idx ON settlement (claim_id)`);
    await q.query(`CREATE INDEX settlement_regist_idx ON settlement (regist_dt DESC, settlement_id DESC)`);
    await q.query(`
      CREATE TABLE coupon (
        coupon_code     varchar(20) PRIMARY KEY CHECK (coupon_code ~ '^[A-Z0-9-]{4,20}$'),
        coupon_nm       varchar(100) NOT NULL,
        dscnt_se        varchar(10) NOT NULL CHECK (dscnt_se IN ('AMOUNT', 'PERCENT')),
        dscnt_value     integer NOT NULL CHECK (dscnt_value > 0),
        months          smallint NOT NULL CHECK (months BETWEEN 1 AND 36),
        valid_begin_de  date NOT NULL,
        valid_end_de    date NOT NULL,
        use_at          char(1) NOT NULL DEFAULT 'Y' CHECK (use_at IN ('Y', 'N')),
        register_id     varchar(30) NOT NULL,
        regist_dt       timestamptz NOT NULL DEFAULT now(),
        updt_dt         timestamptz NOT NULL DEFAULT now(),
        CHECK (dscnt_se <> 'PERCENT' OR dscnt_value <= 100),
        CHECK (valid_begin_de <= valid_end_de)
      )`);
    await q.query(`CREATE INDEX coupon_regist_idx ON coupon (regist_dt DESC)`);
    await q.query(`
      CREATE TABLE coupon_use (
        coupon_code    varchar(20) NOT NULL REFERENCES coupon (coupon_code),
        instt_code     varchar(30) NOT NULL REFERENCES instt (instt_code) ON DELETE CASCADE,
        applied_month  char(7) NOT NULL,
        user_id        varchar(30) NOT NULL,
        use_dt         timestamptz NOT NULL,
        UNIQUE (coupon_code, instt_code)
      )`);
    await q.query(`CREATE INDEX coupon_use_instt_idx ON coupon_use (instt_code)`);
    await q.query(`
      CREATE TABLE dscnt (
        dscnt_id     integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        target_se    varchar(10) NOT NULL CHECK (target_se IN ('INSTT', 'PLAN')),
        target_code  varchar(30) NOT NULL,
        dscnt_se     varchar(10) NOT NULL CHECK (dscnt_se IN ('AMOUNT', 'PERCENT')),
        dscnt_value  integer NOT NULL CHECK (dscnt_value > 0),
        begin_month  char(7) NOT NULL,
        end_month    char(7),
        memo         varchar(200),
        register_id  varchar(30) NOT NULL,
        regist_dt    timestamptz NOT NULL DEFAULT now(),
        updt_dt      timestamptz NOT NULL DEFAULT now(),
        CHECK (dscnt_se <> 'PERCENT' OR dscnt_value <= 100),
        CHECK (end_month IS NULL OR begin_month <= end_month)
      )`);
    await q.query(`CREATE INDEX dscnt_target_idx ON dscnt (target_se, target_code)`);
    await q.query(`CREATE INDEX dscnt_regist_idx ON dscnt (target_se, regist_dt DESC, dscnt_id DESC)`);
    // One row per (day, institution) of the daily job: a retry updates it, never adds one.
    await q.query(`
      CREATE TABLE billing_job_run (
        run_sn      integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        run_key     varchar(120) NOT NULL UNIQUE,
        run_de      date NOT NULL,
        instt_code  varchar(30) NOT NULL,
        status      varchar(10) NOT NULL CHECK (status IN ('OK', 'FAILED')),
        claim_id    integer,
        error       text,
        attempt_cnt integer NOT NULL DEFAULT 1,
        regist_dt   timestamptz NOT NULL DEFAULT now(),
        updt_dt     timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX billing_job_run_de_idx ON billing_job_run (run_de DESC, instt_code)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS instt_subscription_ensure ON instt`);
    await q.query(`DROP FUNCTION IF EXISTS billing_subscription_ensure()`);
    for (const t of [
      'billing_job_run',
      'dscnt',
      'coupon_use',
      'coupon',
      'settlement',
      'claim_line',
      'claim',
      'billing_accrual_daily',
      'usage_daily',
      'subscription',
      'price_addon',
      'price_plan',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${t}`);
    }
  }
}
