import { envelope, fakeFetch, jsonResponse } from '../testing/fake-fetch';
import {
  createSessionStore as createStore,
  REFRESH_RETRY_MS,
  REFRESH_TOKEN_STORAGE_KEY,
  SESSION_STORAGE_KEY,
  type SessionStore,
} from './session-store';
import {
  bodyOf,
  decryptPassword,
  installWebCrypto,
  MEMBER,
  PROVIDER_ADMIN,
  publicKeyAnswer,
  tokensFor,
} from './testing/auth-fixtures';

type Handler = (request: Request) => Response | Promise<Response>;

/** The auth API: routes by path; anything else is a 404. */
function authApi(routes: Record<string, Handler>) {
  return fakeFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/auth/public-key') return publicKeyAnswer();
    const handler = routes[path];
    return handler ? handler(request) : envelope(404, '없는 주소입니다.');
  });
}

const calls = (fetch: ReturnType<typeof fakeFetch>, path: string) =>
  fetch.requests.filter((request) => new URL(request.url).pathname === path);

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

// Every store listens to the window's storage events, as another tab would: each test's stores
// are disposed so that they do not answer the next test's events.
const stores: SessionStore[] = [];
function createSessionStore(...args: Parameters<typeof createStore>): SessionStore {
  const store = createStore(...args);
  stores.push(store);
  return store;
}

beforeAll(installWebCrypto);
afterEach(() => {
  stores.splice(0).forEach((store) => store.dispose());
  window.localStorage.clear();
  jest.useRealTimers();
});

describe('createSessionStore', () => {
  it('is anonymous and loaded by default, and asks nothing', () => {
    const fetch = authApi({});
    const store = createSessionStore(window.localStorage, { fetch });
    expect(store.getSnapshot()).toEqual({ userId: null, userNm: null, userSeCode: null, insttCode: null, loaded: true });
    expect(fetch.requests).toHaveLength(0);
  });

  it('logs in with the password encrypted, keeps the access token in memory and the refresh token in storage', async () => {
    const tokens = tokensFor(MEMBER);
    const fetch = authApi({ '/api/auth/login': () => envelope(200, { secondFactorRequired: false, ...tokens }) });
    const store = createSessionStore(window.localStorage, { fetch });
    const seen = jest.fn();
    store.subscribe(seen);

    const outcome = await store.login('kim', 'Secret!2024');

    expect(outcome).toMatchObject({ kind: 'signedIn', user: { userId: 'kim', userSeCode: 12 } });
    const body = await bodyOf(calls(fetch, '/api/auth/login')[0]);
    expect(body.userId).toBe('kim');
    expect(body.password).not.toBe('Secret!2024');
    expect(decryptPassword(String(body.password))).toBe('Secret!2024');
    expect(store.getSnapshot()).toMatchObject({ userId: 'kim', userNm: '김누리', loaded: true, insttNm: '오픈비즈' });
    expect(store.getAccessToken()).toBe(tokens.accessToken);
    expect(window.localStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBe(tokens.refreshToken);
    expect(JSON.stringify({ ...window.localStorage })).not.toContain(tokens.accessToken);
    expect(seen).toHaveBeenCalled();
  });

  it("answers a refused login in the server's words and stays anonymous", async () => {
    const fetch = authApi({ '/api/auth/login': () => envelope(401, '아이디 또는 비밀번호가 올바르지 않습니다.') });
    const store = createSessionStore(window.localStorage, { fetch });

    expect(await store.login('kim', 'wrong')).toEqual({
      kind: 'failed',
      status: 401,
      message: '아이디 또는 비밀번호가 올바르지 않습니다.',
    });
    expect(store.getSnapshot().userId).toBeNull();
  });

  it('continues an admin login with the e-mailed code', async () => {
    const tokens = tokensFor(PROVIDER_ADMIN);
    const fetch = authApi({
      '/api/auth/login': () => envelope(200, { secondFactorRequired: true, challengeId: 'challenge-0123456789' }),
      '/api/emailAuthentication/send': () => envelope(200, { expireDt: '2030-01-01T00:03:00Z' }),
      '/api/auth/login/second-factor': () => envelope(200, tokens),
    });
    const store = createSessionStore(window.localStorage, { fetch });

    expect(await store.login('operator01', 'Nuri!2026demo')).toEqual({ kind: 'secondFactor', challengeId: 'challenge-0123456789' });
    expect(store.getSnapshot().userId).toBeNull();
    expect(await store.sendSecondFactor('challenge-0123456789')).toEqual({ ok: true, result: { expireDt: '2030-01-01T00:03:00Z' } });
    const outcome = await store.confirmSecondFactor('challenge-0123456789', '123456');

    expect(outcome).toMatchObject({ kind: 'signedIn', user: { userId: 'operator01', userSeCode: 4 } });
    expect(await bodyOf(calls(fetch, '/api/auth/login/second-factor')[0])).toEqual({
      challengeId: 'challenge-0123456789',
      emailCrtfcKey: '123456',
    });
  });

  it('revokes at once a login the app does not take', async () => {
    const tokens = tokensFor(MEMBER);
    const fetch = authApi({
      '/api/auth/login': () => envelope(200, { secondFactorRequired: false, ...tokens }),
      '/api/auth/logout': () => envelope(200, null),
    });
    const store = createSessionStore(window.localStorage, { fetch });

    const outcome = await store.login('kim', 'Secret!2024', { accept: (user) => user.userSeCode === 4 });

    expect(outcome).toMatchObject({ kind: 'notAllowed', user: { userId: 'kim' } });
    expect(store.getSnapshot().userId).toBeNull();
    const logout = calls(fetch, '/api/auth/logout')[0];
    expect(logout.headers.get('Authorization')).toBe(`Bearer ${tokens.accessToken}`);
    expect(await bodyOf(logout)).toEqual({ refreshToken: tokens.refreshToken });
    expect(window.localStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('restores the session at start with the stored refresh token', async () => {
    window.localStorage.setItem(REFRESH_TOKEN_STORAGE_KEY, 'stored-refresh-token-0001');
    const tokens = tokensFor(MEMBER);
    const fetch = authApi({ '/api/auth/refresh': () => envelope(200, tokens) });
    const store = createSessionStore(window.localStorage, { fetch });

    expect(store.getSnapshot()).toMatchObject({ userId: null, loaded: false });
    await store.ready();

    expect(await bodyOf(calls(fetch, '/api/auth/refresh')[0])).toEqual({ refreshToken: 'stored-refresh-token-0001' });
    expect(store.getSnapshot()).toMatchObject({ userId: 'kim', loaded: true });
    expect(store.getAccessToken()).toBe(tokens.accessToken);
    expect(window.localStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBe(tokens.refreshToken);
  });

  it('signs out when the refresh token is refused (a reused token ends the login)', async () => {
    window.localStorage.setItem(REFRESH_TOKEN_STORAGE_KEY, 'spent-refresh-token-0001');
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...MEMBER }));
    const fetch = authApi({ '/api/auth/refresh': () => envelope(401, '로그인 정보가 유효하지 않습니다.') });
    const store = createSessionStore(window.localStorage, { fetch });

    expect(store.getSnapshot()).toMatchObject({ userId: 'kim', loaded: false });
    await store.ready();

    expect(store.getSnapshot()).toEqual(expect.objectContaining({ userId: null, loaded: true }));
    expect(store.getAccessToken()).toBeNull();
    expect(window.localStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('keeps the stored login when a refresh gets no answer (the page was left or the server is down), and retries', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    window.localStorage.setItem(REFRESH_TOKEN_STORAGE_KEY, 'stored-refresh-token-0002');
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...MEMBER }));
    const tokens = tokensFor(MEMBER);
    let answers = 0;
    const fetch = authApi({
      '/api/auth/refresh': () => {
        answers += 1;
        if (answers === 1) throw new TypeError('Failed to fetch');
        if (answers === 2) return envelope(503, '일시적으로 사용할 수 없습니다.');
        return envelope(200, tokens);
      },
    });
    const store = createSessionStore(window.localStorage, { fetch });
    await store.ready();

    // Not signed out: the stored token and user stay.
    expect(store.getSnapshot()).toMatchObject({ userId: 'kim', loaded: true });
    expect(window.localStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBe('stored-refresh-token-0002');
    // Tried again after REFRESH_RETRY_MS: a 503 keeps it too; the next try restores the session.
    await jest.advanceTimersByTimeAsync(REFRESH_RETRY_MS);
    expect(window.localStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBe('stored-refresh-token-0002');
    await jest.advanceTimersByTimeAsync(REFRESH_RETRY_MS);
    expect(calls(fetch, '/api/auth/refresh')).toHaveLength(3);
    expect(store.getAccessToken()).toBe(tokens.accessToken);
    expect(window.localStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBe(tokens.refreshToken);
  });

  it('refreshes shortly before the access token runs out, one refresh at a time', async () => {
    jest.useFakeTimers();
    let answer = tokensFor(MEMBER);
    const fetch = authApi({
      '/api/auth/refresh': () => {
        answer = tokensFor(MEMBER);
        return envelope(200, answer);
      },
    });
    const store = createSessionStore(window.localStorage, { fetch });
    store.signIn({ ...MEMBER }, tokensFor(MEMBER));

    await jest.advanceTimersByTimeAsync(839_000);
    expect(calls(fetch, '/api/auth/refresh')).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(calls(fetch, '/api/auth/refresh')).toHaveLength(1);
    expect(store.getAccessToken()).toBe(answer.accessToken);

    const both = await Promise.all([store.refresh(), store.refresh()]);
    expect(both).toEqual([true, true]);
    expect(calls(fetch, '/api/auth/refresh')).toHaveLength(2);
    expect(window.localStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBe(answer.refreshToken);
  });

  it('refreshes an access token that ran out before the next request (ready)', async () => {
    jest.useFakeTimers();
    const fetch = authApi({ '/api/auth/refresh': () => envelope(200, tokensFor(MEMBER)) });
    const store = createSessionStore(window.localStorage, { fetch });
    store.signIn({ ...MEMBER }, tokensFor(MEMBER, 60));
    store.dispose(); // no timer: as after a sleeping laptop
    jest.setSystemTime(Date.now() + 61_000);

    await store.ready();
    expect(calls(fetch, '/api/auth/refresh')).toHaveLength(1);
  });

  it('logs out on the server with the tokens, then forgets them', async () => {
    const tokens = tokensFor(MEMBER);
    const fetch = authApi({ '/api/auth/logout': () => envelope(200, null) });
    const store = createSessionStore(window.localStorage, { fetch });
    store.signIn({ ...MEMBER }, tokens);

    await store.logout();

    const logout = calls(fetch, '/api/auth/logout')[0];
    expect(logout.headers.get('Authorization')).toBe(`Bearer ${tokens.accessToken}`);
    expect(await bodyOf(logout)).toEqual({ refreshToken: tokens.refreshToken });
    expect(store.getSnapshot().userId).toBeNull();
    expect(store.getAccessToken()).toBeNull();
    expect(window.localStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('ends the previous login on the server when another account logs in over it', async () => {
    const first = tokensFor(MEMBER);
    const fetch = authApi({
      '/api/auth/login': () => envelope(200, { secondFactorRequired: false, ...tokensFor(PROVIDER_ADMIN) }),
      '/api/auth/logout': () => envelope(200, null),
    });
    const store = createSessionStore(window.localStorage, { fetch });
    store.signIn({ ...MEMBER }, first);
    await store.login('operator01', 'Nuri!2026demo');
    const logout = calls(fetch, '/api/auth/logout')[0];
    expect(logout.headers.get('Authorization')).toBe(`Bearer ${first.accessToken}`);
    expect(await bodyOf(logout)).toEqual({ refreshToken: first.refreshToken });
    expect(store.getSnapshot().userId).toBe('operator01');
  });

  it('forgets the session even when the logout call fails', async () => {
    const fetch = authApi({ '/api/auth/logout': () => jsonResponse(500, {}) });
    const store = createSessionStore(window.localStorage, { fetch });
    store.signIn({ ...MEMBER }, tokensFor(MEMBER));
    await store.logout();
    expect(store.getSnapshot().userId).toBeNull();
  });

  it('follows the other tabs: their logout signs this tab out, their login signs it in', async () => {
    const fetch = authApi({ '/api/auth/refresh': () => envelope(200, tokensFor(PROVIDER_ADMIN)) });
    const store = createSessionStore(window.localStorage, { fetch });
    store.signIn({ ...MEMBER }, tokensFor(MEMBER));

    window.localStorage.clear(); // another tab logged out
    window.dispatchEvent(new StorageEvent('storage', { key: REFRESH_TOKEN_STORAGE_KEY }));
    expect(store.getSnapshot().userId).toBeNull();
    expect(store.getAccessToken()).toBeNull();
    expect(fetch.requests).toHaveLength(0);

    // another tab logged in as someone else
    window.localStorage.setItem(REFRESH_TOKEN_STORAGE_KEY, 'other-tab-refresh-token');
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...PROVIDER_ADMIN }));
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    expect(store.getSnapshot()).toMatchObject({ userId: 'operator01', loaded: false });
    await store.ready();
    expect(await bodyOf(calls(fetch, '/api/auth/refresh')[0])).toEqual({ refreshToken: 'other-tab-refresh-token' });
    expect(store.getSnapshot()).toMatchObject({ userId: 'operator01', loaded: true });
  });

  it('follows another tab that logs in as someone else while this one is still restoring', async () => {
    window.localStorage.setItem(REFRESH_TOKEN_STORAGE_KEY, 'stored-refresh-token-0001');
    let answerFirst: (response: Response) => void = () => undefined;
    const fetch = authApi({
      '/api/auth/refresh': async (request) => {
        const { refreshToken } = await bodyOf(request);
        if (refreshToken === 'stored-refresh-token-0001') return new Promise<Response>((resolve) => (answerFirst = resolve));
        return envelope(200, tokensFor(PROVIDER_ADMIN));
      },
    });
    const store = createSessionStore(window.localStorage, { fetch });
    await flush();

    window.localStorage.setItem(REFRESH_TOKEN_STORAGE_KEY, 'other-tab-refresh-token');
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...PROVIDER_ADMIN }));
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    answerFirst(envelope(200, tokensFor(MEMBER)));
    await store.ready();

    expect(store.getSnapshot()).toMatchObject({ userId: 'operator01', loaded: true });
    expect(calls(fetch, '/api/auth/refresh')).toHaveLength(2);
  });

  it('keeps a user signed in without tokens (previews, tests) across a reload', async () => {
    const store = createSessionStore(window.localStorage);
    store.signIn({ userId: 'lee', userNm: '이관리', userSeCode: 14, insttCode: 'kwater' });

    expect(createSessionStore(window.localStorage).getSnapshot()).toMatchObject({ userId: 'lee', userSeCode: 14, loaded: true });
    await store.logout();
    await flush();
    expect(store.getSnapshot().userId).toBeNull();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('ignores a stored value that is not a user', () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ userId: 'x', userNm: 'x', userSeCode: 99 }));
    expect(createSessionStore(window.localStorage).getSnapshot().userId).toBeNull();
    window.localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(createSessionStore(window.localStorage).getSnapshot().userId).toBeNull();
  });
});
