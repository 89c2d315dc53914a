import type { components } from '@nuri/api-client';
import type { SystemType } from '@nuri/domain';
import { envelope, fakeFetch } from '@nuri/shell/testing';

type MenuItem = components['schemas']['MenuItemDto'];

export const HEALTH = { status: 'ok', version: '1.2.3', checks: { db: { status: 'up' } } };

function item(systemType: SystemType, id: string, name: string, routerLink: string | null, innerMenu: MenuItem[] = []): MenuItem {
  return {
    id,
    name,
    nameEn: name,
    linkType: 'router',
    routerLink,
    systemType,
    order: 1,
    viewType: innerMenu.length > 0 ? 'group' : 'page',
    viewId: null,
    menuId: null,
    addOn: false,
    innerMenu,
  };
}

/** The seeded admin trees (apps/api menus migration), trimmed. */
export const ADMIN_MENUS = {
  'provider-admin': [
    item('provider-admin', 'pa.dashboard', '대시보드', '/dashboard'),
    item('provider-admin', 'pa.contents', '콘텐츠 관리', '/manageContents', [
      item('provider-admin', 'pa.contents.layer', '레이어 관리', '/manageLayer'),
      item('provider-admin', 'pa.contents.basemap', '배경지도 관리', '/manageBaseMap'),
    ]),
  ],
  'institution-admin': [
    item('institution-admin', 'ia.dashboard', '대시보드', '/insttDashBoard'),
    item('institution-admin', 'ia.instt', '기관 관리', '/insttManage', [
      item('institution-admin', 'ia.instt.basic', '기본 설정', '/insttManage'),
      item('institution-admin', 'ia.instt.usage', '실시간 사용량', '/insttManage/usage'),
    ]),
  ],
};

/** The API as the admin app uses it: health, and menus of the provider and the kwater institution. */
export function fakeApi() {
  return fakeFetch((request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/health') return envelope(200, HEALTH);
    if (url.pathname !== '/api/menu') return envelope(404, '요청한 주소를 찾을 수 없습니다.');
    const systemType = url.searchParams.get('systemType');
    if (systemType === 'provider-admin') return envelope(200, ADMIN_MENUS['provider-admin']);
    if (systemType === 'institution-admin' && url.searchParams.get('insttCode') === 'kwater') {
      return envelope(200, ADMIN_MENUS['institution-admin']);
    }
    return envelope(404, '요청한 정보를 찾을 수 없습니다.');
  });
}

export const menuRequests = (fetch: ReturnType<typeof fakeFetch>) =>
  fetch.requests.map((r) => new URL(r.url)).filter((u) => u.pathname === '/api/menu').map((u) => u.search);
