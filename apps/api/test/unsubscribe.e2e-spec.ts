import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { setClock } from './support/accounts';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

type Auth = { Authorization: string };

/** 'YYYY-MM-DD' at 00:30 in Korea, when the daily job runs. */
const at = (day: string) => new Date(`${day}T00:30:00+09:00`);

describe('unsubscribe: end of the billing month, undo, billing after the end, read only, permissions', () => {
  let app: INestApplication;
  let f: Factories;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);
  const tag = Date.now().toString(36).slice(-6);
  const A = `unsub-a-${tag}`;
  const B = `unsub-b-${tag}`;
  let provider: Auth;
  let adminA: Auth;
  let memberA: Auth;
  let adminB: Auth;

  const runDaily = async (day: string) => {
    await setClock(app, at(day));
    const res = await http()
      .post('/api/dev/billing/run-daily')
      .send({ insttCodes: [A] })
      .expect(200);
    expect(res.body.result.items).toEqual([expect.objectContaining({ insttCode: A, status: 'OK' })]);
  };
  const claimMonths = async () =>
    (
      await db().query<{ claimMonth: string }[]>(
        `SELECT claim_month AS "claimMonth" FROM claim WHERE instt_code = $1 ORDER BY claim_month`,
        [A],
      )
    ).map((r) => r.claimMonth);
  const detail = async (auth: Auth = adminA) =>
    (await http().get('/api/subscribes/detail').query({ insttCode: A }).set(auth).expect(200)).body.result;

  beforeAll(async () => {
    app = await createTestApp();
    f = new Factories(app);
    await f.newInstitution({ insttCode: A, insttNm: `해지 기관 ${tag}`, planCode: '000001' });
    await f.newInstitution({ insttCode: B, insttNm: `다른 기관 ${tag}`, planCode: '000001' });
    await db().query(`UPDATE subscription SET begin_de = '2026-10-15' WHERE instt_code = ANY($1::text[])`, [
      [A, B],
    ]);
    provider = (await f.actor('openbiz', 4)).auth;
    adminA = (await f.actor(A, 14)).auth;
    memberA = (await f.actor(A, 12)).auth;
    adminB = (await f.actor(B, 14)).auth;
  });

  afterAll(async () => {
    await setClock(app, null);
    await app.close();
  });

  it('refuses members, other institutions and the openBiz institution, changing nothing', async () => {
    await setClock(app, new Date('2026-12-10T12:00:00+09:00'));
    await http().post(`/api/instt/${A}/unsubscribe`).set(memberA).expect(403);
    await http().post(`/api/instt/${A}/unsubscribe`).set(adminB).expect(403);
    await http().delete(`/api/instt/${A}/unsubscribe`).set(memberA).expect(403);
    await http().delete(`/api/instt/${A}/unsubscribe`).set(adminB).expect(403);
    await http().post(`/api/instt/${A}/unsubscribe`).expect(401);
    const openbiz = await http().post('/api/instt/openbiz/unsubscribe').set(provider).expect(422);
    expect(openbiz.body.message).toBeTruthy();
    expect(await detail()).toMatchObject({
      sttus: 'ACTIVE',
      endDe: null,
      dataDeletionDe: null,
      cancelReqstDt: null,
    });
  });

  it('ends at the last day of the billing month, shows the date, and can be undone until then', async () => {
    await setClock(app, new Date('2026-12-10T12:00:00+09:00'));
    // A pending plan change would only apply after the end: it is dropped.
    await http()
      .put('/api/subscribes')
      .query({ insttCode: A })
      .set(adminA)
      .send({ planCode: '000004', addonCodes: [] })
      .expect(200);
    const res = await http().post(`/api/instt/${A}/unsubscribe`).set(adminA).expect(200);
    expect(res.body.result).toMatchObject({
      insttCode: A,
      sttus: 'ACTIVE',
      endDe: '2026-12-31',
      dataDeletionDe: '2027-03-31',
      pending: null,
    });
    expect(res.body.result.cancelReqstDt).toEqual(expect.any(String));
    expect(await detail()).toMatchObject({ endDe: '2026-12-31', dataDeletionDe: '2027-03-31' });

    const again = await http().post(`/api/instt/${A}/unsubscribe`).set(adminA).expect(409);
    expect(again.body.message).toBe('이미 구독 해지가 예약되어 있습니다. (2026-12-31에 종료)');
    const change = await http()
      .put('/api/subscribes')
      .query({ insttCode: A })
      .set(adminA)
      .send({ planCode: '000004', addonCodes: [] })
      .expect(409);
    expect(change.body.message).toBe(
      '구독 해지가 예약된 동안에는 요금제를 변경할 수 없습니다. 해지를 취소한 뒤 변경해 주세요.',
    );

    // The operator's lists 41 and 42 show the scheduled end.
    const list41 = (
      await http().get('/api/super-admin/instt').query({ searchNm: A }).set(provider).expect(200)
    ).body.result;
    expect(list41.content).toEqual([
      expect.objectContaining({
        insttCode: A,
        subscriptionSttus: 'ACTIVE',
        endDe: '2026-12-31',
        dataDeletionDe: '2027-03-31',
      }),
    ]);
    const list42 = (
      await http().get('/api/super-admin/subscribes').query({ searchNm: A }).set(provider).expect(200)
    ).body.result;
    expect(list42.content).toEqual([expect.objectContaining({ insttCode: A, endDe: '2026-12-31' })]);

    // Undo on the last day (23:59 in Korea), then nothing left to undo.
    await setClock(app, new Date('2026-12-31T23:59:00+09:00'));
    const undone = await http().delete(`/api/instt/${A}/unsubscribe`).set(adminA).expect(200);
    expect(undone.body.result).toMatchObject({
      sttus: 'ACTIVE',
      endDe: null,
      dataDeletionDe: null,
      cancelReqstDt: null,
    });
    const none = await http().delete(`/api/instt/${A}/unsubscribe`).set(adminA).expect(409);
    expect(none.body.message).toBe('예약된 구독 해지가 없습니다.');
    const { content } = (
      await http().get('/api/super-admin/instt').query({ searchNm: A }).set(provider).expect(200)
    ).body.result;
    expect(content[0]).toMatchObject({ endDe: null, dataDeletionDe: null });
  });

  it('bills the end month and nothing after it; the institution is read only after the end', async () => {
    // Cancelled again in December: December is the last month of service.
    await setClock(app, new Date('2026-12-20T09:00:00+09:00'));
    await http().post(`/api/instt/${A}/unsubscribe`).set(adminA).expect(200);
    await runDaily('2026-12-31');
    expect(await claimMonths()).toEqual(['2026-11']);
    // 1 January: December's claim (the end month) is made; the subscription has ended.
    await runDaily('2027-01-01');
    expect(await claimMonths()).toEqual(['2026-11', '2026-12']);
    expect(await detail()).toMatchObject({
      sttus: 'CANCELLED',
      endDe: '2026-12-31',
      dataDeletionDe: '2027-03-31',
    });
    // Paid (so the unpaid ladder stays out of the way).
    await db().query(`UPDATE claim SET paid_amount = total_amount WHERE instt_code = $1`, [A]);
    await db().query(`UPDATE instt SET instt_sttus_code = 'NORMAL' WHERE instt_code = $1`, [A]);
    for (const day of ['2027-01-15', '2027-02-01', '2027-03-01']) await runDaily(day);
    expect((await detail()).insttSttusCode).toBe('NORMAL');
    expect(await claimMonths()).toEqual(['2026-11', '2026-12']);
    const accruals = await db().query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM billing_accrual_daily WHERE instt_code = $1 AND accrual_de >= '2027-01-01'`,
      [A],
    );
    expect(accruals[0].n).toBe(0);
    // A claim for January cannot be made by hand either.
    await http()
      .post('/api/super-admin/claims/run')
      .set(provider)
      .send({ insttCode: A, claimMonth: '2027-01', dryRun: true })
      .expect(422);

    // Read only: reads work, writes are refused with the reason; the admin cannot undo any more.
    await http().get(`/api/instt/${A}/status`).set(memberA).expect(200);
    const write = await http()
      .post('/api/groups')
      .set(memberA)
      .send({ groupNm: `해지 후 ${tag}` })
      .expect(403);
    expect(write.body.message).toBe('구독이 종료되어 데이터를 조회만 할 수 있습니다.');
    const late = await http().delete(`/api/instt/${A}/unsubscribe`).set(adminA).expect(409);
    expect(late.body.message).toBe('구독이 종료되었습니다. (2026-12-31 종료, 2027-03-31에 데이터 삭제)');
    const list41 = (
      await http().get('/api/super-admin/instt').query({ searchNm: A }).set(provider).expect(200)
    ).body.result;
    expect(list41.content[0]).toMatchObject({ subscriptionSttus: 'CANCELLED', endDe: '2026-12-31' });

    // The provider may restore it while the data is kept: billed again from the month it is restored.
    const restored = await http().delete(`/api/instt/${A}/unsubscribe`).set(provider).expect(200);
    expect(restored.body.result).toMatchObject({ sttus: 'ACTIVE', endDe: null });
    await http()
      .post('/api/groups')
      .set(memberA)
      .send({ groupNm: `복구 후 ${tag}` })
      .expect(201);
    await runDaily('2027-04-01');
    expect(await claimMonths()).toEqual(['2026-11', '2026-12', '2027-03']);
  });
});
