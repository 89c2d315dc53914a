import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  MemberRemovalHandlers,
  type MemberRemoval,
  type MemberRemovalHandler,
} from '../constituents/member-removal.registry';
import { InstitutionContentCounters } from '../institutions/institution-content-counters';
import {
  InstitutionWithdrawalHooks,
  type InstitutionWithdrawal,
} from '../institutions/institution-withdrawal-hooks';
import {
  COUNT_INSTT_APPS_SQL,
  MOVE_MEMBER_APPS_SQL,
  TRANSFER_APP_SHARES_SQL,
  TRANSFER_APPS_SQL,
} from './webapps.queries';

/**
 * Themed apps in the life of members and institutions (the rule of web maps):
 * - appCnt of GET /instt/{insttCode}/contents/count counts the institution's apps;
 * - a member removed from an institution leaves their apps there: ownership (and the owner of
 *   their share entries) passes to the institution's master; without a master they stay as they are;
 * - a withdrawing institution's members keep their own apps: the apps move with them to openBiz.
 */
@Injectable()
export class WebappLifecycle implements MemberRemovalHandler, OnModuleInit {
  readonly name = 'webapps';

  constructor(
    private readonly removals: MemberRemovalHandlers,
    private readonly counters: InstitutionContentCounters,
    private readonly withdrawals: InstitutionWithdrawalHooks,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  onModuleInit(): void {
    this.removals.register(this);
    this.counters.register('appCnt', async (insttCode) => {
      const rows: Array<{ n: number }> = await this.db.query(COUNT_INSTT_APPS_SQL, [insttCode]);
      return rows[0]?.n ?? 0;
    });
    this.withdrawals.register('webapps', (tx, withdrawal) => this.withdraw(tx, withdrawal));
  }

  async handle({ insttCode, userId, successorId, tx }: MemberRemoval): Promise<void> {
    if (!successorId) return;
    await tx.query(TRANSFER_APP_SHARES_SQL, [insttCode, userId, successorId]);
    await tx.query(TRANSFER_APPS_SQL, [insttCode, userId, successorId]);
  }

  private async withdraw(
    tx: EntityManager,
    { insttCode, toInsttCode, userIds }: InstitutionWithdrawal,
  ): Promise<void> {
    if (userIds.length) await tx.query(MOVE_MEMBER_APPS_SQL, [insttCode, toInsttCode, userIds]);
  }
}
