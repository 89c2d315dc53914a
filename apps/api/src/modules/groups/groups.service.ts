import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { Locale } from '@nuri/domain';
import { DataSource, EntityManager, QueryFailedError, Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock/clock.service';
import { DomainError } from '../../common/errors/domain-error';
import { offsetOf, resolveSort, toPaged, type Paged } from '../../common/paging/paged';
import { type MemberSeCode, levelName, MembershipService } from '../constituents';
import { containsPattern } from '../../common/db/search-text';
import type { User } from '../users';
import type { GroupCreateDto, GroupDetailDto, GroupQueryDto, GroupSummaryDto, GroupUpdateDto } from './dto/groups.dto';
import { UserGroup } from './entities/user-group.entity';
import { assertMayCreateGroup, assertMayListInstitutionGroups, assertMayManageGroup, mayManageGroup } from './group-policy';
import {
  ADD_MEMBERS_SQL,
  GROUP_MEMBERS_SQL,
  GROUP_OWNER_NM_SQL,
  GROUP_SORTS,
  groupCountSql,
  groupListParams,
  groupListSql,
  IS_GROUP_MEMBER_SQL,
  REMOVE_MEMBERS_SQL,
  type GroupListRow,
  type GroupListScope,
  type GroupMemberRow,
} from './groups.queries';

const isUniqueViolation = (e: unknown): boolean =>
  e instanceof QueryFailedError && (e.driverError as { code?: string } | undefined)?.code === '23505';

/** Groups: a member's named lists of fellow members of their institution (share targets). */
@Injectable()
export class GroupsService {
  constructor(
    private readonly membership: MembershipService,
    private readonly clock: Clock,
    @InjectRepository(UserGroup) private readonly groups: Repository<UserGroup>,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  /** Groups I own or belong to (relation narrows it), or (admins, with insttCode) every group of the institution. */
  async list(caller: AuthUser, q: GroupQueryDto): Promise<Paged<GroupSummaryDto>> {
    const actor = await this.membership.currentUser(caller.userId);
    const relation = q.relation ?? 'all';
    let scope: GroupListScope =
      relation === 'owned'
        ? { ownerId: actor.userId }
        : relation === 'member'
          ? { memberId: actor.userId }
          : { ownerOrMemberId: actor.userId };
    if (q.insttCode) {
      assertMayListInstitutionGroups(actor, q.insttCode);
      scope = { insttCode: q.insttCode };
    }
    const orderBy = resolveSort(q.sort, GROUP_SORTS, 'registDt');
    const params = groupListParams(scope, q.groupNm ? containsPattern(q.groupNm) : null);
    const rows: GroupListRow[] = await this.db.query(groupListSql(scope, orderBy, q.direction), [...params, q.pageSize, offsetOf(q)]);
    const [{ total }] = (await this.db.query(groupCountSql(scope), params)) as Array<{ total: number }>;
    return toPaged(rows.map(toSummary), total, q);
  }

  /** Creates a group owned by the caller, with optional initial members. */
  async create(caller: AuthUser, dto: GroupCreateDto, locale: Locale): Promise<GroupDetailDto> {
    const actor = await this.membership.currentUser(caller.userId);
    assertMayCreateGroup(actor);
    const groupSn = await this.write(async (tx) => {
      await this.assertNameFree(tx, actor.userId, dto.groupNm);
      const now = await this.clock.now();
      const repo = tx.getRepository(UserGroup);
      const group = await repo.save(
        repo.create({
          insttCode: actor.insttCode,
          ownerId: actor.userId,
          groupNm: dto.groupNm,
          groupDc: dto.groupDc || null,
          registDt: now,
          updtDt: now,
        }),
      );
      await this.addMembersTx(tx, group, dto.userIdList ?? [], now);
      return group.groupSn;
    });
    return this.detailOf(groupSn, locale);
  }

  /** A group with its members: for its owner, members, institution admins and provider admins. */
  async detail(caller: AuthUser, groupSn: number, locale: Locale): Promise<GroupDetailDto> {
    const actor = await this.membership.currentUser(caller.userId);
    const group = await this.requireGroup(groupSn);
    if (!mayManageGroup(actor, group) && !(await this.isOwnerOrMember(actor, group)))
      throw new DomainError('FORBIDDEN', 'error.noPermission');
    return this.detailOf(groupSn, locale);
  }

  /** Renames a group or changes its description. */
  async update(caller: AuthUser, groupSn: number, dto: GroupUpdateDto, locale: Locale): Promise<GroupDetailDto> {
    const group = await this.manageable(caller, groupSn);
    const patch: Partial<UserGroup> = {};
    if (dto.groupNm !== undefined && dto.groupNm !== group.groupNm) {
      patch.groupNm = dto.groupNm;
    }
    if (dto.groupDc !== undefined) patch.groupDc = dto.groupDc;
    await this.write(async (tx) => {
      if (patch.groupNm) await this.assertNameFree(tx, group.ownerId, patch.groupNm, groupSn);
      await tx.getRepository(UserGroup).update({ groupSn }, { ...patch, updtDt: await this.clock.now() });
    });
    return this.detailOf(groupSn, locale);
  }

  /** Deletes a group and its memberships. */
  async remove(caller: AuthUser, groupSn: number): Promise<void> {
    await this.manageable(caller, groupSn);
    await this.groups.delete({ groupSn });
  }

  /** Adds members (active members of the group's institution; those already in are kept). */
  async addMembers(caller: AuthUser, groupSn: number, userIdList: string[], locale: Locale): Promise<GroupDetailDto> {
    const group = await this.manageable(caller, groupSn);
    await this.db.transaction(async (tx) => {
      const now = await this.clock.now();
      await this.addMembersTx(tx, group, userIdList, now);
      await tx.getRepository(UserGroup).update({ groupSn }, { updtDt: now });
    });
    return this.detailOf(groupSn, locale);
  }

  /** Removes members (ids not in the group are ignored). */
  async removeMembers(caller: AuthUser, groupSn: number, userIdList: string[], locale: Locale): Promise<GroupDetailDto> {
    await this.manageable(caller, groupSn);
    await this.db.transaction(async (tx) => {
      await tx.query(REMOVE_MEMBERS_SQL, [groupSn, [...new Set(userIdList)]]);
      await tx.getRepository(UserGroup).update({ groupSn }, { updtDt: await this.clock.now() });
    });
    return this.detailOf(groupSn, locale);
  }

  /** Leaves a group I belong to (its owner cannot leave: 422, delete it instead; not a member: 404). */
  async leave(caller: AuthUser, groupSn: number): Promise<void> {
    const actor = await this.membership.currentUser(caller.userId);
    const group = await this.requireGroup(groupSn);
    if (group.ownerId === actor.userId) throw new DomainError('RULE_VIOLATION', 'group.ownerCannotLeave');
    await this.db.transaction(async (tx) => {
      const member = (await tx.query(`${IS_GROUP_MEMBER_SQL} FOR UPDATE`, [groupSn, actor.userId])) as unknown[];
      if (!member.length) throw new DomainError('NOT_FOUND', 'group.notMember');
      await tx.query(REMOVE_MEMBERS_SQL, [groupSn, [actor.userId]]);
      await tx.getRepository(UserGroup).update({ groupSn }, { updtDt: await this.clock.now() });
    });
  }

  private async manageable(caller: AuthUser, groupSn: number): Promise<UserGroup> {
    const actor = await this.membership.currentUser(caller.userId);
    const group = await this.requireGroup(groupSn);
    assertMayManageGroup(actor, group);
    return group;
  }

  /** The owner (even one made viewer since) and the members, while in the group's institution. */
  private async isOwnerOrMember(actor: User, group: UserGroup): Promise<boolean> {
    if (actor.insttCode !== group.insttCode) return false;
    if (actor.userId === group.ownerId) return true;
    return (await this.db.query(IS_GROUP_MEMBER_SQL, [group.groupSn, actor.userId])).length > 0;
  }

  private async requireGroup(groupSn: number): Promise<UserGroup> {
    const group = await this.groups.findOneBy({ groupSn });
    if (!group) throw new DomainError('NOT_FOUND', 'group.notFound');
    return group;
  }

  /** Members from the group's institution only: anyone else is refused (422, naming them). */
  private async addMembersTx(tx: EntityManager, group: UserGroup, userIdList: string[], now: Date): Promise<void> {
    const ids = [...new Set(userIdList)];
    if (!ids.length) return;
    const members = await this.membership.memberIds(group.insttCode, ids, tx);
    const outsiders = ids.filter((id) => !members.has(id));
    if (outsiders.length) {
      const params = { userIds: outsiders.join(', ') };
      throw new DomainError('RULE_VIOLATION', 'group.notInsttMembers', params, [
        { field: 'userIdList', message: 'group.notInsttMembers', params },
      ]);
    }
    await tx.query(ADD_MEMBERS_SQL, [group.groupSn, ids, now]);
  }

  private async assertNameFree(tx: EntityManager, ownerId: string, groupNm: string, exceptGroupSn?: number): Promise<void> {
    const qb = tx
      .getRepository(UserGroup)
      .createQueryBuilder('g')
      .where('g.ownerId = :ownerId', { ownerId })
      .andWhere('lower(g.groupNm) = lower(:groupNm)', { groupNm });
    if (exceptGroupSn) qb.andWhere('g.groupSn <> :exceptGroupSn', { exceptGroupSn });
    if (await qb.getExists()) throw new DomainError('CONFLICT', 'group.nameInUse');
  }

  /** A write in a transaction; a name taken concurrently (unique index) is the same 409. */
  private async write<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(work);
    } catch (e) {
      if (isUniqueViolation(e)) throw new DomainError('CONFLICT', 'group.nameInUse');
      throw e;
    }
  }

  private async detailOf(groupSn: number, locale: Locale): Promise<GroupDetailDto> {
    const group = await this.requireGroup(groupSn);
    const [owner, members] = await Promise.all([
      this.db.query(GROUP_OWNER_NM_SQL, [groupSn]) as Promise<Array<{ userNm: string }>>,
      this.db.query(GROUP_MEMBERS_SQL, [groupSn]) as Promise<GroupMemberRow[]>,
    ]);
    return {
      ...toSummary({ ...group, ownerNm: owner[0]?.userNm ?? null, memberCnt: members.length }),
      insttCode: group.insttCode,
      updtDt: group.updtDt.toISOString(),
      memberList: members.map((m) => {
        const userSeCode = m.userSeCode as MemberSeCode;
        return {
          userId: m.userId,
          userNm: m.userNm,
          userSeCode,
          userSeCodeNm: levelName(userSeCode, locale),
          registDt: m.registDt.toISOString(),
        };
      }),
    };
  }
}

function toSummary(r: GroupListRow): GroupSummaryDto {
  return {
    groupSn: r.groupSn,
    groupNm: r.groupNm,
    groupDc: r.groupDc,
    ownerId: r.ownerId,
    ownerNm: r.ownerNm,
    memberCnt: r.memberCnt,
    registDt: r.registDt.toISOString(),
  };
}
