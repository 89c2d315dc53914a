import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  DEFAULT_INSTT_CODE,
  INSTITUTION_MEMBER_CODES,
  MESSAGES,
  ROLE_MESSAGE_KEYS,
  USER_SE_CODES,
  type Locale,
  type UserSeCode,
} from '@nuri/domain';
import { EntityManager, In, Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainError } from '../../common/errors/domain-error';
import { Institution } from '../directory';
import { User } from '../users';

export interface InsttAccess {
  instt: Institution;
  /** The caller as the database knows them now (not as their token remembers). */
  actor: User;
}

/** Name of a level in a locale. */
export function levelName(code: UserSeCode, locale: Locale): string {
  return MESSAGES[locale][ROLE_MESSAGE_KEYS[code]];
}

/**
 * Who belongs to which institution, read from the database. A member is an active account with a
 * level 11–14 whose institution is the one asked about. Also used by the groups feature.
 */
@Injectable()
export class MembershipService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(Institution) private readonly institutions: Repository<Institution>,
  ) {}

  /** An institution that exists and is not deleted (404 otherwise). */
  async requireInstitution(insttCode: string, manager?: EntityManager): Promise<Institution> {
    const repo = manager ? manager.getRepository(Institution) : this.institutions;
    const instt = await repo.findOneBy({ insttCode, deleteAt: 'N' });
    if (!instt) throw new DomainError('NOT_FOUND', 'error.notFound');
    return instt;
  }

  /** The caller's current account; a withdrawn or disabled one ends the session. */
  async currentUser(userId: string): Promise<User> {
    const user = await this.users.findOneBy({ userId, userSttus: 'active' });
    if (!user) throw new DomainError('UNAUTHENTICATED', 'error.sessionEnded');
    return user;
  }

  /**
   * Re-checks an institution-scoped call against the database: the guard trusted the token,
   * which still names the old institution or level for up to its lifetime after a removal or a
   * level change. Provider admins (4) pass; the openBiz institution is managed by them only.
   */
  async authorize(caller: AuthUser, insttCode: string, options: { adminOnly: boolean }): Promise<InsttAccess> {
    const instt = await this.requireInstitution(insttCode);
    const actor = await this.currentUser(caller.userId);
    if (actor.userSeCode === USER_SE_CODES.PROVIDER_ADMIN) return { instt, actor };
    if (insttCode === DEFAULT_INSTT_CODE || actor.insttCode !== insttCode) throw new DomainError('FORBIDDEN', 'error.noPermission');
    if (options.adminOnly && actor.userSeCode !== USER_SE_CODES.INSTT_ADMIN) throw new DomainError('FORBIDDEN', 'error.noPermission');
    return { instt, actor };
  }

  /** An active member of the institution (404 otherwise). */
  async requireMember(insttCode: string, userId: string, manager?: EntityManager): Promise<User> {
    const repo = manager ? manager.getRepository(User) : this.users;
    const user = await repo.findOneBy({ userId, insttCode, userSttus: 'active', userSeCode: In([...INSTITUTION_MEMBER_CODES]) });
    if (!user) throw new DomainError('NOT_FOUND', 'constituent.notFound');
    return user;
  }

  /** The ids among `userIds` that are active members of the institution. */
  async memberIds(insttCode: string, userIds: readonly string[], manager?: EntityManager): Promise<Set<string>> {
    if (!userIds.length) return new Set();
    const repo = manager ? manager.getRepository(User) : this.users;
    const rows = await repo.find({
      select: { userId: true },
      where: { userId: In([...userIds]), insttCode, userSttus: 'active', userSeCode: In([...INSTITUTION_MEMBER_CODES]) },
    });
    return new Set(rows.map((r) => r.userId));
  }

  /** Active institution admins (14) of the institution. */
  countAdmins(insttCode: string, manager: EntityManager): Promise<number> {
    return manager.getRepository(User).countBy({ insttCode, userSttus: 'active', userSeCode: USER_SE_CODES.INSTT_ADMIN });
  }
}
