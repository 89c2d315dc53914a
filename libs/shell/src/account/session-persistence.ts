import { isUserSeCode } from '@nuri/domain';
import type { SessionUserAnswer } from './auth-transport';
import { parseSessionUser, type SessionUser } from './session';

/** The signed-in user, so that a reload and the other tabs show them at once. */
export const SESSION_STORAGE_KEY = 'nuri.session';
/** The rotating refresh token (the access token lives in memory only). */
export const REFRESH_TOKEN_STORAGE_KEY = 'nuri.refreshToken';

/** What a tab keeps across reloads and shares with the other tabs of the origin. */
export interface SessionPersistence {
  user(): SessionUser | null;
  refreshToken(): string | null;
  /** Writes both; a user without a token removes any stored token. */
  write(user: SessionUser, refreshToken: string | null): void;
  clear(): void;
}

// Storage can throw (private mode, blocked cookies): the session then lives in memory only.
export function createSessionPersistence(storage: Storage | undefined): SessionPersistence {
  const get = (key: string): string | null => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const put = (key: string, value: string | null): void => {
    try {
      if (value === null) storage?.removeItem(key);
      else storage?.setItem(key, value);
    } catch {
      // ignored: see above
    }
  };
  return {
    user: () => parseSessionUser(get(SESSION_STORAGE_KEY)),
    refreshToken: () => get(REFRESH_TOKEN_STORAGE_KEY) || null,
    write(user, refreshToken) {
      // The token first: a tab that sees the user change finds the token that goes with it.
      put(REFRESH_TOKEN_STORAGE_KEY, refreshToken);
      put(SESSION_STORAGE_KEY, JSON.stringify(user));
    },
    clear() {
      put(REFRESH_TOKEN_STORAGE_KEY, null);
      put(SESSION_STORAGE_KEY, null);
    },
  };
}

/** The session's user from a login or refresh answer; null when the answer is not one. */
export function toSessionUser(answer: SessionUserAnswer | undefined): SessionUser | null {
  if (!answer || typeof answer.userId !== 'string' || !isUserSeCode(answer.userSeCode)) return null;
  return {
    userId: answer.userId,
    userNm: answer.userNm,
    userSeCode: answer.userSeCode,
    insttCode: answer.insttCode || null,
    insttNm: answer.insttNm ?? null,
    passwordChangeRequired: answer.passwordChangeRequired === true,
    ...(typeof answer.insttSttusCode === 'string' ? { insttSttusCode: answer.insttSttusCode } : {}),
  };
}

/** Refresh a little before the access token runs out: a minute early, a quarter early for short lives. */
export function refreshDelayMs(expiresInSeconds: number): number {
  const lead = Math.min(60, expiresInSeconds / 4);
  return Math.max(1, expiresInSeconds - lead) * 1000;
}
