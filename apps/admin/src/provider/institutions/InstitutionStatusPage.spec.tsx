import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_STORAGE_KEY, type SessionUser } from '@nuri/shell';
import { renderApp } from '../../test/render-app';
import { fakeProviderApi, requestsTo } from '../test/fake-provider-api';

const OPERATOR: SessionUser = {
  userId: 'operator01',
  userNm: '플랫폼 운영자',
  userSeCode: 4,
  insttCode: 'openbiz',
};

const signIn = (user: SessionUser) => window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
const bodyRows = (grid: HTMLElement) => within(grid).getAllByRole('row').slice(1);
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('institution status (view 41)', () => {
  afterEach(() => window.localStorage.clear());

  it('lists institutions newest first with count-down numbers, plan, members, status tone and date', async () => {
    signIn(OPERATOR);
    const fetch = fakeProviderApi();
    renderApp({ fetch, route: '/manageInstitution' });

    expect(screen.getByRole('heading', { level: 1, name: '기관 현황' })).toBeInTheDocument();
    const grid = await screen.findByRole('region', { name: '기관 목록' });
    await within(grid).findByText('기관 12');
    expect(within(grid).getByText('총 12건')).toBeInTheDocument();
    const rows = bodyRows(grid);
    expect(rows).toHaveLength(10);
    expect(cellTexts(rows[0])).toEqual([
      '12',
      'instt-12',
      '기관 12',
      '기본 요금제',
      '36명',
      '일시 정지',
      '2026-01-12',
      '보기',
    ]);
    expect(cellTexts(rows[1])).toEqual([
      '11',
      'instt-11',
      '기관 11',
      '교육용 요금제 A',
      '33명',
      '결제 진행 중',
      '2026-01-11',
      '보기',
    ]);
    expect(within(rows[0]).getByText('일시 정지')).toHaveClass('instt-status--red');
    expect(within(rows[1]).getByText('결제 진행 중')).toHaveClass('instt-status--yellow');
    expect(within(rows[2]).getByText('정상 운영')).toHaveClass('instt-status--default');
    expect(requestsTo(fetch, '/api/instt')).toEqual([
      'GET ?pageIndex=1&pageSize=10&direction=DESC&sort=creatDt',
    ]);

    await userEvent.setup().click(within(grid).getByRole('button', { name: '2 페이지' }));
    await within(grid).findByText('기관 1');
    expect(cellTexts(bodyRows(grid)[1])[0]).toBe('1');
    expect(within(bodyRows(grid)[1]).getByText('삭제됨')).toHaveClass('instt-status--deleted');
  });

  it('searches by name or code and filters by status, deleted flag and sort', async () => {
    signIn(OPERATOR);
    const fetch = fakeProviderApi();
    const user = userEvent.setup();
    renderApp({ fetch, route: '/manageInstitution' });
    const grid = await screen.findByRole('region', { name: '기관 목록' });
    await within(grid).findByText('기관 12');

    await user.type(within(grid).getByRole('searchbox'), 'instt-1');
    await user.click(within(grid).getByRole('button', { name: '검색' }));
    await waitFor(() => expect(within(grid).getByText('총 4건')).toBeInTheDocument());

    await user.selectOptions(screen.getByLabelText('운영 상태'), '일시 정지');
    await waitFor(() => expect(within(grid).getByText('총 1건')).toBeInTheDocument());
    expect(bodyRows(grid).map((row) => cellTexts(row)[1])).toEqual(['instt-12']);

    await user.selectOptions(screen.getByLabelText('정렬 기준'), '기관명');
    await user.selectOptions(screen.getByLabelText('정렬 방향'), '오름차순');
    await user.selectOptions(screen.getByLabelText('삭제 여부'), '삭제됨');
    expect(await within(grid).findByText('검색 결과가 없습니다.')).toBeInTheDocument();
    expect(requestsTo(fetch, '/api/instt').at(-1)).toBe(
      'GET ?pageIndex=1&pageSize=10&searchNm=instt-1&direction=ASC&sort=insttNm&insttSttusCode=PAUSED&deleteAt=Y',
    );
  });

  it('shows the empty text when nothing matches', async () => {
    signIn(OPERATOR);
    const user = userEvent.setup();
    renderApp({ fetch: fakeProviderApi(), route: '/manageInstitution' });
    const grid = await screen.findByRole('region', { name: '기관 목록' });
    await within(grid).findByText('기관 12');
    await user.type(within(grid).getByRole('searchbox'), '없는기관');
    await user.click(within(grid).getByRole('button', { name: '검색' }));
    expect(await within(grid).findByText('검색 결과가 없습니다.')).toBeInTheDocument();
  });

  it('is for platform admins only: an institution admin is told so and nothing is requested', async () => {
    signIn({ userId: 'lee', userNm: '이관리', userSeCode: 14, insttCode: 'kwater' });
    const fetch = fakeProviderApi();
    renderApp({ fetch, route: '/manageInstitution' });

    expect(await screen.findByRole('heading', { level: 1, name: '관리자 전용 화면' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '기관 목록' })).not.toBeInTheDocument();
    expect(requestsTo(fetch, '/api/instt')).toEqual([]);
  });
});
