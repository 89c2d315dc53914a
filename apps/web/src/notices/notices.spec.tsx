import { envelope, fakeFetch } from '@nuri/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountApi, MEMBER, storeLogin, type TestUser } from '../account/testing/account-api';
import { renderApp } from '../test/render-app';
import { popupHiddenKey } from './notices-api';

function notice(nttId: number, nttSj: string, overrides: Record<string, unknown> = {}) {
  return {
    nttId,
    insttCode: null,
    nttSj,
    nttCn: '<p>점검 <b>안내</b></p>',
    popupAt: 'N',
    popupBeginDt: null,
    popupEndDt: null,
    rdcnt: 4,
    registerId: 'admin',
    registDt: '2026-03-01T03:00:00Z',
    updtDt: '2026-03-01T03:00:00Z',
    atchmnflId: null,
    files: [],
    ...overrides,
  };
}
const paged = <T,>(content: T[], totalElements = content.length) => ({
  content,
  totalElements,
  pageIndex: 1,
  pageSize: 10,
  last: true,
});

/** The web API plus notice answers, signed in as `user` if given; records each request as "METHOD path". */
function noticeApi(answers: Record<string, unknown>, user: TestUser | null = null) {
  if (user) storeLogin(user);
  const base = accountApi(
    {
      'GET /api/instt/openbiz': () => envelope(200, { insttCode: 'openbiz', insttNm: '오픈비즈' }),
      'GET /api/instt/openbiz/status': () => envelope(200, { statusCode: 'NORMAL', statusMsg: '' }),
    },
    user,
  );
  const seen: string[] = [];
  const fetch = fakeFetch(async (request) => {
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname}`;
    seen.push(key);
    if (key in answers) return envelope(request.method === 'POST' ? 201 : 200, answers[key]);
    return base(request);
  });
  return { fetch, seen };
}

describe('public notices', () => {
  afterEach(() => window.localStorage.clear());

  it('lists the provider notices at /notice with number, title, views and date', async () => {
    const api = noticeApi({
      'GET /api/notices': paged([notice(2, '두 번째 공지'), notice(1, '첫 공지', { rdcnt: 9 })]),
    });
    renderApp({ fetch: api.fetch, route: '/notice' });
    const table = await screen.findByRole('table', { name: '공지사항 목록' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['2두 번째 공지42026-03-01', '1첫 공지92026-03-01']);
    expect(within(rows[0]).getByRole('link', { name: '두 번째 공지' })).toHaveAttribute('href', '/notice/2');
  });

  it("shows an institution's notice with its sanitized HTML and counts a view on opening", async () => {
    const api = noticeApi(
      {
        'GET /api/instt/openbiz/ntcn/7': notice(7, '기관 공지', { insttCode: 'openbiz' }),
        'POST /api/notices/7/view-count': { rdcnt: 5 },
      },
      MEMBER,
    );
    renderApp({ fetch: api.fetch, route: '/openbiz/notice/7' });
    expect(await screen.findByRole('heading', { level: 1, name: '기관 공지' })).toBeInTheDocument();
    expect(screen.getByText('안내').tagName).toBe('B');
    expect(await screen.findByText('등록일 2026-03-01 · 조회수 5')).toBeInTheDocument();
    expect(api.seen.filter((s) => s === 'POST /api/notices/7/view-count')).toHaveLength(1);
  });

  it('lists the attached files of a notice with download links', async () => {
    const api = noticeApi(
      {
        'GET /api/instt/openbiz/ntcn/8': notice(8, '첨부 공지', {
          insttCode: 'openbiz',
          atchmnflId: '7b4c1f7e-2a39-4d43-9a0e-0d6d1b9f2c11',
          files: [
            { fileOrdr: 1, orignlFileNm: '점검 안내문.pdf', fileSize: 2048, fileMime: 'application/pdf' },
            {
              fileOrdr: 2,
              orignlFileNm: 'schedule.txt',
              fileSize: 120,
              fileMime: 'text/plain; charset=utf-8',
            },
          ],
        }),
        'POST /api/notices/8/view-count': { rdcnt: 5 },
      },
      MEMBER,
    );
    renderApp({ fetch: api.fetch, route: '/openbiz/notice/8' });
    const files = await screen.findByRole('region', { name: '첨부파일' });
    const pdf = within(files).getByRole('link', { name: '점검 안내문.pdf' });
    expect(pdf).toHaveAttribute('href', '/api/notices/8/files/1');
    expect(pdf).toHaveAttribute('download', '점검 안내문.pdf');
    expect(within(files).getByRole('link', { name: 'schedule.txt' })).toHaveAttribute(
      'href',
      '/api/notices/8/files/2',
    );
  });

  it('shows the current popup notices on the home page, hiding one for the day on request', async () => {
    const popups = [notice(3, '팝업 공지', { popupAt: 'Y' }), notice(4, '두 번째 팝업', { popupAt: 'Y' })];
    const api = noticeApi({ 'GET /api/notices/popup': popups });
    const user = userEvent.setup();
    const { unmount } = renderApp({ fetch: api.fetch, route: '/' });
    const first = await screen.findByRole('dialog', { name: '팝업 공지' });
    await user.click(within(first).getByRole('button', { name: '오늘 하루 보지 않기' }));
    expect(window.localStorage.getItem(popupHiddenKey(3))).toBe('Y');
    const second = await screen.findByRole('dialog', { name: '두 번째 팝업' });
    // The footer's close button (the modal has its own close icon too).
    const closes = within(second).getAllByRole('button', { name: '닫기' });
    await user.click(closes[closes.length - 1]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    unmount();

    // The next visit the same day: only the one not hidden shows again.
    renderApp({ fetch: api.fetch, route: '/' });
    expect(await screen.findByRole('dialog', { name: '두 번째 팝업' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '팝업 공지' })).not.toBeInTheDocument();
  });

  it("asks anonymous visitors to log in for an institution's notices, without asking the API", async () => {
    const api = noticeApi({});
    renderApp({ fetch: api.fetch, route: '/openbiz/notice' });
    expect(
      await screen.findByText('기관 공지사항은 기관 회원만 볼 수 있습니다. 로그인해 주세요.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '공지사항' })).toBeInTheDocument();
    const prompt = screen
      .getByText('기관 공지사항은 기관 회원만 볼 수 있습니다. 로그인해 주세요.')
      .closest('section');
    expect(within(prompt as HTMLElement).getByRole('link', { name: '로그인' })).toHaveAttribute(
      'href',
      '/openbiz/login',
    );
    renderApp({ fetch: api.fetch, route: '/openbiz/notice/7' });
    expect(
      await screen.findAllByText('기관 공지사항은 기관 회원만 볼 수 있습니다. 로그인해 주세요.'),
    ).toHaveLength(2);
    expect(api.seen.filter((s) => s.includes('/ntcn'))).toEqual([]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("tells members of another institution that the notices are for this institution's members", async () => {
    const api = noticeApi({}, { ...MEMBER, userId: 'park', insttCode: 'busan' });
    renderApp({ fetch: api.fetch, route: '/openbiz/notice' });
    expect(await screen.findByText('기관 공지사항은 이 기관의 회원만 볼 수 있습니다.')).toBeInTheDocument();
    const message = screen.getByText('기관 공지사항은 이 기관의 회원만 볼 수 있습니다.').closest('section');
    expect(within(message as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    expect(api.seen.filter((s) => s.includes('/ntcn'))).toEqual([]);
  });

  it("lists an institution's notices for its members", async () => {
    const api = noticeApi(
      { 'GET /api/instt/openbiz/ntcn': paged([notice(9, '회원 공지', { insttCode: 'openbiz' })]) },
      MEMBER,
    );
    renderApp({ fetch: api.fetch, route: '/openbiz/notice' });
    expect(await screen.findByRole('link', { name: '회원 공지' })).toHaveAttribute(
      'href',
      '/openbiz/notice/9',
    );
  });

  it("shows an institution's popups to its members only; anonymous visitors get the home page without a request or an error", async () => {
    const popups = [notice(11, '기관 팝업', { insttCode: 'openbiz', popupAt: 'Y' })];
    const anonymous = noticeApi({ 'GET /api/instt/openbiz/ntcn/popup': popups });
    const { unmount } = renderApp({ fetch: anonymous.fetch, route: '/openbiz' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(anonymous.seen.length).toBeGreaterThan(0));
    expect(anonymous.seen).not.toContain('GET /api/instt/openbiz/ntcn/popup');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    unmount();

    const member = noticeApi({ 'GET /api/instt/openbiz/ntcn/popup': popups }, MEMBER);
    renderApp({ fetch: member.fetch, route: '/openbiz' });
    expect(await screen.findByRole('dialog', { name: '기관 팝업' })).toBeInTheDocument();
  });

  it('keys the hidden state by notice and local day', () => {
    expect(popupHiddenKey(3, new Date(2026, 2, 4, 23, 0))).toBe('nuri.notice.popup.hidden.3.2026-03-04');
    expect(popupHiddenKey(3, new Date(2026, 2, 5, 0, 1))).toBe('nuri.notice.popup.hidden.3.2026-03-05');
  });
});
