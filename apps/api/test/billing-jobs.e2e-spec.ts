import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { fromBufferPromise } from 'yauzl';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppConfig } from '../src/config/app-config';
import { JOBS, QUEUES, sendBillJobId } from '../src/jobs/queues';
import { setClock } from './support/accounts';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';
import { NestFactory } from '@nestjs/core';
import { WorkerModule } from '../src/worker.module';

const GiB = 2 ** 30;
const BASE_BYTES = Math.round(6.5 * GiB); // → 7 GB billed
const EXTRA_BYTES = Math.round(2.7 * GiB); // with the base: 9.2 GiB → 10 GB
type Auth = { Authorization: string };
interface RunItem {
  insttCode: string;
  status: 'OK' | 'FAILED';
  claimId: number | null;
  error: string | null;
}

/** 'YYYY-MM-DD' at 00:30 in Korea, when the daily job runs. */
const at = (day: string) => new Date(`${day}T00:30:00+09:00`);

/** Runs the billing handler in a separate process (as the worker does); resolves with its exit code and report. */
function runChild(
  codes: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; report: { items: RunItem[] } | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '-r',
        path.join(__dirname, 'support/swc-register.js'),
        path.join(__dirname, 'support/billing-daily-child.ts'),
        codes.join(','),
      ],
      {
        cwd: path.resolve(__dirname, '..'),
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const last = out.trim().split('\n').pop() ?? '';
      let report = null;
      try {
        report = last.startsWith('{') ? JSON.parse(last) : null;
      } catch {
        report = null;
      }
      resolve({ code, report, stderr: err });
    });
  });
}

/** The entries of a zip: name → text. */
async function unzip(bytes: Buffer): Promise<Map<string, string>> {
  const zip = await fromBufferPromise(bytes, { lazyEntries: true });
  const out = new Map<string, string>();
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    out.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
  }
  return out;
}

const binary = (res: request.Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

describe('billing jobs: a month of daily runs, the monthly claim, overdue, crashes', () => {
  let app: INestApplication;
  let f: Factories;
  let storage: string;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);
  const tag = Date.now().toString(36).slice(-6);
  // A: basic plan, real usage (members and files); E: education plan A; X1, X2: extra institutions for the crash runs.
  const A = `bill-a-${tag}`;
  const E = `bill-e-${tag}`;
  const X1 = `bill-x1-${tag}`;
  const X2 = `bill-x2-${tag}`;
  let provider: Auth;
  let adminA: { auth: Auth; emailaddr: string };
  let memberA: Auth;
  const extraMembers: string[] = [];

  const runDaily = async (day: string, codes: string[]): Promise<RunItem[]> => {
    await setClock(app, at(day));
    const res = await http().post('/api/dev/billing/run-daily').send({ insttCodes: codes }).expect(200);
    return res.body.result.items as RunItem[];
  };
  const claimsOf = (insttCode: string) =>
    db().query<{ claimId: number; claimMonth: string; total: number }[]>(
      `SELECT claim_id AS "claimId", claim_month AS "claimMonth", total_amount::float8 AS total FROM claim WHERE instt_code = $1 ORDER BY claim_month`,
      [insttCode],
    );
  const statusOf = async (insttCode: string) =>
    (await http().get(`/api/instt/${insttCode}/status`).set(provider).expect(200)).body.result
      .statusCode as string;

  /** A file of `bytes` in storage (sparse: no disk used) recorded as an attachment of the institution. */
  const attachFile = async (insttCode: string, name: string, bytes: number, registerId: string) => {
    const rel = path.join('billing-test', insttCode, name);
    fs.mkdirSync(path.join(storage, 'billing-test', insttCode), { recursive: true });
    fs.writeFileSync(path.join(storage, rel), '');
    fs.truncateSync(path.join(storage, rel), bytes);
    const id = `bt-${insttCode}-${name}`.slice(0, 40);
    await db().query(`INSERT INTO atchmnfl (atchmnfl_id, instt_code, register_id) VALUES ($1, $2, $3)`, [
      id,
      insttCode,
      registerId,
    ]);
    await db().query(
      `INSERT INTO atchmnfl_detail (atchmnfl_id, file_ordr, orignl_file_nm, stre_file_path, file_size, file_mime) VALUES ($1, 1, $2, $3, $4, 'application/octet-stream')`,
      [id, name, rel, bytes],
    );
    return id;
  };
  const detachFile = async (id: string, insttCode: string, name: string) => {
    await db().query(`DELETE FROM atchmnfl WHERE atchmnfl_id = $1`, [id]);
    fs.rmSync(path.join(storage, 'billing-test', insttCode, name), { force: true });
  };

  beforeAll(async () => {
    app = await createTestApp();
    f = new Factories(app);
    storage = app.get(AppConfig).storageDir;
    await f.newInstitution({ insttCode: A, insttNm: `빌링 기본 ${tag}`, planCode: '000001' });
    await f.newInstitution({ insttCode: E, insttNm: `빌링 교육 ${tag}`, planCode: '000004' });
    await f.newInstitution({ insttCode: X1, insttNm: `빌링 X1 ${tag}` });
    await f.newInstitution({ insttCode: X2, insttNm: `빌링 X2 ${tag}` });
    // Subscriptions started mid-November 2026: December is the first billed month.
    await db().query(`UPDATE subscription SET begin_de = '2026-11-15' WHERE instt_code = ANY($1::text[])`, [
      [A, E, X1, X2],
    ]);
    provider = (await f.actor('openbiz', 4)).auth;
    const admin = await f.actor(A, 14);
    adminA = { auth: admin.auth, emailaddr: admin.user.emailaddr };
    memberA = (await f.actor(A, 12)).auth;
    for (let i = 0; i < 6; i++) await f.newUser({ insttCode: A, userSeCode: 12 }); // A: 8 active members
    await f.actor(E, 14);
    for (let i = 0; i < 7; i++) await f.newUser({ insttCode: E, userSeCode: 12 }); // E: 8 active members
    await attachFile(A, 'base.bin', BASE_BYTES, admin.user.userId);
  });

  afterAll(async () => {
    await setClock(app, null);
    fs.rmSync(path.join(storage, 'billing-test'), { recursive: true, force: true });
    await app.close();
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
});
