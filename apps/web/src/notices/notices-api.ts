import type { components } from '@nuri/api-client';
import { formatDate, parseIsoDateTime } from '@nuri/domain';
import type { AppApiClient } from '@nuri/shell';

export type Notice = components['schemas']['NoticeDto'];

/** The download address of one attached file of a notice (public; provider and institution ids are global). */
export const noticeFileHref = (nttId: number, fileOrdr: number): string =>
  `/api/notices/${nttId}/files/${fileOrdr}`;

/** The provider's notices (null) or one institution's. */
export type NoticeOwner = string | null;

export const NOTICE_PAGE_SIZE = 10;

export const noticeKeys = {
  list: (owner: NoticeOwner, pageIndex: number) =>
    ['web', 'notices', 'list', owner ?? '*', pageIndex] as const,
  detail: (owner: NoticeOwner, nttId: number) => ['web', 'notices', 'detail', owner ?? '*', nttId] as const,
  popup: (owner: NoticeOwner) => ['web', 'notices', 'popup', owner ?? '*'] as const,
};

export function fetchNotices(api: AppApiClient, owner: NoticeOwner, pageIndex: number) {
  const query = { pageIndex, pageSize: NOTICE_PAGE_SIZE };
  return owner === null
    ? api.unwrap(api.GET('/api/notices', { params: { query } }))
    : api.unwrap(api.GET('/api/instt/{insttCode}/ntcn', { params: { path: { insttCode: owner }, query } }));
}

export function fetchNotice(api: AppApiClient, owner: NoticeOwner, nttId: number) {
  return owner === null
    ? api.unwrap(api.GET('/api/notices/{nttId}', { params: { path: { nttId } } }))
    : api.unwrap(
        api.GET('/api/instt/{insttCode}/ntcn/{nttId}', { params: { path: { insttCode: owner, nttId } } }),
      );
}

/** Counts one view (the id is global to provider and institution notices). */
export function postNoticeView(api: AppApiClient, nttId: number) {
  return api.unwrap(api.POST('/api/notices/{nttId}/view-count', { params: { path: { nttId } } }));
}

export function fetchPopups(api: AppApiClient, owner: NoticeOwner) {
  return owner === null
    ? api.unwrap(api.GET('/api/notices/popup'))
    : api.unwrap(api.GET('/api/instt/{insttCode}/ntcn/popup', { params: { path: { insttCode: owner } } }));
}

/** The localStorage key that hides one popup notice for one (local) day. */
export function popupHiddenKey(nttId: number, day: Date = new Date()): string {
  return `nuri.notice.popup.hidden.${nttId}.${formatDate(day)}`;
}

/** 'YYYY-MM-DD' (local) of an ISO date-time. */
export function displayDay(iso: string): string {
  const date = parseIsoDateTime(iso);
  return date ? formatDate(date) : '';
}
