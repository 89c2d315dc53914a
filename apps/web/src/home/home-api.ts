import type { components } from '@nuri/api-client';
import type { AppApiClient } from '@nuri/shell';

// What the home pages read (API.md "Map gallery", "Notices", "Subscriptions", "My page"): a few
// items of each public list and, signed in, of the user's own lists.

/** Cards and rows a home page shows of each list. */
export const HOME_GALLERY_SIZE = 4;
export const HOME_NOTICE_SIZE = 5;
export const HOME_CONTENT_SIZE = 4;

export type HomeGalleryItem = components['schemas']['GalleryItemDto'];
export type HomeNotice = components['schemas']['NoticeDto'];
export type HomePlan = components['schemas']['PlanDto'];
export type HomeContent = components['schemas']['MyContentDto'];

/** The provider's gallery (null) or one institution's. */
export type HomeOwner = string | null;

export const homeKeys = {
  gallery: (owner: HomeOwner) => ['web', 'home', 'gallery', owner ?? '*'] as const,
  notices: (owner: HomeOwner) => ['web', 'home', 'notices', owner ?? '*'] as const,
  plans: ['web', 'home', 'plans'] as const,
  contents: (list: 'mine' | 'shared') => ['web', 'home', 'contents', list] as const,
};

/** The most viewed approved gallery items: the provider's, or an institution's. */
export async function fetchHomeGallery(api: AppApiClient, owner: HomeOwner): Promise<HomeGalleryItem[]> {
  const query =
    owner === null
      ? { galleryType: 'product' as const }
      : { galleryType: 'instt' as const, insttCode: owner };
  const page = await api.unwrap(
    api.GET('/api/mapgallery', {
      params: { query: { ...query, sort: 'views', pageIndex: 1, pageSize: HOME_GALLERY_SIZE } },
    }),
  );
  return page.content.slice(0, HOME_GALLERY_SIZE);
}

/** The newest notices: the provider's, or an institution's. */
export async function fetchHomeNotices(api: AppApiClient, owner: HomeOwner): Promise<HomeNotice[]> {
  const query = { pageIndex: 1, pageSize: HOME_NOTICE_SIZE };
  const page =
    owner === null
      ? await api.unwrap(api.GET('/api/notices', { params: { query } }))
      : await api.unwrap(
          api.GET('/api/instt/{insttCode}/ntcn', { params: { path: { insttCode: owner }, query } }),
        );
  return page.content.slice(0, HOME_NOTICE_SIZE);
}

export const fetchHomePlans = (api: AppApiClient): Promise<HomePlan[]> =>
  api.unwrap(api.GET('/api/subscribes/plans'));

/** The newest of my contents, or of what was shared with me. */
export async function fetchHomeContents(api: AppApiClient, list: 'mine' | 'shared'): Promise<HomeContent[]> {
  const query = { pageIndex: 1, pageSize: HOME_CONTENT_SIZE, direction: 'DESC' as const };
  const page =
    list === 'mine'
      ? await api.unwrap(api.GET('/api/mypage/contents', { params: { query } }))
      : await api.unwrap(api.GET('/api/mypage/contents/shared', { params: { query } }));
  return page.content.slice(0, HOME_CONTENT_SIZE);
}

/** Where a content opens: a map in the builder, an app in its viewer; layers have no page of their own. */
export function homeContentPath(
  item: Pick<HomeContent, 'contentsType' | 'contentsId' | 'insttCode'>,
): string | null {
  if (item.contentsType === 'MAP') return `/${item.insttCode}/builder/${item.contentsId}`;
  if (item.contentsType === 'APP') return `/apps/${item.contentsId}`;
  return null;
}
