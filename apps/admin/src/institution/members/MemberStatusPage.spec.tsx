import { envelope } from '@nuri/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeInstitutionApi, paged } from '../../kit/test/fake-institution-api';
import { renderScreen } from '../../kit/test/render-screen';

const MEMBERS = [
  {
    userId: 'kim',
    userNm: '김구성',
    emailaddr: 'kim@example.com',
    userSeCode: 12,
    userSeCodeNm: '일반 구성원',
    registDt: '2025-03-01T10:00:00+09:00',
    isCreatman: false,
  },
  {
    userId: 'lee',
    userNm: '이관리',
    emailaddr: 'lee@example.com',
    userSeCode: 14,
    userSeCodeNm: '기관 관리자',
    registDt: '2025-01-02T09:00:00+09:00',
    isCreatman: true,
  },
];
const LIST = 'GET /api/instt/kwater/constituents';

function grid() {
  return screen.findByRole('table', { name: '구성원 목록' });
}

describe('user status (541)', () => {
  afterEach(() => window.localStorage.clear());

  it('lists the members with row numbers and their level; the master row cannot be edited', async () => {
    const api = fakeInstitutionApi({ [LIST]: paged(MEMBERS, 12) });
    renderScreen('/manageConstituent', api.fetch);

    expect(await screen.findByRole('heading', { level: 1, name: '사용자 현황' })).toBeInTheDocument();
    const table = await grid();
    const kim = await within(table).findByRole('row', { name: /김구성/ });
    expect(within(kim).getByRole('cell', { name: '12' })).toBeInTheDocument();
    expect(within(kim).getByRole('combobox')).toHaveDisplayValue('일반 구성원');
    expect(within(kim).getByRole('combobox')).toBeEnabled();
    const master = within(table).getByRole('row', { name: /이관리 \(마스터\)/ });
    expect(within(master).getByRole('combobox')).toHaveDisplayValue('기관 관리자');
    expect(within(master).getByRole('combobox')).toBeDisabled();
    expect(screen.getByText('총 12건')).toBeInTheDocument();
    expect(api.sent('GET', '/api/instt/kwater/constituents')[0].query.get('pageIndex')).toBe('1');
  });

  it('searches by name', async () => {
    const api = fakeInstitutionApi({
      [LIST]: (_request, url) => envelope(200, paged(url.searchParams.get('userNm') ? [] : MEMBERS)),
    });
    renderScreen('/manageConstituent', api.fetch);
    const user = userEvent.setup();
    await within(await grid()).findByRole('row', { name: /김구성/ });

    await user.type(screen.getByRole('searchbox'), '박');
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findByText('검색 결과가 없습니다.')).toBeInTheDocument();
    expect(api.sent('GET', '/api/instt/kwater/constituents').at(-1)?.query.get('userNm')).toBe('박');
  });

  it('changes a level and says so', async () => {
    const api = fakeInstitutionApi({
      [LIST]: paged(MEMBERS),
      'PUT /api/instt/kwater/constituents/kim/level': {
        userId: 'kim',
        userNm: '김구성',
        userSeCode: 11,
        userSeCodeNm: '편집자',
        isCreatman: false,
      },
    });
    renderScreen('/manageConstituent', api.fetch);
    const user = userEvent.setup();
    const kim = await within(await grid()).findByRole('row', { name: /김구성/ });

    await user.selectOptions(within(kim).getByRole('combobox'), '편집자');
    expect(await screen.findByText('김구성 님의 권한을 편집자(으)로 바꿨습니다.')).toBeInTheDocument();
    expect(api.sent('PUT')).toHaveLength(1);
    expect(api.sent('PUT')[0].body).toEqual({ userSeCode: 11 });
  });

  it("shows the server's rule message and puts the level back when the change is refused", async () => {
    const lastAdmin = '기관에는 관리자가 한 명 이상 있어야 합니다.';
    const api = fakeInstitutionApi({
      [LIST]: paged([{ ...MEMBERS[0], userSeCode: 14, userSeCodeNm: '기관 관리자' }]),
      'PUT /api/instt/kwater/constituents/kim/level': () => envelope(422, lastAdmin),
    });
    renderScreen('/manageConstituent', api.fetch);
    const user = userEvent.setup();
    const kim = await within(await grid()).findByRole('row', { name: /김구성/ });

    await user.selectOptions(within(kim).getByRole('combobox'), '열람자');
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent(lastAdmin);
    await user.click(within(alert).getByRole('button', { name: '확인' }));
    await waitFor(async () =>
      expect(
        within(await within(await grid()).findByRole('row', { name: /김구성/ })).getByRole('combobox'),
      ).toHaveDisplayValue('기관 관리자'),
    );
  });

  it('removes a member after a confirmation, and not the master', async () => {
    const api = fakeInstitutionApi({
      [LIST]: paged(MEMBERS),
      'DELETE /api/instt/kwater/constituents/kim': null,
    });
    renderScreen('/manageConstituent', api.fetch);
    const user = userEvent.setup();
    const table = await grid();
    const kim = await within(table).findByRole('row', { name: /김구성/ });

    await user.click(
      within(within(table).getByRole('row', { name: /이관리/ })).getByRole('button', { name: /제외/ }),
    );
    const refused = await screen.findByRole('alertdialog');
    expect(refused).toHaveTextContent('마스터 계정은 기관에서 제외할 수 없습니다.');
    await user.click(within(refused).getByRole('button', { name: '확인' }));

    await user.click(within(kim).getByRole('button', { name: /제외/ }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('김구성 (kim) 님을 기관에서 제외하시겠습니까?');
    await user.click(within(confirm).getByRole('button', { name: '제외' }));
    expect(await screen.findByText('김구성 님을 기관에서 제외했습니다.')).toBeInTheDocument();
    expect(api.sent('DELETE').map((r) => r.path)).toEqual(['/api/instt/kwater/constituents/kim']);
  });

  it('keeps the screen for the institution admin: others are told, visitors go to the login', async () => {
    const api = fakeInstitutionApi({ [LIST]: paged(MEMBERS) });
    const view = renderScreen('/manageConstituent', api.fetch, {
      userId: 'kim',
      userNm: '김구성',
      userSeCode: 12,
      insttCode: 'kwater',
    });
    expect(await screen.findByRole('heading', { name: '관리자 전용 화면' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '사용자 현황' })).not.toBeInTheDocument();
    view.unmount();
    window.localStorage.clear();

    renderScreen('/manageConstituent', api.fetch, null);
    expect(await screen.findByRole('heading', { level: 1, name: '관리자 로그인' })).toBeInTheDocument();
    expect(api.sent('GET', '/api/instt/kwater/constituents')).toHaveLength(0);
  });
});
