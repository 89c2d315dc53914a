import { errorTitle, type components } from '@nuri/api-client';
import type { AppApiClient } from '@nuri/shell';

// My page contents (API.md "My page"): my contents, shared with me, my institution's, my
// bookmarks, and the counts. Failures are alerts titled by the content.

export type ContentsType = 'MAP' | 'APP' | 'LYR';
export const CONTENTS_TYPES: readonly ContentsType[] = ['MAP', 'APP', 'LYR'];

export type MyContent = components['schemas']['MyContentDto'];
export type MyContentsCount = components['schemas']['MyContentCountDto'];

/** The tabs: each reads its own list route (bookmarks: my contents list, bookmarked only). */
export const MY_CONTENTS_TABS = ['mine', 'shared', 'instt', 'bookmarks'] as const;
export type MyContentsTab = (typeof MY_CONTENTS_TABS)[number];

/** Sort orders of the lists (the route's whitelist), newest change first by default. */
export const MY_CONTENTS_SORTS = ['updtDt', 'registDt', 'contentsSj'] as const;
export type MyContentsSort = (typeof MY_CONTENTS_SORTS)[number];
/** How a content shared with me reaches me (the shared list's sharedVia). */
export const SHARED_VIA = ['user', 'group', 'instt'] as const;
export type SharedVia = (typeof SHARED_VIA)[number];

export interface MyContentsFilters {
  contentsSj: string;
  contentsType: ContentsType | '';
  bookmarkedOnly: boolean;
  groupNm: string;
  sort: MyContentsSort;
  sharedVia: SharedVia | '';
}

export const NO_CONTENTS_FILTERS: MyContentsFilters = {
  contentsSj: '',
  contentsType: '',
  bookmarkedOnly: false,
  groupNm: '',
  sort: 'updtDt',
  sharedVia: '',
};
export const MY_CONTENTS_PAGE_SIZE = 10;

export interface MyContentsPage {
  content: MyContent[];
  totalElements: number;
  last: boolean;
}

const PATHS = {
  mine: '/api/mypage/contents',
  bookmarks: '/api/mypage/contents',
  shared: '/api/mypage/contents/shared',
  instt: '/api/mypage/contents/instt',
} as const;

/** One page of a tab's list with the filters (the client drops the empty ones). */
export async function fetchMyContents(
  api: AppApiClient,
  tab: MyContentsTab,
  filters: MyContentsFilters,
  pageIndex: number,
): Promise<MyContentsPage> {
  const query = {
    pageIndex,
    pageSize: MY_CONTENTS_PAGE_SIZE,
    // Titles read A to Z; dates newest first.
    direction: filters.sort === 'contentsSj' ? ('ASC' as const) : ('DESC' as const),
    sort: filters.sort,
    ...(filters.contentsSj ? { contentsSj: filters.contentsSj } : {}),
    ...(filters.contentsType ? { contentsType: filters.contentsType } : {}),
    ...((tab === 'mine' || tab === 'shared') && filters.groupNm ? { groupNm: filters.groupNm } : {}),
    ...(tab === 'shared' && filters.sharedVia ? { sharedVia: filters.sharedVia } : {}),
    ...(tab === 'bookmarks' || (tab === 'mine' && filters.bookmarkedOnly)
      ? { bookmarkedOnly: 'Y' as const }
      : {}),
  };
  const options = { params: { query }, ...errorTitle('web.mypage.contents.listLookup') };
  const page =
    PATHS[tab] === '/api/mypage/contents'
      ? await api.unwrap(api.GET('/api/mypage/contents', options))
      : PATHS[tab] === '/api/mypage/contents/shared'
        ? await api.unwrap(api.GET('/api/mypage/contents/shared', options))
        : await api.unwrap(api.GET('/api/mypage/contents/instt', options));
  return page as MyContentsPage;
}

export async function fetchMyContentsCount(api: AppApiClient): Promise<MyContentsCount> {
  const counts = await api.unwrap(
    api.GET('/api/mypage/contents/count', { ...errorTitle('web.mypage.contents.countLookup') }),
  );
  return counts as MyContentsCount;
}

/** Where a content opens: a map in the builder, an app in the viewer; layers have no page of their own. */
export function contentPath(
  item: Pick<MyContent, 'contentsType' | 'contentsId' | 'insttCode'>,
): string | null {
  if (item.contentsType === 'MAP') return `/${item.insttCode}/builder/${item.contentsId}`;
  if (item.contentsType === 'APP') return `/apps/${item.contentsId}`;
  return null;
}
