import { isUserSeCode, type UserSeCode } from '@nuri/domain';

/**
 * Who is using the app, as the layouts and menus see it. The API decides what the caller may
 * do; this only chooses what to show. Anonymous until someone logs in (session-store.ts).
 */
export interface Session {
  userId: string | null;
  userNm: string | null;
  userSeCode: UserSeCode | null;
  insttCode: string | null;
  /** Name of the user's institution, when the login answer gave it. */
  insttNm?: string | null;
  /** The password is older than the rules allow: the login sends the user to the password change. */
  passwordChangeRequired?: boolean;
  /** Operational status of the user's institution at login or the last refresh (NORMAL, BILLING, PAUSED). */
  insttSttusCode?: string;
  /** False while the session is being restored (e.g. a token refresh at start-up). */
  loaded: boolean;
}

/** A signed-in user, as the login answer carries it (API.md §2, POST /auth/login). */
export interface SessionUser {
  userId: string;
  userNm: string;
  userSeCode: UserSeCode;
  insttCode: string | null;
  insttNm?: string | null;
  passwordChangeRequired?: boolean;
  insttSttusCode?: string;
}

export type SignedInSession = Session & { userId: string; userNm: string; userSeCode: UserSeCode };

export const ANONYMOUS_SESSION: Session = Object.freeze({
  userId: null,
  userNm: null,
  userSeCode: null,
  insttCode: null,
  loaded: true,
});

export function isSignedIn(session: Session): session is SignedInSession {
  return session.userId !== null && session.userNm !== null && session.userSeCode !== null;
}

export function sessionOf(user: SessionUser): Session {
  return { ...user, loaded: true };
}

/** The stored user, or null when the value is missing or not a user. */
export function parseSessionUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { userId, userNm, userSeCode, insttCode, insttNm, passwordChangeRequired, insttSttusCode } = value as Record<
      string,
      unknown
    >;
    if (typeof userId !== 'string' || userId === '' || typeof userNm !== 'string') return null;
    if (!isUserSeCode(userSeCode)) return null;
    if (insttCode !== null && insttCode !== undefined && typeof insttCode !== 'string') return null;
    const user: SessionUser = { userId, userNm, userSeCode, insttCode: insttCode ?? null };
    if (typeof insttNm === 'string') user.insttNm = insttNm;
    if (typeof passwordChangeRequired === 'boolean') user.passwordChangeRequired = passwordChangeRequired;
    if (typeof insttSttusCode === 'string') user.insttSttusCode = insttSttusCode;
    return user;
  } catch {
    return null;
  }
}
