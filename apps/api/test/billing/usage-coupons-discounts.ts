import type { INestApplication } from '@nestjs/common';
import { setClock } from '../support/accounts';
import { Factories } from '../support/factories';
import { type BillingSuite, type Auth } from '../support/billing.suite';

/** Live usage and the month preview, coupons, discounts and the dashboard figures (after the plan changes). */
export function usageCouponsDiscountsTests(suite: BillingSuite): void {
  const { http, db, tag, A, B } = suite;
  let app: INestApplication;
  let f: Factories;
  let provider: Auth;
  let adminA: Auth;
  let adminB: Auth;
  beforeAll(() => {
    ({ app, f, provider, adminA, adminB } = suite);
  });

  it('measures live usage from active members, layer tables and files; previews the month', async () => {
    // A real layer table of the institution.
    const admin = await f.newUser({ insttCode: A, userSeCode: 11 });
    const table = `t_bill_${tag}`;
    await db().query(`CREATE TABLE layers.${table} (id serial PRIMARY KEY, nm text)`);
    await db().query(
      `INSERT INTO layers.${table} (nm) SELECT repeat('누리', 200) FROM generate_series(1, 2000)`,
    );
    await db().query(
      `INSERT INTO lyr (lyr_id, lyr_nm, lyr_ty_se_code, upload_ty, instt_code, register_id, table_nm) VALUES ($1, '과금 레이어', '1', 'shp', $2, $3, $4)`,
      [`lyr-bill-${tag}`, A, admin.userId, table],
    );
    const [{ size }] = await db().query<{ size: number }[]>(
      `SELECT pg_total_relation_size('layers.${table}')::float8 AS size`,
    );
    const usage = (await http().get(`/api/subscribes/usage/simple?insttCode=${A}`).set(adminA).expect(200))
      .body.result;
    expect(usage).toMatchObject({ userCnt: 3, includedUsers: 5, volumeBytes: size, includedGb: 5 });
    expect(size).toBeGreaterThan(500000);
    expect(usage.volumeGb).toBe(Math.round((size / 2 ** 30) * 10) / 10);
    // A withdrawn member is not counted.
    await db().query(`UPDATE users SET user_sttus = 'withdrawn' WHERE user_id = $1`, [admin.userId]);
    expect(
      (await http().get(`/api/subscribes/usage/simple?insttCode=${A}`).set(adminA).expect(200)).body.result
        .userCnt,
    ).toBe(2);

    const expect7 = (
      await http().get(`/api/subscribes/month/total-payment/expect?insttCode=${A}`).set(adminA).expect(200)
    ).body.result;
    // July 2027, education plan A with the election map: (100,000 + 50,000) − 50 % = 75,000 + VAT.
    expect(expect7).toMatchObject({
      claimMonth: '2027-07',
      planCode: '000004',
      supplyAmount: 75000,
      vat: 7500,
      totalAmount: 82500,
    });
    expect(expect7.lines.map((l: { lineSe: string; amount: number }) => [l.lineSe, l.amount])).toEqual([
      ['BASE', 100000],
      ['USERS', 0],
      ['STORAGE', 0],
      ['ADDON', 50000],
      ['PLAN_DISCOUNT', -75000],
    ]);
    const inst = (
      await http()
        .get(`/api/super-admin/instt?searchNm=${encodeURIComponent(`구독 가 ${tag}`)}`)
        .set(provider)
        .expect(200)
    ).body.result;
    expect(inst.content).toEqual([
      {
        insttCode: A,
        insttNm: `구독 가 ${tag}`,
        planCode: '000004',
        planName: '교육용 요금제 A',
        planNm: '교육용 요금제 A',
        insttSttusCode: 'NORMAL',
        userCnt: 2,
        volumeBytes: 0,
        unpaidAmount: 0,
        lastClaimMonth: null,
        // Subscribed, no unsubscription scheduled (unsubscribe.e2e-spec.ts covers a scheduled end).
        subscriptionSttus: 'ACTIVE',
        endDe: null,
        dataDeletionDe: null,
      },
    ]);
  });

  it('applies a coupon once per institution; unknown, expired, not yet valid and deactivated coupons are refused', async () => {
    await setClock(app, new Date('2027-07-10T10:00:00+09:00'));
    const code = `WELCOME-${tag.toUpperCase()}`;
    const coupon = {
      couponNm: '환영 쿠폰',
      dscntSe: 'AMOUNT',
      dscntValue: 20000,
      months: 3,
      validBeginDe: '2027-07-01',
      validEndDe: '2027-07-31',
      useAt: 'Y',
    };
    const created = (
      await http()
        .post('/api/coupons')
        .set(provider)
        .send({ ...coupon, couponCode: code.toLowerCase() })
        .expect(201)
    ).body.result;
    expect(created).toMatchObject({ couponCode: code, useCnt: 0 });
    await http()
      .post('/api/coupons')
      .set(provider)
      .send({ ...coupon, couponCode: code })
      .expect(409);

    const missing = await http()
      .post('/api/coupons/apply')
      .set(adminA)
      .send({ insttCode: A, couponCode: 'NOPE-0000' })
      .expect(404);
    expect(missing.body.message).toBe('존재하지 않는 쿠폰 코드입니다.');
    const applied = (
      await http().post('/api/coupons/apply').set(adminA).send({ insttCode: A, couponCode: code }).expect(201)
    ).body.result;
    expect(applied).toEqual({
      couponCode: code,
      couponNm: '환영 쿠폰',
      dscntSe: 'AMOUNT',
      dscntValue: 20000,
      appliedMonth: '2027-07',
      lastMonth: '2027-09',
    });
    const twice = await http()
      .post('/api/coupons/apply')
      .set(adminA)
      .send({ insttCode: A, couponCode: code })
      .expect(409);
    expect(twice.body.message).toBe('이 쿠폰은 이미 사용했습니다. 쿠폰은 기관당 한 번만 사용할 수 있습니다.');
    // Another institution may use the same coupon once.
    await http().post('/api/coupons/apply').set(adminB).send({ insttCode: B, couponCode: code }).expect(201);
    // The preview carries it.
    const preview = (
      await http().get(`/api/subscribes/month/total-payment/expect?insttCode=${A}`).set(adminA).expect(200)
    ).body.result;
    expect(preview.lines.at(-1)).toMatchObject({ lineSe: 'COUPON', amount: -20000 });
    expect(preview.totalAmount).toBe(60500);

    const later = `LATER-${tag.toUpperCase()}`;
    await http()
      .post('/api/coupons')
      .set(provider)
      .send({ ...coupon, couponCode: later, validBeginDe: '2027-08-01', validEndDe: '2027-08-31' })
      .expect(201);
    const notYet = await http()
      .post('/api/coupons/apply')
      .set(adminA)
      .send({ insttCode: A, couponCode: later })
      .expect(422);
    expect(notYet.body.message).toBe('아직 사용할 수 없는 쿠폰입니다. (2027-08-01부터)');
    await setClock(app, new Date('2027-09-01T10:00:00+09:00'));
    const expired = await http()
      .post('/api/coupons/apply')
      .set(adminA)
      .send({ insttCode: A, couponCode: later })
      .expect(422);
    expect(expired.body.message).toBe('사용 기간이 끝난 쿠폰입니다. (2027-08-31까지)');
    await http()
      .put(`/api/coupons/${later}`)
      .set(provider)
      .send({ ...coupon, validBeginDe: '2027-09-01', validEndDe: '2027-09-30', useAt: 'N' })
      .expect(200);
    const inactive = await http()
      .post('/api/coupons/apply')
      .set(adminA)
      .send({ insttCode: A, couponCode: later })
      .expect(422);
    expect(inactive.body.message).toBe('사용이 중지된 쿠폰입니다.');

    // A used coupon is not deleted (deactivate it instead); an unused one is.
    await http().delete(`/api/coupons/${code}`).set(provider).expect(409);
    await http().delete(`/api/coupons/${later}`).set(provider).expect(200);
    await http().delete(`/api/coupons/${later}`).set(provider).expect(404);
    const uses = (await http().get(`/api/coupons/${code}/uses`).set(provider).expect(200)).body.result;
    expect(uses.map((u: { insttCode: string }) => u.insttCode).sort()).toEqual([A, B]);
    const listed = (await http().get(`/api/coupons?searchNm=${code}`).set(provider).expect(200)).body.result;
    expect(listed.content).toEqual([expect.objectContaining({ couponCode: code, useCnt: 2 })]);
  });

  it('lets provider admins manage discounts for an institution or a plan; the picker offers institutions without one', async () => {
    const before = (
      await http().get(`/api/super-admin/discount/candidates?searchNm=${tag}`).set(provider).expect(200)
    ).body.result;
    expect(before.map((c: { insttCode: string }) => c.insttCode).sort()).toEqual([A, B]);
    const instt = (
      await http()
        .post('/api/super-admin/discount')
        .set(provider)
        .send({
          targetSe: 'INSTT',
          targetCode: B,
          dscntSe: 'PERCENT',
          dscntValue: 20,
          beginMonth: '2027-09',
          memo: '협약 기관',
        })
        .expect(201)
    ).body.result;
    expect(instt).toMatchObject({
      targetSe: 'INSTT',
      targetCode: B,
      targetNm: `구독 나 ${tag}`,
      dscntValue: 20,
      beginMonth: '2027-09',
      endMonth: null,
      memo: '협약 기관',
    });
    const after = (
      await http().get(`/api/super-admin/discount/candidates?searchNm=${tag}`).set(provider).expect(200)
    ).body.result;
    expect(after.map((c: { insttCode: string }) => c.insttCode)).toEqual([A]);
    const unknown = await http()
      .post('/api/super-admin/discount')
      .set(provider)
      .send({
        targetSe: 'PLAN',
        targetCode: '000009',
        dscntSe: 'AMOUNT',
        dscntValue: 1000,
        beginMonth: '2027-09',
      })
      .expect(400);
    expect(unknown.body.result).toEqual([
      { field: 'targetCode', message: '할인 대상(기관 코드 또는 요금제 코드)을 찾을 수 없습니다.' },
    ]);
    const range = await http()
      .post('/api/super-admin/discount')
      .set(provider)
      .send({
        targetSe: 'PLAN',
        targetCode: '000005',
        dscntSe: 'AMOUNT',
        dscntValue: 1000,
        beginMonth: '2027-09',
        endMonth: '2027-08',
      })
      .expect(400);
    expect(range.body.result).toEqual([{ field: 'endMonth', message: '시작이 끝보다 늦을 수 없습니다.' }]);
    const plan = (
      await http()
        .post('/api/super-admin/discount')
        .set(provider)
        .send({
          targetSe: 'PLAN',
          targetCode: '000005',
          dscntSe: 'AMOUNT',
          dscntValue: 5000,
          beginMonth: '2027-09',
          endMonth: '2027-12',
        })
        .expect(201)
    ).body.result;
    expect(plan.targetNm).toBe('교육용 요금제 B');
    // B (plan 000005): 100,000 − 30 % = 70,000; − 20 % = 56,000; − 5,000 = 51,000; its coupon (July–September) − 20,000 = 31,000.
    const preview = (
      await http().get(`/api/subscribes/month/total-payment/expect?insttCode=${B}`).set(adminB).expect(200)
    ).body.result;
    expect(preview.lines.map((l: { lineSe: string; amount: number }) => [l.lineSe, l.amount])).toEqual([
      ['BASE', 100000],
      ['USERS', 0],
      ['STORAGE', 0],
      ['PLAN_DISCOUNT', -30000],
      ['DISCOUNT', -14000],
      ['DISCOUNT', -5000],
      ['COUPON', -20000],
    ]);
    expect(preview.totalAmount).toBe(34100);
    const updated = (
      await http()
        .put(`/api/super-admin/discount/${plan.dscntId}`)
        .set(provider)
        .send({
          targetSe: 'PLAN',
          targetCode: '000005',
          dscntSe: 'AMOUNT',
          dscntValue: 7000,
          beginMonth: '2027-09',
          endMonth: null,
        })
        .expect(200)
    ).body.result;
    expect(updated).toMatchObject({ dscntValue: 7000, endMonth: null });
    const plans = (await http().get('/api/super-admin/discount/priceplans').set(provider).expect(200)).body
      .result;
    expect(plans.content.map((d: { dscntId: number }) => d.dscntId)).toContain(plan.dscntId);
    await http().delete(`/api/super-admin/discount/${plan.dscntId}`).set(provider).expect(200);
    await http().delete(`/api/super-admin/discount/${plan.dscntId}`).set(provider).expect(404);
    await http().delete(`/api/super-admin/discount/${instt.dscntId}`).set(provider).expect(200);
  });

  it('adds subscription and revenue figures to the provider dashboard', async () => {
    const dash = (await http().get('/api/dashboard/provider?searchYear=2027').set(provider).expect(200)).body
      .result;
    expect(dash.revenueYear).toBe(2027);
    expect(dash.revenueByMonth).toHaveLength(12);
    expect(dash.revenueByMonth[0]).toEqual({
      month: 1,
      claimedAmount: expect.any(Number),
      paidAmount: expect.any(Number),
    });
    expect(dash.subscriptionsByPlan.map((p: { planCode: string }) => p.planCode)).toEqual([
      '000001',
      '000004',
      '000005',
    ]);
    expect(
      dash.subscriptionsByPlan.find((p: { planCode: string }) => p.planCode === '000005').cnt,
    ).toBeGreaterThanOrEqual(1);
    expect(typeof dash.unpaidAmount).toBe('number');
  });
}
