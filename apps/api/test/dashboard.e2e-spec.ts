import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

describe('dashboard: institution and provider figures', () => {
  let app: INestApplication;
  let f: Factories;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);
  beforeAll(async () => {
    app = await createTestApp();
    f = new Factories(app);
  });
  afterAll(() => app.close());

  const addLayer = (code: string, userId: string, id: string, registDt = new Date()) =>
    db().query(
      `INSERT INTO lyr (lyr_id, lyr_nm, lyr_ty_se_code, upload_ty, instt_code, register_id, regist_dt)
       VALUES ($1, $1, '1', 'shp', $2, $3, $4)`,
      [id, code, userId, registDt],
    );
  const addMap = (code: string, userId: string, id: string, registDt = new Date()) =>
    db().query(
      `INSERT INTO user_map (user_map_id, user_map_sj, user_map_scope_value, instt_code, register_id, regist_dt)
       VALUES ($1, $1, '{}'::jsonb, $2, $3, $4)`,
      [id, code, userId, registDt],
    );

  it('counts an institution’s contents, members, invitations, groups and weekly users; admins only', async () => {
    const { insttCode: code } = await f.newInstitution({ planCode: '000004' });
    const admin = await f.actor(code, USER_SE_CODES.INSTT_ADMIN);
    const member = await f.actor(code, USER_SE_CODES.MEMBER);
    await f.actor(code, USER_SE_CODES.EDITOR, { userSttus: 'withdrawn' });
    await db().query(`UPDATE users SET last_login_dt = now() - interval '1 day' WHERE user_id = $1`, [
      member.user.userId,
    ]);
    await db().query(`UPDATE users SET last_login_dt = now() - interval '20 days' WHERE user_id = $1`, [
      admin.user.userId,
    ]);
    const sfx = code.slice(2);
    await addLayer(code, member.user.userId, `L1${sfx}`);
    await addLayer(code, member.user.userId, `L2${sfx}`, new Date('2023-03-15T00:00:00Z'));
    await addMap(code, member.user.userId, `M1${sfx}`, new Date('2023-03-20T00:00:00Z'));
    await db().query(
      `INSERT INTO instt_user_ntcn (instt_code, emailaddr, user_se_code, sttus_code, register_id, regist_dt, expires_dt)
       VALUES ($1, 'a@example.com', 12, 'WAITING', $2, now(), now() + interval '7 days'),
              ($1, 'b@example.com', 12, 'AGREED', $2, now(), now() + interval '7 days')`,
      [code, admin.user.userId],
    );
    await db().query(
      `INSERT INTO user_group (instt_code, owner_id, group_nm, regist_dt, updt_dt) VALUES ($1, $2, 'g', now(), now())`,
      [code, member.user.userId],
    );

    const table = `dash_${sfx}`;
    await db().query(`CREATE TABLE layers."${table}" (id int, label text)`);
    await db().query(
      `INSERT INTO layers."${table}" SELECT g, repeat('x', 200) FROM generate_series(1, 500) g`,
    );
    await db().query(`UPDATE lyr SET table_nm = $1 WHERE lyr_id = $2`, [table, `L1${sfx}`]);
    const [{ size }] = await db().query(`SELECT pg_total_relation_size('layers."${table}"')::float8 AS size`);
    // Two notices of the institution, one of the provider (not counted).
    await db().query(
      `INSERT INTO notice (instt_code, ntt_sj, register_id) VALUES ($1, 'n1', $2), ($1, 'n2', $2), (NULL, 'p', $2)`,
      [code, member.user.userId],
    );
    await db().query(
      `INSERT INTO map_gale_reqst (map_gale_sj, map_gale_knd_se_code, user_map_id, instt_code, confm_sttus_code,
         confm_reject_cn, confm_dt, view_cnt, recomend_cnt, register_id)
       VALUES ('a', '01', $2, $1, '02', NULL, now(), 10, 3, $3), ('b', '01', $2, $1, '03', 'no', now(), 99, 99, $3)`,
      [code, `M1${sfx}`, member.user.userId],
    );

    const [plan] = await db().query(
      `SELECT code_nm_ko, code_nm_en FROM cmmn_code WHERE group_code = 'PLAN' AND code = '000004'`,
    );
    expect(plan).toBeDefined();
    const res = await http().get(`/api/dashboard/instt/${code}`).set(admin.auth).expect(200);
    expect(res.body).toMatchObject({
      code: 200,
      result: {
        insttCode: code,
        lyrCnt: 2,
        mapCnt: 1,
        appCnt: 0,
        qnaCnt: 0,
        noticeCnt: 2,
        constituentCnt: 2,
        waitingCnt: 1,
        groupCnt: 1,
        weeklyUserCnt: 1,
        planCode: '000004',
        planNmKo: plan.code_nm_ko,
        planNmEn: plan.code_nm_en,
        storageBytes: size,
        gallery: { approvedCnt: 1, requestedCnt: 0, rejectedCnt: 1, viewCnt: 10, recommendCnt: 3 },
      },
    });
    expect(size).toBeGreaterThan(8192);

    const daily = await http().get(`/api/dashboard/instt/${code}/daily-created`).set(admin.auth).expect(200);
    expect(daily.body.result).toHaveLength(30);
    expect(daily.body.result.at(-1)).toEqual({ day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), cnt: 1 });
    expect(daily.body.result.reduce((n: number, d: { cnt: number }) => n + d.cnt, 0)).toBe(1);
    await http().get(`/api/dashboard/instt/${code}/daily-created`).set(member.auth).expect(403);

    const monthly = await http()
      .get(`/api/dashboard/instt/${code}/monthly-created?searchYear=2023`)
      .set(admin.auth)
      .expect(200);
    expect(monthly.body.result).toHaveLength(12);
    expect(monthly.body.result[2]).toEqual({ month: 3, lyrCnt: 1, mapCnt: 1, appCnt: 0 });
    expect(monthly.body.result.filter((m: { lyrCnt: number }) => m.lyrCnt > 0)).toHaveLength(1);

    const provider = await f.actor('openbiz', USER_SE_CODES.PROVIDER_ADMIN);
    await http().get(`/api/dashboard/instt/${code}`).set(provider.auth).expect(200);
    await http().get(`/api/dashboard/instt/${code}`).set(member.auth).expect(403);
    const other = await f.newInstitution();
    const otherAdmin = await f.actor(other.insttCode, USER_SE_CODES.INSTT_ADMIN);
    await http().get(`/api/dashboard/instt/${code}`).set(otherAdmin.auth).expect(403);
    await http().get(`/api/dashboard/instt/${code}/monthly-created`).set(otherAdmin.auth).expect(403);
  });

  it('counts an institution’s contents per owner, most first, active members without contents at 0 (screen 551)', async () => {
    const { insttCode: code } = await f.newInstitution();
    const admin = await f.actor(code, USER_SE_CODES.INSTT_ADMIN, { userNm: '관리자' });
    const busy = await f.actor(code, USER_SE_CODES.EDITOR, { userNm: '김많음' });
    const quiet = await f.actor(code, USER_SE_CODES.MEMBER, { userNm: '이적음' });
    await f.actor(code, USER_SE_CODES.MEMBER, { userSttus: 'withdrawn' });
    const sfx = code.slice(2);
    await addLayer(code, busy.user.userId, `BL1${sfx}`);
    await addLayer(code, busy.user.userId, `BL2${sfx}`);
    await addMap(code, busy.user.userId, `BM1${sfx}`);
    await addMap(code, quiet.user.userId, `QM1${sfx}`);
    // Another institution's contents never count.
    const other = await f.newInstitution();
    const stranger = await f.actor(other.insttCode, USER_SE_CODES.EDITOR);
    await addMap(other.insttCode, stranger.user.userId, `SM1${sfx}`);

    const res = await http().get(`/api/dashboard/instt/${code}/contents-by-member`).set(admin.auth).expect(200);
    expect(res.body.result).toEqual([
      { userId: busy.user.userId, userNm: '김많음', lyrCnt: 2, mapCnt: 1, appCnt: 0 },
      { userId: quiet.user.userId, userNm: '이적음', lyrCnt: 0, mapCnt: 1, appCnt: 0 },
      { userId: admin.user.userId, userNm: '관리자', lyrCnt: 0, mapCnt: 0, appCnt: 0 },
    ]);
    await http().get(`/api/dashboard/instt/${code}/contents-by-member`).set(busy.auth).expect(403);
    const otherAdmin = await f.actor(other.insttCode, USER_SE_CODES.INSTT_ADMIN);
    await http().get(`/api/dashboard/instt/${code}/contents-by-member`).set(otherAdmin.auth).expect(403);
    await http().get(`/api/dashboard/instt/${code}/contents-by-member`).expect(401);
  });

  it('gives the provider admin institutions by state and totals; others 403', async () => {
    const provider = await f.actor('openbiz', USER_SE_CODES.PROVIDER_ADMIN);
    const before = (await http().get('/api/dashboard/provider').set(provider.auth).expect(200)).body.result;
    const { insttCode: code } = await f.newInstitution({ insttSttusCode: 'NORMAL' });
    const admin = await f.actor(code, USER_SE_CODES.INSTT_ADMIN);
    await addLayer(code, admin.user.userId, `P1${code.slice(2)}`);
    const after = (await http().get('/api/dashboard/provider').set(provider.auth).expect(200)).body.result;
    const normal = (r: { institutionsByState: { insttSttusCode: string; cnt: number }[] }) =>
      r.institutionsByState.find((s) => s.insttSttusCode === 'NORMAL')?.cnt ?? 0;
    expect(normal(after)).toBe(normal(before) + 1);
    expect(after.memberCnt).toBe(before.memberCnt + 1);
    expect(after.lyrCnt).toBe(before.lyrCnt + 1);
    expect(after.newInstitutions).toHaveLength(12);
    // Plans carry planName (spec 000 §3) and planNm as its alias.
    expect(after.subscriptionsByPlan.length).toBeGreaterThan(0);
    for (const plan of after.subscriptionsByPlan as { planName: string; planNm: string }[]) {
      expect(plan.planName).toEqual(expect.any(String));
      expect(plan.planNm).toBe(plan.planName);
    }
    expect(after.newInstitutions.at(-1).cnt).toBe(before.newInstitutions.at(-1).cnt + 1);
    const lyrId = `P1${code.slice(2)}`;
    await db().query(
      `INSERT INTO cntnts_stats (cntnts_ty_code, cntnts_id, view_cnt) VALUES ('LYR', $1, 2000000000)`,
      [lyrId],
    );
    const top = (await http().get('/api/dashboard/provider').set(provider.auth).expect(200)).body.result
      .topContents;
    expect(top[0]).toEqual({
      cntntsTyCode: 'LYR',
      cntntsId: lyrId,
      cntntsSj: lyrId,
      insttCode: code,
      viewCnt: 2000000000,
    });
    expect(top.length).toBeLessThanOrEqual(5);
    await db().query(`DELETE FROM cntnts_stats WHERE cntnts_id = $1`, [lyrId]);
    await http().get('/api/dashboard/provider').set(admin.auth).expect(403);
  });
});
