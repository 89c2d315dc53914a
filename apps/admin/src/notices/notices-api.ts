import { errorTitle, type components } from '@nuri/api-client';
import type { AppApiClient } from '@nuri/ui';

export type Notice = components['schemas']['NoticeDto'];
export type NoticeSave = components['schemas']['NoticeSaveDto'];

/** Whose notices a screen manages: the provider's (null) or one institution's. */
export type NoticeOwner = string | null;

export const noticeQueryKey = (owner: NoticeOwner, pageIndex: number) =>
  ['notices', owner ?? '*', pageIndex] as const;

export const NOTICE_PAGE_SIZE = 10;

export function listNotices(api: AppApiClient, owner: NoticeOwner, pageIndex: number) {
  const query = { pageIndex, pageSize: NOTICE_PAGE_SIZE };
  return owner === null
    ? api.unwrap(api.GET('/api/notices', { params: { query }, ...errorTitle('noticeMng.listLabel') }))
    : api.unwrap(
        api.GET('/api/instt/{insttCode}/ntcn', {
          params: { path: { insttCode: owner }, query },
          ...errorTitle('noticeMng.listLabel'),
        }),
      );
}

export function saveNotice(api: AppApiClient, owner: NoticeOwner, nttId: number | null, body: NoticeSave) {
  if (owner === null)
    return nttId === null
      ? api.unwrap(api.POST('/api/notices', { body }))
      : api.unwrap(api.PUT('/api/notices/{nttId}', { params: { path: { nttId } }, body }));
  return nttId === null
    ? api.unwrap(api.POST('/api/instt/{insttCode}/ntcn', { params: { path: { insttCode: owner } }, body }))
    : api.unwrap(
        api.PUT('/api/instt/{insttCode}/ntcn/{nttId}', {
          params: { path: { insttCode: owner, nttId } },
          body,
        }),
      );
}

export function deleteNotice(api: AppApiClient, owner: NoticeOwner, nttId: number) {
  return owner === null
    ? api.unwrap(api.DELETE('/api/notices/{nttId}', { params: { path: { nttId } } }))
    : api.unwrap(
        api.DELETE('/api/instt/{insttCode}/ntcn/{nttId}', { params: { path: { insttCode: owner, nttId } } }),
      );
}
