import type { INestApplication } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { JOBS, QUEUES, sendBillJobId } from '../../src/jobs/queues';
import { setClock } from '../support/accounts';
import { Factories } from '../support/factories';
import { NestFactory } from '@nestjs/core';
import { WorkerModule } from '../../src/worker.module';
import { type BillingJobsSuite, type Auth, at, runChild, unzip, binary } from '../support/billing-jobs.suite';

/** Overdue institutions, claims on demand and as workbooks, crashes, failures and the schedule (after the month of runs). */
export function overdueAndCrashesTests(suite: BillingJobsSuite): void {
  const { http, db, A, E, X1, X2, runDaily, claimsOf, statusOf } = suite;
  let app: INestApplication;
  let f: Factories;
  let provider: Auth;
  let adminA: { auth: Auth; emailaddr: string };
  let memberA: Auth;
  beforeAll(() => {
    ({ app, f, provider, adminA, memberA } = suite);
  });

  it('moves an overdue institution to BILLING, then PAUSED (members read only), and back to NORMAL at payment', async () => {
    // December's claim (due 2027-01-25) was overdue during the January runs: BILLING; on March 1st, more than 30 days: PAUSED.
    expect(await statusOf(A)).toBe('PAUSED');
    const refused = await http().put('/api/users/me').set(memberA).send({ userNm: '박누리' }).expect(403);
    expect(refused.body.message).toBe('구독료 미납으로 계정이 비활성화되었습니다.');
    const en = await http()
      .put('/api/users/me')
      .set(memberA)
      .set('Accept-Language', 'en')
      .send({ userNm: '박누리' })
      .expect(403);
    expect(en.body.message).toBe('The account is disabled because the subscription is unpaid.');
    await http().get('/api/users/me').set(memberA).expect(200);
    // The admin may still read the subscription and try a coupon (the refusal is the coupon's, not the pause's).
    expect(
      (await http().get(`/api/subscribes/detail?insttCode=${A}`).set(adminA.auth).expect(200)).body.result
        .insttSttusCode,
    ).toBe('PAUSED');
    await http()
      .post('/api/coupons/apply')
      .set(adminA.auth)
      .send({ insttCode: A, couponCode: 'NO-SUCH-COUPON' })
      .expect(404);

    const claims = await claimsOf(A);
    const dec = claims.find((c) => c.claimMonth === '2026-12')!;
    const jan = claims.find((c) => c.claimMonth === '2027-01')!;
    const paid = await http()
      .post('/api/super-admin/settlements')
      .set(provider)
      .send({
        claimId: dec.claimId,
        method: 'TRANSFER',
        amount: 165000,
        paidDe: '2027-03-01',
        reference: '국민 123-45',
      })
      .expect(201);
    expect(paid.body.result).toMatchObject({
      claimId: dec.claimId,
      insttCode: A,
      claimMonth: '2026-12',
      method: 'TRANSFER',
      amount: 165000,
      paidDe: '2027-03-01',
    });
    // January's claim (due 2027-02-25) is still overdue, for 4 days: BILLING, writes allowed again.
    expect(await statusOf(A)).toBe('BILLING');
    await http().put('/api/users/me').set(memberA).send({ userNm: '박누리' }).expect(200);

    const over = await http()
      .post('/api/super-admin/settlements')
      .set(provider)
      .send({ claimId: jan.claimId, method: 'CARD', amount: 217801, paidDe: '2027-03-01' })
      .expect(400);
    expect(over.body.result).toEqual([
      { field: 'amount', message: '납부 금액이 청구 잔액(217800원)보다 많습니다.' },
    ]);
    await http()
      .post('/api/super-admin/settlements')
      .set(provider)
      .send({ claimId: jan.claimId, method: 'CARD', amount: 100000, paidDe: '2027-03-01' })
      .expect(201);
    const partial = (
      await http().get(`/api/super-admin/claims?insttCode=${A}&claimMonth=2027-01`).set(provider).expect(200)
    ).body.result.content[0];
    expect(partial).toMatchObject({ paidAmount: 100000, balance: 117800, sttus: 'OVERDUE' });
    expect(await statusOf(A)).toBe('BILLING');
    await http()
      .post('/api/super-admin/settlements')
      .set(provider)
      .send({ claimId: jan.claimId, method: 'CASH', amount: 117800, paidDe: '2027-03-01' })
      .expect(201);
    expect(await statusOf(A)).toBe('NORMAL');
    await http()
      .post('/api/super-admin/settlements')
      .set(provider)
      .send({ claimId: jan.claimId, method: 'CASH', amount: 1, paidDe: '2027-03-01' })
      .expect(409);

    const list = (
      await http().get(`/api/subscribes/payment/list?insttCode=${A}`).set(adminA.auth).expect(200)
    ).body.result.content;
    expect(list.map((c: { claimMonth: string; sttus: string }) => [c.claimMonth, c.sttus])).toEqual([
      ['2027-02', 'ISSUED'],
      ['2027-01', 'PAID'],
      ['2026-12', 'PAID'],
    ]);
    const settlements = (
      await http().get(`/api/super-admin/settlements?claimId=${jan.claimId}`).set(provider).expect(200)
    ).body.result;
    expect(settlements.content.map((s: { amount: number }) => s.amount)).toEqual([117800, 100000]);
  }, 60000);

  it('regenerates, previews and mails a claim on demand; a paid one is refused', async () => {
    const feb = (await claimsOf(A)).find((c) => c.claimMonth === '2027-02')!;
    const dry = await http()
      .post('/api/super-admin/claims/run')
      .set(provider)
      .send({ insttCode: A, claimMonth: '2027-02', dryRun: true })
      .expect(200);
    expect(dry.body.result).toMatchObject({
      dryRun: true,
      claim: null,
      preview: { insttCode: A, claimMonth: '2027-02', totalAmount: 198000 },
    });
    const again = await http()
      .post('/api/super-admin/claims/run')
      .set(provider)
      .send({ insttCode: A, claimMonth: '2027-02', dryRun: false })
      .expect(200);
    expect(again.body.result.claim).toMatchObject({
      claimId: feb.claimId,
      totalAmount: 198000,
      sttus: 'ISSUED',
    });
    expect((await claimsOf(A)).filter((c) => c.claimMonth === '2027-02')).toHaveLength(1);
    const paid = await http()
      .post('/api/super-admin/claims/run')
      .set(provider)
      .send({ insttCode: A, claimMonth: '2027-01' })
      .expect(409);
    expect(paid.body.message).toBe('납부 내역이 있는 청구서는 다시 생성할 수 없습니다.');
    await http()
      .post('/api/super-admin/claims/run')
      .set(provider)
      .send({ insttCode: A, claimMonth: '2027-03' })
      .expect(422);
    await http()
      .post('/api/super-admin/claims/run')
      .set(provider)
      .send({ insttCode: A, claimMonth: '2026-11' })
      .expect(422);
    await http()
      .post('/api/super-admin/claims/run')
      .set(adminA.auth)
      .send({ insttCode: A, claimMonth: '2027-02' })
      .expect(403);

    const sent = await http()
      .post('/api/super-admin/claims/send-bill')
      .set(provider)
      .send({ claimIds: [feb.claimId] })
      .expect(200);
    expect(sent.body.result).toEqual({ sent: 1 });
    expect(
      (
        await http()
          .post('/api/super-admin/claims/send-bill')
          .set(provider)
          .send({ claimIds: [feb.claimId] })
          .expect(200)
      ).body.result,
    ).toEqual({ sent: 0 });
    const outbox = (
      await http()
        .get(`/api/dev/outbox?to=${encodeURIComponent(adminA.emailaddr)}`)
        .expect(200)
    ).body.result;
    expect(outbox[0].subject).toBe('[누리지도] 2027-02 이용료 청구서 (198,000원)');
    expect(outbox[0].text).toContain('납부기한: 2027-03-25');
  });

  it('downloads a claim and the claim list as valid .xlsx workbooks with the amounts', async () => {
    const jan = (await claimsOf(A)).find((c) => c.claimMonth === '2027-01')!;
    const res = await http()
      .get(`/api/subscribes/payment/${jan.claimId}/download?insttCode=${A}`)
      .set(adminA.auth)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-type']).toContain(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toContain(`claim-${A}-2027-01.xlsx`);
    const files = await unzip(res.body as Buffer);
    expect([...files.keys()].sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const sheet = files.get('xl/worksheets/sheet1.xml')!;
    for (const amount of ['100000', '-22000', '198000', '19800', '217800'])
      expect(sheet).toContain(`<v>${amount}</v>`);
    expect(sheet).toContain('행운지도');
    // Another institution's admin may not download it.
    const other = await f.actor(E, 14);
    await http()
      .get(`/api/subscribes/payment/${jan.claimId}/download?insttCode=${A}`)
      .set(other.auth)
      .expect(403);
    await http()
      .get(`/api/subscribes/payment/${jan.claimId}/download?insttCode=${E}`)
      .set(other.auth)
      .expect(404);

    const all = await http()
      .get(`/api/super-admin/claims/download?insttCode=${A}`)
      .set(provider)
      .buffer(true)
      .parse(binary)
      .expect(200);
    const rows = (await unzip(all.body as Buffer)).get('xl/worksheets/sheet1.xml')!;
    expect(rows.match(/<row /g)).toHaveLength(4); // header + 3 claims
    for (const amount of ['165000', '217800', '198000']) expect(rows).toContain(`<v>${amount}</v>`);
  });

  it('survives a worker killed mid-run: restarted, it makes the missing claims and no duplicates', async () => {
    const codes = [A, E, X1, X2].sort();
    await setClock(app, at('2027-04-01'));
    const crashed = await runChild(codes, { BILLING_CRASH_AFTER: '2' });
    expect(crashed.code).toBe(1);
    expect(crashed.report).toBeNull();
    const afterCrash = await db().query<{ insttCode: string }[]>(
      `SELECT instt_code AS "insttCode" FROM claim WHERE claim_month = '2027-03' AND instt_code = ANY($1::text[]) ORDER BY instt_code`,
      [codes],
    );
    expect(afterCrash.map((r) => r.insttCode)).toEqual(codes.slice(0, 2));

    const restarted = await runChild(codes, {});
    expect(restarted.code).toBe(0);
    const items = restarted.report!.items;
    expect(items.map((i) => i.status)).toEqual(['OK', 'OK', 'OK', 'OK']);
    expect(items.filter((i) => i.claimId !== null).map((i) => i.insttCode)).toEqual(codes.slice(2));
    const march = await db().query<{ insttCode: string; lines: number }[]>(
      `SELECT c.instt_code AS "insttCode", (SELECT count(*)::int FROM claim_line l WHERE l.claim_id = c.claim_id) AS lines
         FROM claim c WHERE c.claim_month = '2027-03' AND c.instt_code = ANY($1::text[]) ORDER BY c.instt_code`,
      [codes],
    );
    expect(march.map((r) => r.insttCode)).toEqual(codes);
    expect(march.every((r) => r.lines >= 3)).toBe(true);
  }, 120000);

  it('records one institution failing (BILLING_FAIL_INSTT) while the others are billed', async () => {
    const codes = [A, E, X1, X2].sort();
    await setClock(app, at('2027-05-01'));
    const run = await runChild(codes, { BILLING_FAIL_INSTT: X1 });
    expect(run.code).toBe(0);
    const byCode = new Map(run.report!.items.map((i) => [i.insttCode, i]));
    expect(byCode.get(X1)).toMatchObject({ status: 'FAILED', claimId: null });
    expect(byCode.get(X1)!.error).toContain('BILLING_FAIL_INSTT');
    for (const code of [A, E, X2]) expect(byCode.get(code)).toMatchObject({ status: 'OK', error: null });
    const april = await db().query<{ insttCode: string }[]>(
      `SELECT instt_code AS "insttCode" FROM claim WHERE claim_month = '2027-04' AND instt_code = ANY($1::text[]) ORDER BY instt_code`,
      [codes],
    );
    expect(april.map((r) => r.insttCode)).toEqual([A, E, X2].sort());
    const [recorded] = await db().query<{ status: string; error: string }[]>(
      `SELECT status, error FROM billing_job_run WHERE run_key = $1`,
      [`daily:2027-05-01:${X1}`],
    );
    expect(recorded.status).toBe('FAILED');
    expect(recorded.error).toContain(X1);
    // The next run (no failure) catches up and records success.
    const retry = await runDaily('2027-05-01', [X1]);
    expect(retry[0]).toMatchObject({ status: 'OK', claimId: expect.any(Number) });
    const [after] = await db().query<{ status: string }[]>(
      `SELECT status FROM billing_job_run WHERE run_key = $1`,
      [`daily:2027-05-01:${X1}`],
    );
    expect(after.status).toBe('OK');
  }, 120000);

  it('schedules the daily run once at 00:30 Korean time, however many workers start, and the worker mails queued bills', async () => {
    const queue = app.get<Queue>(getQueueToken(QUEUES.billing));
    const feb = (await claimsOf(A)).find((c) => c.claimMonth === '2027-02')!;
    await db().query(`UPDATE claim SET sent_dt = NULL WHERE claim_id = $1`, [feb.claimId]);
    await queue.remove(sendBillJobId(feb.claimId));
    await queue.add(JOBS.billing.sendBill, { claimId: feb.claimId }, { jobId: sendBillJobId(feb.claimId) });
    const workers = [];
    for (let i = 0; i < 2; i++) {
      const w = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
      await w.init();
      workers.push(w);
    }
    try {
      const schedulers = await queue.getJobSchedulers();
      expect(schedulers.map((s) => [s.key, s.pattern, s.tz])).toEqual([
        ['billing-daily', '30 0 * * *', 'Asia/Seoul'],
      ]);
      const job = (await queue.getJob(sendBillJobId(feb.claimId)))!;
      for (let i = 0; i < 100 && !(await job.isCompleted()); i++)
        await new Promise((r) => setTimeout(r, 100));
      const [{ sent }] = await db().query<{ sent: Date | null }[]>(
        `SELECT sent_dt AS sent FROM claim WHERE claim_id = $1`,
        [feb.claimId],
      );
      expect(sent).not.toBeNull();
      const outbox = (
        await http()
          .get(`/api/dev/outbox?to=${encodeURIComponent(adminA.emailaddr)}`)
          .expect(200)
      ).body.result;
      expect(
        outbox.filter((m: { subject: string }) => m.subject.startsWith('[누리지도] 2027-02')),
      ).toHaveLength(2);
    } finally {
      for (const w of workers) await w.close();
    }
  }, 60000);
}
