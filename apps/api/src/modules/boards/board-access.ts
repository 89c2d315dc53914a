import { isProviderAdminCode } from '@nuri/domain';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainError } from '../../common/errors/domain-error';
import type { AppConfig } from '../../config/app-config';

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

/** Members' writes per account: BOARD_WRITE_RATE_LIMIT_PER_MINUTE (10) and _PER_HOUR (100). */
export const writeRules = (config: AppConfig, user: AuthUser, what: string) => [
  { key: `board:${what}:user:${user.userId}`, limit: config.values.BOARD_WRITE_RATE_LIMIT_PER_MINUTE, windowSeconds: 60 },
  { key: `board:${what}:user:h:${user.userId}`, limit: config.values.BOARD_WRITE_RATE_LIMIT_PER_HOUR, windowSeconds: 3600 },
];
