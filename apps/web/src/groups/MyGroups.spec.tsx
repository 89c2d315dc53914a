import { envelope } from '@nuri/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountApi, bodyOf, MEMBER, requestsTo, storeLogin } from '../account/testing/account-api';
import { renderApp } from '../test/render-app';
import { paged, sentTo } from '../gallery/testing/gallery-fixtures';
import type { GroupSummary } from './groups-api';

jest.setTimeout(15_000);
afterEach(() => window.localStorage.clear());

const group = (groupSn: number, groupNm: string, ownerId = 'kim', ownerNm = '김누리'): GroupSummary => ({
  groupSn,
  groupNm,
  groupDc: null,
  memberCnt: 1,
  ownerId,
  ownerNm,
  registDt: '2026-03-01T10:00:00+09:00',
});

function renderGroups() {
  storeLogin(MEMBER);
  const fetch = accountApi(
    {
      'GET /api/groups': (request) =>
        new URL(request.url).searchParams.get('relation') === 'member'
          ? envelope(200, paged([group(7, '하천 답사', 'lee', '이편집')]))
          : envelope(200, paged([{ ...group(3, '수자원팀'), groupDc: '하천 관리' }])),
      'PUT /api/groups/3': () =>
        envelope(200, { ...group(3, '수자원팀'), memberList: [], insttCode: 'openbiz', updtDt: '' }),
      'POST /api/groups': () =>
        envelope(201, { ...group(9, '무료 강좌'), memberList: [], insttCode: 'openbiz', updtDt: '' }),
      'DELETE /api/groups/7/membership': () => envelope(200, null),
    },
    MEMBER,
  );
  renderApp({ fetch, route: '/myPage?active=myGroups' });
  return fetch;
}

describe('/myPage?active=myGroups', () => {
  it('lists the groups I made; a restricted word in a new name is sent after the confirmation, with the header', async () => {
    const user = userEvent.setup();
    const fetch = renderGroups();
    const owned = await screen.findByRole('list', { name: '내가 만든 그룹' });
    expect(within(owned).getByRole('listitem', { name: '수자원팀' })).toHaveTextContent('구성원 1명');
    expect(screen.getByText('모든 데이터를 불러왔습니다.')).toBeInTheDocument();
    expect(sentTo(fetch, 'GET', '/api/groups')[0].searchParams.get('relation')).toBe('owned');

    const form = screen.getByRole('form', { name: '그룹 만들기' });
    await user.type(within(form).getByRole('textbox', { name: '그룹 이름' }), '무료 강좌');
    await user.click(within(form).getByRole('button', { name: '그룹 만들기' }));
    await user.click(await screen.findByRole('button', { name: '확인하고 사용' }));
    await waitFor(() => expect(requestsTo(fetch, 'POST /api/groups')).toHaveLength(1));
    const [post] = requestsTo(fetch, 'POST /api/groups');
    expect(post.headers.get('X-Restricted-Word-Confirm')).toBe('Y');
    // The client's request cleanup (spec 000 §5) drops the empty description.
    expect(await bodyOf(post)).toEqual({ groupNm: '무료 강좌' });
  });

  it('leaves a group I belong to after a confirmation', async () => {
    const user = userEvent.setup();
    const fetch = renderGroups();
    await user.click(await screen.findByRole('tab', { name: '참여 중인 그룹' }));
    const joined = await screen.findByRole('list', { name: '참여 중인 그룹' });
    const item = within(joined).getByRole('listitem', { name: '하천 답사' });
    expect(item).toHaveTextContent('소유자 이편집');
    expect(within(item).queryByRole('button', { name: '구성원' })).not.toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: '그룹 나가기' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent('이 그룹으로 공유받은 콘텐츠를 더 이상 볼 수 없습니다.');
    await user.click(within(ask).getByRole('button', { name: '그룹 나가기' }));
    await waitFor(() => expect(requestsTo(fetch, 'DELETE /api/groups/7/membership')).toHaveLength(1));
  });

  it('renames my group with its description emptied: the description is sent as null (cleared)', async () => {
    const user = userEvent.setup();
    const fetch = renderGroups();
    const owned = await screen.findByRole('list', { name: '내가 만든 그룹' });
    await user.click(
      within(within(owned).getByRole('listitem', { name: '수자원팀' })).getByRole('button', {
        name: '이름 변경',
      }),
    );
    const form = await screen.findByRole('form', { name: '이름 변경' });
    const description = within(form).getByRole('textbox', { name: '설명' });
    expect(description).toHaveValue('하천 관리');
    await user.clear(description);
    await user.click(within(form).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(requestsTo(fetch, 'PUT /api/groups/3')).toHaveLength(1));
    expect(await bodyOf(requestsTo(fetch, 'PUT /api/groups/3')[0])).toEqual({
      groupNm: '수자원팀',
      groupDc: null,
    });
  });
});
