import type { INestApplication } from '@nestjs/common';
import { seoulDate } from '@nuri/domain';
import { setClock } from '../support/accounts';
import { type BillingSuite, type Auth } from '../support/billing.suite';

/** Plans and add-ons, subscriptions of new institutions, who may call, malformed requests, plan changes. */
export function plansAndRolesTests(suite: BillingSuite): void {
  const { http, db, tag, A, B } = suite;
  let app: INestApplication;
  let provider: Auth;
  let adminA: Auth;
  let memberA: Auth;
  let adminB: Auth;
  beforeAll(() => {
    ({ app, provider, adminA, memberA, adminB } = suite);
  });

  it('lists the plans and add-ons to anyone (plans carry planName of spec 000 §3, planNm as its alias)', async () => {
    const plans = (await http().get('/api/subscribes/plans').expect(200)).body.result;
    expect(plans).toEqual([
      {
        planCode: '000001',
        planName: '기본 요금제',
        planNm: '기본 요금제',
        planNmEn: 'Basic plan',
        baseFee: 100000,
        perUserFee: 10000,
        perGbFee: 10000,
        includedUsers: 5,
        includedGb: 5,
        dscntRate: 0,
        education: false,
      },
      {
        planCode: '000004',
        planName: '교육용 요금제 A',
        planNm: '교육용 요금제 A',
        planNmEn: 'Education plan A',
        baseFee: 100000,
        perUserFee: 10000,
        perGbFee: 10000,
        includedUsers: 5,
        includedGb: 5,
        dscntRate: 50,
        education: true,
      },
      {
        planCode: '000005',
        planName: '교육용 요금제 B',
        planNm: '교육용 요금제 B',
        planNmEn: 'Education plan B',
        baseFee: 100000,
        perUserFee: 10000,
        perGbFee: 10000,
        includedUsers: 30,
        includedGb: 30,
        dscntRate: 30,
        education: true,
      },
    ]);
    const addons = (await http().get('/api/subscribes/additional').expect(200)).body.result;
    expect(
      addons.map((a: { addonCode: string; addonNm: string; monthlyFee: number }) => [
        a.addonCode,
        a.addonNm,
        a.monthlyFee,
      ]),
    ).toEqual([
      ['LUCKY_MAP', '행운지도', 30000],
      ['LAND_BUNDLE', '토지묶음', 50000],
      ['ELECTION_MAP', '선거지도', 50000],
    ]);
  });

  it('gives every new institution a subscription from its creation day, on its plan', async () => {
    const rows = await db().query<
      {
        insttCode: string;
        planCode: string;
        beginDe: string;
        billDay: number;
        sttus: string;
        creatDt: Date;
      }[]
    >(
      `SELECT s.instt_code AS "insttCode", s.plan_code AS "planCode", to_char(s.begin_de, 'YYYY-MM-DD') AS "beginDe", s.bill_day AS "billDay",
              s.sttus, i.creat_dt AS "creatDt"
         FROM subscription s JOIN instt i ON i.instt_code = s.instt_code WHERE s.instt_code = ANY($1::text[]) ORDER BY s.instt_code`,
      [[A, B]],
    );
    expect(rows.map((r) => [r.insttCode, r.planCode, r.billDay, r.sttus])).toEqual([
      [A, '000001', 25, 'ACTIVE'],
      [B, '000005', 25, 'ACTIVE'],
    ]);
    expect(rows[0].beginDe).toBe(seoulDate(new Date(rows[0].creatDt)));
    // The seeded institutions have one too (migration), the demo one included.
    const [{ missing }] = await db().query<{ missing: number }[]>(
      `SELECT count(*)::int AS missing FROM instt i WHERE NOT EXISTS (SELECT 1 FROM subscription s WHERE s.instt_code = i.instt_code)`,
    );
    expect(missing).toBe(0);
  });

  it('answers the institution admin and provider admins only: anonymous 401, member 403, another institution 403', async () => {
    const routes = [
      `/api/subscribes/detail?insttCode=${A}`,
      `/api/subscribes/usage/simple?insttCode=${A}`,
      `/api/subscribes/daily/user?insttCode=${A}`,
      `/api/subscribes/daily/volume?insttCode=${A}`,
      `/api/subscribes/daily/payment?insttCode=${A}`,
      `/api/subscribes/month/total-payment/expect?insttCode=${A}`,
      `/api/subscribes/payment/list?insttCode=${A}`,
    ];
    for (const url of routes) {
      await http().get(url).expect(401);
      await http().get(url).set(memberA).expect(403);
      await http().get(url).set(adminB).expect(403);
      await http().get(url).set(adminA).expect(200);
      await http().get(url).set(provider).expect(200);
    }
    await http()
      .put(`/api/subscribes?insttCode=${A}`)
      .set(adminB)
      .send({ planCode: '000001', addonCodes: [] })
      .expect(403);
    await http()
      .post('/api/coupons/apply')
      .set(memberA)
      .send({ insttCode: A, couponCode: 'ABCD' })
      .expect(403);
    for (const url of [
      '/api/super-admin/instt',
      '/api/super-admin/subscribes',
      '/api/super-admin/claims',
      '/api/super-admin/settlements',
      '/api/super-admin/discount/institutions',
      '/api/coupons',
    ]) {
      await http().get(url).expect(401);
      await http().get(url).set(adminA).expect(403);
      await http().get(url).set(provider).expect(200);
    }
    await http()
      .post('/api/super-admin/settlements')
      .set(adminA)
      .send({ claimId: 1, method: 'CARD', amount: 1, paidDe: '2027-01-01' })
      .expect(403);
  });

  it('refuses malformed requests with 400 and a message per field', async () => {
    const put = await http()
      .put(`/api/subscribes?insttCode=${A}`)
      .set(adminA)
      .send({ planCode: '999999', addonCodes: ['GOLD_MAP'] })
      .expect(400);
    expect(put.body.result).toEqual(
      expect.arrayContaining([
        { field: 'planCode', message: '선택할 수 없는 요금제입니다.' },
        {
          field: 'addonCodes',
          message:
            '부가 서비스는 행운지도(LUCKY_MAP), 토지묶음(LAND_BUNDLE), 선거지도(ELECTION_MAP) 중에서 중복 없이 선택해 주세요.',
        },
      ]),
    );
    const noCode = await http().get('/api/subscribes/detail').set(provider).expect(400);
    expect(noCode.body.result).toEqual([
      { field: 'insttCode', message: '기관 코드(insttCode)를 입력해 주세요.' },
    ]);
    const badDay = await http()
      .put(`/api/super-admin/subscribes/${A}`)
      .set(provider)
      .send({ planCode: '000001', addonCodes: [], billDay: 31 })
      .expect(400);
    expect(badDay.body.result).toEqual([
      { field: 'billDay', message: '납부일은 1일부터 28일 사이로 입력해 주세요.' },
    ]);
    const settle = await http()
      .post('/api/super-admin/settlements')
      .set(provider)
      .send({ claimId: 0, method: 'BITCOIN', amount: -5, paidDe: '2027/01/01', reference: 'x'.repeat(101) })
      .expect(400);
    expect(settle.body.result.map((e: { field: string }) => e.field).sort()).toEqual([
      'amount',
      'claimId',
      'method',
      'paidDe',
      'reference',
    ]);
    const coupon = await http()
      .post('/api/coupons')
      .set(provider)
      .send({
        couponCode: 'ab',
        couponNm: '',
        dscntSe: 'HALF',
        dscntValue: 0,
        months: 37,
        validBeginDe: '2027-01-01',
        validEndDe: 'soon',
        useAt: 'X',
      })
      .expect(400);
    expect(coupon.body.result.map((e: { field: string }) => e.field).sort()).toEqual([
      'couponCode',
      'couponNm',
      'dscntSe',
      'dscntValue',
      'months',
      'useAt',
      'validEndDe',
    ]);
    const pct = await http()
      .post('/api/coupons')
      .set(provider)
      .send({
        couponCode: `P-${tag.toUpperCase()}`,
        couponNm: '많이',
        dscntSe: 'PERCENT',
        dscntValue: 150,
        months: 1,
        validBeginDe: '2027-01-01',
        validEndDe: '2027-01-31',
        useAt: 'Y',
      })
      .expect(400);
    expect(pct.body.result).toEqual([
      { field: 'dscntValue', message: '정률 할인은 1~100%로 입력해 주세요.' },
    ]);
    const month = await http().get('/api/super-admin/claims?claimMonth=2027-13').set(provider).expect(400);
    expect(month.body.result).toEqual([
      { field: 'claimMonth', message: '청구월은 YYYY-MM 형식으로 입력해 주세요.' },
    ]);
    await http()
      .get(`/api/subscribes/daily/user?insttCode=${A}&beginDe=2027-02-01&endDe=2027-01-01`)
      .set(adminA)
      .expect(400);
  });

  it('keeps a plan change pending until the next month; choosing the current plan again cancels it; the provider sets the bill day', async () => {
    await setClock(app, new Date('2027-06-15T10:00:00+09:00'));
    const pending = (
      await http()
        .put(`/api/subscribes?insttCode=${A}`)
        .set(adminA)
        .send({ planCode: '000004', addonCodes: ['LAND_BUNDLE', 'LUCKY_MAP'] })
        .expect(200)
    ).body.result;
    expect(pending).toMatchObject({
      planCode: '000001',
      addonCodes: [],
      pending: { planCode: '000004', addonCodes: ['LAND_BUNDLE', 'LUCKY_MAP'], effectiveMonth: '2027-07' },
    });
    const cancelled = (
      await http()
        .put(`/api/subscribes?insttCode=${A}`)
        .set(adminA)
        .send({ planCode: '000001', addonCodes: [] })
        .expect(200)
    ).body.result;
    expect(cancelled.pending).toBeNull();
    await http()
      .put(`/api/subscribes?insttCode=${A}`)
      .set(adminA)
      .send({ planCode: '000004', addonCodes: ['ELECTION_MAP'] })
      .expect(200);
    const byProvider = (
      await http()
        .put(`/api/super-admin/subscribes/${A}`)
        .set(provider)
        .send({ planCode: '000004', addonCodes: ['ELECTION_MAP'], billDay: 10 })
        .expect(200)
    ).body.result;
    expect(byProvider).toMatchObject({
      billDay: 10,
      planCode: '000001',
      pending: { planCode: '000004', effectiveMonth: '2027-07' },
    });
    // July 1st: the change is in force, the institution's plan follows.
    await setClock(app, new Date('2027-07-01T09:00:00+09:00'));
    const july = (await http().get(`/api/subscribes/detail?insttCode=${A}`).set(adminA).expect(200)).body
      .result;
    expect(july).toMatchObject({
      insttCode: A,
      planCode: '000004',
      planName: '교육용 요금제 A',
      planNm: '교육용 요금제 A',
      addonCodes: ['ELECTION_MAP'],
      pending: null,
      billDay: 10,
      sttus: 'ACTIVE',
      insttSttusCode: 'NORMAL',
    });
    const [{ planCode }] = await db().query<{ planCode: string }[]>(
      `SELECT plan_code AS "planCode" FROM instt WHERE instt_code = $1`,
      [A],
    );
    expect(planCode).toBe('000004');
    const list = (await http().get(`/api/super-admin/subscribes?searchNm=${tag}`).set(provider).expect(200))
      .body.result;
    expect(list.content.map((s: { insttCode: string }) => s.insttCode).sort()).toEqual([A, B]);
  });
}
