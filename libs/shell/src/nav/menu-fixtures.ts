// Menu trees for the nav, account and app specs (not exported from the library): small
// copies of the seeded trees of apps/api's menus migration.
import type { SystemType } from '@nuri/domain';
import type { MenuItem } from './menu.types';

type ItemInit = Pick<MenuItem, 'id' | 'name' | 'nameEn'> & Partial<Omit<MenuItem, 'id' | 'name' | 'nameEn'>>;

/** A menu item with the API's defaults: a router page without menuId. */
export function menuItem(init: ItemInit, systemType: SystemType = 'provider-user'): MenuItem {
  const innerMenu = init.innerMenu ?? [];
  return {
    linkType: 'router',
    routerLink: null,
    systemType,
    order: 1,
    viewType: innerMenu.length > 0 ? 'group' : 'page',
    viewId: null,
    menuId: null,
    addOn: false,
    ...init,
    innerMenu,
  };
}

const pu = (init: ItemInit) => menuItem(init, 'provider-user');
const iu = (init: ItemInit) => menuItem(init, 'institution-user');
const pa = (init: ItemInit) => menuItem(init, 'provider-admin');
const ia = (init: ItemInit) => menuItem(init, 'institution-admin');

export const PROVIDER_USER_MENU: MenuItem[] = [
  pu({ id: 'pu.about', name: '서비스 소개', nameEn: 'About', routerLink: '/userGuide' }),
  pu({
    id: 'pu.lab',
    name: '서비스 랩',
    nameEn: 'Service lab',
    routerLink: '/serviceLab',
    innerMenu: [
      pu({ id: 'pu.lab.home', name: '서비스 랩 홈', nameEn: 'Service lab home', routerLink: '/serviceLab' }),
      pu({ id: 'pu.lab.luckyMap', name: '행운지도', nameEn: 'Lucky map', linkType: 'newWindow', routerLink: '/serviceLab/luckyMap' }),
    ],
  }),
  pu({ id: 'pu.gallery', name: '갤러리', nameEn: 'Gallery', routerLink: '/gallery' }),
  pu({
    id: 'pu.support',
    name: '고객지원',
    nameEn: 'Customer support',
    routerLink: '/community',
    innerMenu: [
      pu({ id: 'pu.support.notice', name: '공지사항', nameEn: 'Notice', routerLink: '/notice' }),
      pu({ id: 'pu.support.guide', name: '가이드', nameEn: 'Guide', routerLink: '/guide' }),
    ],
  }),
  pu({ id: 'pu.price', name: '요금 정책', nameEn: 'Price policy', routerLink: '/pricesPolicy' }),
];

export const INSTITUTION_USER_MENU: MenuItem[] = [
  iu({
    id: 'iu.map',
    name: '지도',
    nameEn: 'Map',
    routerLink: '/map',
    innerMenu: [
      iu({ id: 'iu.map.simple', name: '간편 모드', nameEn: 'Simple mode', linkType: 'newWindow', routerLink: '/simpleMap' }),
      iu({ id: 'iu.map.builder', name: '일반 모드', nameEn: 'Normal mode', linkType: 'builder', routerLink: '/builder' }),
    ],
  }),
  iu({ id: 'iu.gallery', name: '갤러리', nameEn: 'Gallery', routerLink: '/gallery', menuId: 'GALLERY' }),
  iu({ id: 'iu.instt', name: '기관 정보', nameEn: 'Institution info', routerLink: '/instt' }),
];

export const PROVIDER_ADMIN_MENU: MenuItem[] = [
  pa({ id: 'pa.dashboard', name: '대시보드', nameEn: 'Dashboard', routerLink: '/dashboard' }),
  pa({
    id: 'pa.instt',
    name: '기관 구독 정보',
    nameEn: 'Institution subscription info',
    routerLink: '/manageInstitution',
    innerMenu: [
      pa({ id: 'pa.instt.status', name: '기관 현황', nameEn: 'Institution status', routerLink: '/manageInstitution', viewId: '41' }),
      pa({ id: 'pa.instt.subscription', name: '구독 관리', nameEn: 'Subscription management', routerLink: '/manageSubscription', viewId: '42' }),
    ],
  }),
  pa({
    id: 'pa.contents',
    name: '콘텐츠 관리',
    nameEn: 'Content management',
    routerLink: '/manageContents',
    innerMenu: [pa({ id: 'pa.contents.layer', name: '레이어 관리', nameEn: 'Layer management', routerLink: '/manageLayer', viewId: '556' })],
  }),
];

export const INSTITUTION_ADMIN_MENU: MenuItem[] = [
  ia({ id: 'ia.dashboard', name: '대시보드', nameEn: 'Dashboard', routerLink: '/insttDashBoard' }),
  ia({
    id: 'ia.instt',
    name: '기관 관리',
    nameEn: 'Institution management',
    routerLink: '/insttManage',
    innerMenu: [
      ia({ id: 'ia.instt.basic', name: '기본 설정', nameEn: 'Basic settings', routerLink: '/insttManage', viewId: '531' }),
      ia({
        id: 'ia.instt.subscription',
        name: '구독',
        nameEn: 'Subscription',
        routerLink: '/insttManage/subscription',
        innerMenu: [
          ia({ id: 'ia.instt.subscription.usage', name: '실시간 사용량', nameEn: 'Live usage', routerLink: '/insttManage/usage', viewId: '5322' }),
        ],
      }),
    ],
  }),
  ia({
    id: 'ia.lab',
    name: '서비스 랩 관리',
    nameEn: 'Service-lab management',
    routerLink: '/manageElection',
    innerMenu: [
      ia({ id: 'ia.lab.election', name: '선거 관리', nameEn: 'Election management', linkType: 'iframe', routerLink: 'https://election.example.org/manage' }),
    ],
  }),
  ia({
    id: 'ia.help',
    name: '도움말',
    nameEn: 'Help',
    innerMenu: [
      ia({ id: 'ia.help.manual', name: '관리자 매뉴얼 다운로드', nameEn: 'Admin manual download', linkType: 'download', routerLink: '/api/manual/admin' }),
      ia({ id: 'ia.help.notice', name: '점검 안내', nameEn: 'Maintenance notice', linkType: 'alert' }),
    ],
  }),
];

export const MENUS: Record<SystemType, MenuItem[]> = {
  'provider-user': PROVIDER_USER_MENU,
  'institution-user': INSTITUTION_USER_MENU,
  'provider-admin': PROVIDER_ADMIN_MENU,
  'institution-admin': INSTITUTION_ADMIN_MENU,
};
