import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MemberRemovalHandlers } from '../constituents';
import { InstitutionContentCounters, type ContentCountName } from './institution-content-counters';
import { InstitutionWithdrawalHooks } from './institution-withdrawal-hooks';

/** The statements of one kind of member-owned content (web maps, themed apps). */
export interface OwnedContentStatements {
  /** $1 insttCode → one row { n }. */
  count: string;
  /** $1 insttCode, $2 leaving userId, $3 successor: the owner of their share entries. */
  transferShares: string;
  /** $1 insttCode, $2 leaving userId, $3 successor: the contents themselves. */
  transfer: string;
  /** $1 insttCode, $2 target insttCode, $3 member ids: contents moving with their owners. */
  moveWithMembers: string;
}

export interface OwnedContentKind {
  /** Handler name in the member-removal and withdrawal registries (e.g. 'webmaps'). */
  name: string;
  counter: ContentCountName;
  sql: OwnedContentStatements;
}

/**
 * One rule for member-owned contents in the life of members and institutions:
 * - the institution's contents count (e.g. mapCnt of GET /instt/{insttCode}/contents/count);
 * - a member removed from an institution leaves their contents there: ownership (and the owner of
 *   their share entries) passes to the institution's master; without a master they stay as they are;
 * - a withdrawing institution's members keep their own contents: they move with them to openBiz.
 * Features call `register` once from their onModuleInit.
 */
@Injectable()
export class OwnedContentLifecycle {
  constructor(
    private readonly removals: MemberRemovalHandlers,
    private readonly counters: InstitutionContentCounters,
    private readonly withdrawals: InstitutionWithdrawalHooks,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  register({ name, counter, sql }: OwnedContentKind): void {
    this.counters.register(counter, async (insttCode) => {
      const rows: Array<{ n: number }> = await this.db.query(sql.count, [insttCode]);
      return rows[0]?.n ?? 0;
    });
    this.removals.register({
      name,
      handle: async ({ insttCode, userId, successorId, tx }) => {
        if (!successorId) return;
        await tx.query(sql.transferShares, [insttCode, userId, successorId]);
        await tx.query(sql.transfer, [insttCode, userId, successorId]);
      },
    });
    this.withdrawals.register(name, async (tx, { insttCode, toInsttCode, userIds }) => {
      if (userIds.length) await tx.query(sql.moveWithMembers, [insttCode, toInsttCode, userIds]);
    });
  }
}
