import type { AuthUser } from '../../common/auth/auth-user';
import type { Caller } from './content-access.types';

/** The caller as the policy sees them (anonymous is null). */
export function callerOf(user: AuthUser | undefined): Caller {
  return user ? { userId: user.userId, userSeCode: user.userSeCode, insttCode: user.insttCode } : null;
}
