import type { components } from '@nuri/api-client';
import { commonCodesAnswer, envelope, fakeFetch } from '@nuri/shell/testing';
import { ADMIN_MENUS, HEALTH } from '../../test/fake-api';

type MenuItem = components['schemas']['MenuItemDto'];

/** Answers one request; plain data is sent as a 200 envelope. */
export type Answer = ((request: Request, url: URL) => Response | Promise<Response>) | object | null;

export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The JSON body, parsed; null without one (or for multipart). */
  body: unknown;
  request: Request;
}

function menuItem(id: string, name: string, routerLink: string): MenuItem {
  return {
    id,
    name,
    nameEn: name,
    linkType: 'router',
    routerLink,
    systemType: 'institution-admin',
    order: 1,
    viewType: 'page',
    viewId: null,
    menuId: null,
    addOn: false,
    innerMenu: [],
  };
}

/** The institution-admin menu with the member management items. */
export const INSTITUTION_MENU: MenuItem[] = [
  ...ADMIN_MENUS['institution-admin'],
  {
    ...menuItem('ia.members', '구성원 관리', '/manageConstituent'),
    viewType: 'group',
    innerMenu: [
      menuItem('ia.members.status', '사용자 현황', '/manageConstituent'),
      menuItem('ia.members.add', '사용자 추가', '/manageConstituent/add'),
      menuItem('ia.members.groups', '그룹 관리', '/manageGroup'),
    ],
  },
];

export const KWATER = {
  creatDt: '2025-01-02T09:00:00+09:00',
  creatmanId: 'lee',
  insttCode: 'kwater',
  insttNm: '한국수자원공사',
  imageCn: null,
  thumbnail: null,
  insttUrl: '/kwater',
};

const DEFAULTS: Record<string, Answer> = {
  'GET /api/health': HEALTH,
  'GET /api/menu': INSTITUTION_MENU,
  'GET /api/instt/kwater': KWATER,
  'GET /api/instt/kwater/status': { statusCode: 'NORMAL', statusMsg: '정상 운영' },
  // The seeded common codes (selects of code lists).
  'GET /api/common/code/detail': (_request: Request, url: URL) => commonCodesAnswer(url),
};

/**
 * A fake API keyed by 'METHOD /path' (query ignored): the given answers over the layout's
 * defaults; anything else is a 404. `sent()` lists what the screens asked, bodies parsed.
 */
export function fakeInstitutionApi(answers: Record<string, Answer>) {
  const routes = { ...DEFAULTS, ...answers };
  const seen: SentRequest[] = [];
  const fetch = fakeFetch(async (request) => {
    const url = new URL(request.url);
    const text = request.headers.get('Content-Type')?.includes('json') ? await request.clone().text() : '';
    seen.push({
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: text ? JSON.parse(text) : null,
      request,
    });
    const answer = routes[`${request.method} ${url.pathname}`];
    if (answer === undefined) return envelope(404, '요청한 정보를 찾을 수 없습니다.');
    return typeof answer === 'function'
      ? answer(request, url)
      : envelope(request.method === 'POST' ? 201 : 200, answer);
  });
  const sent = (method?: string, path?: string) =>
    seen.filter((r) => (!method || r.method === method) && (!path || r.path === path));
  return { fetch, sent };
}

/** A paged result as the API sends it. */
export function paged<T>(content: T[], totalElements = content.length) {
  return { content, totalElements, pageIndex: 1, pageSize: 10, last: true };
}
