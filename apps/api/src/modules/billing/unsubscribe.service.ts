import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  dataDeletionDate,
  DEFAULT_INSTT_CODE,
  seoulDate,
  subscriptionEndDate,
  USER_SE_CODES,
} from '@nuri/domain';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock/clock.service';
import { DomainError } from '../../common/errors/domain-error';
import { BillingService } from './billing.service';
import type { SubscriptionDto } from './dto/billing.dto';

interface EndRow {
  sttus: string;
  endDe: string | null;
}

/**
 * Unsubscribe (docs/billing.md "Unsubscribe"): the subscription ends on the last day of the
 * current billing month; until that day the cancellation can be undone. The daily job and every
 * read make it CANCELLED the day after; claims stop after the end month.
 */
@Injectable()
export class UnsubscribeService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly billing: BillingService,
  ) {}

  /** Schedules the end (409 when already scheduled or ended; openBiz 422). */
  async schedule(caller: AuthUser, insttCode: string): Promise<SubscriptionDto> {
    if (insttCode === DEFAULT_INSTT_CODE) throw new DomainError('RULE_VIOLATION', 'instt.defaultNotAllowed');
    await this.billing.ensure(insttCode);
    const now = await this.clock.now();
    await this.db.transaction(async (tx) => {
      await this.billing.endDue(insttCode, now, tx);
      const row = await this.lock(tx, insttCode);
      if (row.endDe) this.refuseEnded(row, now);
      if (row.endDe) throw new DomainError('CONFLICT', 'unsubscribe.alreadyScheduled', { endDe: row.endDe });
      if (row.sttus !== 'ACTIVE') throw new DomainError('CONFLICT', 'billing.notBilled');
      // A pending plan change would only take effect after the end: it is dropped.
      await tx.query(
        `UPDATE subscription
            SET end_de = $2::date, cancel_reqst_dt = $3, cancel_reqst_id = $4,
                pending_plan_code = NULL, pending_addon_codes = NULL, pending_month = NULL, updt_dt = now()
          WHERE instt_code = $1`,
        [insttCode, subscriptionEndDate(now), now, caller.userId],
      );
    });
    return this.billing.subscription(insttCode);
  }

  /**
   * Undoes a scheduled end until its last day (409 when none is scheduled, or it has ended). After
   * the end, provider admins may still restore the subscription while the data is kept.
   */
  async undo(caller: AuthUser, insttCode: string): Promise<SubscriptionDto> {
    await this.billing.ensure(insttCode);
    const now = await this.clock.now();
    await this.db.transaction(async (tx) => {
      await this.billing.endDue(insttCode, now, tx);
      const row = await this.lock(tx, insttCode);
      if (!row.endDe) throw new DomainError('CONFLICT', 'unsubscribe.notScheduled');
      if (caller.userSeCode !== USER_SE_CODES.PROVIDER_ADMIN) this.refuseEnded(row, now);
      await tx.query(
        `UPDATE subscription
            SET sttus = 'ACTIVE', end_de = NULL, cancel_reqst_dt = NULL, cancel_reqst_id = NULL, updt_dt = now()
          WHERE instt_code = $1`,
        [insttCode],
      );
    });
    return this.billing.subscription(insttCode);
  }

  private async lock(tx: EntityManager, insttCode: string): Promise<EndRow> {
    const [row] = await tx.query<EndRow[]>(
      `SELECT sttus, to_char(end_de, 'YYYY-MM-DD') AS "endDe" FROM subscription WHERE instt_code = $1 FOR UPDATE`,
      [insttCode],
    );
    if (!row) throw new DomainError('NOT_FOUND', 'billing.subscriptionNotFound');
    return row;
  }

  private refuseEnded(row: EndRow, now: Date): void {
    if (row.endDe && seoulDate(now) > row.endDe) {
      throw new DomainError('CONFLICT', 'unsubscribe.ended', {
        endDe: row.endDe,
        deletionDe: dataDeletionDate(row.endDe),
      });
    }
  }
}
