import type { INestApplication } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { JOBS, QUEUES, sendBillJobId } from '../../src/jobs/queues';
import { setClock } from '../support/accounts';
import { Factories } from '../support/factories';
import { type BillingJobsSuite, BASE_BYTES, EXTRA_BYTES, type Auth, type RunItem, at } from '../support/billing-jobs.suite';

/** A month of daily runs with real usage, the bill mails, a day run again twice at once. */
export function monthOfRunsTests(suite: BillingJobsSuite): void {
  const { http, db, tag, A, E, extraMembers, runDaily, claimsOf, attachFile, detachFile } = suite;
  let app: INestApplication;
  let f: Factories;
  let provider: Auth;
  let adminA: { auth: Auth; emailaddr: string };
  beforeAll(() => {
    ({ app, f, provider, adminA } = suite);
  });

  it('bills a month of daily runs with real usage exactly: peak members, peak GB, add-on, discount, coupon; education plan halves', async () => {
    // December: the admin picks an add-on (from January), the provider grants a January discount and a coupon.
    await setClock(app, new Date('2026-12-10T12:00:00+09:00'));
    const changed = await http()
      .put(`/api/subscribes?insttCode=${A}`)
      .set(adminA.auth)
      .send({ planCode: '000001', addonCodes: ['LUCKY_MAP'] })
      .expect(200);
    expect(changed.body.result.addonCodes).toEqual([]);
    expect(changed.body.result.pending).toEqual({
      planCode: '000001',
      addonCodes: ['LUCKY_MAP'],
      effectiveMonth: '2027-01',
    });
    await http()
      .post('/api/super-admin/discount')
      .set(provider)
      .send({
        targetSe: 'INSTT',
        targetCode: A,
        dscntSe: 'AMOUNT',
        dscntValue: 10000,
        beginMonth: '2027-01',
        endMonth: '2027-01',
        memo: '신년 할인',
      })
      .expect(201);
    const coupon = `JAN-${tag.toUpperCase()}`;
    await http()
      .post('/api/coupons')
      .set(provider)
      .send({
        couponCode: coupon,
        couponNm: '1월 10%',
        dscntSe: 'PERCENT',
        dscntValue: 10,
        months: 1,
        validBeginDe: '2027-01-01',
        validEndDe: '2027-01-31',
        useAt: 'Y',
      })
      .expect(201);

    let extraFile = '';
    for (let d = 1; d <= 32; d++) {
      const day = d <= 31 ? `2027-01-${String(d).padStart(2, '0')}` : '2027-02-01';
      if (d === 15)
        for (let i = 0; i < 2; i++)
          extraMembers.push((await f.newUser({ insttCode: A, userSeCode: 12 })).userId);
      if (d === 17)
        await db().query(`UPDATE users SET user_sttus = 'withdrawn' WHERE user_id = ANY($1::text[])`, [
          extraMembers,
        ]);
      if (d === 12) await detachFile(extraFile, A, 'extra.bin');
      const items = await runDaily(day, [A, E]);
      expect(items.map((i) => i.status)).toEqual(['OK', 'OK']);
      if (d === 5) {
        const applied = await http()
          .post('/api/coupons/apply')
          .set(adminA.auth)
          .send({ insttCode: A, couponCode: coupon.toLowerCase() })
          .expect(201);
        expect(applied.body.result).toMatchObject({
          couponCode: coupon,
          appliedMonth: '2027-01',
          lastMonth: '2027-01',
        });
      }
      // After the run of the 10th: 2.7 GiB more for one day (snapshot of the 10th, taken on the 11th).
      if (d === 10) extraFile = await attachFile(A, 'extra.bin', EXTRA_BYTES, 'x');
    }

    const list = await http().get(`/api/subscribes/payment/list?insttCode=${A}`).set(adminA.auth).expect(200);
    expect(list.body.result.totalElements).toBe(2);
    const [jan, dec] = list.body.result.content;
    expect(dec).toMatchObject({
      claimMonth: '2026-12',
      planCode: '000001',
      supplyAmount: 150000,
      vat: 15000,
      totalAmount: 165000,
      dueDe: '2027-01-25',
      issueDe: '2027-01-01',
    });
    expect(
      dec.lines.map((l: { lineSe: string; quantity: number; amount: number }) => [
        l.lineSe,
        l.quantity,
        l.amount,
      ]),
    ).toEqual([
      ['BASE', 1, 100000],
      ['USERS', 3, 30000],
      ['STORAGE', 2, 20000],
    ]);
    expect(jan).toMatchObject({
      claimMonth: '2027-01',
      supplyAmount: 198000,
      vat: 19800,
      totalAmount: 217800,
      paidAmount: 0,
      balance: 217800,
      dueDe: '2027-02-25',
      sttus: 'ISSUED',
    });
    expect(
      jan.lines.map((l: { lineSe: string; quantity: number; amount: number }) => [
        l.lineSe,
        l.quantity,
        l.amount,
      ]),
    ).toEqual([
      ['BASE', 1, 100000],
      ['USERS', 5, 50000], // peak 10 members (15th–16th) − 5 included
      ['STORAGE', 5, 50000], // peak 9.2 GiB (10th) → 10 GB − 5 included
      ['ADDON', 1, 30000],
      ['DISCOUNT', 1, -10000],
      ['COUPON', 1, -22000], // 10 % of 220,000
    ]);
    expect(jan.lines[3].label).toBe('행운지도');

    const edu = (await http().get(`/api/super-admin/claims?insttCode=${E}`).set(provider).expect(200)).body
      .result.content;
    expect(
      edu.map((c: { claimMonth: string; totalAmount: number }) => [c.claimMonth, c.totalAmount]),
    ).toEqual([
      ['2027-01', 71500],
      ['2026-12', 71500],
    ]);
    expect(edu[0].lines.map((l: { lineSe: string; amount: number }) => [l.lineSe, l.amount])).toEqual([
      ['BASE', 100000],
      ['USERS', 30000],
      ['STORAGE', 0],
      ['PLAN_DISCOUNT', -65000],
    ]);

    // The daily series: one snapshot and one accrual per day of January; the accrual ends at the claim's total.
    const users = (
      await http()
        .get(`/api/subscribes/daily/user?insttCode=${A}&beginDe=2027-01-01&endDe=2027-01-31`)
        .set(adminA.auth)
        .expect(200)
    ).body.result;
    expect(users).toHaveLength(31);
    expect(Math.max(...users.map((u: { userCnt: number }) => u.userCnt))).toBe(10);
    const volume = (
      await http()
        .get(`/api/subscribes/daily/volume?insttCode=${A}&beginDe=2027-01-01&endDe=2027-01-31`)
        .set(adminA.auth)
        .expect(200)
    ).body.result;
    expect(volume.find((v: { useDe: string }) => v.useDe === '2027-01-10').volumeBytes).toBe(
      BASE_BYTES + EXTRA_BYTES,
    );
    const payment = (
      await http()
        .get(`/api/subscribes/daily/payment?insttCode=${A}&beginDe=2027-01-01&endDe=2027-01-31`)
        .set(adminA.auth)
        .expect(200)
    ).body.result;
    expect(payment).toHaveLength(31);
    expect(payment[0]).toEqual({ accrualDe: '2027-01-01', amount: 187000 }); // 8 members, 7 GB, add-on, discount; no coupon yet
    expect(payment[30]).toEqual({ accrualDe: '2027-01-31', amount: 217800 });
    // The plan change took effect on January 1st.
    const detail = (await http().get(`/api/subscribes/detail?insttCode=${A}`).set(adminA.auth).expect(200))
      .body.result;
    expect(detail).toMatchObject({ addonCodes: ['LUCKY_MAP'], pending: null, billDay: 25 });
    expect(detail.coupons).toEqual([
      expect.objectContaining({ couponCode: coupon, appliedMonth: '2027-01', lastMonth: '2027-01' }),
    ]);
  }, 180000);

  it('queues the bill mail of each new claim once, under the job id of the claim', async () => {
    const queue = app.get<Queue>(getQueueToken(QUEUES.billing));
    for (const c of await claimsOf(A)) {
      const job = await queue.getJob(sendBillJobId(c.claimId));
      expect(job).toBeDefined();
      expect(job!.name).toBe(JOBS.billing.sendBill);
      expect(job!.data).toEqual({ claimId: c.claimId });
    }
  });

  it('runs the day again, twice at once: no second claim, one run record per institution and day', async () => {
    const [first, second] = await Promise.all([
      runDaily('2027-02-01', [A, E]),
      runDaily('2027-02-01', [A, E]),
    ]);
    expect([...first, ...second].every((i) => i.status === 'OK' && i.claimId === null)).toBe(true);
    expect((await claimsOf(A)).map((c) => c.claimMonth)).toEqual(['2026-12', '2027-01']);
    const runs = await db().query<{ status: string; attemptCnt: number }[]>(
      `SELECT status, attempt_cnt AS "attemptCnt" FROM billing_job_run WHERE run_key = $1`,
      [`daily:2027-02-01:${A}`],
    );
    expect(runs).toEqual([{ status: 'OK', attemptCnt: 3 }]);

    // A new month, claimed by two runs at the same moment: exactly one claim, one set of lines.
    await setClock(app, at('2027-03-01'));
    const both = await Promise.all([
      http()
        .post('/api/dev/billing/run-daily')
        .send({ insttCodes: [A] })
        .expect(200),
      http()
        .post('/api/dev/billing/run-daily')
        .send({ insttCodes: [A] })
        .expect(200),
    ]);
    const created = both
      .map((r) => (r.body.result.items as RunItem[])[0].claimId)
      .filter((id) => id !== null);
    expect(created).toHaveLength(1);
    const feb = (await claimsOf(A)).filter((c) => c.claimMonth === '2027-02');
    expect(feb).toEqual([{ claimId: created[0], claimMonth: '2027-02', total: 198000 }]);
    const [{ lines }] = await db().query<{ lines: number }[]>(
      `SELECT count(*)::int AS lines FROM claim_line WHERE claim_id = $1`,
      [created[0]],
    );
    expect(lines).toBe(4); // base, users, storage, add-on: the January discount and coupon are over
  }, 60000);
}
