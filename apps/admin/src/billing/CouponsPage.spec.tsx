import { envelope } from '@nuri/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeInstitutionApi, paged } from '../kit/test/fake-institution-api';
import { ADMIN_MENUS } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { signInProvider } from './test/billing-fixtures';

jest.setTimeout(20_000);

const coupon = (couponCode: string, couponNm: string, overrides: Record<string, unknown> = {}) => ({
  couponCode,
  couponNm,
  dscntSe: 'PERCENT',
  dscntValue: 10,
  months: 3,
  validBeginDe: '2026-11-01',
  validEndDe: '2026-12-31',
  useAt: 'Y',
  useCnt: 0,
  ...overrides,
});

const COUPONS = [
  coupon('WELCOME10', '환영 쿠폰', { useCnt: 1 }),
  coupon('SCHOOL-5000', '학교 쿠폰', { dscntSe: 'AMOUNT', dscntValue: 5000, months: 1, useAt: 'N' }),
];

function api(extra: Record<string, unknown> = {}) {
  return fakeInstitutionApi({
    'GET /api/menu': ADMIN_MENUS['provider-admin'],
    'GET /api/coupons': paged(COUPONS),
    ...extra,
  });
}

const grid = () => screen.findByRole('table', { name: '쿠폰 목록' });
const rowOf = async (name: RegExp) => within(await grid()).findByRole('row', { name });

describe('Coupon management (81, provider admin)', () => {
  beforeEach(signInProvider);
  afterEach(() => window.localStorage.clear());

  it('lists the coupons: code, name, discount, months, window and state', async () => {
    renderApp({ fetch: api().fetch, route: '/manageCoupon' });
    expect(await screen.findByRole('heading', { level: 1, name: '쿠폰 관리' })).toBeInTheDocument();
    const welcome = await rowOf(/WELCOME10/);
    for (const text of ['환영 쿠폰', '10%', '3개월', '2026-11-01 ~ 2026-12-31', '사용'])
      expect(within(welcome).getByRole('cell', { name: text })).toBeInTheDocument();
    const school = await rowOf(/SCHOOL-5000/);
    expect(within(school).getByRole('cell', { name: '5,000원' })).toBeInTheDocument();
    expect(within(school).getByRole('cell', { name: '중지' })).toBeInTheDocument();
  });

  it('checks the form, then creates a coupon', async () => {
    const fake = api({ 'POST /api/coupons': coupon('SPRING-20', '봄 할인', { dscntValue: 20 }) });
    renderApp({ fetch: fake.fetch, route: '/manageCoupon' });
    const user = userEvent.setup();
    await rowOf(/WELCOME10/);

    await user.click(screen.getByRole('button', { name: '쿠폰 등록' }));
    const form = await screen.findByRole('dialog', { name: '쿠폰 등록' });
    await user.type(within(form).getByRole('textbox', { name: '쿠폰 코드' }), 'ab');
    await user.selectOptions(within(form).getByRole('combobox', { name: '할인 방식' }), '정률 (%)');
    await user.type(within(form).getByRole('spinbutton', { name: '할인율 (%)' }), '120');
    await user.click(within(form).getByRole('button', { name: '저장' }));
    expect(within(form).getByText(/쿠폰 코드는 영문 대문자, 숫자, 하이픈\(-\) 4~20자로/)).toBeInTheDocument();
    expect(within(form).getByText('쿠폰 이름을 입력해 주세요.')).toBeInTheDocument();
    expect(within(form).getByText('할인율은 1%에서 100% 사이로 입력해 주세요.')).toBeInTheDocument();
    expect(within(form).getByText('적용 기간을 입력해 주세요.')).toBeInTheDocument();
    expect(fake.sent('POST')).toHaveLength(0);

    const code = within(form).getByRole('textbox', { name: '쿠폰 코드' });
    await user.clear(code);
    // Typed in lower case, kept in upper case.
    await user.type(code, 'spring-20');
    expect(code).toHaveValue('SPRING-20');
    await user.type(within(form).getByRole('textbox', { name: '쿠폰 이름' }), '봄 할인');
    const value = within(form).getByRole('spinbutton', { name: '할인율 (%)' });
    await user.clear(value);
    await user.type(value, '20');
    await user.type(within(form).getByLabelText('적용 시작일'), '2026-03-01');
    await user.type(within(form).getByLabelText('적용 종료일'), '2026-05-31');
    await user.click(within(form).getByRole('button', { name: '저장' }));

    expect(await screen.findByText('SPRING-20 쿠폰을 등록했습니다.')).toBeInTheDocument();
    expect(fake.sent('POST', '/api/coupons')[0].body).toEqual({
      couponCode: 'SPRING-20',
      couponNm: '봄 할인',
      dscntSe: 'PERCENT',
      dscntValue: 20,
      months: 1,
      validBeginDe: '2026-03-01',
      validEndDe: '2026-05-31',
      useAt: 'Y',
    });
  });

  it('deactivates a coupon after confirmation, and shows the institutions that used it', async () => {
    const fake = api({
      'PUT /api/coupons/WELCOME10': coupon('WELCOME10', '환영 쿠폰', { useAt: 'N' }),
      'GET /api/coupons/WELCOME10/uses': [
        {
          couponCode: 'WELCOME10',
          insttCode: 'kwater',
          insttNm: '한국수자원공사',
          appliedMonth: '2026-11',
          lastMonth: '2027-01',
        },
      ],
    });
    renderApp({ fetch: fake.fetch, route: '/manageCoupon' });
    const user = userEvent.setup();

    await user.click(within(await rowOf(/WELCOME10/)).getByRole('button', { name: /^사용 기관/ }));
    const uses = await screen.findByRole('dialog', { name: 'WELCOME10 쿠폰 사용 기관' });
    expect(
      await within(uses).findByRole('row', { name: /한국수자원공사 \(kwater\) 2026-11 2027-01/ }),
    ).toBeInTheDocument();
    await user.click(within(uses).getAllByRole('button', { name: '닫기' })[0]);

    await user.click(within(await rowOf(/WELCOME10/)).getByRole('button', { name: /^사용 중지/ }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('WELCOME10 쿠폰을 사용 중지하시겠습니까?');
    await user.click(within(confirm).getByRole('button', { name: '사용 중지' }));
    expect(await screen.findByText('WELCOME10 쿠폰을 사용 중지했습니다.')).toBeInTheDocument();
    expect(fake.sent('PUT', '/api/coupons/WELCOME10')[0].body).toMatchObject({
      couponNm: '환영 쿠폰',
      useAt: 'N',
    });

    // An inactive coupon is said to be so.
    await user.click(within(await rowOf(/SCHOOL-5000/)).getByRole('button', { name: /^사용 중지/ }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('이미 사용 중지된 쿠폰입니다.');
  });

  it("deletes a coupon, and shows the server's refusal of a used one", async () => {
    const fake = api({
      'DELETE /api/coupons/SCHOOL-5000': null,
      'DELETE /api/coupons/WELCOME10': () =>
        envelope(409, '사용된 쿠폰은 삭제할 수 없습니다. 사용 중지해 주세요.'),
    });
    renderApp({ fetch: fake.fetch, route: '/manageCoupon' });
    const user = userEvent.setup();

    await user.click(within(await rowOf(/SCHOOL-5000/)).getByRole('button', { name: /^삭제/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('SCHOOL-5000 쿠폰을 삭제했습니다.')).toBeInTheDocument();

    await user.click(within(await rowOf(/WELCOME10/)).getByRole('button', { name: /^삭제/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '삭제' }));
    await waitFor(() =>
      expect(screen.getByRole('alertdialog')).toHaveTextContent('사용된 쿠폰은 삭제할 수 없습니다.'),
    );
    expect(fake.sent('DELETE').map((r) => r.path)).toEqual([
      '/api/coupons/SCHOOL-5000',
      '/api/coupons/WELCOME10',
    ]);
  });
});
