import { renderWithServices } from '@nuri/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_MESSAGES } from '../i18n/messages';
import { fakeInstitutionApi, paged } from '../kit/test/fake-institution-api';
import { renderScreen } from '../kit/test/render-screen';
import { ProviderInquiryPage } from './InquiryManagePage';
import { ProviderQnaPage } from './QnaManagePage';

jest.setTimeout(20_000);

const summary = (inqryId: number, inqrySj: string, over: Record<string, unknown> = {}) => ({
  inqryId,
  inqrySj,
  writerNm: '홍길동',
  memberAt: 'N',
  processAt: 'N',
  readableAt: true,
  registDt: '2026-03-02T01:00:00Z',
  ...over,
});
const detail = (over: Record<string, unknown> = {}) => ({
  ...summary(5, '요금 문의'),
  inqryCn: '<p>요금제를 바꾸고 싶습니다.</p>',
  emailaddr: 'guest@example.com',
  registerId: null,
  insttCode: null,
  answerCn: null,
  answerDt: null,
  answererId: null,
  ...over,
});

describe('online inquiry management', () => {
  afterEach(() => window.localStorage.clear());

  it('lets the provider admin answer an inquiry (mailed to the writer) and filter by state', async () => {
    const api = fakeInstitutionApi({
      'GET /api/main/inquiry': paged([summary(5, '요금 문의'), summary(4, '오류 문의', { processAt: 'Y', memberAt: 'Y' })]),
      'GET /api/main/inquiry/5': detail(),
      'POST /api/main/inquiry/5/process': (_r: Request) =>
        new Response(JSON.stringify({ code: 200, message: 'OK', result: detail({ processAt: 'Y', answerCn: '답변' }) }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    });
    renderWithServices(<ProviderInquiryPage />, { fetch: api.fetch, messages: APP_MESSAGES });
    const table = await screen.findByRole('table', { name: '온라인 문의 목록' });
    await within(table).findByRole('row', { name: /요금 문의/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^2요금 문의홍길동비회원답변 대기2026-03-02 \d\d:00답변 삭제$/),
      expect.stringMatching(/^1오류 문의홍길동회원답변 완료2026-03-02 \d\d:00답변 삭제$/),
    ]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '답변 요금 문의' }));
    const dialog = await screen.findByRole('dialog', { name: '요금 문의' });
    expect(await within(dialog).findByText('요금제를 바꾸고 싶습니다.')).toBeInTheDocument();
    expect(within(dialog).getByText('홍길동 (guest@example.com)')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('답변 내용'), '구독 관리에서 바꿀 수 있습니다.');
    await user.click(screen.getByRole('button', { name: '답변 저장' }));
    await waitFor(() => expect(api.sent('POST', '/api/main/inquiry/5/process')).toHaveLength(1));
    expect(api.sent('POST', '/api/main/inquiry/5/process')[0].body).toEqual({ answerCn: '구독 관리에서 바꿀 수 있습니다.' });
    expect(await screen.findByText('답변을 등록하고 작성자에게 이메일을 보냈습니다.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('답변 상태'), 'N');
    await waitFor(() =>
      expect(api.sent('GET', '/api/main/inquiry').some((r) => r.query.get('processAt') === 'N')).toBe(true),
    );
  });

  it("shows the institution admin their institution's inquiries and lets them ask the operator", async () => {
    const api = fakeInstitutionApi({
      'GET /api/main/inquiry': paged([summary(7, '레이어 오류', { memberAt: 'Y', processAt: 'Y' })]),
      'POST /api/main/inquiry': detail({ inqryId: 8, inqrySj: '새 문의', memberAt: 'Y' }),
    });
    renderScreen('/manageInquiry', api.fetch);
    expect(await screen.findByRole('heading', { level: 1, name: '온라인 문의' })).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /레이어 오류/ })).toBeInTheDocument();
    expect(api.sent('GET', '/api/main/inquiry')[0].query.get('insttCode')).toBe('kwater');
    expect(screen.queryByRole('button', { name: /^삭제/ })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '문의하기' }));
    const dialog = await screen.findByRole('dialog', { name: '문의하기' });
    await user.type(within(dialog).getByLabelText('제목'), '새 문의');
    await user.type(within(dialog).getByLabelText('내용'), '지도 저장이 안 됩니다.');
    await user.click(within(screen.getByRole('dialog', { name: '문의하기' })).getByRole('button', { name: '문의 등록' }));
    await waitFor(() => expect(api.sent('POST', '/api/main/inquiry')).toHaveLength(1));
    expect(api.sent('POST', '/api/main/inquiry')[0].body).toEqual({ inqrySj: '새 문의', inqryCn: '지도 저장이 안 됩니다.' });
  });
});

describe('Q&A and comment moderation', () => {
  it('deletes a question after confirming, and lists comments on the second tab', async () => {
    const api = fakeInstitutionApi({
      'GET /api/qna': paged([
        { qnaId: 3, qnaSj: '좌표계 질문', qnaCn: 'x', insttCode: 'kwater', answerCnt: 2, rdcnt: 1, registerId: 'lee',
          registerNm: '이누리', registDt: '2026-03-02T01:00:00Z', updtDt: '2026-03-02T01:00:00Z' },
      ]),
      'DELETE /api/qna/3': null,
      'GET /api/comments/manage': paged([
        { commentId: 9, cntntsTyCode: 'NTT', cntntsId: '12', commentCn: '확인했습니다', registerId: 'kim', registerNm: '김누리',
          registDt: '2026-03-02T01:00:00Z', updtDt: '2026-03-02T01:00:00Z' },
      ]),
    });
    renderWithServices(<ProviderQnaPage />, { fetch: api.fetch, messages: APP_MESSAGES });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '삭제 좌표계 질문' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(api.sent('DELETE', '/api/qna/3')).toHaveLength(1));

    await user.click(screen.getByRole('tab', { name: '댓글' }));
    expect(await screen.findByRole('row', { name: /확인했습니다 공지사항 12 김누리/ })).toBeInTheDocument();
  });
});
