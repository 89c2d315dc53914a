import { SESSION_STORAGE_KEY } from '@nuri/shell';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeProviderApi, requestsTo } from '../provider/test/fake-provider-api';
import { renderApp } from '../test/render-app';

jest.setTimeout(20_000);

const OPERATOR = { userId: 'operator01', userNm: '플랫폼 운영자', userSeCode: 4, insttCode: 'openbiz' };

describe('subscription info in the institution status (view 41)', () => {
  afterEach(() => window.localStorage.clear());

  it("shows the institution's members, storage, unpaid amount and last claim, with the ways to 42 and 43", async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(OPERATOR));
    const fetch = fakeProviderApi();
    const user = userEvent.setup();
    renderApp({ fetch, route: '/manageInstitution' });
    const grid = await screen.findByRole('region', { name: '기관 목록' });
    const row = (await within(grid).findByText('instt-11')).closest('tr');
    if (!row) throw new Error('no row for instt-11');
    await user.click(within(row).getByRole('button', { name: /^보기/ }));
    const dialog = await screen.findByRole('dialog', { name: /^기관 상세/ });

    const info = await within(dialog).findByRole('region', { name: '구독 정보' });
    const valueOf = (term: string) =>
      within(info).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    await within(info).findByText('미납 금액');
    expect(valueOf('사용자 수')).toBe('33');
    expect(valueOf('저장 용량')).toBe('3GB');
    expect(valueOf('미납 금액')).toBe('143,000원');
    expect(valueOf('최근 청구월')).toBe('2026-01');
    expect(within(info).getByRole('link', { name: '구독 관리' })).toHaveAttribute(
      'href',
      '/manageSubscription',
    );
    expect(within(info).getByRole('link', { name: '결제 내역' })).toHaveAttribute(
      'href',
      '/managePaymentHistory',
    );
    expect(requestsTo(fetch, '/api/super-admin/instt')[0]).toContain('searchNm=');
  });
});
