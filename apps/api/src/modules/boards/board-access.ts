import { isProviderAdminCode } from '@nuri/domain';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainError } from '../../common/errors/domain-error';

/** Provider admins moderate everything; an institution admin (14) what belongs to their institution. */
export function moderates(user: AuthUser, insttCode: string | null): boolean {
  if (user.apiKey) return false;
  if (isProviderAdminCode(user.userSeCode)) return true;
  return user.userSeCode === 14 && insttCode !== null && insttCode === user.insttCode;
}

/** The author may edit; 403 otherwise. */
export function assertAuthor(user: AuthUser, registerId: string): void {
  if (user.userId !== registerId) throw new DomainError('FORBIDDEN', 'error.noPermission');
}

/** The author or a moderator may delete; 403 otherwise. */
export function assertAuthorOrModerator(user: AuthUser, registerId: string, insttCode: string | null): void {
  if (user.userId !== registerId && !moderates(user, insttCode)) throw new DomainError('FORBIDDEN', 'error.noPermission');
}

/** Members' writes: 10 a minute and 100 an hour per account. */
export const writeRules = (user: AuthUser, what: string) => [
  { key: `board:${what}:user:${user.userId}`, limit: 10, windowSeconds: 60 },
  { key: `board:${what}:user:h:${user.userId}`, limit: 100, windowSeconds: 3600 },
];
