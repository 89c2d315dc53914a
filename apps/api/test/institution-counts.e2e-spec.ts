import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

// One source for an institution's content, member and storage figures: the operator's
// institution detail (GET /api/instt/{code}/contents/count) and the institution dashboard
// (GET /api/dashboard/instt/{code}) read the same counters, and both match the database.
describe('institution counts: the operator detail and the dashboard agree with the database', () => {
  let app: INestApplication;
  let f: Factories;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);
  beforeAll(async () => {
    app = await createTestApp();
    f = new Factories(app);
  });
  afterAll(() => app.close());

  const one = async (sql: string, params: unknown[]): Promise<number> => {
    const [row] = await db().query(sql, params);
    return Number(row.n);
  };

  it('shows 11 layers (not 0) for an institution with 11 layers, and the same maps, apps, members, groups and bytes', async () => {
    const { insttCode: code } = await f.newInstitution();
    const admin = await f.actor(code, USER_SE_CODES.INSTT_ADMIN);
    const member = await f.actor(code, USER_SE_CODES.MEMBER);
    await f.actor(code, USER_SE_CODES.EDITOR, { userSttus: 'withdrawn' });
    const provider = await f.actor('openbiz', USER_SE_CODES.PROVIDER_ADMIN);
    const sfx = code.slice(2);
    for (let i = 1; i <= 11; i++) {
      await db().query(
        `INSERT INTO lyr (lyr_id, lyr_nm, lyr_ty_se_code, upload_ty, instt_code, register_id, regist_dt)
         VALUES ($1, $1, '1', 'shp', $2, $3, now())`,
        [`C${i}${sfx}`, code, member.user.userId],
      );
    }
    for (const id of [`CM1${sfx}`, `CM2${sfx}`]) {
      await db().query(
        `INSERT INTO user_map (user_map_id, user_map_sj, user_map_scope_value, instt_code, register_id, regist_dt)
         VALUES ($1, $1, '{}'::jsonb, $2, $3, now())`,
        [id, code, member.user.userId],
      );
    }
    await db().query(
      `INSERT INTO user_group (instt_code, owner_id, group_nm, regist_dt, updt_dt) VALUES ($1, $2, 'g', now(), now())`,
      [code, member.user.userId],
    );
    const table = `cnt_${sfx}`;
    await db().query(`CREATE TABLE layers."${table}" (id int, label text)`);
    await db().query(`INSERT INTO layers."${table}" SELECT g, repeat('x', 100) FROM generate_series(1, 300) g`);
    await db().query(`UPDATE lyr SET table_nm = $1 WHERE lyr_id = $2`, [table, `C1${sfx}`]);

    const inDb = {
      lyrCnt: await one(`SELECT count(*)::int AS n FROM lyr WHERE instt_code = $1`, [code]),
      mapCnt: await one(`SELECT count(*)::int AS n FROM user_map WHERE instt_code = $1`, [code]),
      appCnt: await one(`SELECT count(*)::int AS n FROM webapp_tmplat WHERE instt_code = $1`, [code]),
      memberCnt: await one(`SELECT count(*)::int AS n FROM users WHERE instt_code = $1 AND user_sttus <> 'withdrawn'`, [code]),
      groupCnt: await one(`SELECT count(*)::int AS n FROM user_group WHERE instt_code = $1`, [code]),
    };
    const storageBytes = await one(`SELECT pg_total_relation_size('layers."${table}"')::float8 AS n`, []);
    expect(inDb).toEqual({ lyrCnt: 11, mapCnt: 2, appCnt: 0, memberCnt: 2, groupCnt: 1 });

    // The operator's institution detail.
    const detail = await http().get(`/api/instt/${code}/contents/count`).set(provider.auth).expect(200);
    expect(detail.body.result).toEqual(inDb);

    // The institution dashboard: the same figures (members as constituentCnt) and the same bytes.
    const dash = await http().get(`/api/dashboard/instt/${code}`).set(admin.auth).expect(200);
    expect(dash.body.result).toMatchObject({
      lyrCnt: inDb.lyrCnt,
      mapCnt: inDb.mapCnt,
      appCnt: inDb.appCnt,
      constituentCnt: inDb.memberCnt,
      groupCnt: inDb.groupCnt,
      storageBytes,
    });
    expect(storageBytes).toBeGreaterThan(8192);

    // A change shows in both at once.
    await db().query(`DELETE FROM lyr WHERE lyr_id = $1`, [`C11${sfx}`]);
    const after = await http().get(`/api/instt/${code}/contents/count`).set(provider.auth).expect(200);
    const dashAfter = await http().get(`/api/dashboard/instt/${code}`).set(admin.auth).expect(200);
    expect(after.body.result.lyrCnt).toBe(10);
    expect(dashAfter.body.result.lyrCnt).toBe(10);
  });
});
