import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeInstitutionApi, paged } from '../kit/test/fake-institution-api';
import { ADMIN_MENUS } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { ADDONS, PLANS, signInProvider, subscription } from './test/billing-fixtures';

jest.setTimeout(20_000);

const BUSAN = subscription({
  insttCode: 'busan',
  insttNm: '부산광역시',
  addonCodes: [],
  billDay: 10,
  insttSttusCode: 'PAUSED',
  pending: { planCode: '000005', addonCodes: [], effectiveMonth: '2026-12' },
});

function api(extra: Record<string, unknown> = {}) {
  return fakeInstitutionApi({
    'GET /api/menu': ADMIN_MENUS['provider-admin'],
    'GET /api/subscribes/plans': PLANS,
    'GET /api/subscribes/additional': ADDONS,
    'GET /api/super-admin/subscribes': paged([subscription(), BUSAN]),
    'GET /api/super-admin/discount/institutions': paged([
      {
        dscntId: 3,
        targetSe: 'INSTT',
        targetCode: 'kwater',
        targetNm: '한국수자원공사',
        dscntSe: 'AMOUNT',
        dscntValue: 20000,
        beginMonth: '2026-11',
        endMonth: null,
        memo: '협약',
      },
    ]),
    'GET /api/super-admin/discount/priceplans': paged([]),
    'GET /api/super-admin/discount/candidates': [
      { insttCode: 'busan', insttNm: '부산광역시', planCode: '000001' },
      { insttCode: 'daegu', insttNm: '대구광역시', planCode: '000001' },
    ],
    ...extra,
  });
}

const grid = (name: string) => screen.findByRole('table', { name });

describe('Subscription management (42, provider admin)', () => {
  beforeEach(signInProvider);
  afterEach(() => window.localStorage.clear());

  it('shows the scheduled end of a cancelled subscription with its data deletion day', async () => {
    const ending = subscription({
      insttCode: 'daegu',
      insttNm: '대구광역시',
      endDe: '2026-11-30',
      dataDeletionDe: '2027-02-28',
    });
    const ended = subscription({
      insttCode: 'ulsan',
      insttNm: '울산광역시',
      sttus: 'CANCELLED',
      endDe: '2026-10-31',
      dataDeletionDe: '2027-01-31',
    });
    renderApp({
      fetch: api({ 'GET /api/super-admin/subscribes': paged([subscription(), ending, ended]) }).fetch,
      route: '/manageSubscription',
    });
    const table = await grid('구독 목록');
    const daegu = await within(table).findByRole('row', { name: /대구광역시/ });
    expect(
      within(daegu).getByRole('cell', { name: '2026-11-30 종료 (데이터 삭제 2027-02-28)' }),
    ).toBeInTheDocument();
    const ulsan = within(table).getByRole('row', { name: /울산광역시/ });
    expect(
      within(ulsan).getByRole('cell', { name: '2026-10-31 종료됨 (데이터 삭제 2027-01-31)' }),
    ).toBeInTheDocument();
    const kwater = within(table).getByRole('row', { name: /한국수자원공사/ });
    expect(within(kwater).queryByText(/종료/)).not.toBeInTheDocument();
  });

  it("lists every institution's subscription with its pending change and status", async () => {
    renderApp({ fetch: api().fetch, route: '/manageSubscription' });
    expect(await screen.findByRole('heading', { level: 1, name: '구독 관리' })).toBeInTheDocument();
    const busan = await within(await grid('구독 목록')).findByRole('row', { name: /부산광역시/ });
    await waitFor(() =>
      expect(within(busan).getByRole('cell', { name: '2026-12부터 교육용 요금제 B' })).toBeInTheDocument(),
    );
    expect(within(busan).getByRole('cell', { name: '매월 10일' })).toBeInTheDocument();
    expect(within(busan).getByText('일시 정지')).toHaveClass('instt-status--red');
    const kwater = within(await grid('구독 목록')).getByRole('row', { name: /한국수자원공사/ });
    expect(within(kwater).getByRole('cell', { name: '행운지도' })).toBeInTheDocument();
  });

  it("changes an institution's plan, add-ons and due day", async () => {
    const fake = api({ 'PUT /api/super-admin/subscribes/kwater': subscription({ billDay: 5 }) });
    renderApp({ fetch: fake.fetch, route: '/manageSubscription' });
    const user = userEvent.setup();
    const row = await within(await grid('구독 목록')).findByRole('row', { name: /한국수자원공사/ });
    await user.click(within(row).getByRole('button', { name: /^변경/ }));
    const form = await screen.findByRole('dialog', { name: '한국수자원공사 구독 변경' });
    const day = within(form).getByRole('spinbutton', { name: '납부일' });
    await user.clear(day);
    await user.type(day, '29');
    await user.click(within(form).getByRole('button', { name: '저장' }));
    expect(within(form).getByText('납부일은 1일부터 28일 사이로 입력해 주세요.')).toBeInTheDocument();

    await user.clear(day);
    await user.type(day, '5');
    await user.selectOptions(within(form).getByRole('combobox', { name: '요금제' }), '교육용 요금제 A');
    await user.click(within(form).getByRole('checkbox', { name: '행운지도' }));
    await user.click(within(form).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('한국수자원공사의 구독을 저장했습니다.')).toBeInTheDocument();
    // No add-on left: the empty list is sent as is.
    expect(fake.sent('PUT', '/api/super-admin/subscribes/kwater')[0].body).toEqual({
      planCode: '000004',
      addonCodes: [],
      billDay: 5,
    });
  });

  it('lists institution discounts and adds one for institutions picked from the candidates', async () => {
    const fake = api({ 'POST /api/super-admin/discount': { dscntId: 9 } });
    renderApp({ fetch: fake.fetch, route: '/manageSubscription' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: '할인' }));

    const list = await grid('기관 할인');
    expect(
      await within(list).findByRole('row', {
        name: /한국수자원공사 \(kwater\) 20,000원 2026-11 ~ 종료 없음 협약/,
      }),
    ).toBeInTheDocument();
    expect(await within(await grid('요금제 할인')).findByText('등록된 할인이 없습니다.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '기관 할인 추가' }));
    const form = await screen.findByRole('dialog', { name: '할인 추가' });
    await user.click(within(form).getByRole('button', { name: '저장' }));
    expect(within(form).getByText('할인할 기관을 하나 이상 추가해 주세요.')).toBeInTheDocument();

    await user.type(within(form).getByRole('searchbox'), '광역시');
    await user.click(within(form).getByRole('button', { name: '검색' }));
    await user.click(await within(form).findByRole('button', { name: '부산광역시 (busan) 추가' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: '할인 방식' }), '정률 (%)');
    await user.type(within(form).getByRole('spinbutton', { name: '할인율 (%)' }), '15');
    await user.click(within(form).getByRole('button', { name: '저장' }));

    expect(await screen.findByText('할인 1건을 저장했습니다.')).toBeInTheDocument();
    expect(fake.sent('GET', '/api/super-admin/discount/candidates')[0].query.get('searchNm')).toBe('광역시');
    expect(fake.sent('POST', '/api/super-admin/discount')[0].body).toMatchObject({
      targetSe: 'INSTT',
      targetCode: 'busan',
      dscntSe: 'PERCENT',
      dscntValue: 15,
    });
  });
});
