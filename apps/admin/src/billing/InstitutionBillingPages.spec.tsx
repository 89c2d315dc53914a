import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeInstitutionApi, paged } from '../kit/test/fake-institution-api';
import { renderScreen } from '../kit/test/render-screen';
import { claim } from './test/billing-fixtures';

jest.setTimeout(20_000);

describe('Live usage (5322, institution admin)', () => {
  afterEach(() => window.localStorage.clear());

  it('shows members and storage against the plan, and the daily charts with their tables', async () => {
    const fake = fakeInstitutionApi({
      'GET /api/subscribes/usage/simple': {
        userCnt: 7,
        includedUsers: 5,
        volumeBytes: 6.5 * 1024 ** 3,
        volumeGb: 6.5,
        includedGb: 5,
        measuredAt: '2026-11-21T10:00:00+09:00',
      },
      'GET /api/subscribes/daily/user': [
        { useDe: '2026-11-01', userCnt: 6 },
        { useDe: '2026-11-02', userCnt: 7 },
      ],
      'GET /api/subscribes/daily/payment': [
        { accrualDe: '2026-11-01', amount: 121000 },
        { accrualDe: '2026-11-02', amount: 132000 },
      ],
      'GET /api/subscribes/daily/volume': [
        { useDe: '2026-11-01', volumeBytes: 5 * 1024 ** 2 },
        { useDe: '2026-11-02', volumeBytes: 7.5 * 1024 ** 2 },
      ],
    });
    renderScreen('/insttManage/usage', fake.fetch);

    expect(await screen.findByRole('heading', { level: 1, name: '실시간 사용량' })).toBeInTheDocument();
    const figures = await screen.findByLabelText('현재 사용량');
    expect(figures).toHaveTextContent('7명 / 기본 5명');
    expect(figures).toHaveTextContent('6.5 GB / 기본 5 GB');
    const users = await screen.findByRole('img', { name: '이번 달 일별 사용자 수 (명)' });
    expect(users.querySelectorAll('rect')).toHaveLength(2);
    const volume = await screen.findByRole('table', { name: '이번 달 일별 저장 용량 (MB)' });
    expect(within(volume).getByRole('row', { name: '11-02 7.5' })).toBeInTheDocument();
    const payment = await screen.findByRole('table', { name: '이번 달 1일부터 그날까지의 예상 요금 (원)' });
    expect(within(payment).getByRole('row', { name: '11-02 132,000' })).toBeInTheDocument();
    expect(fake.sent('GET', '/api/subscribes/daily/user')[0].query.get('insttCode')).toBe('kwater');
  });
});

describe('Payment history (533, institution admin)', () => {
  afterEach(() => window.localStorage.clear());

  it("lists the institution's claims with status badges, opens one and downloads it", async () => {
    const fake = fakeInstitutionApi({
      'GET /api/subscribes/payment/list': paged([
        claim(8, '2026-10', { sttus: 'PARTIAL', paidAmount: 65000, balance: 100000 }),
        claim(7, '2026-09', { sttus: 'PAID', paidAmount: 165000, balance: 0 }),
      ]),
      'GET /api/subscribes/payment/8/download': () =>
        new Response(new Blob(['xlsx']), {
          status: 200,
          headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
        }),
    });
    renderScreen('/insttManage/payment', fake.fetch);
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: '결제 내역' })).toBeInTheDocument();
    const grid = await screen.findByRole('table', { name: '청구서 목록' });
    const october = await within(grid).findByRole('row', { name: /2026-10/ });
    expect(within(october).getByText('부분 납부')).toHaveClass('claim-status--partial');
    expect(within(october).getByRole('cell', { name: '100,000원' })).toBeInTheDocument();
    expect(
      within(within(grid).getByRole('row', { name: /2026-09/ })).getByText('납부 완료'),
    ).toBeInTheDocument();

    await user.click(within(october).getByRole('button', { name: /^상세/ }));
    const dialog = await screen.findByRole('dialog', { name: '2026-10 청구서 - 한국수자원공사' });
    expect(within(dialog).getByRole('row', { name: /행운지도 1 30,000원 30,000원/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: /합계 165,000원/ })).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: '닫기' })[0]);

    await user.click(within(october).getByRole('button', { name: /^XLSX/ }));
    expect(await screen.findByText('2026-10 청구서를 내려받았습니다.')).toBeInTheDocument();
    await waitFor(() => expect(fake.sent('GET', '/api/subscribes/payment/8/download')).toHaveLength(1));
    expect(fake.sent('GET', '/api/subscribes/payment/8/download')[0].query.get('insttCode')).toBe('kwater');
  });
});
