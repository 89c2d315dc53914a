// Test support of the gallery screens: items and pages as the API answers them, and the
// requests the fake API saw. Node-only: specs import it.
import type { fakeFetch } from '@nuri/shell/testing';
import type { GalleryItem } from '../gallery-api';
import type { MyContent } from '../mypage/mypage-contents-api';

export function galleryItem(sn: number, overrides: Partial<GalleryItem> = {}): GalleryItem {
  return {
    mapGaleReqstSn: sn,
    mapGaleSj: `지도 ${sn}`,
    mapGaleCn: null,
    mapGaleKndSeCode: '01',
    userMapId: `MAP${sn}`,
    webappTmplatId: null,
    thumbnailUrl: null,
    registDt: '2026-03-02T10:00:00+09:00',
    registerId: 'kim',
    registerNm: '김누리',
    insttCode: 'openbiz',
    insttNm: '오픈비즈',
    viewCnt: 0,
    recommendCnt: 0,
    bookmarkAt: 'N',
    recommendAt: 'N',
    bookmarkCnt: 0,
    confmDt: '2026-03-03T10:00:00+09:00',
    galleryType: 'instt',
    ...overrides,
  };
}

export function paged<T>(content: T[], totalElements = content.length, last = true) {
  return { content, totalElements, pageIndex: 1, pageSize: 12, last };
}

/** The URLs of the requests to `path` with `method`. */
export function sentTo(fetch: ReturnType<typeof fakeFetch>, method: string, path: string): URL[] {
  return fetch.requests
    .filter((r) => r.method === method && new URL(r.url).pathname === path)
    .map((r) => new URL(r.url));
}

/** One row of my page's contents lists (a web map of kim's unless told otherwise). */
export function myContent(
  contentsId: string,
  contentsSj: string,
  overrides: Partial<MyContent> = {},
): MyContent {
  return {
    contentsId,
    contentsType: 'MAP',
    contentsSj,
    registDt: '2026-03-01T10:00:00+09:00',
    updtDt: '2026-03-04T10:00:00+09:00',
    registerId: 'kim',
    registerNm: '김누리',
    thumbnailUrl: null,
    bookmarkAt: 'N',
    usePblonsipSeCode: '01',
    insttCode: 'openbiz',
    ...overrides,
  };
}
