import { ADMIN_PATH_PREFIX, isAdminCode, USER_SE_CODES } from '@nuri/domain';
import type { Session, SessionUser, SystemScope } from '@nuri/shell';

/** The admin login takes admin accounts only (4, 14). */
export function isAdminAccount(user: Pick<SessionUser, 'userSeCode'>): boolean {
  return isAdminCode(user.userSeCode);
}

/** Where an admin lands: /admin/ for a platform admin, /admin/{insttCode}/ for an institution's. */
export function adminHome(user: Pick<SessionUser, 'userSeCode' | 'insttCode'>): string {
  if (user.userSeCode === USER_SE_CODES.INSTT_ADMIN && user.insttCode) {
    return `${ADMIN_PATH_PREFIX}/${encodeURIComponent(user.insttCode)}/`;
  }
  return `${ADMIN_PATH_PREFIX}/`;
}

/** A remembered address the admin may go back to: inside their own admin system. */
export function adminReturnAddress(user: Pick<SessionUser, 'userSeCode' | 'insttCode'>, address: string | null): string | null {
  if (!address) return null;
  const home = adminHome(user);
  if (user.userSeCode === USER_SE_CODES.PROVIDER_ADMIN) return address.startsWith(home) ? address : null;
  return address === home.slice(0, -1) || address.startsWith(home) ? address : null;
}

/** Whether the session is the admin of this admin system (spec 000 §6): the one the screens serve. */
export function isAdminOf(scope: SystemScope, session: Session): boolean {
  if (!session.loaded || session.userSeCode === null) return false;
  if (scope.system === 'provider-admin') return session.userSeCode === USER_SE_CODES.PROVIDER_ADMIN;
  if (scope.system === 'institution-admin') {
    return session.userSeCode === USER_SE_CODES.INSTT_ADMIN && session.insttCode === scope.insttCode;
  }
  return false;
}
