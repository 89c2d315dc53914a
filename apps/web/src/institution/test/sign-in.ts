import { REFRESH_TOKEN_STORAGE_KEY, SESSION_STORAGE_KEY } from '@nuri/shell';
import type { FakeUser, InstitutionApiState } from './fake-institution-api';

/** A stored login (user and refresh token) that the app restores at start through the fake. */
export function signIn(state: InstitutionApiState, user: FakeUser): void {
  state.user = user;
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
  window.localStorage.setItem(REFRESH_TOKEN_STORAGE_KEY, 'refresh-1');
}
