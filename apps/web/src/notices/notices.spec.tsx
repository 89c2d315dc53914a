import { envelope, fakeFetch } from '@nuri/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../test/fake-api';
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

/** The web API plus notice answers; records each request as "METHOD path". */
function noticeApi(answers: Record<string, unknown>) {
  const base = fakeApi();
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
    const api = noticeApi({
      'GET /api/instt/openbiz/ntcn/7': notice(7, '기관 공지', { insttCode: 'openbiz' }),
      'POST /api/notices/7/view-count': { rdcnt: 5 },
    });
    renderApp({ fetch: api.fetch, route: '/openbiz/notice/7' });
    expect(await screen.findByRole('heading', { level: 1, name: '기관 공지' })).toBeInTheDocument();
    expect(screen.getByText('안내').tagName).toBe('B');
    expect(await screen.findByText('등록일 2026-03-01 · 조회수 5')).toBeInTheDocument();
    expect(api.seen.filter((s) => s === 'POST /api/notices/7/view-count')).toHaveLength(1);
  });

  it('lists the attached files of a notice with download links', async () => {
    const api = noticeApi({
      'GET /api/instt/openbiz/ntcn/8': notice(8, '첨부 공지', {
        insttCode: 'openbiz',
        atchmnflId: '7b4c1f7e-2a39-4d43-9a0e-0d6d1b9f2c11',
        files: [
          { fileOrdr: 1, orignlFileNm: '점검 안내문.pdf', fileSize: 2048, fileMime: 'application/pdf' },
          { fileOrdr: 2, orignlFileNm: 'schedule.txt', fileSize: 120, fileMime: 'text/plain; charset=utf-8' },
        ],
      }),
      'POST /api/notices/8/view-count': { rdcnt: 5 },
    });
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

  it('keys the hidden state by notice and local day', () => {
    expect(popupHiddenKey(3, new Date(2026, 2, 4, 23, 0))).toBe('nuri.notice.popup.hidden.3.2026-03-04');
    expect(popupHiddenKey(3, new Date(2026, 2, 5, 0, 1))).toBe('nuri.notice.popup.hidden.3.2026-03-05');
  });
});
