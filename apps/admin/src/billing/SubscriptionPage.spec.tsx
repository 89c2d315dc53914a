import { subscriptionEndDate } from '@nuri/domain';
import { envelope } from '@nuri/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeInstitutionApi } from '../kit/test/fake-institution-api';
import { KWATER_ADMIN, renderScreen, signIn } from '../kit/test/render-screen';
import { renderApp } from '../test/render-app';
import { ADDONS, PLANS, PREVIEW, PREVIEW_WITH_COUPON, subscription } from './test/billing-fixtures';

// Whole-app screens with typing: slower than the default 5 s on a busy machine.
jest.setTimeout(20_000);

const ROUTE = '/insttManage/subscription';

function api(extra: Record<string, unknown> = {}) {
  let applied = false;
  const fake = fakeInstitutionApi({
    'GET /api/subscribes/plans': PLANS,
    'GET /api/subscribes/additional': ADDONS,
    'GET /api/subscribes/detail': () =>
      envelope(
        200,
        subscription(
          applied
            ? {
                coupons: [
                  {
                    couponCode: 'WELCOME10',
                    couponNm: '환영 쿠폰',
                    dscntSe: 'PERCENT',
                    dscntValue: 10,
                    appliedMonth: '2026-11',
                    lastMonth: '2027-01',
                  },
                ],
              }
            : {},
        ),
      ),
    'GET /api/subscribes/month/total-payment/expect': () =>
      envelope(200, applied ? PREVIEW_WITH_COUPON : PREVIEW),
    'POST /api/coupons/apply': (request: Request) =>
      request.json().then((body: { couponCode: string }) => {
        if (body.couponCode !== 'WELCOME10') return envelope(404, '쿠폰을 찾을 수 없습니다.');
        applied = true;
        return envelope(201, {
          couponCode: 'WELCOME10',
          couponNm: '환영 쿠폰',
          dscntSe: 'PERCENT',
          dscntValue: 10,
          appliedMonth: '2026-11',
          lastMonth: '2027-01',
        });
      }),
    ...extra,
  });
  return fake;
}

const totalOf = async (caption: RegExp) => {
  const table = await screen.findByRole('table', { name: caption });
  return within(table).getByRole('row', { name: /^합계/ });
};

describe('Subscription management (5321, institution admin)', () => {
  afterEach(() => window.localStorage.clear());

  it("shows the current plan, add-ons, due day and this month's expected charge with its lines", async () => {
    const fake = api();
    renderScreen(ROUTE, fake.fetch);

    expect(await screen.findByRole('heading', { level: 1, name: '구독 관리' })).toBeInTheDocument();
    const current = await screen.findByRole('region', { name: '현재 구독' });
    await waitFor(() => expect(within(current).getByText('기본 요금제')).toBeInTheDocument());
    expect(within(current).getByText('행운지도')).toBeInTheDocument();
    expect(within(current).getByText('매월 25일')).toBeInTheDocument();
    expect(within(current).getByText('적용한 쿠폰이 없습니다.')).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: '2026-11 예상 요금' });
    expect(
      within(table).getByRole('row', { name: /추가 사용자 \(5명 초과\) 2 10,000원 20,000원/ }),
    ).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /공급가액 150,000원/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /부가세 \(10%\) 15,000원/ })).toBeInTheDocument();
    expect(await totalOf(/예상 요금/)).toHaveTextContent('165,000원');
    expect(fake.sent('GET', '/api/subscribes/detail')[0].query.get('insttCode')).toBe('kwater');
  });

  it('applies a coupon: the expected total drops and the coupon is listed', async () => {
    const fake = api();
    renderScreen(ROUTE, fake.fetch);
    const user = userEvent.setup();
    expect(await totalOf(/예상 요금/)).toHaveTextContent('165,000원');

    const form = screen.getByRole('form', { name: '쿠폰 적용' });
    await user.click(within(form).getByRole('button', { name: '쿠폰 적용' }));
    expect(within(form).getByText('쿠폰 코드를 입력해 주세요.')).toBeInTheDocument();
    expect(fake.sent('POST')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: '쿠폰 코드' }), 'welcome10');
    await user.click(within(form).getByRole('button', { name: '쿠폰 적용' }));
    expect(await screen.findByText('환영 쿠폰 쿠폰을 적용했습니다.')).toBeInTheDocument();
    expect(fake.sent('POST', '/api/coupons/apply')[0].body).toEqual({
      insttCode: 'kwater',
      couponCode: 'WELCOME10',
    });
    await waitFor(async () => expect(await totalOf(/예상 요금/)).toHaveTextContent('148,500원'));
    expect(screen.getByRole('row', { name: /환영 쿠폰 10% 1 -15,000원 -15,000원/ })).toBeInTheDocument();
    expect(await screen.findByText('환영 쿠폰 (WELCOME10): 10% 할인, 2026-11 ~ 2027-01')).toBeInTheDocument();
  });

  it("keeps the server's refusal of an unknown coupon under the field", async () => {
    const fake = api();
    renderScreen(ROUTE, fake.fetch);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: '쿠폰 적용' });
    await user.type(within(form).getByRole('textbox', { name: '쿠폰 코드' }), 'NOPE1');
    await user.click(within(form).getByRole('button', { name: '쿠폰 적용' }));
    expect(await within(form).findByText('쿠폰을 찾을 수 없습니다.')).toBeInTheDocument();
    expect(await totalOf(/예상 요금/)).toHaveTextContent('165,000원');
  });

  it('requests a plan and add-on change for next month and shows it as pending', async () => {
    const fake = api({
      'PUT /api/subscribes': subscription({
        pending: { planCode: '000004', addonCodes: ['LUCKY_MAP', 'LAND_BUNDLE'], effectiveMonth: '2026-12' },
      }),
    });
    renderScreen(ROUTE, fake.fetch);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: '요금제·부가서비스 변경' });
    expect(within(form).getByRole('radio', { name: '기본 요금제' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: '행운지도 (월 30,000원)' })).toBeChecked();

    await user.click(within(form).getByRole('radio', { name: '교육용 요금제 A' }));
    await user.click(within(form).getByRole('checkbox', { name: '토지묶음 (월 50,000원)' }));
    await user.click(within(form).getByRole('button', { name: '변경 신청' }));

    expect(await screen.findByText('변경 신청을 저장했습니다. 2026-12부터 적용됩니다.')).toBeInTheDocument();
    const put = fake.sent('PUT', '/api/subscribes')[0];
    expect(put.query.get('insttCode')).toBe('kwater');
    expect(put.body).toEqual({ planCode: '000004', addonCodes: ['LUCKY_MAP', 'LAND_BUNDLE'] });
    expect(
      await screen.findByText('2026-12부터 변경 예정: 교육용 요금제 A, 부가서비스 행운지도, 토지묶음'),
    ).toBeInTheDocument();
  });

  it('cancels at the end of the billing period with the day shown, and undoes it until then', async () => {
    let endDe: string | null = null;
    const fake = api({
      'GET /api/subscribes/detail': () =>
        envelope(200, subscription(endDe ? { endDe, dataDeletionDe: '2027-02-28' } : {})),
      'POST /api/instt/kwater/unsubscribe': () => {
        endDe = '2026-11-30';
        return envelope(201, subscription({ endDe, dataDeletionDe: '2027-02-28' }));
      },
      'DELETE /api/instt/kwater/unsubscribe': () => {
        endDe = null;
        return envelope(200, subscription());
      },
    });
    renderScreen(ROUTE, fake.fetch);
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: '구독 해지' });
    const end = subscriptionEndDate(new Date());
    expect(await within(section).findByText(new RegExp(`마지막 날\\(${end}\\)까지`))).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: '기간 만료 시 해지' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(`구독을 ${end}에 해지하시겠습니까?`);
    await user.click(within(dialog).getByRole('button', { name: '기간 만료 시 해지' }));

    expect(
      await within(section).findByText(
        '구독이 2026-11-30에 해지됩니다. 그날까지 해지를 취소할 수 있습니다. 데이터 삭제 예정일: 2027-02-28',
      ),
    ).toBeInTheDocument();
    expect(fake.sent('POST', '/api/instt/kwater/unsubscribe')).toHaveLength(1);
    // While the end is scheduled the plan cannot be changed.
    expect(screen.queryByRole('form', { name: '요금제·부가서비스 변경' })).not.toBeInTheDocument();
    expect(screen.getByText(/해지가 예약되어 있어 요금제를 바꿀 수 없습니다/)).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: '해지 취소' }));
    expect(await within(section).findByRole('button', { name: '기간 만료 시 해지' })).toBeInTheDocument();
    expect(fake.sent('DELETE', '/api/instt/kwater/unsubscribe')).toHaveLength(1);
    expect(await screen.findByRole('form', { name: '요금제·부가서비스 변경' })).toBeInTheDocument();
  });

  it("says when an ended subscription's data is deleted, with nothing to undo", async () => {
    const fake = api({
      'GET /api/subscribes/detail': subscription({
        sttus: 'CANCELLED',
        endDe: '2026-10-31',
        dataDeletionDe: '2027-01-31',
      }),
    });
    renderScreen(ROUTE, fake.fetch);
    const section = await screen.findByRole('region', { name: '구독 해지' });
    expect(
      await within(section).findByText(/2026-10-31에 종료되었습니다.*2027-01-31에 삭제됩니다/),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });

  it('reads in English: plan names and amounts in KRW', async () => {
    signIn(KWATER_ADMIN);
    renderApp({ fetch: api().fetch, route: '/kwater/insttManage/subscription', language: 'en' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Subscription management' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Expected charge of 2026-11' });
    expect(within(table).getByRole('row', { name: /^Total/ })).toHaveTextContent('KRW 165,000');
    const form = screen.getByRole('form', { name: 'Change plan and add-ons' });
    expect(within(form).getByRole('radio', { name: 'Education plan A' })).toBeInTheDocument();
  });
});
