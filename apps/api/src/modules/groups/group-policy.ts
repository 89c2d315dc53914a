import { DEFAULT_INSTT_CODE, USER_SE_CODES } from '@nuri/domain';
import { DomainError } from '../../common/errors/domain-error';
import type { User } from '../users';
import type { UserGroup } from './entities/user-group.entity';

// Who may do what with groups. Groups are share targets (scope 2) inside one institution, so:
// - members 11, 12 and 14 of a real institution may own groups; viewers (13) only read what is
//   shared with them (ARCHITECTURE §5) and neither create nor change groups; openBiz accounts
//   share with everyone only, so they have no groups; provider admins (4) own none.
// - a group is changed by its owner, the admins (14) of its institution and provider admins.
// - a group is read by those, and by its own members.

export function assertMayCreateGroup(actor: User): void {
  if (actor.userSeCode === USER_SE_CODES.PROVIDER_ADMIN) throw new DomainError('FORBIDDEN', 'error.noPermission');
  if (actor.insttCode === DEFAULT_INSTT_CODE) throw new DomainError('FORBIDDEN', 'group.openBizNotAllowed');
  if (actor.userSeCode === USER_SE_CODES.VIEWER) throw new DomainError('FORBIDDEN', 'group.viewerNotAllowed');
}

export function mayManageGroup(actor: User, group: UserGroup): boolean {
  if (actor.userSeCode === USER_SE_CODES.PROVIDER_ADMIN) return true;
  if (actor.insttCode !== group.insttCode) return false;
  if (actor.userSeCode === USER_SE_CODES.INSTT_ADMIN) return true;
  return actor.userId === group.ownerId && actor.userSeCode !== USER_SE_CODES.VIEWER;
}

export function assertMayManageGroup(actor: User, group: UserGroup): void {
  if (mayManageGroup(actor, group)) return;
  const viewerOwner = actor.userId === group.ownerId && actor.insttCode === group.insttCode;
  throw new DomainError('FORBIDDEN', viewerOwner ? 'group.viewerNotAllowed' : 'error.noPermission');
}

/** Lists every group of an institution: its admins and provider admins. */
export function assertMayListInstitutionGroups(actor: User, insttCode: string): void {
  if (actor.userSeCode === USER_SE_CODES.PROVIDER_ADMIN) return;
  if (actor.insttCode !== insttCode || actor.userSeCode !== USER_SE_CODES.INSTT_ADMIN)
    throw new DomainError('FORBIDDEN', 'error.noPermission');
}
