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

export interface MyContentsFilters {
  contentsSj: string;
  contentsType: ContentsType | '';
  bookmarkedOnly: boolean;
  groupNm: string;
}

export const NO_CONTENTS_FILTERS: MyContentsFilters = {
  contentsSj: '',
  contentsType: '',
  bookmarkedOnly: false,
  groupNm: '',
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
    direction: 'DESC' as const,
    ...(filters.contentsSj ? { contentsSj: filters.contentsSj } : {}),
    ...(filters.contentsType ? { contentsType: filters.contentsType } : {}),
    ...(tab === 'mine' && filters.groupNm ? { groupNm: filters.groupNm } : {}),
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
