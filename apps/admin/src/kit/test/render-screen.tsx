import type { UserSeCode } from '@nuri/domain';
import { SESSION_STORAGE_KEY } from '@nuri/shell';
import { renderApp } from '../../test/render-app';

/** A signed-in user as the app keeps it in storage. */
export interface ScreenUser {
  userId: string;
  userNm: string;
  userSeCode: UserSeCode;
  insttCode: string | null;
}

/** The master admin of kwater, as the screens' tests sign in. */
export const KWATER_ADMIN: ScreenUser = {
  userId: 'lee',
  userNm: '이관리',
  userSeCode: 14,
  insttCode: 'kwater',
};

/** Keeps `user` as the app's signed-in user (as a login would). */
export function signIn(user: ScreenUser): void {
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
}

/** The whole admin app at /kwater<route>, signed in as `user` (kwater's admin by default). */
export function renderScreen(
  route: string,
  fetch: typeof globalThis.fetch,
  user: ScreenUser | null = KWATER_ADMIN,
) {
  if (user) signIn(user);
  return renderApp({ fetch, route: `/kwater${route}` });
}
