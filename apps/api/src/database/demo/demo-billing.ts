import {
  addDaysToDate,
  billingMonthOf,
  firstDayOf,
  previousMonth,
  seoulDate,
} from '@nuri/domain';
import { ClaimsService, SettlementsService, UsageMeter } from '../../modules/billing';
import type { DemoContext } from './demo-context';
import { DEMO_INSTT } from './demo-data';

/** The demo seed's billing step (see DemoSeeder). */
export class DemoBilling {
  constructor(private readonly ctx: DemoContext) {}

  /**
   * Billing screens with something to show: the subscription (with the lucky-map add-on) began
   * three months ago, daily usage and accruals since two months ago, last-but-one month's claim
   * paid and last month's issued. Skipped once the institution has a claim.
   */
  async billing(): Promise<void> {
    const insttCode = DEMO_INSTT.insttCode;
    if (await this.ctx.findOne(`SELECT 1 AS found FROM claim WHERE instt_code = $1 LIMIT 1`, [insttCode])) return;
    const now = new Date();
    const month = billingMonthOf(now);
    const last = previousMonth(month);
    const before = previousMonth(last);
    await this.ctx.db.query(
      `UPDATE subscription SET begin_de = $2::date, addon_codes = '{LUCKY_MAP}', bill_day = 28 WHERE instt_code = $1`,
      [insttCode, firstDayOf(previousMonth(before))],
    );
    const usage = await this.ctx.get(UsageMeter).measure(insttCode);
    const claims = this.ctx.get(ClaimsService);
    const yesterday = addDaysToDate(seoulDate(now), -1);
    for (let day = firstDayOf(before), i = 0; day <= yesterday; day = addDaysToDate(day, 1), i++) {
      // Real measure, with a little movement so the charts have a shape.
      const userCnt = usage.userCnt + (i % 10 < 3 ? 2 : 0);
      const volumeBytes = usage.volumeBytes + (i % 7) * 1024 * 1024;
      await this.ctx.db.query(
        `INSERT INTO usage_daily (instt_code, use_de, user_cnt, volume_bytes, measured_dt) VALUES ($1, $2::date, $3, $4, now())
         ON CONFLICT (instt_code, use_de) DO NOTHING`,
        [insttCode, day, userCnt, volumeBytes],
      );
      const accrual = await claims.compute(insttCode, day.slice(0, 7), this.ctx.db.manager, day);
      await this.ctx.db.query(
        `INSERT INTO billing_accrual_daily (instt_code, accrual_de, supply_amount, total_amount) VALUES ($1, $2::date, $3, $4)
         ON CONFLICT (instt_code, accrual_de) DO NOTHING`,
        [insttCode, day, accrual.supplyAmount, accrual.totalAmount],
      );
    }
    const paidId = await claims.generate(insttCode, before);
    await claims.generate(insttCode, last);
    if (paidId !== null) {
      const paid = await claims.get(paidId);
      await this.ctx.get(SettlementsService).create(this.ctx.provider, {
        claimId: paidId,
        method: 'TRANSFER',
        amount: paid.totalAmount,
        paidDe: paid.dueDe < seoulDate(now) ? paid.dueDe : seoulDate(now),
        reference: '데모 입금',
      });
    }
  }
}
