import { fakeFetch, envelope, renderWithServices } from '@nuri/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_MESSAGES } from '../i18n/messages';
import { fakeInstitutionApi, paged } from '../kit/test/fake-institution-api';
import { renderScreen } from '../kit/test/render-screen';
import { ProviderNoticesPage } from './NoticesPage';

function notice(nttId: number, nttSj: string, overrides: Record<string, unknown> = {}) {
  return {
    nttId,
    insttCode: 'kwater',
    nttSj,
    nttCn: '<p>본문</p>',
    popupAt: 'N',
    popupBeginDt: null,
    popupEndDt: null,
    rdcnt: 7,
    registerId: 'lee',
    registDt: '2026-03-01T03:00:00Z',
    updtDt: '2026-03-01T10:00:00+09:00',
    ...overrides,
  };
}

const NOTICES = [
  notice(2, '정기 점검 안내', {
    popupAt: 'Y',
    popupBeginDt: '2026-03-02T03:00:00Z',
    popupEndDt: '2026-03-05T10:00:00Z',
    rdcnt: 12,
  }),
  notice(1, '서비스 오픈'),
];
const LIST = 'GET /api/instt/kwater/ntcn';
const ROUTE = '/insttManage/notice';

jest.setTimeout(20_000);

const grid = () => screen.findByRole('table', { name: '공지사항 목록' });
const rowOf = async (name: RegExp) => within(await grid()).findByRole('row', { name });

describe('notice management (534 institution admin, 71 provider admin)', () => {
  afterEach(() => window.localStorage.clear());

  it("lists the institution's notices: title, popup period, views, date", async () => {
    const api = fakeInstitutionApi({ [LIST]: paged(NOTICES) });
    renderScreen(ROUTE, api.fetch);
    expect(await screen.findByRole('heading', { level: 1, name: '공지사항 관리' })).toBeInTheDocument();
    const row = await rowOf(/정기 점검 안내/);
    for (const text of ['팝업 (2026-03-02 ~ 2026-03-05)', '12', '2026-03-01'])
      expect(within(row).getByRole('cell', { name: text })).toBeInTheDocument();
    expect(within(await rowOf(/서비스 오픈/)).getByRole('cell', { name: '-' })).toBeInTheDocument();
  });

  it('creates a popup notice with its dates, checking the required fields first', async () => {
    const api = fakeInstitutionApi({
      [LIST]: paged(NOTICES),
      'POST /api/instt/kwater/ntcn': notice(3, '새 공지'),
    });
    renderScreen(ROUTE, api.fetch);
    const user = userEvent.setup();
    await grid();
    await user.click(screen.getByRole('button', { name: '공지 등록' }));
    const form = await screen.findByRole('dialog', { name: '공지사항 등록' });
    await user.click(within(form).getByRole('checkbox', { name: '팝업으로 게시' }));
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await within(form).findByText('제목을(를) 입력해 주세요.')).toBeInTheDocument();
    expect(within(form).getByText('팝업 시작일을(를) 입력해 주세요.')).toBeInTheDocument();
    expect(api.sent('POST')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: /제목/ }), '새 공지');
    // The content is rich text (the lazy editor): pasted in, sent as allow-listed HTML.
    await user.click(await within(form).findByRole('textbox', { name: /내용/ }));
    await user.paste('안녕하세요');
    await user.type(within(form).getByLabelText('팝업 시작일'), '2026-04-01');
    await user.type(within(form).getByLabelText('팝업 종료일'), '2026-04-03');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('공지사항을 저장했습니다.')).toBeInTheDocument();
    const body = api.sent('POST', '/api/instt/kwater/ntcn')[0].body as Record<string, string>;
    expect(body).toMatchObject({ nttSj: '새 공지', nttCn: '<p>안녕하세요</p>', popupAt: 'Y' });
    expect(new Date(body.popupBeginDt).getTime()).toBe(new Date(2026, 3, 1, 0, 0, 0, 0).getTime());
    expect(new Date(body.popupEndDt).getTime()).toBe(new Date(2026, 3, 3, 23, 59, 59, 999).getTime());
    await waitFor(() => expect(api.sent('GET', '/api/instt/kwater/ntcn').length).toBeGreaterThan(1));
  });

  it('edits a notice and deletes one after confirmation', async () => {
    const api = fakeInstitutionApi({
      [LIST]: paged(NOTICES),
      'PUT /api/instt/kwater/ntcn/1': notice(1, '서비스 오픈 (수정)'),
      'DELETE /api/instt/kwater/ntcn/2': null,
    });
    renderScreen(ROUTE, api.fetch);
    const user = userEvent.setup();
    await user.click(within(await rowOf(/서비스 오픈/)).getByRole('button', { name: /^수정/ }));
    const form = await screen.findByRole('dialog', { name: '공지사항 수정' });
    const title = within(form).getByRole('textbox', { name: /제목/ });
    expect(title).toHaveValue('서비스 오픈');
    await user.type(title, ' (수정)');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('공지사항을 저장했습니다.')).toBeInTheDocument();
    expect(api.sent('PUT', '/api/instt/kwater/ntcn/1')[0].body).toEqual({
      nttSj: '서비스 오픈 (수정)',
      nttCn: '<p>본문</p>',
    });

    await user.click(within(await rowOf(/정기 점검 안내/)).getByRole('button', { name: /^삭제/ }));
    let confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('"정기 점검 안내" 공지사항을 삭제하시겠습니까?');
    await user.click(within(confirm).getByRole('button', { name: '취소' }));
    expect(api.sent('DELETE')).toHaveLength(0);
    await user.click(within(await rowOf(/정기 점검 안내/)).getByRole('button', { name: /^삭제/ }));
    confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('공지사항을 삭제했습니다.')).toBeInTheDocument();
    expect(api.sent('DELETE').map((r) => r.path)).toEqual(['/api/instt/kwater/ntcn/2']);
  });

  it('keeps, removes and adds attachments when editing, within the limits', async () => {
    const GROUP = '7b4c1f7e-2a39-4d43-9a0e-0d6d1b9f2c11';
    const withFiles = notice(1, '서비스 오픈', {
      atchmnflId: GROUP,
      files: [
        { fileOrdr: 1, orignlFileNm: '안내문.pdf', fileSize: 2048, fileMime: 'application/pdf' },
        { fileOrdr: 2, orignlFileNm: '일정.txt', fileSize: 100, fileMime: 'text/plain; charset=utf-8' },
      ],
    });
    const api = fakeInstitutionApi({
      [LIST]: paged([withFiles]),
      [`GET /api/attachments/${GROUP}`]: { atchmnflId: GROUP, registerId: 'lee', files: [] },
      [`DELETE /api/attachments/${GROUP}/2`]: null,
      'POST /api/attachments': { atchmnflId: GROUP, files: [] },
      'PUT /api/instt/kwater/ntcn/1': withFiles,
    });
    renderScreen(ROUTE, api.fetch);
    // The picker's accept list can be bypassed ("all files"): the form checks the types itself.
    const user = userEvent.setup({ applyAccept: false });
    await user.click(within(await rowOf(/서비스 오픈/)).getByRole('button', { name: /^수정/ }));
    const form = await screen.findByRole('dialog', { name: '공지사항 수정' });
    const list = within(form).getByRole('list', { name: '첨부파일 목록' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['안내문.pdf (2KB)', '일정.txt (100B)']);
    await user.click(within(list).getByRole('button', { name: '일정.txt 첨부 삭제' }));

    // Too many files or a refused type: a message, nothing uploaded.
    const picker = within(form).getByLabelText('첨부파일');
    const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
    await user.upload(
      picker,
      [1, 2, 3, 4, 5].map((i) => pdf(`${i}.pdf`)),
    );
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      '첨부파일은 5개까지 등록할 수 있습니다.',
    );
    await user.upload(picker, new File(['MZ'], 'setup.exe'));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      "'setup.exe' 파일은 첨부할 수 없는 형식입니다.",
    );

    await user.upload(picker, pdf('새 안내.pdf'));
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(list).getByText(/새 안내\.pdf/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('공지사항을 저장했습니다.')).toBeInTheDocument();
    expect(api.sent('DELETE').map((r) => r.path)).toEqual([`/api/attachments/${GROUP}/2`]);
    expect(api.sent('POST', '/api/attachments')).toHaveLength(1);
    expect(api.sent('PUT', '/api/instt/kwater/ntcn/1')[0].body).toMatchObject({ atchmnflId: GROUP });
  });

  it("the provider screen manages the provider's notices (/api/notices)", async () => {
    const paths: string[] = [];
    const fetch = fakeFetch(async (req) => {
      const url = new URL(req.url);
      paths.push(`${req.method} ${url.pathname}`);
      if (req.method === 'GET' && url.pathname === '/api/notices')
        return envelope(200, paged([notice(5, '플랫폼 공지', { insttCode: null })]));
      return envelope(404, null, '없음');
    });
    renderWithServices(<ProviderNoticesPage />, { fetch, messages: APP_MESSAGES });
    expect(await within(await grid()).findByRole('row', { name: /플랫폼 공지/ })).toBeInTheDocument();
    expect(paths).toContain('GET /api/notices');
  });
  it("downloads a notice's files as one zip under the loading overlay; a refusal is titled 'file download'", async () => {
    const files = [
      { fileOrdr: 1, orignlFileNm: '점검 안내문.pdf', fileSize: 20480, fileMime: 'application/pdf' },
      { fileOrdr: 2, orignlFileNm: 'schedule.txt', fileSize: 120, fileMime: 'text/plain' },
    ];
    let refuse = false;
    const api = fakeInstitutionApi({
      [LIST]: paged([
        notice(2, '정기 점검 안내', { atchmnflId: 'G1', files }),
        notice(1, '서비스 오픈', { atchmnflId: null, files: [] }),
      ]),
      'POST /api/attachments/G1/download': () =>
        refuse
          ? envelope(404, '첨부파일을 찾을 수 없습니다.')
          : new Response(new Blob(['PK']), { status: 200, headers: { 'Content-Type': 'application/zip' } }),
    });
    renderScreen(ROUTE, api.fetch);
    const user = userEvent.setup();
    const row = await rowOf(/정기 점검 안내/);
    // Only a notice with files offers the download.
    expect(
      within(await rowOf(/서비스 오픈/)).queryByRole('button', { name: /내려받기/ }),
    ).not.toBeInTheDocument();

    await user.click(
      within(row).getByRole('button', { name: '정기 점검 안내 첨부파일 2개 한꺼번에 내려받기(zip)' }),
    );
    expect(await screen.findByText('첨부파일 2개를 zip으로 내려받았습니다.')).toBeInTheDocument();
    expect(api.sent('POST', '/api/attachments/G1/download')).toHaveLength(1);

    refuse = true;
    await user.click(within(row).getByRole('button', { name: /첨부파일 2개 한꺼번에/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('파일 다운로드');
    expect(dialog).toHaveTextContent('첨부파일을 찾을 수 없습니다.');
  });
});
