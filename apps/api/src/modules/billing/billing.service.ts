import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  billingMonthOf,
  couponLastMonth,
  dataDeletionDate,
  displayGb,
  firstDayOf,
  nextMonth,
  seoulDate,
  type AddonFee,
  type PlanFees,
  type SubscriptionState,
} from '@nuri/domain';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../common/clock/clock.service';
import { DomainError } from '../../common/errors/domain-error';
import { offsetOf, toPaged, type Paged } from '../../common/paging/paged';
import type {
  AddonDto,
  CouponUseDto,
  DailyPaymentDto,
  DailyQueryDto,
  DailyUserDto,
  DailyVolumeDto,
  PlanDto,
  SubscriptionChangeDto,
  SubscriptionDto,
  SuperInsttDto,
  SuperInsttQueryDto,
  UsageSimpleDto,
} from './dto/billing.dto';
import { UsageMeter } from './usage-meter';
import { PLAN_COLUMNS, SUBSCRIPTION_SELECT, SUPER_WHERE } from './billing.queries';

interface SubscriptionRow {
  insttCode: string;
  insttNm: string;
  planCode: string;
  planNm: string | null;
  addonCodes: string[];
  beginDe: string;
  billDay: number;
  sttus: SubscriptionState;
  pendingPlanCode: string | null;
  pendingAddonCodes: string[] | null;
  pendingMonth: string | null;
  insttSttusCode: string;
  endDe: string | null;
  cancelReqstDt: Date | null;
}

function likeSafe(text: string | undefined): string | null {
  const t = text?.trim();
  return t ? t.replace(/[\\%_]/g, (c) => `\\${c}`) : null;
}

/** Plans, add-ons, subscriptions and usage figures (the claim arithmetic lives in ClaimsService). */
@Injectable()
export class BillingService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly meter: UsageMeter,
  ) {}

  async plans(): Promise<PlanDto[]> {
    const rows = await this.db.query<Omit<PlanDto, 'education'>[]>(
      `SELECT ${PLAN_COLUMNS} FROM price_plan p ORDER BY p.sort_ordr, p.plan_code`,
    );
    return rows.map((r) => ({ ...r, education: r.dscntRate > 0 }));
  }

  async addons(): Promise<AddonDto[]> {
    return this.db.query<AddonDto[]>(
      `SELECT addon_code AS "addonCode", addon_nm AS "addonNm", addon_nm_en AS "addonNmEn", monthly_fee AS "monthlyFee"
         FROM price_addon ORDER BY sort_ordr, addon_code`,
    );
  }

  async planFees(planCode: string, manager: EntityManager = this.db.manager): Promise<PlanFees> {
    const [row] = await manager.query<PlanFees[]>(
      `SELECT ${PLAN_COLUMNS} FROM price_plan p WHERE p.plan_code = $1`,
      [planCode],
    );
    if (!row) throw new DomainError('NOT_FOUND', 'billing.planNotFound');
    return row;
  }

  async addonFees(codes: string[], manager: EntityManager = this.db.manager): Promise<AddonFee[]> {
    if (!codes.length) return [];
    return manager.query<AddonFee[]>(
      `SELECT addon_code AS "addonCode", addon_nm AS "addonNm", addon_nm_en AS "addonNmEn", monthly_fee AS "monthlyFee"
         FROM price_addon WHERE addon_code = ANY($1::text[]) ORDER BY sort_ordr, addon_code`,
      [codes],
    );
  }

  /** Creates the institution's subscription when it has none yet (404 for an unknown institution). */
  async ensure(insttCode: string, manager: EntityManager = this.db.manager): Promise<void> {
    const rows = await manager.query<{ insttCode: string }[]>(
      `SELECT instt_code AS "insttCode" FROM instt WHERE instt_code = $1 AND delete_at = 'N'`,
      [insttCode],
    );
    if (!rows.length) throw new DomainError('NOT_FOUND', 'instt.notFound');
    await manager.query(
      `INSERT INTO subscription (instt_code, plan_code, begin_de)
       SELECT instt_code, plan_code, (creat_dt AT TIME ZONE 'Asia/Seoul')::date FROM instt WHERE instt_code = $1
       ON CONFLICT (instt_code) DO NOTHING`,
      [insttCode],
    );
  }

  /**
   * Applies a pending change whose month has come (the 1st of that month or later): the plan
   * and add-ons become current and instt.plan_code follows. Idempotent.
   */
  async applyDuePending(
    insttCode: string,
    month: string,
    manager: EntityManager = this.db.manager,
  ): Promise<void> {
    await manager.query(
      `WITH s AS (
         UPDATE subscription
            SET prev_plan_code = plan_code, prev_addon_codes = addon_codes,
                prev_until_month = to_char(to_date(pending_month, 'YYYY-MM') - interval '1 month', 'YYYY-MM'),
                plan_code = pending_plan_code, addon_codes = coalesce(pending_addon_codes, '{}'),
                pending_plan_code = NULL, pending_addon_codes = NULL, pending_month = NULL, updt_dt = now()
          WHERE instt_code = $1 AND pending_month IS NOT NULL AND pending_month <= $2
          RETURNING instt_code, plan_code)
       UPDATE instt i SET plan_code = s.plan_code, updt_dt = now() FROM s WHERE i.instt_code = s.instt_code`,
      [insttCode, month],
    );
  }

  /**
   * A cancelled subscription whose last day has passed becomes CANCELLED (unsubscribe; the daily
   * job and every read of the subscription). Idempotent; all institutions when insttCode is null.
   */
  async endDue(insttCode: string | null, now: Date, manager: EntityManager = this.db.manager): Promise<void> {
    await manager.query(
      `UPDATE subscription SET sttus = 'CANCELLED', updt_dt = now()
        WHERE sttus = 'ACTIVE' AND end_de < $2::date AND ($1::text IS NULL OR instt_code = $1)`,
      [insttCode, seoulDate(now)],
    );
  }

  async subscription(insttCode: string): Promise<SubscriptionDto> {
    await this.ensure(insttCode);
    const now = await this.clock.now();
    await this.endDue(insttCode, now);
    await this.applyDuePending(insttCode, billingMonthOf(now));
    const [row] = await this.db.query<SubscriptionRow[]>(`${SUBSCRIPTION_SELECT} WHERE s.instt_code = $1`, [
      insttCode,
    ]);
    const coupons = await this.couponUses([insttCode]);
    return this.toDto(row, coupons.get(insttCode) ?? []);
  }

  /**
   * Stores a plan / add-on change for the next billing month (no pro-rata). The same plan and
   * add-ons as now clear a pending change. billDay (provider only) changes at once.
   */
  async change(insttCode: string, dto: SubscriptionChangeDto, billDay?: number): Promise<SubscriptionDto> {
    await this.ensure(insttCode);
    const month = billingMonthOf(await this.clock.now());
    await this.applyDuePending(insttCode, month);
    const addonCodes = [...new Set(dto.addonCodes)].sort();
    await this.db.transaction(async (m) => {
      const [current] = await m.query<{ planCode: string; addonCodes: string[]; endDe: string | null }[]>(
        `SELECT plan_code AS "planCode", addon_codes AS "addonCodes", to_char(end_de, 'YYYY-MM-DD') AS "endDe"
           FROM subscription WHERE instt_code = $1 FOR UPDATE`,
        [insttCode],
      );
      // A cancelled subscription keeps its plan to the end (undo the cancellation to change it).
      if (current.endDe)
        throw new DomainError('CONFLICT', 'unsubscribe.changeWhileScheduled', { endDe: current.endDe });
      const same =
        current.planCode === dto.planCode &&
        [...current.addonCodes].sort().join(',') === addonCodes.join(',');
      await m.query(
        `UPDATE subscription
            SET pending_plan_code = $2, pending_addon_codes = $3::text[], pending_month = $4,
                bill_day = coalesce($5, bill_day), updt_dt = now()
          WHERE instt_code = $1`,
        [
          insttCode,
          same ? null : dto.planCode,
          same ? null : addonCodes,
          same ? null : nextMonth(month),
          billDay ?? null,
        ],
      );
    });
    return this.subscription(insttCode);
  }

  async liveUsage(insttCode: string): Promise<UsageSimpleDto> {
    await this.ensure(insttCode);
    const [sub] = await this.db.query<{ planCode: string }[]>(
      `SELECT plan_code AS "planCode" FROM subscription WHERE instt_code = $1`,
      [insttCode],
    );
    const plan = await this.planFees(sub.planCode);
    const usage = await this.meter.measure(insttCode);
    return {
      userCnt: usage.userCnt,
      includedUsers: plan.includedUsers,
      volumeBytes: usage.volumeBytes,
      volumeGb: displayGb(usage.volumeBytes),
      includedGb: plan.includedGb,
      measuredAt: (await this.clock.now()).toISOString(),
    };
  }

  private async period(q: DailyQueryDto): Promise<[string, string]> {
    const today = seoulDate(await this.clock.now());
    const begin = q.beginDe ?? firstDayOf(today.slice(0, 7));
    const end = q.endDe ?? today;
    if (begin > end) {
      throw new DomainError('VALIDATION_FAILED', 'error.validation', {}, [
        { field: 'beginDe', message: 'billing.periodInvalid' },
      ]);
    }
    return [begin, end];
  }

  async dailyUsers(q: DailyQueryDto): Promise<DailyUserDto[]> {
    const [begin, end] = await this.period(q);
    return this.db.query<DailyUserDto[]>(
      `SELECT to_char(use_de, 'YYYY-MM-DD') AS "useDe", user_cnt AS "userCnt"
         FROM usage_daily WHERE instt_code = $1 AND use_de BETWEEN $2::date AND $3::date ORDER BY use_de`,
      [q.insttCode, begin, end],
    );
  }

  async dailyVolume(q: DailyQueryDto): Promise<DailyVolumeDto[]> {
    const [begin, end] = await this.period(q);
    return this.db.query<DailyVolumeDto[]>(
      `SELECT to_char(use_de, 'YYYY-MM-DD') AS "useDe", volume_bytes::float8 AS "volumeBytes"
         FROM usage_daily WHERE instt_code = $1 AND use_de BETWEEN $2::date AND $3::date ORDER BY use_de`,
      [q.insttCode, begin, end],
    );
  }

  async dailyPayment(q: DailyQueryDto): Promise<DailyPaymentDto[]> {
    const [begin, end] = await this.period(q);
    return this.db.query<DailyPaymentDto[]>(
      `SELECT to_char(accrual_de, 'YYYY-MM-DD') AS "accrualDe", total_amount::float8 AS "amount"
         FROM billing_accrual_daily WHERE instt_code = $1 AND accrual_de BETWEEN $2::date AND $3::date ORDER BY accrual_de`,
      [q.insttCode, begin, end],
    );
  }

  /** Institutions with their subscription figures (view 41), newest first. */
  async institutions(q: SuperInsttQueryDto): Promise<Paged<SuperInsttDto>> {
    await this.ensureAll();
    const params = [likeSafe(q.searchNm), q.insttSttusCode ?? null, q.planCode ?? null];
    const dir = q.direction === 'ASC' ? 'ASC' : 'DESC';
    const rows = await this.db.query<Omit<SuperInsttDto, 'dataDeletionDe'>[]>(
      `SELECT i.instt_code AS "insttCode", i.instt_nm AS "insttNm", s.plan_code AS "planCode", coalesce(p.plan_nm, s.plan_code) AS "planName", coalesce(p.plan_nm, s.plan_code) AS "planNm",
              i.instt_sttus_code AS "insttSttusCode",
              (SELECT count(*)::int FROM users u WHERE u.instt_code = i.instt_code AND u.user_sttus = 'active') AS "userCnt",
              coalesce((SELECT ud.volume_bytes::float8 FROM usage_daily ud WHERE ud.instt_code = i.instt_code ORDER BY ud.use_de DESC LIMIT 1), 0) AS "volumeBytes",
              coalesce((SELECT sum(c.total_amount - c.paid_amount)::float8 FROM claim c WHERE c.instt_code = i.instt_code AND c.paid_amount < c.total_amount), 0) AS "unpaidAmount",
              (SELECT max(c.claim_month) FROM claim c WHERE c.instt_code = i.instt_code) AS "lastClaimMonth",
              s.sttus AS "subscriptionSttus", to_char(s.end_de, 'YYYY-MM-DD') AS "endDe"
         FROM instt i JOIN subscription s ON s.instt_code = i.instt_code LEFT JOIN price_plan p ON p.plan_code = s.plan_code
         ${SUPER_WHERE}
        ORDER BY i.creat_dt ${dir}, i.instt_code ${dir}
        LIMIT $4 OFFSET $5`,
      [...params, q.pageSize, offsetOf(q)],
    );
    const [{ total }] = await this.db.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM instt i JOIN subscription s ON s.instt_code = i.instt_code ${SUPER_WHERE}`,
      params,
    );
    return toPaged(
      rows.map((r) => ({ ...r, dataDeletionDe: r.endDe ? dataDeletionDate(r.endDe) : null })),
      total,
      q,
    );
  }

  /** Every institution's subscription (view 42), newest institution first. */
  async subscriptions(q: SuperInsttQueryDto): Promise<Paged<SubscriptionDto>> {
    await this.ensureAll();
    const params = [likeSafe(q.searchNm), q.insttSttusCode ?? null, q.planCode ?? null];
    const dir = q.direction === 'ASC' ? 'ASC' : 'DESC';
    const rows = await this.db.query<SubscriptionRow[]>(
      `${SUBSCRIPTION_SELECT} ${SUPER_WHERE} ORDER BY i.creat_dt ${dir}, i.instt_code ${dir} LIMIT $4 OFFSET $5`,
      [...params, q.pageSize, offsetOf(q)],
    );
    const [{ total }] = await this.db.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM instt i JOIN subscription s ON s.instt_code = i.instt_code ${SUPER_WHERE}`,
      params,
    );
    const coupons = await this.couponUses(rows.map((r) => r.insttCode));
    return toPaged(
      rows.map((r) => this.toDto(r, coupons.get(r.insttCode) ?? [])),
      total,
      q,
    );
  }

  /** Subscriptions for institutions that have none (normally none: the instt trigger creates them). */
  async ensureAll(manager: EntityManager = this.db.manager): Promise<void> {
    await manager.query(
      `INSERT INTO subscription (instt_code, plan_code, begin_de)
       SELECT i.instt_code, i.plan_code, (i.creat_dt AT TIME ZONE 'Asia/Seoul')::date FROM instt i
        WHERE NOT EXISTS (SELECT 1 FROM subscription s WHERE s.instt_code = i.instt_code)
       ON CONFLICT (instt_code) DO NOTHING`,
    );
  }

  async couponUses(insttCodes: string[]): Promise<Map<string, CouponUseDto[]>> {
    const map = new Map<string, CouponUseDto[]>();
    if (!insttCodes.length) return map;
    const rows = await this.db.query<(CouponUseDto & { insttCode: string; months: number })[]>(
      `SELECT u.instt_code AS "insttCode", c.coupon_code AS "couponCode", c.coupon_nm AS "couponNm", c.dscnt_se AS "dscntSe",
              c.dscnt_value AS "dscntValue", u.applied_month AS "appliedMonth", c.months::int AS months
         FROM coupon_use u JOIN coupon c ON c.coupon_code = u.coupon_code
        WHERE u.instt_code = ANY($1::text[]) ORDER BY u.use_dt DESC`,
      [insttCodes],
    );
    for (const { insttCode, months, ...r } of rows) {
      const list = map.get(insttCode) ?? [];
      list.push({ ...r, lastMonth: couponLastMonth(r.appliedMonth, months) });
      map.set(insttCode, list);
    }
    return map;
  }

  private toDto(r: SubscriptionRow, coupons: CouponUseDto[]): SubscriptionDto {
    return {
      insttCode: r.insttCode,
      insttNm: r.insttNm,
      planCode: r.planCode,
      planName: r.planNm ?? r.planCode,
      planNm: r.planNm ?? r.planCode,
      addonCodes: r.addonCodes,
      beginDe: r.beginDe,
      billDay: r.billDay,
      sttus: r.sttus,
      pending:
        r.pendingMonth && r.pendingPlanCode
          ? {
              planCode: r.pendingPlanCode,
              addonCodes: r.pendingAddonCodes ?? [],
              effectiveMonth: r.pendingMonth,
            }
          : null,
      coupons,
      insttSttusCode: r.insttSttusCode,
      endDe: r.endDe,
      cancelReqstDt: r.cancelReqstDt ? r.cancelReqstDt.toISOString() : null,
      dataDeletionDe: r.endDe ? dataDeletionDate(r.endDe) : null,
    };
  }
}
