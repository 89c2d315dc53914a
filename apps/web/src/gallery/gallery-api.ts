import { errorTitle, type components } from '@nuri/api-client';
import { formatDate, parseIsoDateTime } from '@nuri/domain';
import type { AppApiClient } from '@nuri/shell';

// The gallery's calls (API.md "Map gallery"): the public list, counts and detail, the member's
// bookmark and recommendation, the view count, and the application. Failed calls are shown by
// the client as an alert titled by the content (errorTitle).

/** mapGaleKndSeCode: '01' web map, '02' themed app. */
export type GalleryKind = '01' | '02';
export const GALLERY_KINDS: readonly GalleryKind[] = ['01', '02'];
/** galleryType: the institution's gallery (default) or the provider's own. */
export type GalleryType = 'instt' | 'product';
export const GALLERY_SORTS = ['recent', 'views', 'recommends'] as const;
export type GallerySort = (typeof GALLERY_SORTS)[number];

/** Cards per page of the gallery. */
export const GALLERY_PAGE_SIZE = 12;

export type GalleryItem = components['schemas']['GalleryItemDto'];
export type GalleryCounts = components['schemas']['GalleryCountDto'];
export type GalleryApplication = components['schemas']['GalleryRequestCreateDto'];

export interface GalleryPage {
  content: GalleryItem[];
  totalElements: number;
  last: boolean;
}

export interface GalleryQuery {
  galleryType: GalleryType;
  insttCode: string | null;
  kind: GalleryKind | '';
  searchNm: string;
  sort: GallerySort;
  pageIndex: number;
}

/** Where a gallery list lives: the provider's gallery at '/', an institution's under its code. */
export interface GalleryScope {
  galleryType: GalleryType;
  insttCode: string | null;
}

export const galleryKeys = {
  all: ['web', 'gallery'] as const,
  list: (query: GalleryQuery) => ['web', 'gallery', 'list', query] as const,
  counts: (scope: GalleryScope) => ['web', 'gallery', 'counts', scope.galleryType, scope.insttCode] as const,
  detail: (sn: number) => ['web', 'gallery', 'detail', sn] as const,
};

const scopeQuery = ({ galleryType, insttCode }: GalleryScope) => ({
  galleryType,
  ...(insttCode ? { insttCode } : {}),
});

/** GET /api/mapgallery: one page of approved items. */
export async function fetchGalleryPage(api: AppApiClient, query: GalleryQuery): Promise<GalleryPage> {
  const page = await api.unwrap(
    api.GET('/api/mapgallery', {
      params: {
        query: {
          ...scopeQuery(query),
          ...(query.kind ? { mapGaleKndSeCode: query.kind } : {}),
          ...(query.searchNm ? { searchNm: query.searchNm } : {}),
          sort: query.sort,
          pageIndex: query.pageIndex,
          pageSize: GALLERY_PAGE_SIZE,
        },
      },
      ...errorTitle('web.gallery.listLookup'),
    }),
  );
  return page;
}

/** GET /api/mapgallery/count: the totals by kind (for the kind filter). */
export async function fetchGalleryCounts(api: AppApiClient, scope: GalleryScope): Promise<GalleryCounts> {
  const counts = await api.unwrap(
    api.GET('/api/mapgallery/count', {
      params: { query: scopeQuery(scope) },
      ...errorTitle('web.gallery.countLookup'),
    }),
  );
  return counts;
}

/** GET /api/mapgallery/{sn}. */
export async function fetchGalleryItem(api: AppApiClient, sn: number): Promise<GalleryItem> {
  const item = await api.unwrap(
    api.GET('/api/mapgallery/{mapGaleReqstSn}', {
      params: { path: { mapGaleReqstSn: sn } },
      ...errorTitle('web.gallery.detailLookup'),
    }),
  );
  return item;
}

/** POST /api/mapgallery/{sn}/view-count: once per opening of the detail. */
export async function postViewCount(api: AppApiClient, sn: number): Promise<GalleryItem> {
  return api.unwrap(
    api.POST('/api/mapgallery/{mapGaleReqstSn}/view-count', { params: { path: { mapGaleReqstSn: sn } } }),
  );
}

/** POST (add) or DELETE (remove) /api/mapgallery/{sn}/bookmark. */
export async function setBookmark(api: AppApiClient, sn: number, on: boolean): Promise<GalleryItem> {
  const options = { params: { path: { mapGaleReqstSn: sn } }, ...errorTitle('web.gallery.bookmarkTitle') };
  return api.unwrap(
    on
      ? api.POST('/api/mapgallery/{mapGaleReqstSn}/bookmark', options)
      : api.DELETE('/api/mapgallery/{mapGaleReqstSn}/bookmark', options),
  );
}

/** POST /api/mapgallery/{sn}/recommend: once per user (the server refuses the second with 409). */
export async function recommend(api: AppApiClient, sn: number): Promise<GalleryItem> {
  return api.unwrap(
    api.POST('/api/mapgallery/{mapGaleReqstSn}/recommend', {
      params: { path: { mapGaleReqstSn: sn } },
      ...errorTitle('web.gallery.recommendTitle'),
    }),
  );
}

/** POST /api/mapgallery/request → the new request's serial number. */
/** POST /mapgallery/request; `headers` carries the names gate's restricted-word confirmation. */
export async function applyToGallery(
  api: AppApiClient,
  body: GalleryApplication,
  headers: Record<string, string> = {},
): Promise<number> {
  const created = await api.unwrap(
    api.POST('/api/mapgallery/request', {
      body,
      headers: { ...headers, ...errorTitle('web.gallery.apply.requestTitle').headers },
    }),
  );
  return created.mapGaleReqstSn;
}

/** 'YYYY-MM-DD' of an ISO date-time, or the text as given. */
export function displayDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = parseIsoDateTime(iso);
  return date ? formatDate(date) : iso;
}

/** Where the gallery item opens: the app viewer, or the map (read-only for non-editors) in the builder. */
export function openPathOf(
  item: Pick<GalleryItem, 'userMapId' | 'webappTmplatId' | 'insttCode'>,
  fallbackInsttCode: string,
): string | null {
  if (item.webappTmplatId) return `/apps/${item.webappTmplatId}`;
  if (item.userMapId) return `/${item.insttCode ?? fallbackInsttCode}/builder/${item.userMapId}`;
  return null;
}
