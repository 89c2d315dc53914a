import { ApiError, type components } from '@nuri/api-client';
import { formatDate, parseIsoDateTime } from '@nuri/domain';
import type { AppApiClient } from '@nuri/shell';

// The boards' calls (API.md "Boards", "My page", "Other"): online inquiries, captcha, Q&A,
// comments and reviews of contents, my activity. Failed calls are alerted by the API client.

export type InquirySummary = components['schemas']['InquirySummaryDto'];
export type Inquiry = components['schemas']['InquiryDto'];
export type Qna = components['schemas']['QnaDto'];
export type QnaAnswer = components['schemas']['QnaAnswerDto'];
export type Comment = components['schemas']['CommentDto'];
export type Review = components['schemas']['ReviewDto'];
export type ReviewSummary = components['schemas']['ReviewSummaryDto'];
export type Activity = components['schemas']['ActivityDto'];
export type Captcha = components['schemas']['CaptchaDto'];

export const BOARD_PAGE_SIZE = 10;
export const INQUIRY_PASSWORD_MIN = 4;
export const INQUIRY_PASSWORD_MAX = 20;
export const COMMENT_MAX = 1000;

/** The captcha fields of a public form (empty until the server asks for them). */
export interface CaptchaValue {
  captchaId?: string;
  captchaAnswer?: string;
}

export const boardKeys = {
  inquiries: (pageIndex: number, mine: boolean) => ['web', 'boards', 'inquiry', 'list', mine, pageIndex] as const,
  inquirySummary: (id: number) => ['web', 'boards', 'inquiry', 'summary', id] as const,
  inquiry: (id: number) => ['web', 'boards', 'inquiry', 'detail', id] as const,
  captchaStatus: ['web', 'boards', 'captcha', 'status'] as const,
  qnaList: (insttCode: string | null, pageIndex: number) => ['web', 'boards', 'qna', 'list', insttCode ?? '*', pageIndex] as const,
  qna: (id: number) => ['web', 'boards', 'qna', 'detail', id] as const,
  answers: (id: number, pageIndex: number) => ['web', 'boards', 'qna', 'answers', id, pageIndex] as const,
  comments: (cntntsId: string, pageIndex: number) => ['web', 'boards', 'comments', cntntsId, pageIndex] as const,
  reviews: (cntntsId: string, pageIndex: number) => ['web', 'boards', 'reviews', cntntsId, pageIndex] as const,
  reviewSummary: (cntntsId: string) => ['web', 'boards', 'reviews', cntntsId, 'summary'] as const,
  activity: (kind: string, pageIndex: number) => ['web', 'boards', 'mypage', kind, pageIndex] as const,
};

/** Whether a failure is the server asking for (or refusing) the captcha. */
export function isCaptchaFailure(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 400 &&
    Array.isArray(error.result) &&
    (error.result as { field?: unknown }[]).some((e) => e?.field === 'captchaAnswer')
  );
}

/** Number of pages of a paged answer. */
export const pageCount = (totalElements: number, pageSize = BOARD_PAGE_SIZE): number =>
  Math.max(1, Math.ceil(totalElements / pageSize));

/** 'YYYY-MM-DD' (local) of an ISO date-time. */
export function displayDay(iso: string | null | undefined): string {
  const date = iso ? parseIsoDateTime(iso) : null;
  return date ? formatDate(date) : '';
}

export const fetchInquiries = (api: AppApiClient, pageIndex: number, mine: boolean) =>
  api.unwrap(
    api.GET('/api/main/inquiry', {
      params: { query: { pageIndex, pageSize: BOARD_PAGE_SIZE, ...(mine ? { mine: 'Y' as const } : {}) } },
    }),
  );
export const fetchInquirySummary = (api: AppApiClient, inqryId: number) =>
  api.unwrap(api.GET('/api/main/inquiry/{inqryId}/summary', { params: { path: { inqryId } } }));
export const fetchInquiry = (api: AppApiClient, inqryId: number) =>
  api.unwrap(api.GET('/api/main/inquiry/{inqryId}', { params: { path: { inqryId } } }));
export const createInquiry = (api: AppApiClient, body: components['schemas']['InquiryCreateDto']) =>
  api.unwrap(api.POST('/api/main/inquiry', { body }));
export const openInquiry = (api: AppApiClient, inqryId: number, body: components['schemas']['InquiryPasswordDto']) =>
  api.unwrap(api.POST('/api/main/inquiry/{inqryId}/checkPassword', { params: { path: { inqryId } }, body }));
export const deleteInquiry = (api: AppApiClient, inqryId: number, body: components['schemas']['InquiryDeleteDto']) =>
  api.unwrap(api.DELETE('/api/main/inquiry/{inqryId}', { params: { path: { inqryId } }, body }));

export const fetchCaptchaStatus = (api: AppApiClient) => api.unwrap(api.GET('/api/captcha/status'));
export const fetchCaptcha = (api: AppApiClient) => api.unwrap(api.GET('/api/captcha'));

export const fetchQnaList = (api: AppApiClient, insttCode: string | null, pageIndex: number) =>
  api.unwrap(
    api.GET('/api/qna', {
      params: { query: { pageIndex, pageSize: BOARD_PAGE_SIZE, ...(insttCode ? { insttCode } : {}) } },
    }),
  );
export const fetchQna = (api: AppApiClient, qnaId: number) =>
  api.unwrap(api.GET('/api/qna/{qnaId}', { params: { path: { qnaId } } }));
export const fetchAnswers = (api: AppApiClient, qnaId: number, pageIndex: number) =>
  api.unwrap(
    api.GET('/api/qna/{qnaId}/answers', { params: { path: { qnaId }, query: { pageIndex, pageSize: BOARD_PAGE_SIZE } } }),
  );

export const fetchComments = (api: AppApiClient, cntntsId: string, pageIndex: number) =>
  api.unwrap(api.GET('/api/comments', { params: { query: { cntntsId, pageIndex, pageSize: BOARD_PAGE_SIZE } } }));
export const fetchNoticeComments = (api: AppApiClient, nttId: number, pageIndex: number) =>
  api.unwrap(api.GET('/api/notice/comments', { params: { query: { nttId, pageIndex, pageSize: BOARD_PAGE_SIZE } } }));
export const fetchReviews = (api: AppApiClient, cntntsId: string, pageIndex: number) =>
  api.unwrap(api.GET('/api/review', { params: { query: { cntntsId, pageIndex, pageSize: BOARD_PAGE_SIZE } } }));
export const fetchReviewSummary = (api: AppApiClient, cntntsId: string) =>
  api.unwrap(api.GET('/api/review/summary', { params: { query: { cntntsId } } }));
