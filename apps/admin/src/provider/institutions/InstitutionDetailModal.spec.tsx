import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_STORAGE_KEY } from '@nuri/shell';
import { renderApp } from '../../test/render-app';
import { fakeProviderApi, requestsTo } from '../test/fake-provider-api';

const OPERATOR = { userId: 'operator01', userNm: '플랫폼 운영자', userSeCode: 4, insttCode: 'openbiz' };

async function openDetail(code: string) {
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(OPERATOR));
  const fetch = fakeProviderApi();
  const user = userEvent.setup();
  renderApp({ fetch, route: '/manageInstitution' });
  const grid = await screen.findByRole('region', { name: '기관 목록' });
  const row = (await within(grid).findByText(code)).closest('tr');
  if (!row) throw new Error(`no row for ${code}`);
  await user.click(within(row).getByRole('button', { name: /^보기/ }));
  const dialog = await screen.findByRole('dialog', { name: /^기관 상세/ });
  return { fetch, user, grid, dialog };
}

const valueOf = (dialog: HTMLElement, term: string) =>
  within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('institution detail (view 41)', () => {
  afterEach(() => window.localStorage.clear());

  it('shows the decrypted contacts, the master, the plan and the holdings', async () => {
    const { dialog } = await openDetail('instt-11');

    expect(await within(dialog).findByRole('heading', { name: '기관 상세: 기관 11' })).toBeInTheDocument();
    expect(valueOf(dialog, '전화번호')).toBe('02-1234-5678');
    expect(valueOf(dialog, '주소')).toBe('서울특별시 중구 세종대로 110');
    expect(valueOf(dialog, '마스터 계정')).toBe('김마스터 (master11)');
    expect(valueOf(dialog, '요금제')).toBe('교육용 요금제 A');
    expect(valueOf(dialog, '운영 상태')).toBe('결제 진행 중');
    const holdings = within(dialog).getByRole('region', { name: '보유 현황' });
    expect((await within(holdings).findByText('구성원')).nextElementSibling).toHaveTextContent('33');
    expect(within(holdings).getByText('레이어').nextElementSibling).toHaveTextContent('7');
  });

  it('pauses an institution after a confirmation stating that members become read-only', async () => {
    const { fetch, user, grid, dialog } = await openDetail('instt-10');
    await within(dialog).findByText('02-1234-5678');

    await user.click(within(dialog).getByRole('button', { name: '일시 정지(으)로 변경' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(
      '기관 10 기관을 일시 정지하시겠습니까? 일시 정지된 기관의 구성원은 콘텐츠를 읽기만 할 수 있습니다.',
    );
    await user.click(within(confirm).getByRole('button', { name: '일시 정지(으)로 변경' }));

    await waitFor(() => expect(valueOf(dialog, '운영 상태')).toBe('일시 정지'));
    expect(fetch.state.writes).toEqual([
      { call: 'PUT /api/instt/instt-10/state', body: { insttSttusCode: 'PAUSED' } },
    ]);
    expect(await screen.findByText('기관 10 기관의 상태를 변경했습니다.')).toBeInTheDocument();
    const row = within(grid).getByText('instt-10').closest('tr');
    await waitFor(() => expect(row && within(row).getByText('일시 정지')).toHaveClass('instt-status--red'));
    expect(requestsTo(fetch, '/api/instt').length).toBeGreaterThan(1);
  });

  it('deletes only after the deletion is confirmed, telling that members are refused', async () => {
    const { fetch, user, dialog } = await openDetail('instt-9');
    await within(dialog).findByText('02-1234-5678');

    await user.click(within(dialog).getByRole('button', { name: '기관 삭제' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('목록과 사이트에서 숨겨지고 구성원의 접속이 거부됩니다.');
    await user.click(within(confirm).getByRole('button', { name: '취소' }));
    expect(fetch.state.writes).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: '기관 삭제' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '삭제' }));
    await within(dialog).findByRole('button', { name: '기관 복원' });
    expect(fetch.state.writes).toEqual([{ call: 'PUT /api/instt/instt-9/state', body: { deleteAt: 'Y' } }]);
    expect(within(dialog).getByText('삭제된 기관은 메뉴 사용 권한을 바꿀 수 없습니다.')).toBeInTheDocument();
  });

  it('switches access-controlled menus on and off for the institution', async () => {
    const { fetch, user, dialog } = await openDetail('instt-12');

    const gallery = await within(dialog).findByRole('switch', { name: '갤러리 (GALLERY)' });
    expect(gallery).toHaveAttribute('aria-checked', 'true');
    expect(within(dialog).getByRole('switch', { name: '간편 모드 (MAP_SIMPLE)' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    const ip = within(dialog).getByRole('switch', { name: 'IP 접근 제한 (IP_ACCESS)' });
    expect(ip).toHaveAttribute('aria-checked', 'false');

    await user.click(ip);
    await waitFor(() => expect(ip).toHaveAttribute('aria-checked', 'true'));
    await user.click(gallery);
    await waitFor(() =>
      expect(within(dialog).getByRole('switch', { name: '갤러리 (GALLERY)' })).toHaveAttribute(
        'aria-checked',
        'false',
      ),
    );
    expect(fetch.state.writes).toEqual([
      {
        call: 'POST /api/menu/access-control/instt',
        body: { insttCode: 'instt-12', menuIdList: ['IP_ACCESS'], accessAt: 'Y' },
      },
      {
        call: 'POST /api/menu/access-control/instt',
        body: { insttCode: 'instt-12', menuIdList: ['GALLERY'], accessAt: 'N' },
      },
    ]);
    expect(await screen.findByText('갤러리 메뉴를 사용할 수 없게 했습니다.')).toBeInTheDocument();
  });
});
