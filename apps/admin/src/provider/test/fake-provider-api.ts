import type { components } from '@nuri/api-client';
import type { InsttStatusCode } from '@nuri/domain';
import { commonCodesAnswer, envelope, fakeFetch, isCommonCodesRequest } from '@nuri/shell/testing';
import { ADMIN_MENUS, HEALTH } from '../../test/fake-api';

type Row = components['schemas']['InsttListRowDto'];
type MenuItem = components['schemas']['MenuItemDto'];

/** Twelve institutions, newest first: 기관 12 … 기관 1 (codes instt-12 … instt-1). */
export function institutionRows(): Row[] {
  const statuses: InsttStatusCode[] = ['PAUSED', 'NORMAL', 'BILLING'];
  return Array.from({ length: 12 }, (_, i) => {
    const n = 12 - i;
    return {
      insttCode: `instt-${n}`,
      insttNm: `기관 ${n}`,
      planCode: n % 2 === 0 ? '000001' : '000004',
      insttSttusCode: statuses[n % 3],
      deleteAt: n === 1 ? 'Y' : 'N',
      creatDt: `2026-01-${String(n).padStart(2, '0')}T09:00:00+09:00`,
      masterUserId: `master${n}`,
      memberCnt: n * 3,
    };
  });
}

function menu(id: string, name: string, menuId: string | null, innerMenu: MenuItem[] = []): MenuItem {
  return {
    id,
    name,
    nameEn: name,
    linkType: 'router',
    routerLink: `/${id}`,
    systemType: id.startsWith('ia.') ? 'institution-admin' : 'institution-user',
    order: 1,
    viewType: innerMenu.length ? 'group' : 'page',
    viewId: null,
    menuId,
    addOn: false,
    innerMenu,
  };
}

/** The openBiz trees carry every access-controlled id; instt-12 was denied IP_ACCESS. */
const REFERENCE = {
  'institution-user': [
    menu('iu.map', '지도', null, [menu('iu.map.simple', '간편 모드', 'MAP_SIMPLE')]),
    menu('iu.gallery', '갤러리', 'GALLERY'),
  ],
  'institution-admin': [
    menu('ia.instt', '기관 관리', null, [menu('ia.instt.ip', 'IP 접근 제한', 'IP_ACCESS')]),
    menu('ia.gallery', '지도 갤러리', 'GALLERY'),
  ],
};

export interface ProviderApiState {
  rows: Row[];
  /** Menu ids each institution was denied. */
  denied: Map<string, Set<string>>;
  taken: Set<string>;
  /** Bodies of the writes, as `METHOD path` → body, in order. */
  writes: { call: string; body: unknown }[];
}

const pick = (tree: MenuItem[], denied: Set<string>): MenuItem[] =>
  tree
    .filter((item) => !item.menuId || !denied.has(item.menuId))
    .map((item) => ({ ...item, innerMenu: pick(item.innerMenu, denied) }));

/** The provider admin's API: institutions (list, detail, counts, state, create, exists), menus and access control. */
export function providerApiState(): ProviderApiState {
  return {
    rows: institutionRows(),
    denied: new Map([['instt-12', new Set(['IP_ACCESS'])]]),
    taken: new Set(['seoul']),
    writes: [],
  };
}

export function fakeProviderApi(state: ProviderApiState = providerApiState()) {
  const find = (code: string) => state.rows.find((row) => row.insttCode === code);
  const fetch = fakeFetch(async (request) => {
    const url = new URL(request.url);
    const path = url.pathname;
    const q = url.searchParams;
    const readBody = async <T>(): Promise<T> => {
      const body = (await request.json()) as T;
      state.writes.push({ call: `${request.method} ${path}`, body });
      return body;
    };
    if (path === '/api/health') return envelope(200, HEALTH);
    if (isCommonCodesRequest(url)) return commonCodesAnswer(url);
    if (path === '/api/menu') {
      const system = q.get('systemType');
      if (system === 'provider-admin') return envelope(200, ADMIN_MENUS['provider-admin']);
      if (system !== 'institution-user' && system !== 'institution-admin')
        return envelope(400, '잘못된 요청입니다.');
      const code = q.get('insttCode') ?? '';
      if (code !== 'openbiz' && !find(code)) return envelope(404, '요청한 정보를 찾을 수 없습니다.');
      return envelope(200, pick(REFERENCE[system], state.denied.get(code) ?? new Set()));
    }
    if (path === '/api/menu/access-control/instt' && request.method === 'POST') {
      const body = await readBody<{ insttCode: string; menuIdList: string[]; accessAt: 'Y' | 'N' }>();
      const denied = state.denied.get(body.insttCode) ?? new Set<string>();
      for (const id of body.menuIdList) {
        if (body.accessAt === 'N') denied.add(id);
        else denied.delete(id);
      }
      state.denied.set(body.insttCode, denied);
      return envelope(200, body);
    }
    if (path === '/api/instt' && request.method === 'GET') {
      const searchNm = q.get('searchNm') ?? '';
      const matching = state.rows.filter(
        (row) =>
          (!searchNm || row.insttNm.includes(searchNm) || row.insttCode.includes(searchNm)) &&
          (!q.get('insttSttusCode') || row.insttSttusCode === q.get('insttSttusCode')) &&
          (!q.get('deleteAt') || row.deleteAt === q.get('deleteAt')),
      );
      const pageIndex = Number(q.get('pageIndex') ?? 1);
      const pageSize = Number(q.get('pageSize') ?? 10);
      const content = matching.slice((pageIndex - 1) * pageSize, pageIndex * pageSize);
      return envelope(200, {
        content,
        totalElements: matching.length,
        pageIndex,
        pageSize,
        last: pageIndex * pageSize >= matching.length,
      });
    }
    if (path === '/api/instt' && request.method === 'POST') {
      const body = await readBody<{ insttCode: string; insttNm: string; planCode: string }>();
      const row: Row = {
        ...body,
        insttSttusCode: 'NORMAL',
        deleteAt: 'N',
        creatDt: '2026-02-01T10:00:00+09:00',
        masterUserId: null,
        memberCnt: 0,
      };
      state.rows.unshift(row);
      state.taken.add(body.insttCode);
      return envelope(201, detailOf(row));
    }
    if (path === '/api/super-admin/instt') {
      // The subscription figures of view 41 (issue 9).
      const content = state.rows
        .filter((row) => !q.get('searchNm') || row.insttNm.includes(q.get('searchNm') ?? ''))
        .map((row) => ({
          insttCode: row.insttCode,
          insttNm: row.insttNm,
          planCode: row.planCode,
          planNm: row.planCode,
          insttSttusCode: row.insttSttusCode,
          userCnt: row.memberCnt,
          volumeBytes: 3 * 1024 * 1024 * 1024,
          unpaidAmount: row.insttSttusCode === 'NORMAL' ? 0 : 143000,
          lastClaimMonth: '2026-01',
        }));
      return envelope(200, {
        content,
        totalElements: content.length,
        pageIndex: 1,
        pageSize: 100,
        last: true,
      });
    }
    if (path === '/api/instt/exists') {
      const taken = state.taken.has(q.get('insttCode') ?? '') || Boolean(find(q.get('insttCode') ?? ''));
      return envelope(200, { exists: taken, message: taken ? '이미 사용 중입니다.' : '사용 가능합니다.' });
    }
    const match = /^\/api\/instt\/([^/]+)\/(detail|contents\/count|state)$/.exec(path);
    const row = match ? find(match[1]) : undefined;
    if (!match || !row) return envelope(404, '기관 정보를 찾을 수 없습니다.');
    if (match[2] === 'detail') return envelope(200, detailOf(row));
    if (match[2] === 'contents/count') {
      return envelope(200, { lyrCnt: 7, mapCnt: 5, appCnt: 2, memberCnt: row.memberCnt, groupCnt: 3 });
    }
    const body = await readBody<{ insttSttusCode?: InsttStatusCode; deleteAt?: 'Y' | 'N' }>();
    Object.assign(row, body);
    return envelope(200, {
      insttCode: row.insttCode,
      insttSttusCode: row.insttSttusCode,
      deleteAt: row.deleteAt,
    });
  });
  return Object.assign(fetch, { state });
}

function detailOf(row: Row): components['schemas']['InstitutionDetailDto'] {
  return {
    ...row,
    creatmanId: 'operator01',
    imageCn: null,
    thumbnail: null,
    insttUrl: `/${row.insttCode}`,
    insttTel: '02-1234-5678',
    insttAddr: '서울특별시 중구 세종대로 110',
    masterUserNm: row.masterUserId ? '김마스터' : null,
    masterMbtlnum: row.masterUserId ? '010-****-5678' : null,
  };
}

/** The paths and query strings of the requests the fake saw (method first). */
export const requestsTo = (fetch: ReturnType<typeof fakeFetch>, pathname: string) =>
  fetch.requests
    .map((request) => ({ request, url: new URL(request.url) }))
    .filter(({ url }) => url.pathname === pathname)
    .map(({ request, url }) => `${request.method} ${url.search}`);
