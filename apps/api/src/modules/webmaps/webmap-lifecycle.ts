import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { MemberRemovalHandlers, type MemberRemoval, type MemberRemovalHandler } from '../constituents/member-removal.registry';
import { InstitutionContentCounters } from '../institutions/institution-content-counters';
import { InstitutionWithdrawalHooks, type InstitutionWithdrawal } from '../institutions/institution-withdrawal-hooks';
import {
  COUNT_INSTT_MAPS_SQL,
  MOVE_MEMBER_MAPS_SQL,
  TRANSFER_MAP_SHARES_SQL,
  TRANSFER_MAPS_SQL,
} from './webmaps.queries';

/**
 * Web maps in the life of members and institutions:
 * - mapCnt of GET /instt/{insttCode}/contents/count counts the institution's maps;
 * - a member removed from an institution leaves their maps there: ownership (and the owner of
 *   their share entries) passes to the institution's master; without a master they stay as they are;
 * - a withdrawing institution's members keep their own maps: the maps move with them to openBiz.
 */
@Injectable()
export class WebMapLifecycle implements MemberRemovalHandler, OnModuleInit {
  readonly name = 'webmaps';

  constructor(
    private readonly removals: MemberRemovalHandlers,
    private readonly counters: InstitutionContentCounters,
    private readonly withdrawals: InstitutionWithdrawalHooks,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  onModuleInit(): void {
    this.removals.register(this);
    this.counters.register('mapCnt', async (insttCode) => {
      const rows: Array<{ n: number }> = await this.db.query(COUNT_INSTT_MAPS_SQL, [insttCode]);
      return rows[0]?.n ?? 0;
    });
    this.withdrawals.register('webmaps', (tx, withdrawal) => this.withdraw(tx, withdrawal));
  }

  async handle({ insttCode, userId, successorId, tx }: MemberRemoval): Promise<void> {
    if (!successorId) return;
    await tx.query(TRANSFER_MAP_SHARES_SQL, [insttCode, userId, successorId]);
    await tx.query(TRANSFER_MAPS_SQL, [insttCode, userId, successorId]);
  }

  private async withdraw(tx: EntityManager, { insttCode, toInsttCode, userIds }: InstitutionWithdrawal): Promise<void> {
    if (userIds.length) await tx.query(MOVE_MEMBER_MAPS_SQL, [insttCode, toInsttCode, userIds]);
  }
}
