// Test support of the admin login: a fake API (the app's menus and health plus the auth routes)
// with a real RSA key, so that specs can read what the password field carried. Node-only.
import { envelope, fakeFetch, publicKeyAnswer, tokensFor as sessionTokens, type TestUser } from '@nuri/shell/testing';
import { fakeApi } from '../../test/fake-api';

export { decryptPassword, installWebCrypto, type TestUser } from '@nuri/shell/testing';

export const tokensFor = (user: TestUser) => sessionTokens(user, user.insttCode);

export const OPERATOR: TestUser = { userId: 'operator01', userNm: '플랫폼 운영자', userSeCode: 4, insttCode: 'openbiz' };
export const KWATER_ADMIN: TestUser = { userId: 'lee', userNm: '이관리', userSeCode: 14, insttCode: 'kwater' };
export const MEMBER: TestUser = { userId: 'kim', userNm: '김누리', userSeCode: 12, insttCode: 'openbiz' };

/**
 * Logs `user` in: admins (4, 14) through the e-mailed code 246810, others at once. Also
 * answers the menus and health of the admin app.
 */
export function adminAuthApi(user: TestUser) {
  const app = fakeApi();
  return fakeFetch(async (request) => {
    const path = new URL(request.url).pathname;
    const admin = user.userSeCode === 4 || user.userSeCode === 14;
    switch (path) {
      case '/api/auth/public-key':
        return publicKeyAnswer();
      case '/api/auth/login':
        return envelope(200, admin ? { secondFactorRequired: true, challengeId: 'challenge-0123456789' } : { secondFactorRequired: false, ...tokensFor(user) });
      case '/api/emailAuthentication/send':
        return envelope(200, { expireDt: new Date(Date.now() + 180_000).toISOString() });
      case '/api/auth/login/second-factor': {
        const { emailCrtfcKey } = (await request.clone().json()) as { emailCrtfcKey?: string };
        return emailCrtfcKey === '246810' ? envelope(200, tokensFor(user)) : envelope(422, '인증번호가 일치하지 않습니다.');
      }
      case '/api/auth/logout':
        return envelope(200, null);
      default:
        return app(request);
    }
  });
}

export function requestsTo(fetch: ReturnType<typeof fakeFetch>, path: string): Request[] {
  return fetch.requests.filter((r) => new URL(r.url).pathname === path);
}
