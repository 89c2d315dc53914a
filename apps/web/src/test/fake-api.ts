import type { components } from '@nuri/api-client';
import { commonCodesAnswer, envelope, fakeFetch, isCommonCodesRequest } from '@nuri/shell/testing';

type MenuItem = components['schemas']['MenuItemDto'];

export const HEALTH = { status: 'ok', version: '1.2.3', checks: { db: { status: 'up' } } };

function item(
  id: string,
  name: string,
  nameEn: string,
  routerLink: string,
  more: Partial<MenuItem> = {},
): MenuItem {
  const innerMenu = more.innerMenu ?? [];
  return {
    id,
    name,
    nameEn,
    linkType: 'router',
    routerLink,
    systemType: id.startsWith('iu.') ? 'institution-user' : 'provider-user',
    order: 1,
    viewType: innerMenu.length > 0 ? 'group' : 'page',
    viewId: null,
    menuId: null,
    addOn: false,
    ...more,
    innerMenu,
  };
}

/** The seeded top levels of the two user systems (apps/api menus migration), trimmed. */
export const WEB_MENUS = {
  'provider-user': [
    item('pu.about', '서비스 소개', 'About', '/userGuide'),
    item('pu.lab', '서비스 랩', 'Service lab', '/serviceLab', {
      innerMenu: [
        item('pu.lab.luckyMap', '행운지도', 'Lucky map', '/serviceLab/luckyMap', { linkType: 'newWindow' }),
      ],
    }),
    item('pu.gallery', '갤러리', 'Gallery', '/gallery'),
    item('pu.support', '고객지원', 'Customer support', '/community', {
      innerMenu: [item('pu.support.notice', '공지사항', 'Notice', '/notice')],
    }),
    item('pu.price', '요금 정책', 'Price policy', '/pricesPolicy'),
  ],
  'institution-user': [
    item('iu.gallery', '갤러리', 'Gallery', '/gallery', { menuId: 'GALLERY' }),
    item('iu.price', '요금 정책', 'Price policy', '/pricesPolicy'),
  ],
} as const;

const page = <T>(content: T[]) => ({
  content,
  totalElements: content.length,
  pageIndex: 1,
  pageSize: 10,
  last: true,
});

/** What the public home lists: one gallery item with its thumbnail, one notice, one plan. */
export const HOME_GALLERY_ITEM = {
  mapGaleReqstSn: 7,
  mapGaleSj: '서울 공원 지도',
  mapGaleCn: null,
  mapGaleKndSeCode: '01',
  galleryType: 'product',
  insttCode: 'openbiz',
  insttNm: '누리지도',
  registerId: 'kim01',
  registerNm: '김누리',
  registDt: '2026-03-02T09:00:00+09:00',
  confmDt: '2026-03-03T09:00:00+09:00',
  thumbnailUrl: '/api/mapgallery/7/thumbnail',
  viewCnt: 1200,
  recommendCnt: 3,
  bookmarkCnt: 1,
  bookmarkAt: 'N',
  recommendAt: 'N',
  userMapId: 'm-7',
  webappTmplatId: null,
};
export const HOME_NOTICE = {
  nttId: 31,
  nttSj: '서비스 점검 안내',
  nttCn: '<p>점검</p>',
  insttCode: null,
  popupAt: 'N',
  popupBeginDt: null,
  popupEndDt: null,
  rdcnt: 4,
  registDt: '2026-03-05T10:00:00+09:00',
  registerId: 'operator01',
  updtDt: '2026-03-05T10:00:00+09:00',
  atchmnflId: null,
  files: [],
};
export const HOME_PLAN = {
  planCode: 'BASIC',
  planName: 'basic',
  planNm: '베이직',
  planNmEn: 'Basic',
  baseFee: 300000,
  includedUsers: 10,
  includedGb: 50,
  perUserFee: 10000,
  perGbFee: 1000,
  dscntRate: 0,
  education: false,
};

/** The API as the web app uses it: health, the home's lists, and menus for the provider and the openbiz institution. */
export function fakeApi() {
  return fakeFetch((request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/health') return envelope(200, HEALTH);
    // The seeded common codes (selects of code lists).
    if (isCommonCodesRequest(url)) return commonCodesAnswer(url);
    // The home pages' popup notices: none.
    if (/^\/api\/(notices|instt\/[^/]+\/ntcn)\/popup$/.test(url.pathname)) return envelope(200, []);
    // Comments and reviews under a gallery item or a notice (boards/ContentDiscussion): none.
    if (['/api/comments', '/api/notice/comments', '/api/review'].includes(url.pathname)) {
      return envelope(200, { content: [], totalElements: 0, pageIndex: 1, pageSize: 10, last: true });
    }
    if (url.pathname === '/api/review/summary')
      return envelope(200, { reviewCnt: 0, scoreAvg: null, myReview: null });
    // The home pages' lists.
    if (url.pathname === '/api/mapgallery') return envelope(200, page([HOME_GALLERY_ITEM]));
    if (url.pathname === '/api/notices' || /^\/api\/instt\/[^/]+\/ntcn$/.test(url.pathname))
      return envelope(200, page([HOME_NOTICE]));
    if (url.pathname === '/api/subscribes/plans') return envelope(200, [HOME_PLAN]);
    if (url.pathname !== '/api/menu') return envelope(404, '요청한 주소를 찾을 수 없습니다.');
    const systemType = url.searchParams.get('systemType');
    if (systemType === 'provider-user') return envelope(200, WEB_MENUS['provider-user']);
    if (systemType === 'institution-user' && url.searchParams.get('insttCode') === 'openbiz') {
      return envelope(200, WEB_MENUS['institution-user']);
    }
    return envelope(404, '요청한 정보를 찾을 수 없습니다.');
  });
}
