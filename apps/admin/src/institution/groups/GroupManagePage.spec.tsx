import { envelope } from '@nuri/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeInstitutionApi, paged } from '../../kit/test/fake-institution-api';
import { renderScreen } from '../../kit/test/render-screen';

const GROUP = {
  groupSn: 7,
  groupNm: '수질팀',
  groupDc: '수질 관리 담당',
  ownerId: 'lee',
  ownerNm: '이관리',
  memberCnt: 2,
  registDt: '2025-04-01T10:00:00+09:00',
};
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
    userId: 'park',
    userNm: '박편집',
    emailaddr: 'park@example.com',
    userSeCode: 11,
    userSeCodeNm: '편집자',
    registDt: '2025-03-02T10:00:00+09:00',
    isCreatman: false,
  },
];
const DETAIL = {
  ...GROUP,
  insttCode: 'kwater',
  updtDt: GROUP.registDt,
  memberList: MEMBERS.map(({ userId, userNm, userSeCode, userSeCodeNm }) => ({
    userId,
    userNm,
    userSeCode,
    userSeCodeNm,
    registDt: GROUP.registDt,
  })),
};
const MEMBER_SEARCH = { 'GET /api/instt/kwater/constituents': paged(MEMBERS) };

describe('group management (543)', () => {
  afterEach(() => window.localStorage.clear());

  it('shows every group of the institution by default, and a clear empty list of my own', async () => {
    const api = fakeInstitutionApi({
      'GET /api/groups': (_request, url) =>
        envelope(200, paged(url.searchParams.get('insttCode') === 'kwater' ? [GROUP] : [])),
    });
    renderScreen('/manageGroup', api.fetch);
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: '그룹 관리' })).toBeInTheDocument();
    const all = screen.getByRole('switch', { name: '기관의 모든 그룹 보기' });
    expect(all).toBeChecked();
    const row = await within(screen.getByRole('table', { name: '그룹 목록' })).findByRole('row', {
      name: /수질팀/,
    });
    expect(row).toHaveTextContent('이관리 (lee)');
    await user.click(all);
    expect(all).not.toBeChecked();
    expect(await screen.findByText(/만든 그룹이 없습니다/)).toBeInTheDocument();
  });

  it('creates a group with members picked from the institution, refusing duplicates', async () => {
    const api = fakeInstitutionApi({
      ...MEMBER_SEARCH,
      'GET /api/groups': paged([]),
      'POST /api/groups': { ...DETAIL, memberCnt: 1, memberList: DETAIL.memberList.slice(0, 1) },
    });
    renderScreen('/manageGroup', api.fetch);
    const user = userEvent.setup();
    await screen.findByText(/만든 그룹이 없습니다/);

    await user.click(screen.getByRole('button', { name: '그룹 만들기' }));
    const dialog = await screen.findByRole('dialog', { name: '그룹 만들기' });
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(within(dialog).getByText('그룹명을(를) 입력해 주세요.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('그룹명'), 'test 그룹');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(within(dialog).getByText("'test'은(는) 이름에 사용할 수 없는 단어입니다.")).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('그룹명'));
    await user.type(within(dialog).getByLabelText('그룹명'), '수질팀');
    await user.type(within(dialog).getByLabelText('설명'), '수질 관리 담당');

    const selector = within(dialog).getByRole('region', { name: '구성원' });
    await user.type(within(selector).getByRole('searchbox'), '김');
    await user.click(within(selector).getByRole('button', { name: '검색' }));
    await user.click(await within(selector).findByRole('button', { name: '김구성 (kim) 추가' }));
    await user.click(within(selector).getByRole('button', { name: '김구성 (kim) 추가' }));
    expect(within(selector).getByRole('alert')).toHaveTextContent('이미 추가된 데이터입니다.');
    expect(api.sent('GET', '/api/instt/kwater/constituents')[0].query.get('userNm')).toBe('김');

    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('수질팀 그룹을 만들었습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '그룹 만들기' })).not.toBeInTheDocument();
    expect(api.sent('POST', '/api/groups')[0].body).toEqual({
      groupNm: '수질팀',
      groupDc: '수질 관리 담당',
      userIdList: ['kim'],
    });
  });

  it('edits a group: new name, one member removed', async () => {
    const api = fakeInstitutionApi({
      ...MEMBER_SEARCH,
      'GET /api/groups': paged([GROUP]),
      'GET /api/groups/7': DETAIL,
      'PUT /api/groups/7': { ...DETAIL, groupNm: '수질관리팀' },
      'DELETE /api/groups/7/members': { ...DETAIL, groupNm: '수질관리팀', memberCnt: 1 },
    });
    renderScreen('/manageGroup', api.fetch);
    const user = userEvent.setup();
    const row = await within(await screen.findByRole('table', { name: '그룹 목록' })).findByRole('row', {
      name: /수질팀/,
    });

    await user.click(within(row).getByRole('button', { name: /수정/ }));
    const dialog = await screen.findByRole('dialog', { name: '그룹 수정' });
    const name = await within(dialog).findByLabelText('그룹명');
    expect(name).toHaveValue('수질팀');
    await user.clear(name);
    await user.type(name, '수질관리팀');
    await user.click(within(dialog).getByRole('button', { name: '박편집 (park) 제거' }));
    await user.click(within(dialog).getByRole('button', { name: '저장' }));

    expect(await screen.findByText('수질관리팀 그룹을 저장했습니다.')).toBeInTheDocument();
    expect(api.sent('PUT', '/api/groups/7')[0].body).toEqual({
      groupNm: '수질관리팀',
      groupDc: '수질 관리 담당',
    });
    expect(api.sent('DELETE', '/api/groups/7/members')[0].body).toEqual({ userIdList: ['park'] });
    expect(api.sent('POST', '/api/groups/7/members')).toHaveLength(0);
  });

  it('deletes a group after a confirmation', async () => {
    let deleted = false;
    const api = fakeInstitutionApi({
      'GET /api/groups': () => envelope(200, paged(deleted ? [] : [GROUP])),
      'DELETE /api/groups/7': () => {
        deleted = true;
        return envelope(200, null);
      },
    });
    renderScreen('/manageGroup', api.fetch);
    const user = userEvent.setup();
    const row = await within(await screen.findByRole('table', { name: '그룹 목록' })).findByRole('row', {
      name: /수질팀/,
    });

    await user.click(within(row).getByRole('button', { name: /삭제/ }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('수질팀 그룹을 삭제하시겠습니까?');
    await user.click(within(confirm).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('수질팀 그룹을 삭제했습니다.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/만든 그룹이 없습니다/)).toBeInTheDocument());
  });
});
