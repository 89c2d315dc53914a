import type { components } from '@nuri/api-client';
import type { AppApiClient } from '@nuri/shell';

export type InquirySummary = components['schemas']['InquirySummaryDto'];
export type Inquiry = components['schemas']['InquiryDto'];
export type Qna = components['schemas']['QnaDto'];
export type Comment = components['schemas']['CommentDto'];

export const MNG_PAGE_SIZE = 10;

export interface InquiryFilter {
  pageIndex: number;
  processAt: '' | 'Y' | 'N';
  searchNm: string;
  /** The institution admin's screen: that institution's members' inquiries. */
  insttCode: string | null;
}

export const listInquiries = (api: AppApiClient, f: InquiryFilter) =>
  api.unwrap(
    api.GET('/api/main/inquiry', {
      params: {
        query: {
          pageIndex: f.pageIndex,
          pageSize: MNG_PAGE_SIZE,
          ...(f.processAt ? { processAt: f.processAt } : {}),
          ...(f.searchNm.trim() ? { searchNm: f.searchNm.trim() } : {}),
          ...(f.insttCode ? { insttCode: f.insttCode } : {}),
        },
      },
    }),
  );
export const getInquiry = (api: AppApiClient, inqryId: number) =>
  api.unwrap(api.GET('/api/main/inquiry/{inqryId}', { params: { path: { inqryId } } }));
export const answerInquiry = (api: AppApiClient, inqryId: number, answerCn: string) =>
  api.unwrap(api.POST('/api/main/inquiry/{inqryId}/process', { params: { path: { inqryId } }, body: { answerCn } }));
export const deleteInquiry = (api: AppApiClient, inqryId: number) =>
  api.unwrap(api.DELETE('/api/main/inquiry/{inqryId}', { params: { path: { inqryId } }, body: {} }));
export const postInquiry = (api: AppApiClient, inqrySj: string, inqryCn: string) =>
  api.unwrap(api.POST('/api/main/inquiry', { body: { inqrySj, inqryCn } }));

export const listQna = (api: AppApiClient, pageIndex: number, searchNm: string) =>
  api.unwrap(
    api.GET('/api/qna', {
      params: { query: { pageIndex, pageSize: MNG_PAGE_SIZE, ...(searchNm.trim() ? { searchNm: searchNm.trim() } : {}) } },
    }),
  );
export const deleteQna = (api: AppApiClient, qnaId: number) =>
  api.unwrap(api.DELETE('/api/qna/{qnaId}', { params: { path: { qnaId } } }));
export const listComments = (api: AppApiClient, pageIndex: number, searchNm: string) =>
  api.unwrap(
    api.GET('/api/comments/manage', {
      params: { query: { pageIndex, pageSize: MNG_PAGE_SIZE, ...(searchNm.trim() ? { searchNm: searchNm.trim() } : {}) } },
    }),
  );
export const deleteComment = (api: AppApiClient, commentId: number) =>
  api.unwrap(api.DELETE('/api/comments/{commentId}', { params: { path: { commentId } } }));

export const pageCount = (total: number): number => Math.max(1, Math.ceil(total / MNG_PAGE_SIZE));

/** 'YYYY-MM-DD HH:mm' (local). */
export function displayDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}
