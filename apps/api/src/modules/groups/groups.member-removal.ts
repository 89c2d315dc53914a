import { Injectable, OnModuleInit } from '@nestjs/common';
import type { Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock.service';
import { MemberRemovalHandlers, type MemberRemoval, type MemberRemovalHandler } from '../constituents';
import { UserGroup } from './entities/user-group.entity';
import { DELETE_MEMBERSHIPS_IN_INSTT_SQL } from './groups.queries';

const GROUP_NM_MAX_LENGTH = 100;

/**
 * What a member's removal from an institution does to groups: their memberships in the
 * institution's groups end, and the groups they owned (share targets of the institution's
 * contents) pass to the institution's master, renamed "name (former owner id)" when the master
 * already has a group of that name. Without a master the groups are deleted.
 */
@Injectable()
export class GroupsMemberRemoval implements MemberRemovalHandler, OnModuleInit {
  readonly name = 'groups';

  constructor(
    private readonly registry: MemberRemovalHandlers,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async handle({ insttCode, userId, successorId, tx }: MemberRemoval): Promise<void> {
    await tx.query(DELETE_MEMBERSHIPS_IN_INSTT_SQL, [insttCode, userId]);
    const repo = tx.getRepository(UserGroup);
    if (!successorId) {
      await repo.delete({ insttCode, ownerId: userId });
      return;
    }
    const now = await this.clock.now();
    for (const group of await repo.findBy({ insttCode, ownerId: userId })) {
      const groupNm = await this.freeName(repo, successorId, group.groupNm, userId);
      await repo.update({ groupSn: group.groupSn }, { ownerId: successorId, groupNm, updtDt: now });
    }
  }

  private async freeName(repo: Repository<UserGroup>, ownerId: string, groupNm: string, formerOwnerId: string): Promise<string> {
    for (let n = 0; ; n += 1) {
      const suffix = n === 0 ? '' : n === 1 ? ` (${formerOwnerId})` : ` (${formerOwnerId} ${n})`;
      const candidate = `${groupNm.slice(0, GROUP_NM_MAX_LENGTH - suffix.length)}${suffix}`;
      const taken = await repo
        .createQueryBuilder('g')
        .where('g.ownerId = :ownerId', { ownerId })
        .andWhere('lower(g.groupNm) = lower(:candidate)', { candidate })
        .getExists();
      if (!taken) return candidate;
    }
  }
}
