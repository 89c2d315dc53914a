import { addMonthsToMonth, billingMonthOf, lastDayOf } from '@nuri/domain';
import { Client } from 'pg';
import type { Browser, Page } from 'playwright-core';
import { apiCall, apiLogin, signUpInstitution, type InstitutionAdmin } from './support/api-session';
import { page } from './support/browser';
import { deleteAccounts, insertAccount, loginAsAdmin, loginAsUser } from './support/login';
import { open, shown } from './support/screens';
import { serverEnv, serverPort } from './support/server-config';

// Issue 9 in the browser (Done when): an institution is billed for its first full month, does
// not pay and is paused (the server clock and the daily billing job moved through the dev
// routes PUT /api/dev/clock and POST /api/dev/billing/run-daily); its member sees the
// disabled-account notice; its admin applies a coupon on 5321 and sees the expected total drop
// (exact won amounts); a provider admin records the payment on 43, the institution is back to
// normal operation, and the member's notice is gone.

const PASSWORD = 'Seoul!2026map';
const tag = Date.now().toString(36).slice(-7);
const ADMIN: InstitutionAdmin = {
  userId: `bimaster${tag}`,
  userNm: '한청구',
  emailaddr: `bi.admin.${tag}@example.com`,
  password: PASSWORD,
  insttCode: `bi-${tag}`,
  insttNm: `누리 청구 기관 ${tag}`,
};
const MEMBER = { userId: `bimember${tag}`, userNm: '김구성', emailaddr: `bi.member.${tag}@example.com` };
const PROVIDER = { userId: `biop${tag}`, userNm: '청구 운영자', emailaddr: `bi.op.${tag}@example.com` };
const COUPON = `WELCOME-${tag.toUpperCase()}`;
const NOTICE = '구독료 미납으로 계정이 비활성화되었습니다.';

// The first full month after the sign-up (M) is billed on the 1st of M+1, due that day (bill
// day 1); on the 4th of M+2 it is more than 30 days overdue: the institution is paused. The
// claim of M+1 is then due on the 28th of M+2, not yet overdue.
const SIGNUP_MONTH = billingMonthOf(new Date());
const M = addMonthsToMonth(SIGNUP_MONTH, 1);
const M1 = addMonthsToMonth(M, 1);
const M2 = addMonthsToMonth(M, 2);
const seoul = (day: string) => `${day}T09:00:00+09:00`;

let db: Client;
let providerToken = '';

async function setClock(day: string): Promise<void> {
  await apiCall('PUT', '/api/dev/clock', { now: seoul(day) });
  // The accounts' passwords are as new as the clock's day (no password-change prompt at login).
  await db.query('UPDATE users SET password_change_dt = $1 WHERE user_id = ANY($2)', [
    seoul(day),
    [ADMIN.userId, MEMBER.userId, PROVIDER.userId],
  ]);
  // Access tokens expire by the same clock: the provider signs in again on the new day.
  providerToken = await apiLogin(PROVIDER.userId, PASSWORD, PROVIDER.emailaddr);
}

async function runDaily(): Promise<void> {
  const report = await apiCall<{ items: { insttCode: string; status: string; error: string | null }[] }>(
    'POST',
    '/api/dev/billing/run-daily',
    { insttCodes: [ADMIN.insttCode] },
  );
  const mine = report.items.find((item) => item.insttCode === ADMIN.insttCode);
  expect(mine).toMatchObject({ status: 'OK' });
}

async function status(): Promise<string> {
  const answer = await apiCall<{ statusCode: string }>(
    'GET',
    `/api/instt/${ADMIN.insttCode}/status`,
    undefined,
    providerToken,
  );
  return answer.statusCode;
}

/** A second signed-out browser context (another person at another computer). */
async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'ko-KR', viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

beforeAll(async () => {
  db = new Client({ connectionString: serverEnv(serverPort()).DATABASE_URL });
  await db.connect();
  await apiCall('DELETE', '/api/dev/clock');
  await signUpInstitution(ADMIN);
  await insertAccount(db, { ...MEMBER, userSeCode: 12, insttCode: ADMIN.insttCode, password: PASSWORD });
  await insertAccount(db, { ...PROVIDER, userSeCode: 4, insttCode: 'openbiz', password: PASSWORD });
  providerToken = await apiLogin(PROVIDER.userId, PASSWORD, PROVIDER.emailaddr);

  // Due on the 1st: the claim of M is generated and due on the 1st of M+1.
  await apiCall(
    'PUT',
    `/api/super-admin/subscribes/${ADMIN.insttCode}`,
    { planCode: '000001', addonCodes: [], billDay: 1 },
    providerToken,
  );
  await setClock(`${M1}-01`);
  await runDaily();
  // Later claims are due on the 28th.
  await apiCall(
    'PUT',
    `/api/super-admin/subscribes/${ADMIN.insttCode}`,
    { planCode: '000001', addonCodes: [], billDay: 28 },
    providerToken,
  );
  await setClock(`${M2}-04`);
  await runDaily();
  expect(await status()).toBe('PAUSED');

  // A coupon the institution may apply this month: 30,000 won off, for one month.
  await apiCall(
    'POST',
    '/api/coupons',
    {
      couponCode: COUPON,
      couponNm: '신규 기관 쿠폰',
      dscntSe: 'AMOUNT',
      dscntValue: 30000,
      months: 1,
      validBeginDe: `${M2}-01`,
      validEndDe: lastDayOf(M2),
      useAt: 'Y',
    },
    providerToken,
  );
}, 120_000);

afterAll(async () => {
  await apiCall('DELETE', '/api/dev/clock').catch(() => undefined);
  await deleteAccounts(db, [MEMBER.userId, PROVIDER.userId]);
  await db?.end();
});

describe('billing (issue 9): unpaid institution, coupon, payment', () => {
  it('pauses an unpaid institution, applies a coupon, records the payment and brings it back', async () => {
    const member = page();
    const browser = member.context().browser();
    if (!browser) throw new Error('no browser');

    // The member of the paused institution sees the notice on the institution's site.
    await loginAsUser(member, MEMBER.userId, PASSWORD);
    await open(member, `/${ADMIN.insttCode}/`);
    const notice = await shown(member.getByRole('heading', { name: NOTICE }));
    await shown(member.getByText('기관 담당자에게 구독료 결제를 요청해 주세요.'));
    expect(await notice.isVisible()).toBe(true);

    // 5321: the admin of the paused institution still reads the subscription and applies a coupon.
    const admin = await newPage(browser);
    await loginAsAdmin(admin, ADMIN.userId, PASSWORD, ADMIN.emailaddr);
    await open(admin, `/admin/${ADMIN.insttCode}/insttManage/subscription`);
    await shown(admin.getByRole('heading', { level: 1, name: '구독 관리' }));
    // The admin app shows the institution's own admin the same notice above the screen.
    await shown(admin.getByRole('heading', { name: NOTICE }));
    const expected = admin.getByRole('table', { name: `${M2} 예상 요금` });
    await shown(expected);
    const total = expected.getByRole('row', { name: /^합계/ });
    await shown(total.getByText('110,000원'));
    await shown(expected.getByRole('row', { name: /^공급가액/ }).getByText('100,000원'));
    await shown(expected.getByRole('row', { name: /^부가세/ }).getByText('10,000원'));

    const couponForm = admin.getByRole('form', { name: '쿠폰 적용' });
    await couponForm.getByRole('textbox', { name: '쿠폰 코드' }).fill(COUPON.toLowerCase());
    await couponForm.getByRole('button', { name: '쿠폰 적용' }).click();
    await shown(admin.getByText('신규 기관 쿠폰 쿠폰을 적용했습니다.'));
    // The coupon line and the new amounts: 100,000 − 30,000 = 70,000 + VAT 7,000 = 77,000.
    await shown(
      expected
        .getByRole('row', { name: /신규 기관 쿠폰/ })
        .getByText('-30,000원')
        .first(),
    );
    await shown(total.getByText('77,000원'));
    await shown(expected.getByRole('row', { name: /^공급가액/ }).getByText('70,000원'));
    await shown(expected.getByRole('row', { name: /^부가세/ }).getByText('7,000원'));
    await shown(admin.getByText(`신규 기관 쿠폰 (${COUPON}): 30,000원 할인, ${M2} ~ ${M2}`));
    await admin.context().close();

    // 43: the provider admin finds the overdue claim of M and records its payment.
    const provider = await newPage(browser);
    await loginAsAdmin(provider, PROVIDER.userId, PASSWORD, PROVIDER.emailaddr);
    await open(provider, '/admin/managePaymentHistory');
    await shown(provider.getByRole('heading', { level: 1, name: '결제 내역' }));
    await provider.getByLabel('청구월', { exact: true }).fill(M);
    await provider.getByRole('combobox', { name: '상태' }).selectOption({ label: '연체' });
    const grid = provider.getByRole('table', { name: '청구서 목록' });
    const row = grid
      .getByRole('row')
      .filter({ hasText: `(${ADMIN.insttCode})` })
      .filter({ hasText: M });
    await shown(row.getByText('연체'));
    await shown(row.getByRole('cell', { name: '110,000원' }).first());
    await row.getByRole('button', { name: /^상세/ }).click();

    const detail = await shown(provider.getByRole('dialog', { name: `${M} 청구서 - ${ADMIN.insttNm}` }));
    await shown(detail.getByRole('row', { name: /기본 요금제 기본료/ }));
    await shown(detail.getByRole('row', { name: /^합계/ }).getByText('110,000원'));
    await detail.getByRole('button', { name: '결제 등록' }).click();
    const pay = await shown(provider.getByRole('dialog', { name: '결제 등록' }));
    expect(await pay.getByRole('spinbutton', { name: '결제 금액' }).inputValue()).toBe('110000');
    await pay.getByRole('combobox', { name: '결제 수단' }).selectOption({ label: '계좌이체' });
    await pay.getByRole('textbox', { name: '참조 (승인번호 등)' }).fill(`입금 ${tag}`);
    await pay.getByRole('button', { name: '등록' }).click();
    await shown(provider.getByText(`${M} 청구서에 110,000원 결제를 등록했습니다.`));

    // The claim is paid and the institution is in normal operation again.
    await provider.getByRole('combobox', { name: '상태' }).selectOption({ label: '납부 완료' });
    await shown(row.getByText('납부 완료'));
    expect(await status()).toBe('NORMAL');
    await open(provider, '/admin/manageSubscription');
    const subscriptions = provider.getByRole('table', { name: '구독 목록' });
    await shown(subscriptions);
    await provider.getByRole('searchbox').first().fill(ADMIN.insttNm);
    await provider.getByRole('button', { name: '검색' }).first().click();
    await shown(
      subscriptions
        .getByRole('row')
        .filter({ hasText: `(${ADMIN.insttCode})` })
        .getByText('정상 운영'),
    );
    await provider.context().close();

    // The member's next visit has no notice.
    await open(member, `/${ADMIN.insttCode}/`);
    await shown(member.getByRole('navigation').first());
    await member.waitForLoadState('networkidle');
    expect(await member.getByRole('heading', { name: NOTICE }).count()).toBe(0);
  });
});
