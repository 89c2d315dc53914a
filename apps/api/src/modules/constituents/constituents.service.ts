import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DEFAULT_INSTT_CODE, INSTITUTION_MEMBER_CODES, USER_SE_CODES, type Locale } from '@nuri/domain';
import { Brackets, DataSource, EntityManager, Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainError } from '../../common/errors/domain-error';
import { offsetOf, resolveSort, toPaged, type Paged } from '../../common/paging/paged';
import { Institution } from '../directory';
import { User } from '../users';
import type { ConstituentDto, ConstituentQueryDto, LevelDto, MemberSeCode } from './dto/constituents.dto';
import { MemberRemovalHandlers } from './member-removal.registry';
import { levelName, MembershipService } from './membership.service';
import { containsPattern } from '../../common/db/search-text';

/** Sort names of the member list and their columns. */
const CONSTITUENT_SORTS = { registDt: 'u.registDt', userNm: 'u.userNm', userId: 'u.userId', userSeCode: 'u.userSeCode' };

/** openBiz members are individuals: their levels are not managed and they cannot be removed from it. */
function assertManaged(insttCode: string): void {
  if (insttCode === DEFAULT_INSTT_CODE) throw new DomainError('RULE_VIOLATION', 'constituent.openBizNotManaged');
}

/** The member list of an institution, levels, removal and the default user list. */
@Injectable()
export class ConstituentsService {
  constructor(
    private readonly membership: MembershipService,
    private readonly removalHandlers: MemberRemovalHandlers,
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  /** Active members (11–14), newest first by default; the master account is marked isCreatman. */
  async list(caller: AuthUser, insttCode: string, q: ConstituentQueryDto, locale: Locale): Promise<Paged<ConstituentDto>> {
    const { instt } = await this.membership.authorize(caller, insttCode, { adminOnly: false });
    const column = resolveSort(q.sort, CONSTITUENT_SORTS, 'registDt');
    const qb = this.users
      .createQueryBuilder('u')
      .where('u.insttCode = :insttCode', { insttCode })
      .andWhere('u.userSttus = :active', { active: 'active' })
      .andWhere('u.userSeCode IN (:...codes)', { codes: q.userSeCode ? [q.userSeCode] : [...INSTITUTION_MEMBER_CODES] });
    if (q.userNm) qb.andWhere('u.userNm ILIKE :userNm', { userNm: containsPattern(q.userNm) });
    if (q.searchNm) {
      const pattern = containsPattern(q.searchNm);
      qb.andWhere(
        new Brackets((w) => {
          w.where('u.userNm ILIKE :pattern', { pattern }).orWhere('u.userId ILIKE :pattern').orWhere('u.emailaddr ILIKE :pattern');
        }),
      );
    }
    if (q.excludeMyId) qb.andWhere('u.userId <> :me', { me: caller.userId });
    const [rows, total] = await qb
      .orderBy(column, q.direction)
      .addOrderBy('u.userId', q.direction)
      .offset(offsetOf(q))
      .limit(q.pageSize)
      .getManyAndCount();
    return toPaged(
      rows.map((u) => this.toDto(u, instt, locale)),
      total,
      q,
    );
  }

  /** A member's level (any member of the institution may read it). */
  async level(caller: AuthUser, insttCode: string, userId: string, locale: Locale): Promise<LevelDto> {
    const { instt } = await this.membership.authorize(caller, insttCode, { adminOnly: false });
    return this.toLevel(await this.membership.requireMember(insttCode, userId), instt, locale);
  }

  /**
   * Changes a member's level (admins only). The master keeps 14 (transfer the master first) and
   * the last admin cannot be demoted; the institution row is locked so two concurrent demotions
   * cannot leave it without an admin.
   */
  async updateLevel(caller: AuthUser, insttCode: string, userId: string, userSeCode: MemberSeCode, locale: Locale): Promise<LevelDto> {
    await this.membership.authorize(caller, insttCode, { adminOnly: true });
    assertManaged(insttCode);
    return this.db.transaction(async (tx) => {
      const instt = await this.lockInstitution(tx, insttCode);
      const member = await this.membership.requireMember(insttCode, userId, tx);
      if (member.userSeCode !== userSeCode) {
        if (member.userId === instt.masterUserId && userSeCode !== USER_SE_CODES.INSTT_ADMIN) {
          throw new DomainError('RULE_VIOLATION', 'constituent.masterLevelLocked');
        }
        await this.assertNotLastAdmin(tx, member);
        await tx.getRepository(User).update({ userId }, { userSeCode });
        member.userSeCode = userSeCode;
      }
      return this.toLevel(member, instt, locale);
    });
  }

  /**
   * Removes a member (admins only): the account moves to openBiz as a member (12). The master,
   * the last admin and the caller cannot be removed. Registered features take over the member's
   * data in the same transaction (contents pass to the institution's master).
   */
  async remove(caller: AuthUser, insttCode: string, userId: string): Promise<void> {
    const { actor } = await this.membership.authorize(caller, insttCode, { adminOnly: true });
    assertManaged(insttCode);
    await this.db.transaction(async (tx) => {
      const instt = await this.lockInstitution(tx, insttCode);
      const member = await this.membership.requireMember(insttCode, userId, tx);
      if (member.userId === actor.userId) throw new DomainError('RULE_VIOLATION', 'constituent.selfNotRemovable');
      if (member.userId === instt.masterUserId) throw new DomainError('RULE_VIOLATION', 'constituent.masterNotRemovable');
      await this.assertNotLastAdmin(tx, member);
      await tx.getRepository(User).update({ userId }, { insttCode: DEFAULT_INSTT_CODE, userSeCode: USER_SE_CODES.MEMBER });
      await this.removalHandlers.runAll({ insttCode, userId, successorId: instt.masterUserId, tx });
    });
  }

  /** The default user list: the master account first, then the institution's admins (14). */
  async defaultUsers(caller: AuthUser, insttCode: string, locale: Locale): Promise<ConstituentDto[]> {
    const { instt } = await this.membership.authorize(caller, insttCode, { adminOnly: true });
    const rows = await this.users
      .createQueryBuilder('u')
      .where('u.insttCode = :insttCode', { insttCode })
      .andWhere('u.userSttus = :active', { active: 'active' })
      .andWhere(
        new Brackets((w) => {
          w.where('u.userSeCode = :admin', { admin: USER_SE_CODES.INSTT_ADMIN }).orWhere('u.userId = :master', {
            master: instt.masterUserId ?? '',
          });
        }),
      )
      .orderBy('u.registDt', 'ASC')
      .addOrderBy('u.userId', 'ASC')
      .getMany();
    const dtos = rows.map((u) => this.toDto(u, instt, locale));
    return [...dtos.filter((d) => d.isCreatman), ...dtos.filter((d) => !d.isCreatman)];
  }

  private async lockInstitution(tx: EntityManager, insttCode: string): Promise<Institution> {
    const instt = await tx
      .getRepository(Institution)
      .createQueryBuilder('i')
      .setLock('pessimistic_write')
      .where('i.insttCode = :insttCode', { insttCode })
      .andWhere("i.deleteAt = 'N'")
      .getOne();
    if (!instt) throw new DomainError('NOT_FOUND', 'error.notFound');
    return instt;
  }

  private async assertNotLastAdmin(tx: EntityManager, member: User): Promise<void> {
    if (member.userSeCode !== USER_SE_CODES.INSTT_ADMIN) return;
    if ((await this.membership.countAdmins(member.insttCode, tx)) <= 1) throw new DomainError('RULE_VIOLATION', 'constituent.lastAdmin');
  }

  private toDto(u: User, instt: Institution, locale: Locale): ConstituentDto {
    const userSeCode = u.userSeCode as MemberSeCode;
    return {
      userId: u.userId,
      userNm: u.userNm,
      emailaddr: u.emailaddr,
      userSeCode,
      userSeCodeNm: levelName(userSeCode, locale),
      registDt: u.registDt.toISOString(),
      isCreatman: u.userId === instt.masterUserId,
    };
  }

  private toLevel(u: User, instt: Institution, locale: Locale): LevelDto {
    const userSeCode = u.userSeCode as MemberSeCode;
    return {
      userId: u.userId,
      userNm: u.userNm,
      userSeCode,
      userSeCodeNm: levelName(userSeCode, locale),
      isCreatman: u.userId === instt.masterUserId,
    };
  }
}
