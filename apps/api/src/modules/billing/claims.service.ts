import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  billingMonthOf,
  claimDueDate,
  claimIssueDate,
  computeClaim,
  DEFAULT_INSTT_CODE,
  firstDayOf,
  isMonthBeforeEnd,
  isMonthBillable,
  lastDayOf,
  seoulDate,
  type ClaimAmounts,
  type ClaimStatus,
  type DiscountRule,
} from '@nuri/domain';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../common/clock/clock.service';
import { DomainError } from '../../common/errors/domain-error';
import { offsetOf, toPaged, type Paged } from '../../common/paging/paged';
import { BillingService } from './billing.service';
import type {
  ClaimDto,
  ClaimLineDto,
  ClaimPreviewDto,
  ClaimRunDto,
  ClaimRunResultDto,
} from './dto/billing.dto';
import { UsageMeter } from './usage-meter';
import { CLAIM_COLUMNS, CLAIM_FROM, CLAIM_WHERE } from './billing.queries';

interface ClaimRow {
  claimId: number;
  insttCode: string;
  insttNm: string;
  claimMonth: string;
  planCode: string;
  planNm: string | null;
  supplyAmount: number;
  vat: number;
  totalAmount: number;
  paidAmount: number;
  sttus: ClaimStatus;
  issueDe: string;
  dueDe: string;
  sentDt: Date | null;
}

export interface ClaimComputation extends ClaimAmounts {
  insttCode: string;
  claimMonth: string;
  planCode: string;
}

export interface ClaimFilter {
  insttCode?: string;
  claimMonth?: string;
  sttus?: ClaimStatus;
  pageIndex: number;
  pageSize: number;
  direction?: 'ASC' | 'DESC';
}

/** Won for people: 198,000원. */
export const won = (n: number): string => `${n.toLocaleString('ko-KR')}원`;

/** Monthly claims: the formula on a month's usage, generation exactly once, manual runs, lists. */
@Injectable()
export class ClaimsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly billing: BillingService,
    private readonly meter: UsageMeter,
  ) {}

  /**
   * The claim of `month` for an institution: plan and add-ons in force in that month, the
   * month's peak daily members and volume (through `throughDe` when given; the live measure when
   * the month has no snapshot), provider discounts and coupons valid in the month.
   */
  async compute(
    insttCode: string,
    month: string,
    manager: EntityManager = this.db.manager,
    throughDe?: string,
  ): Promise<ClaimComputation> {
    const [sub] = await manager.query<{ planCode: string; addonCodes: string[] }[]>(
      `SELECT CASE WHEN prev_until_month IS NOT NULL AND $2 <= prev_until_month THEN prev_plan_code
                   WHEN pending_month IS NOT NULL AND pending_month <= $2 THEN pending_plan_code
                   ELSE plan_code END AS "planCode",
              CASE WHEN prev_until_month IS NOT NULL AND $2 <= prev_until_month THEN coalesce(prev_addon_codes, '{}')
                   WHEN pending_month IS NOT NULL AND pending_month <= $2 THEN coalesce(pending_addon_codes, '{}')
                   ELSE addon_codes END AS "addonCodes"
         FROM subscription WHERE instt_code = $1`,
      [insttCode, month],
    );
    if (!sub) throw new DomainError('NOT_FOUND', 'billing.subscriptionNotFound');
    const plan = await this.billing.planFees(sub.planCode, manager);
    const addons = await this.billing.addonFees(sub.addonCodes, manager);
    const last = throughDe && throughDe < lastDayOf(month) ? throughDe : lastDayOf(month);
    const [peak] = await manager.query<{ users: number | null; bytes: number | null }[]>(
      `SELECT max(user_cnt)::int AS users, max(volume_bytes)::float8 AS bytes
         FROM usage_daily WHERE instt_code = $1 AND use_de BETWEEN $2::date AND $3::date`,
      [insttCode, firstDayOf(month), last],
    );
    let peakUsers = peak.users;
    let peakBytes = peak.bytes;
    if (peakUsers === null || peakBytes === null) {
      const live = await this.meter.measure(insttCode, manager);
      peakUsers = live.userCnt;
      peakBytes = live.volumeBytes;
    }
    const discountRows = await manager.query<
      { targetSe: string; dscntSe: 'PERCENT' | 'AMOUNT'; dscntValue: number; memo: string | null }[]
    >(
      `SELECT target_se AS "targetSe", dscnt_se AS "dscntSe", dscnt_value AS "dscntValue", memo
         FROM dscnt
        WHERE ((target_se = 'INSTT' AND target_code = $1) OR (target_se = 'PLAN' AND target_code = $2))
          AND begin_month <= $3 AND (end_month IS NULL OR end_month >= $3)
        ORDER BY dscnt_id`,
      [insttCode, plan.planCode, month],
    );
    const discounts: DiscountRule[] = discountRows.map((d) => {
      const value = d.dscntSe === 'PERCENT' ? `${d.dscntValue}%` : won(d.dscntValue);
      const ko = d.targetSe === 'INSTT' ? '기관 할인' : '요금제 할인';
      const en = d.targetSe === 'INSTT' ? 'Institution discount' : 'Plan discount';
      return {
        dscntSe: d.dscntSe,
        dscntValue: d.dscntValue,
        label: `${ko} ${value}`,
        labelEn: `${en} ${value.replace('원', ' KRW')}`,
      };
    });
    const couponRows = await manager.query<
      { couponCode: string; couponNm: string; dscntSe: 'PERCENT' | 'AMOUNT'; dscntValue: number }[]
    >(
      `SELECT c.coupon_code AS "couponCode", c.coupon_nm AS "couponNm", c.dscnt_se AS "dscntSe", c.dscnt_value AS "dscntValue"
         FROM coupon_use u JOIN coupon c ON c.coupon_code = u.coupon_code
        WHERE u.instt_code = $1 AND u.applied_month <= $2
          AND to_char(to_date(u.applied_month, 'YYYY-MM') + make_interval(months => c.months - 1), 'YYYY-MM') >= $2
        ORDER BY u.use_dt, c.coupon_code`,
      [insttCode, month],
    );
    const coupons: DiscountRule[] = couponRows.map((c) => ({
      dscntSe: c.dscntSe,
      dscntValue: c.dscntValue,
      label: `쿠폰 ${c.couponNm} (${c.couponCode})`,
      labelEn: `Coupon ${c.couponNm} (${c.couponCode})`,
    }));
    const amounts = computeClaim({ plan, peakUsers, peakBytes, addons, discounts, coupons });
    return { insttCode, claimMonth: month, planCode: plan.planCode, ...amounts };
  }

  /**
   * Whether an institution is billed for a month (openBiz never; the start month never; a
   * cancelled subscription up to the month of its last day only).
   */
  async isBillable(
    insttCode: string,
    month: string,
    manager: EntityManager = this.db.manager,
  ): Promise<boolean> {
    if (insttCode === DEFAULT_INSTT_CODE) return false;
    const [sub] = await manager.query<{ beginDe: string; sttus: string; endDe: string | null }[]>(
      `SELECT to_char(begin_de, 'YYYY-MM-DD') AS "beginDe", sttus, to_char(end_de, 'YYYY-MM-DD') AS "endDe"
         FROM subscription WHERE instt_code = $1`,
      [insttCode],
    );
    // CANCELLED without an end day: never billed; with one: billed through the end month.
    const running = !!sub && (sub.sttus === 'ACTIVE' || sub.endDe !== null);
    return running && isMonthBillable(sub.beginDe, month) && isMonthBeforeEnd(sub.endDe, month);
  }

  /**
   * Creates month's claim unless it exists: claim and lines in one transaction, the insert
   * guarded by UNIQUE (instt_code, claim_month) … ON CONFLICT DO NOTHING, so a retry, a second
   * worker or a restart after a crash never makes a second claim. Answers the new claim id, or
   * null when it already existed.
   */
  async generate(insttCode: string, month: string, billDay?: number): Promise<number | null> {
    return this.db.transaction(async (m) => {
      const computed = await this.compute(insttCode, month, m);
      const day = billDay ?? (await this.billDayOf(insttCode, m));
      const [row] = await m.query<{ claimId: number }[]>(
        `INSERT INTO claim (instt_code, claim_month, plan_code, supply_amount, vat, total_amount, issue_de, due_de)
         VALUES ($1, $2, $3, $4, $5, $6, $7::date, $8::date)
         ON CONFLICT (instt_code, claim_month) DO NOTHING
         RETURNING claim_id AS "claimId"`,
        [
          insttCode,
          month,
          computed.planCode,
          computed.supplyAmount,
          computed.vat,
          computed.totalAmount,
          claimIssueDate(month),
          claimDueDate(month, day),
        ],
      );
      if (!row) return null;
      await this.insertLines(m, row.claimId, computed);
      return row.claimId;
    });
  }

  private async billDayOf(insttCode: string, m: EntityManager): Promise<number> {
    const [sub] = await m.query<{ billDay: number }[]>(
      `SELECT bill_day::int AS "billDay" FROM subscription WHERE instt_code = $1`,
      [insttCode],
    );
    return sub?.billDay ?? 25;
  }

  private async insertLines(m: EntityManager, claimId: number, computed: ClaimAmounts): Promise<void> {
    let ordr = 0;
    for (const l of computed.lines) {
      ordr += 1;
      await m.query(
        `INSERT INTO claim_line (claim_id, line_ordr, line_se, label, label_en, quantity, unit_price, amount)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [claimId, ordr, l.lineSe, l.label, l.labelEn, l.quantity, l.unitPrice, l.amount],
      );
    }
  }

  /** POST /super-admin/claims/run: a past month's claim computed (dry run) or (re)generated. */
  async runManual(dto: ClaimRunDto): Promise<ClaimRunResultDto> {
    await this.billing.ensure(dto.insttCode);
    const current = billingMonthOf(await this.clock.now());
    if (dto.claimMonth >= current) throw new DomainError('RULE_VIOLATION', 'billing.monthNotClosed');
    if (!(await this.isBillable(dto.insttCode, dto.claimMonth)))
      throw new DomainError('RULE_VIOLATION', 'billing.monthNotBillable');
    if (dto.dryRun) {
      return {
        dryRun: true,
        claim: null,
        preview: this.toPreview(await this.compute(dto.insttCode, dto.claimMonth)),
      };
    }
    const claimId = await this.db.transaction(async (m) => {
      const [existing] = await m.query<{ claimId: number; paid: number }[]>(
        `SELECT claim_id AS "claimId", paid_amount::float8 AS paid FROM claim WHERE instt_code = $1 AND claim_month = $2 FOR UPDATE`,
        [dto.insttCode, dto.claimMonth],
      );
      const computed = await this.compute(dto.insttCode, dto.claimMonth, m);
      const day = await this.billDayOf(dto.insttCode, m);
      if (!existing) {
        const [row] = await m.query<{ claimId: number }[]>(
          `INSERT INTO claim (instt_code, claim_month, plan_code, supply_amount, vat, total_amount, issue_de, due_de)
           VALUES ($1, $2, $3, $4, $5, $6, $7::date, $8::date)
           ON CONFLICT (instt_code, claim_month) DO NOTHING RETURNING claim_id AS "claimId"`,
          [
            dto.insttCode,
            dto.claimMonth,
            computed.planCode,
            computed.supplyAmount,
            computed.vat,
            computed.totalAmount,
            claimIssueDate(dto.claimMonth),
            claimDueDate(dto.claimMonth, day),
          ],
        );
        // The daily job made it between our look and our insert: let the caller try again.
        if (!row) throw new DomainError('CONFLICT', 'error.conflict');
        await this.insertLines(m, row.claimId, computed);
        return row.claimId;
      }
      const [{ cnt }] = await m.query<{ cnt: number }[]>(
        `SELECT count(*)::int AS cnt FROM settlement WHERE claim_id = $1`,
        [existing.claimId],
      );
      if (cnt > 0 || existing.paid > 0) throw new DomainError('CONFLICT', 'billing.claimHasSettlements');
      // Same claim id, new amounts and lines (the bill is mailed again when asked).
      await m.query(`DELETE FROM claim_line WHERE claim_id = $1`, [existing.claimId]);
      await m.query(
        `UPDATE claim SET plan_code = $2, supply_amount = $3, vat = $4, total_amount = $5, due_de = $6::date, sent_dt = NULL, updt_dt = now()
          WHERE claim_id = $1`,
        [
          existing.claimId,
          computed.planCode,
          computed.supplyAmount,
          computed.vat,
          computed.totalAmount,
          claimDueDate(dto.claimMonth, day),
        ],
      );
      await this.insertLines(m, existing.claimId, computed);
      return existing.claimId;
    });
    return { dryRun: false, claim: await this.get(claimId), preview: null };
  }

  /** The current month's claim as it stands (snapshots so far, else the live measure). */
  async expectCurrent(insttCode: string): Promise<ClaimPreviewDto> {
    await this.billing.ensure(insttCode);
    const now = await this.clock.now();
    return this.toPreview(
      await this.compute(insttCode, billingMonthOf(now), this.db.manager, seoulDate(now)),
    );
  }

  toPreview(c: ClaimComputation): ClaimPreviewDto {
    return {
      insttCode: c.insttCode,
      claimMonth: c.claimMonth,
      planCode: c.planCode,
      lines: c.lines,
      supplyAmount: c.supplyAmount,
      vat: c.vat,
      totalAmount: c.totalAmount,
    };
  }

  async today(): Promise<string> {
    return seoulDate(await this.clock.now());
  }

  async list(f: ClaimFilter): Promise<Paged<ClaimDto>> {
    const today = await this.today();
    const params = [today, f.claimMonth ?? null, f.insttCode ?? null, f.sttus ?? null];
    const dir = f.direction === 'ASC' ? 'ASC' : 'DESC';
    const rows = await this.db.query<ClaimRow[]>(
      `SELECT ${CLAIM_COLUMNS} ${CLAIM_FROM} ${CLAIM_WHERE}
        ORDER BY c.claim_month ${dir}, c.claim_id ${dir} LIMIT $5 OFFSET $6`,
      [...params, f.pageSize, offsetOf(f)],
    );
    const [{ total }] = await this.db.query<{ total: number }[]>(
      `SELECT count(*)::int AS total ${CLAIM_FROM} ${CLAIM_WHERE}`,
      params,
    );
    return toPaged(await this.withLines(rows), total, f);
  }

  async get(claimId: number, insttCode?: string): Promise<ClaimDto> {
    const rows = await this.db.query<ClaimRow[]>(
      `SELECT ${CLAIM_COLUMNS} ${CLAIM_FROM} WHERE c.claim_id = $2 AND ($3::text IS NULL OR c.instt_code = $3)`,
      [await this.today(), claimId, insttCode ?? null],
    );
    if (!rows.length) throw new DomainError('NOT_FOUND', 'billing.claimNotFound');
    return (await this.withLines(rows))[0];
  }

  private async withLines(rows: ClaimRow[]): Promise<ClaimDto[]> {
    if (!rows.length) return [];
    const lines = await this.db.query<(ClaimLineDto & { claimId: number })[]>(
      `SELECT claim_id AS "claimId", line_se AS "lineSe", label, label_en AS "labelEn", quantity,
              unit_price::float8 AS "unitPrice", amount::float8 AS amount
         FROM claim_line WHERE claim_id = ANY($1::int[]) ORDER BY claim_id, line_ordr`,
      [rows.map((r) => r.claimId)],
    );
    const byClaim = new Map<number, ClaimLineDto[]>();
    for (const { claimId, ...l } of lines) byClaim.set(claimId, [...(byClaim.get(claimId) ?? []), l]);
    return rows.map((r) => ({
      claimId: r.claimId,
      insttCode: r.insttCode,
      insttNm: r.insttNm,
      claimMonth: r.claimMonth,
      planCode: r.planCode,
      planName: r.planNm ?? r.planCode,
      planNm: r.planNm ?? r.planCode,
      lines: byClaim.get(r.claimId) ?? [],
      supplyAmount: r.supplyAmount,
      vat: r.vat,
      totalAmount: r.totalAmount,
      paidAmount: r.paidAmount,
      balance: Math.max(0, r.totalAmount - r.paidAmount),
      sttus: r.sttus,
      issueDe: r.issueDe,
      dueDe: r.dueDe,
      sentDt: r.sentDt ? new Date(r.sentDt).toISOString() : null,
    }));
  }
}
