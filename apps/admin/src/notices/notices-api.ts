import { errorTitle, type components } from '@nuri/api-client';
import type { AppApiClient } from '@nuri/shell';

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

export type NoticeFile = components['schemas']['NoticeFileDto'];

/** Uploads files as a new attachment group, or into the given group of the caller's; answers the group id. */
export async function uploadNoticeFiles(
  api: AppApiClient,
  files: File[],
  atchmnflId: string | null,
): Promise<string> {
  const form = new FormData();
  for (const file of files) form.append('files', file);
  if (atchmnflId) form.append('atchmnflId', atchmnflId);
  const uploaded = await api.unwrap(
    api.POST('/api/attachments', {
      // The typed body only names the parts; the multipart form itself is what is sent.
      body: { files: files.map((f) => f.name), ...(atchmnflId ? { atchmnflId } : {}) },
      bodySerializer: () => form,
    }),
  );
  return uploaded.atchmnflId;
}

/** Who uploaded an attachment group (only the uploader may add files to it). */
export async function attachmentUploader(api: AppApiClient, atchmnflId: string): Promise<string> {
  const group = await api.unwrap(
    api.GET('/api/attachments/{atchmnflId}', { params: { path: { atchmnflId } } }),
  );
  return group.registerId;
}

export function removeNoticeFile(api: AppApiClient, atchmnflId: string, fileOrdr: number) {
  return api.unwrap(
    api.DELETE('/api/attachments/{atchmnflId}/{fileOrdr}', { params: { path: { atchmnflId, fileOrdr } } }),
  );
}

/** The download address of a notice's file (public). */
export const noticeFileHref = (nttId: number, fileOrdr: number): string =>
  `/api/notices/${nttId}/files/${fileOrdr}`;

/**
 * The notice's files as one zip (POST /api/attachments/{atchmnflId}/download, named by the time);
 * a failure is shown under the spec's 'file download' title.
 */
export function downloadAttachments(api: AppApiClient, atchmnflId: string): Promise<Blob> {
  return api.unwrap(
    api.POST('/api/attachments/{atchmnflId}/download', {
      params: { path: { atchmnflId } },
      parseAs: 'blob',
      ...errorTitle('file.download'),
    }),
  ) as unknown as Promise<Blob>;
}
