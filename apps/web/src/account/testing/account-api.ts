// Test support of the account screens: a fake API (the app's menus and health, the auth routes,
// the screens' own routes), a real RSA key so that specs can read what a password field carried,
// and a signed-in user restored through POST /api/auth/refresh. Node-only: specs import it.
import { REFRESH_TOKEN_STORAGE_KEY } from '@nuri/shell';
import { envelope, fakeFetch, publicKeyAnswer, tokensFor as sessionTokens, type TestUser } from '@nuri/shell/testing';
import { fakeApi } from '../../test/fake-api';

export { decryptPassword, installWebCrypto, type TestUser } from '@nuri/shell/testing';

export const tokensFor = (user: TestUser) => sessionTokens(user, '오픈비즈');

export const MEMBER: TestUser = { userId: 'kim', userNm: '김누리', userSeCode: 12, insttCode: 'openbiz' };


/** The tab holds a refresh token: the app restores `user` as it starts. */
export function storeLogin(user: TestUser): void {
  window.localStorage.setItem(REFRESH_TOKEN_STORAGE_KEY, tokensFor(user).refreshToken);
}

export type Handler = (request: Request) => Response | Promise<Response>;

/** `routes` by "METHOD /path" (or "/path" for any method); menus, health and auth as the app needs. */
export function accountApi(routes: Record<string, Handler>, user: TestUser | null = null) {
  const app = fakeApi();
  return fakeFetch(async (request) => {
    const path = new URL(request.url).pathname;
    const own = routes[`${request.method} ${path}`] ?? routes[path];
    if (own) return own(request);
    if (path === '/api/auth/public-key') return publicKeyAnswer();
    if (path === '/api/auth/refresh' && user) return envelope(200, tokensFor(user));
    if (path === '/api/auth/logout') return envelope(200, null);
    return app(request);
  });
}

/** The requests the fake API saw for one route ("METHOD /path"). */
export function requestsTo(fetch: ReturnType<typeof fakeFetch>, route: string): Request[] {
  const [method, path] = route.split(' ');
  return fetch.requests.filter((r) => r.method === method && new URL(r.url).pathname === path);
}

export async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  return (await request.clone().json()) as Record<string, unknown>;
}

export const inThreeMinutes = () => envelope(200, { expireDt: new Date(Date.now() + 180_000).toISOString() });
