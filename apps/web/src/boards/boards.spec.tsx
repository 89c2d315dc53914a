import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  accountApi,
  bodyOf,
  decryptPassword,
  installWebCrypto,
  MEMBER,
  requestsTo,
  storeLogin,
} from '../account/testing/account-api';
import { envelope } from '@nuri/shell/testing';
import { renderApp } from '../test/render-app';
import { galleryItem } from '../gallery/testing/gallery-fixtures';

jest.setTimeout(20_000);
beforeAll(installWebCrypto);
afterEach(() => window.localStorage.clear());

const paged = <T,>(content: T[]) => ({ content, totalElements: content.length, pageIndex: 1, pageSize: 10, last: true });
const summary = (over: Record<string, unknown> = {}) => ({
  inqryId: 5,
  inqrySj: '요금 문의',
  writerNm: '홍**',
  memberAt: 'N',
  processAt: 'N',
  readableAt: false,
  registDt: '2026-03-02T01:00:00Z',
  ...over,
});
const inquiry = (over: Record<string, unknown> = {}) => ({
  ...summary({ writerNm: '홍길동', readableAt: true }),
  inqryCn: '<p>요금제를 바꾸고 싶습니다.</p>',
  emailaddr: 'guest@example.com',
  registerId: null,
  insttCode: null,
  answerCn: null,
  answerDt: null,
  answererId: null,
  ...over,
});

describe('online inquiry (web)', () => {
  it('lists titles with the masked writer and the answer state', async () => {
    const fetch = accountApi({
      'GET /api/main/inquiry': () =>
        envelope(200, paged([summary(), summary({ inqryId: 4, inqrySj: '오류 문의', processAt: 'Y', memberAt: 'Y' })])),
    });
    renderApp({ fetch, route: '/community/inquiry' });
    const table = await screen.findByRole('table', { name: '온라인 문의 목록' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '2요금 문의 (비밀번호)홍**답변 대기2026-03-02',
      '1오류 문의홍**답변 완료2026-03-02',
    ]);
    expect(within(rows[0]).getByRole('link', { name: '요금 문의' })).toHaveAttribute('href', '/community/inquiry/5');
  });

  it('posts a guest inquiry with the encrypted password and shows it', async () => {
    const fetch = accountApi({
      'GET /api/captcha/status': () => envelope(200, { required: false }),
      'POST /api/main/inquiry': () => envelope(201, inquiry()),
    });
    renderApp({ fetch, route: '/community/inquiry/new' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('이름'), '홍길동');
    await user.type(screen.getByLabelText('이메일'), 'guest@example.com');
    await user.type(screen.getByLabelText('문의 비밀번호'), 'pw1234');
    await user.type(screen.getByLabelText('제목'), '요금 문의');
    // The content is rich text (the lazy editor), pasted in.
    await user.click(await screen.findByRole('textbox', { name: '내용' }));
    await user.paste('요금제를 바꾸고 싶습니다.');
    await user.click(screen.getByRole('button', { name: '문의 등록' }));
    expect(await screen.findByRole('heading', { level: 1, name: '요금 문의' })).toBeInTheDocument();
    expect(screen.getByText('요금제를 바꾸고 싶습니다.')).toBeInTheDocument();
    const body = await bodyOf(requestsTo(fetch, 'POST /api/main/inquiry')[0]);
    expect(body).toMatchObject({ inqrySj: '요금 문의', writerNm: '홍길동', emailaddr: 'guest@example.com' });
    expect(decryptPassword(body.password as string)).toBe('pw1234');
    expect(body.captchaId).toBeUndefined();
  });

  it('refuses a guest password shorter than 4 characters before sending', async () => {
    const fetch = accountApi({ 'GET /api/captcha/status': () => envelope(200, { required: false }) });
    renderApp({ fetch, route: '/community/inquiry/new' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('이름'), '홍길동');
    await user.type(screen.getByLabelText('이메일'), 'guest@example.com');
    await user.type(screen.getByLabelText('문의 비밀번호'), 'abc');
    await user.type(screen.getByLabelText('제목'), '요금 문의');
    await user.click(await screen.findByRole('textbox', { name: '내용' }));
    await user.paste('내용');
    await user.click(screen.getByRole('button', { name: '문의 등록' }));
    expect(await screen.findByText('문의 비밀번호는 4~20자로 입력해 주세요.')).toBeInTheDocument();
    expect(requestsTo(fetch, 'POST /api/main/inquiry')).toHaveLength(0);
  });

  it('shows the rate-limit text of a refused password check', async () => {
    const fetch = accountApi({
      'GET /api/main/inquiry/5/summary': () => envelope(200, summary()),
      'GET /api/captcha/status': () => envelope(200, { required: false }),
      'POST /api/main/inquiry/5/checkPassword': () => envelope(429, null, '요청이 너무 많습니다. 42초 후에 다시 시도해 주세요.'),
    });
    renderApp({ fetch, route: '/community/inquiry/5' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('문의 비밀번호'), 'pw1234');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('요청이 너무 많습니다. 42초 후에 다시 시도해 주세요.')).toBeInTheDocument();
  });

  it('opens a guest inquiry with its password and shows the answer', async () => {
    const fetch = accountApi({
      'GET /api/main/inquiry/5/summary': () => envelope(200, summary({ processAt: 'Y' })),
      'GET /api/captcha/status': () => envelope(200, { required: false }),
      'POST /api/main/inquiry/5/checkPassword': () =>
        envelope(200, inquiry({ processAt: 'Y', answerCn: '<p>구독 관리에서 바꿀 수 있습니다.</p>', answerDt: '2026-03-03T01:00:00Z' })),
    });
    renderApp({ fetch, route: '/community/inquiry/5' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('문의 비밀번호'), 'pw1234');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('구독 관리에서 바꿀 수 있습니다.')).toBeInTheDocument();
    expect(screen.getByText('답변 완료')).toBeInTheDocument();
    const body = await bodyOf(requestsTo(fetch, 'POST /api/main/inquiry/5/checkPassword')[0]);
    expect(decryptPassword(body.password as string)).toBe('pw1234');
  });

  it('asks for the captcha when the server requires it and sends its answer', async () => {
    const fetch = accountApi({
      'GET /api/main/inquiry/5/summary': () => envelope(200, summary()),
      'GET /api/captcha/status': () => envelope(200, { required: true }),
      'GET /api/captcha': () => envelope(200, { captchaId: 'cap-1', image: 'data:image/svg+xml;base64,PHN2Zy8+', expiresIn: 300 }),
      'POST /api/main/inquiry/5/checkPassword': () => envelope(200, inquiry()),
    });
    renderApp({ fetch, route: '/community/inquiry/5' });
    const user = userEvent.setup();
    expect(await screen.findByRole('img', { name: '보안 문자 그림' })).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    await user.type(screen.getByLabelText('문의 비밀번호'), 'pw1234');
    await user.type(screen.getByLabelText('보안 문자'), '12345');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('요금제를 바꾸고 싶습니다.')).toBeInTheDocument();
    const body = await bodyOf(requestsTo(fetch, 'POST /api/main/inquiry/5/checkPassword')[0]);
    expect(body).toMatchObject({ captchaId: 'cap-1', captchaAnswer: '12345' });
  });

  it("tells a member that another member's inquiry is not theirs to read", async () => {
    storeLogin(MEMBER);
    const fetch = accountApi(
      { 'GET /api/main/inquiry/5/summary': () => envelope(200, summary({ memberAt: 'Y' })) },
      MEMBER,
    );
    renderApp({ fetch, route: '/community/inquiry/5' });
    expect(await screen.findByText('작성한 회원과 관리자만 볼 수 있는 문의입니다.')).toBeInTheDocument();
    expect(requestsTo(fetch, 'GET /api/main/inquiry/5')).toHaveLength(0);
  });
});

describe('Q&A (web)', () => {
  const qna = { qnaId: 3, qnaSj: '좌표계 질문', qnaCn: '<p>EPSG:5186?</p>', insttCode: 'openbiz', answerCnt: 1, rdcnt: 2,
    registerId: 'lee', registerNm: '이누리', registDt: '2026-03-02T01:00:00Z', updtDt: '2026-03-02T01:00:00Z' };
  it('shows a question with its answers and lets a member answer', async () => {
    storeLogin(MEMBER);
    const answers = [
      { answerId: 9, qnaId: 3, answerCn: '중부원점입니다.', registerId: 'park', registerNm: '박누리', registDt: '2026-03-02T02:00:00Z', updtDt: '2026-03-02T02:00:00Z' },
    ];
    const fetch = accountApi(
      {
        'GET /api/qna/3': () => envelope(200, qna),
        'POST /api/qna/3/view-count': () => envelope(200, { ...qna, rdcnt: 3 }),
        'GET /api/qna/3/answers': () => envelope(200, paged(answers)),
        'POST /api/qna/3/answers': () => envelope(201, answers[0]),
      },
      MEMBER,
    );
    renderApp({ fetch, route: '/community/qna/3' });
    expect(await screen.findByRole('heading', { level: 1, name: '좌표계 질문' })).toBeInTheDocument();
    expect(await screen.findByText('중부원점입니다.')).toBeInTheDocument();
    expect(await screen.findByText('작성자 이누리 · 등록일 2026-03-02 · 조회수 3')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('답변 작성'), '국가 좌표계입니다.');
    await user.click(screen.getByRole('button', { name: '답변 등록' }));
    await waitFor(() => expect(requestsTo(fetch, 'POST /api/qna/3/answers')).toHaveLength(1));
    expect(await bodyOf(requestsTo(fetch, 'POST /api/qna/3/answers')[0])).toEqual({ answerCn: '국가 좌표계입니다.' });
  });
});

describe('comments and reviews of a content', () => {
  it('shows the review summary and comments as text, and posts a comment', async () => {
    storeLogin(MEMBER);
    const comment = { commentId: 1, cntntsTyCode: 'MAP', cntntsId: 'MAP1', commentCn: '<b>좋아요</b>', registerId: 'lee',
      registerNm: '이누리', registDt: '2026-03-02T01:00:00Z', updtDt: '2026-03-02T01:00:00Z' };
    const fetch = accountApi(
      {
        'GET /api/review/summary': () => envelope(200, { reviewCnt: 2, scoreAvg: 3.5, myReview: null }),
        'GET /api/review': () => envelope(200, paged([])),
        'GET /api/comments': () => envelope(200, paged([comment])),
        'POST /api/comments': () => envelope(201, comment),
        'GET /api/mapgallery/1': () => envelope(200, galleryItem(1)),
        'POST /api/mapgallery/1/view-count': () => envelope(200, galleryItem(1)),
      },
      MEMBER,
    );
    // Mounted on the gallery detail page of the map.
    renderApp({ fetch, route: '/gallery/1' });
    expect(await screen.findByText('평점 3.5 / 5 · 리뷰 2개')).toBeInTheDocument();
    // Shown as text, never as HTML.
    expect(await screen.findByText('<b>좋아요</b>')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '댓글 1' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('댓글 작성'), '잘 봤습니다');
    await user.click(screen.getByRole('button', { name: '댓글 등록' }));
    await waitFor(() => expect(requestsTo(fetch, 'POST /api/comments')).toHaveLength(1));
    expect(await bodyOf(requestsTo(fetch, 'POST /api/comments')[0])).toEqual({ cntntsId: 'MAP1', commentCn: '잘 봤습니다' });
  });
});

describe('comments on a notice', () => {
  it('lists the comments under the notice and lets a member comment', async () => {
    storeLogin(MEMBER);
    const notice = { nttId: 12, insttCode: null, nttSj: '점검 안내', nttCn: '<p>점검</p>', popupAt: 'N', popupBeginDt: null,
      popupEndDt: null, rdcnt: 1, registerId: 'admin', registDt: '2026-03-01T03:00:00Z', updtDt: '2026-03-01T03:00:00Z',
      atchmnflId: null, files: [] };
    const comment = { commentId: 2, cntntsTyCode: 'NTT', cntntsId: '12', commentCn: '확인했습니다', registerId: 'lee',
      registerNm: '이누리', registDt: '2026-03-02T01:00:00Z', updtDt: '2026-03-02T01:00:00Z' };
    const fetch = accountApi(
      {
        'GET /api/notices/12': () => envelope(200, notice),
        'POST /api/notices/12/view-count': () => envelope(200, { rdcnt: 2 }),
        'GET /api/notice/comments': () => envelope(200, paged([comment])),
        'POST /api/notice/comments': () => envelope(201, comment),
      },
      MEMBER,
    );
    renderApp({ fetch, route: '/notice/12' });
    expect(await screen.findByText('확인했습니다')).toBeInTheDocument();
    expect(new URL(requestsTo(fetch, 'GET /api/notice/comments')[0].url).searchParams.get('nttId')).toBe('12');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('댓글 작성'), '감사합니다');
    await user.click(screen.getByRole('button', { name: '댓글 등록' }));
    await waitFor(() => expect(requestsTo(fetch, 'POST /api/notice/comments')).toHaveLength(1));
    expect(await bodyOf(requestsTo(fetch, 'POST /api/notice/comments')[0])).toEqual({ nttId: 12, commentCn: '감사합니다' });
  });
});

describe('my page activity', () => {
  it('lists what I wrote with links, on the institution my page too', async () => {
    storeLogin(MEMBER);
    const fetch = accountApi(
      {
        'GET /api/mypage/activity': () =>
          envelope(
            200,
            paged([
              { activityTy: 'QNA', activityId: 3, activitySj: '좌표계 질문', cntntsTyCode: null, targetId: '3', registDt: '2026-03-02T01:00:00Z' },
              { activityTy: 'INQUIRY', activityId: 5, activitySj: '요금 문의', cntntsTyCode: null, targetId: '5', registDt: '2026-03-01T01:00:00Z' },
            ]),
          ),
      },
      MEMBER,
    );
    renderApp({ fetch, route: '/openbiz/myPage?active=myActivity' });
    const table = await screen.findByRole('table', { name: '활동 내역' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['Q&A 질문좌표계 질문2026-03-02', '온라인 문의요금 문의2026-03-01']);
    expect(within(rows[0]).getByRole('link')).toHaveAttribute('href', '/openbiz/community/qna/3');
  });
});
