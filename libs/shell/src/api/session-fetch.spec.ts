import { MEMBER, tokensFor } from '../account/testing/auth-fixtures';
import { REFRESH_TOKEN_STORAGE_KEY } from '../account/session-store';
import { createAppServices } from '../app/services';
import { envelope, fakeFetch } from '../testing/fake-fetch';
import { TEST_MESSAGES } from '../testing/render-with-services';

const ME = { userId: 'kim', userNm: '김누리' };

function services(handler: (request: Request) => Response | Promise<Response>) {
  const fetch = fakeFetch(handler);
  const created = createAppServices({ language: 'ko', messages: TEST_MESSAGES, storage: window.localStorage, fetch, navigate: jest.fn() });
  return { ...created, fetch };
}

const pathOf = (request: Request) => new URL(request.url).pathname;

describe('the API client and the session', () => {
  afterEach(() => window.localStorage.clear());

  it('waits for the session restore, then sends its access token and the UI language', async () => {
    window.localStorage.setItem(REFRESH_TOKEN_STORAGE_KEY, 'stored-refresh-token-0001');
    const tokens = tokensFor(MEMBER);
    const { api, session, fetch } = services((request) =>
      pathOf(request) === '/api/auth/refresh' ? envelope(200, tokens) : envelope(200, ME),
    );

    await expect(api.unwrap(api.GET('/api/users/me'))).resolves.toEqual(ME);

    const [refresh, me] = fetch.requests;
    expect(pathOf(refresh)).toBe('/api/auth/refresh');
    expect(me.headers.get('Authorization')).toBe(`Bearer ${tokens.accessToken}`);
    expect(me.headers.get('Accept-Language')).toBe('ko');
    session.dispose();
  });

  it('sends no token without a session', async () => {
    const { api, fetch } = services(() => envelope(200, { exists: false, message: '사용 가능합니다.' }));
    await api.unwrap(api.GET('/api/users/id/exists', { params: { query: { userId: 'kim' } } }));
    expect(fetch.requests[0].headers.has('Authorization')).toBe(false);
  });

  it('refreshes once after a 401 and repeats the request with the new token', async () => {
    const first = tokensFor(MEMBER);
    const second = tokensFor(MEMBER);
    const { api, session, fetch } = services((request) => {
      if (pathOf(request) === '/api/auth/refresh') return envelope(200, second);
      const bearer = request.headers.get('Authorization');
      return bearer === `Bearer ${second.accessToken}` ? envelope(200, ME) : envelope(401, '세션이 종료되었습니다.');
    });
    session.signIn({ ...MEMBER }, first);

    await expect(api.unwrap(api.GET('/api/users/me'))).resolves.toEqual(ME);
    expect(fetch.requests.map(pathOf)).toEqual(['/api/users/me', '/api/auth/refresh', '/api/users/me']);
    expect(session.getAccessToken()).toBe(second.accessToken);
    session.dispose();
  });

  it('forgets what the server answered for the previous user when another one signs in', async () => {
    const { session, queryClient } = services(() => envelope(200, ME));
    queryClient.setQueryData(['menu', 'provider-user', null], ['old']);
    session.signIn({ ...MEMBER });
    await Promise.resolve();
    expect(queryClient.getQueryData(['menu', 'provider-user', null])).toBeUndefined();
  });
});
