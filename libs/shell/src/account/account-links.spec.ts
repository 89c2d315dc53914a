import { accountLinks } from './account-links';
import { ANONYMOUS_SESSION, sessionOf } from './session';

const member = sessionOf({ userId: 'kim', userNm: '김누리', userSeCode: 12, insttCode: 'kwater' });
const instAdmin = sessionOf({ userId: 'lee', userNm: '이관리', userSeCode: 14, insttCode: 'kwater' });
const platformAdmin = sessionOf({ userId: 'root', userNm: '운영자', userSeCode: 4, insttCode: null });

describe('accountLinks', () => {
  it("sends home to the member's institution my page, else to the main site", () => {
    expect(accountLinks({ system: 'institution-admin', insttCode: 'kwater' }, instAdmin).home).toBe('/kwater/myPage');
    expect(accountLinks({ system: 'provider-user', insttCode: null }, member).home).toBe('/kwater/myPage');
    expect(accountLinks({ system: 'provider-admin', insttCode: null }, platformAdmin).home).toBe('/');
    expect(accountLinks({ system: 'provider-user', insttCode: null }, ANONYMOUS_SESSION).home).toBe('/');
  });

  it('logs in and out inside the admin app for the admin systems, on the web app otherwise', () => {
    expect(accountLinks({ system: 'institution-admin', insttCode: 'kwater' }, instAdmin)).toMatchObject({
      login: '/admin/login',
      logout: '/admin/logout',
    });
    expect(accountLinks({ system: 'institution-user', insttCode: 'kwater' }, member)).toMatchObject({
      login: '/login',
      signUp: '/join',
      logout: '/logout',
      myPage: '/kwater/myPage',
    });
    expect(accountLinks({ system: 'provider-user', insttCode: null }, ANONYMOUS_SESSION).myPage).toBe('/myPage');
  });
});
