import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { addDaysToDate, billingMonthOf, DEFAULT_INSTT_CODE, previousMonth, seoulDate } from '@nuri/domain';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock/clock.service';
import { AppConfig } from '../../config/app-config';
import { QUEUES, JOBS, sendBillJobId } from '../../jobs/queues';
import { BillingService } from './billing.service';
import { ClaimsService } from './claims.service';
import type { BillingRunItemDto, BillingRunReportDto } from './dto/billing.dto';
import { InsttStatusService } from './instt-status.service';
import { UsageMeter } from './usage-meter';

/**
 * The daily billing run (queue 'billing', job 'billing:daily', 00:30 Asia/Seoul). For the
 * clock's day D and every institution, each in its own try/catch and recorded in
 * billing_job_run (run_key daily:D:insttCode) so one failure never stops the others:
 *   1 usage snapshot of D−1 (the day just ended)   2 accrual: month-to-date charge of D−1
 *   3 from the 1st: last month's claim if missing (exactly once; a cancelled subscription is
 *     claimed through its end month only)   4 apply a plan change due, end a cancelled subscription
 *   5 the bill mail job (send-bill-<claimId>)   6 overdue check (BILLING / PAUSED).
 * Every step is idempotent: a retry, a second worker or a restart after a crash repeats
 * nothing and duplicates nothing.
 */
@Injectable()
export class BillingDailyService {
  private readonly logger = new Logger(BillingDailyService.name);
  /** Claims created by this process (the BILLING_CRASH_AFTER test hook counts them). */
  private claimsCreated = 0;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly billing: BillingService,
    private readonly claims: ClaimsService,
    private readonly meter: UsageMeter,
    private readonly status: InsttStatusService,
    @InjectQueue(QUEUES.billing) private readonly queue: Queue,
  ) {}

  /** Runs the day for every institution, or (development tools: tests) only for the ones listed. */
  async runDaily(only?: string[]): Promise<BillingRunReportDto> {
    const now = await this.clock.now();
    const today = seoulDate(now);
    const day = addDaysToDate(today, -1);
    await this.billing.ensureAll();
    const institutions = await this.db.query<{ insttCode: string }[]>(
      `SELECT instt_code AS "insttCode" FROM instt WHERE delete_at = 'N' AND ($1::text[] IS NULL OR instt_code = ANY($1::text[])) ORDER BY instt_code`,
      [only?.length ? only : null],
    );
    const items: BillingRunItemDto[] = [];
    for (const { insttCode } of institutions) {
      let claimId: number | null = null;
      try {
        claimId = await this.runOne(insttCode, today, day, now);
        items.push({ insttCode, status: 'OK', claimId, error: null });
        await this.record(today, insttCode, 'OK', claimId, null);
      } catch (e) {
        const error = e instanceof Error ? e.message : String(e);
        this.logger.error(`billing run ${today} failed for ${insttCode}: ${error}`);
        items.push({ insttCode, status: 'FAILED', claimId, error });
        await this.record(today, insttCode, 'FAILED', claimId, error).catch(() => undefined);
      }
    }
    return { runDe: today, items };
  }

  private async runOne(insttCode: string, today: string, day: string, now: Date): Promise<number | null> {
    if (this.config.devTools && this.config.values.BILLING_FAIL_INSTT === insttCode) {
      throw new Error(`BILLING_FAIL_INSTT: the step of ${insttCode} fails on purpose`);
    }
    // 1 snapshot of the day just ended (a re-run overwrites it).
    const usage = await this.meter.measure(insttCode);
    await this.db.query(
      `INSERT INTO usage_daily (instt_code, use_de, user_cnt, volume_bytes, measured_dt) VALUES ($1, $2::date, $3, $4, $5)
       ON CONFLICT (instt_code, use_de) DO UPDATE SET user_cnt = EXCLUDED.user_cnt, volume_bytes = EXCLUDED.volume_bytes, measured_dt = EXCLUDED.measured_dt`,
      [insttCode, day, usage.userCnt, usage.volumeBytes, now],
    );
    const isBilled = insttCode !== DEFAULT_INSTT_CODE;
    // 2 accrual: what the month of that day would cost so far (the start month is free).
    if (isBilled && (await this.claims.isBillable(insttCode, day.slice(0, 7)))) {
      const accrual = await this.claims.compute(insttCode, day.slice(0, 7), this.db.manager, day);
      await this.db.query(
        `INSERT INTO billing_accrual_daily (instt_code, accrual_de, supply_amount, total_amount) VALUES ($1, $2::date, $3, $4)
         ON CONFLICT (instt_code, accrual_de) DO UPDATE SET supply_amount = EXCLUDED.supply_amount, total_amount = EXCLUDED.total_amount`,
        [insttCode, day, accrual.supplyAmount, accrual.totalAmount],
      );
    }
    // 3 last month's claim, once.
    const month = billingMonthOf(now);
    const last = previousMonth(month);
    let created: number | null = null;
    if (isBilled && (await this.claims.isBillable(insttCode, last))) {
      created = await this.claims.generate(insttCode, last);
      if (created !== null) this.afterClaimCreated();
    }
    // 4 a plan change due this month becomes current (after last month was billed with the old one);
    //   a cancelled subscription whose last day has passed becomes CANCELLED (unsubscribe).
    await this.billing.applyDuePending(insttCode, month);
    await this.billing.endDue(insttCode, now);
    // 5 the bill mail of last month's claim, if not mailed yet.
    const [unsent] = await this.db.query<{ claimId: number }[]>(
      `SELECT claim_id AS "claimId" FROM claim WHERE instt_code = $1 AND claim_month = $2 AND sent_dt IS NULL`,
      [insttCode, last],
    );
    if (unsent)
      await this.queue.add(
        JOBS.billing.sendBill,
        { claimId: unsent.claimId },
        { jobId: sendBillJobId(unsent.claimId) },
      );
    // 6 overdue check.
    await this.status.refresh(insttCode, today, 'escalate');
    return created;
  }

  private afterClaimCreated(): void {
    this.claimsCreated += 1;
    const crashAfter = this.config.values.BILLING_CRASH_AFTER;
    if (this.config.devTools && crashAfter && this.claimsCreated >= crashAfter) {
      this.logger.warn(`BILLING_CRASH_AFTER=${crashAfter}: exiting on purpose`);
      process.exit(1);
    }
  }

  private async record(
    runDe: string,
    insttCode: string,
    status: 'OK' | 'FAILED',
    claimId: number | null,
    error: string | null,
  ): Promise<void> {
    await this.db.query(
      `INSERT INTO billing_job_run (run_key, run_de, instt_code, status, claim_id, error) VALUES ($1, $2::date, $3, $4, $5, $6)
       ON CONFLICT (run_key) DO UPDATE SET status = EXCLUDED.status, claim_id = coalesce(EXCLUDED.claim_id, billing_job_run.claim_id),
              error = EXCLUDED.error, attempt_cnt = billing_job_run.attempt_cnt + 1, updt_dt = now()`,
      [`daily:${runDe}:${insttCode}`, runDe, insttCode, status, claimId, error?.slice(0, 2000) ?? null],
    );
  }
}
