import { headerStyleFor } from './header-style';
import { INSTITUTION_ADMIN_MENU, menuItem, PROVIDER_ADMIN_MENU } from './menu-fixtures';
import {
  findMenuItemForPath,
  frameSource,
  menuName,
  menuTarget,
  routerPathIn,
  systemPath,
  systemRouterPath,
} from './menu-paths';
import type { SystemScope } from './menu.types';

const PROVIDER_USER: SystemScope = { system: 'provider-user', insttCode: null };
const OPENBIZ: SystemScope = { system: 'institution-user', insttCode: 'openbiz' };
const PROVIDER_ADMIN: SystemScope = { system: 'provider-admin', insttCode: null };
const KWATER_ADMIN: SystemScope = { system: 'institution-admin', insttCode: 'kwater' };

describe('systemPath (spec 000 §2 prefixes)', () => {
  it('prefixes organization paths with the institution code and admin paths with /admin', () => {
    expect(systemPath(PROVIDER_USER, '/gallery')).toBe('/gallery');
    expect(systemPath(OPENBIZ, '/gallery')).toBe('/openbiz/gallery');
    expect(systemPath(PROVIDER_ADMIN, '/manageLayer')).toBe('/admin/manageLayer');
    expect(systemPath(KWATER_ADMIN, '/insttManage')).toBe('/admin/kwater/insttManage');
  });

  it("gives each system's home", () => {
    expect([PROVIDER_USER, OPENBIZ, PROVIDER_ADMIN, KWATER_ADMIN].map((scope) => systemPath(scope))).toEqual([
      '/',
      '/openbiz',
      '/admin',
      '/admin/kwater',
    ]);
  });

  it("gives the route inside the system's own app (the admin app's basename is /admin)", () => {
    expect(systemRouterPath(KWATER_ADMIN, '/insttManage')).toBe('/kwater/insttManage');
    expect(systemRouterPath(PROVIDER_ADMIN)).toBe('/');
    expect(systemRouterPath(OPENBIZ, '/gallery')).toBe('/openbiz/gallery');
  });
});

describe('routerPathIn', () => {
  it('keeps web addresses in the web app and /admin addresses in the admin app', () => {
    expect(routerPathIn('web', '/openbiz/gallery')).toBe('/openbiz/gallery');
    expect(routerPathIn('web', '/admin/logout')).toBeNull();
    expect(routerPathIn('admin', '/admin/logout')).toBe('/logout');
    expect(routerPathIn('admin', '/admin')).toBe('/');
    expect(routerPathIn('admin', '/administration')).toBeNull();
    expect(routerPathIn('admin', '/terms?termsType=userTerms')).toBeNull();
  });
});

describe('menuTarget (link types)', () => {
  const item = (linkType: Parameters<typeof menuItem>[0]['linkType'], routerLink: string | null) =>
    menuItem({ id: 'x', name: '항목', nameEn: 'Item', linkType, routerLink });

  it('router: an in-app route of the system', () => {
    expect(menuTarget(item('router', '/gallery'), OPENBIZ)).toEqual({ kind: 'route', path: '/openbiz/gallery' });
  });

  it('router and iframe: the screen number as the query viewId', () => {
    const status = menuItem({ id: 'x', name: '기관 현황', nameEn: 'Status', routerLink: '/manageInstitution', viewId: '41' });
    expect(menuTarget(status, PROVIDER_ADMIN)).toEqual({ kind: 'route', path: '/admin/manageInstitution?viewId=41' });
  });

  it('builder: a new tab on the system path', () => {
    expect(menuTarget(item('builder', '/builder'), OPENBIZ)).toEqual({ kind: 'newTab', url: '/openbiz/builder' });
  });

  it('newWindow: a window on the system path, or the external address as given', () => {
    expect(menuTarget(item('newWindow', '/datamng'), KWATER_ADMIN)).toEqual({
      kind: 'newWindow',
      url: '/admin/kwater/datamng',
    });
    expect(menuTarget(item('newWindow', 'https://qna.example.org/board'), OPENBIZ)).toEqual({
      kind: 'newWindow',
      url: 'https://qna.example.org/board',
    });
  });

  it('iframe: the in-app route named by the target path; it embeds only another server', () => {
    const external = item('iframe', 'https://election.example.org/manageElection');
    expect(menuTarget(external, KWATER_ADMIN)).toEqual({ kind: 'route', path: '/admin/kwater/manageElection' });
    expect(frameSource(external)).toBe('https://election.example.org/manageElection');
    expect(frameSource(item('iframe', '/manageElection'))).toBeNull();
    expect(frameSource(item('router', 'https://election.example.org/'))).toBeNull();
  });

  it('download: the file address, never system-prefixed; alert and a missing link', () => {
    expect(menuTarget(item('download', '/api/manual/admin'), KWATER_ADMIN)).toEqual({
      kind: 'download',
      url: '/api/manual/admin',
    });
    expect(menuTarget(item('alert', null), OPENBIZ)).toEqual({ kind: 'alert' });
    expect(menuTarget(item('router', null), OPENBIZ)).toEqual({ kind: 'none' });
  });
});

describe('findMenuItemForPath', () => {
  it('finds the page of a route, preferring it over the group sharing the route', () => {
    expect(findMenuItemForPath(PROVIDER_ADMIN_MENU, PROVIDER_ADMIN, '/manageInstitution')?.name).toBe('기관 현황');
    expect(findMenuItemForPath(PROVIDER_ADMIN_MENU, PROVIDER_ADMIN, '/managelayer/')?.name).toBe('레이어 관리');
    expect(findMenuItemForPath(PROVIDER_ADMIN_MENU, PROVIDER_ADMIN, '/manageCoupon')).toBeNull();
  });

  it('picks the item of the query viewId among those sharing a route', () => {
    const shared = [
      menuItem({ id: 'a', name: '지도 갤러리', nameEn: 'Map gallery', routerLink: '/gallery', viewId: '555' }),
      menuItem({ id: 'b', name: '공유 관리', nameEn: 'Shares', routerLink: '/gallery', viewId: '5531' }),
    ];
    expect(findMenuItemForPath(shared, PROVIDER_ADMIN, '/gallery', '?viewId=5531')?.name).toBe('공유 관리');
    expect(findMenuItemForPath(shared, PROVIDER_ADMIN, '/gallery')?.name).toBe('지도 갤러리');
  });

  it('matches in the institution, not in another one', () => {
    expect(findMenuItemForPath(INSTITUTION_ADMIN_MENU, KWATER_ADMIN, '/kwater/insttManage/usage')?.name).toBe(
      '실시간 사용량',
    );
    expect(findMenuItemForPath(INSTITUTION_ADMIN_MENU, KWATER_ADMIN, '/other/insttManage/usage')).toBeNull();
  });
});

describe('menuName', () => {
  it('follows the language: name in Korean, nameEn in English', () => {
    const item = { name: '갤러리', nameEn: 'Gallery' };
    expect(menuName(item, 'ko')).toBe('갤러리');
    expect(menuName(item, 'en')).toBe('Gallery');
    expect(menuName({ name: '갤러리', nameEn: '' }, 'en')).toBe('갤러리');
  });
});

describe('headerStyleFor (header style switch)', () => {
  it.each(['/login', '/join', '/idpwfind', '/passwordChange', '/error', '/passwordchange'])(
    'is plain on %s',
    (path) => {
      expect(headerStyleFor(PROVIDER_USER, path)).toBe('plain');
    },
  );

  it('is plain on the routes of an institution too, and default elsewhere', () => {
    expect(headerStyleFor(OPENBIZ, '/openbiz/login')).toBe('plain');
    expect(headerStyleFor(KWATER_ADMIN, '/kwater/passwordChange')).toBe('plain');
    expect(headerStyleFor(PROVIDER_USER, '/gallery')).toBe('default');
    expect(headerStyleFor(OPENBIZ, '/openbiz/gallery/login')).toBe('default');
    expect(headerStyleFor(PROVIDER_USER, '/')).toBe('default');
  });
});
