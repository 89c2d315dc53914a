import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { HistoryPruner } from '../src/modules/retention';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

type Actor = Awaited<ReturnType<Factories['actor']>>;
const DAY = 24 * 60 * 60 * 1000;

// Issue 22 "Retention configurable per plan": provider admins set how many days a plan keeps
// history (price_plan.history_keep_days, 7–3650); the worker's daily history:prune job deletes
// older layer versions (with their feature changes) and web map revisions per institution's plan,
// never a layer's or map's latest, and a layer still restores to any version kept.
describe('history retention per plan', () => {
  let app: INestApplication;
  let f: Factories;
  let provider: Actor;
  let member: Actor;
  let insttA: string;
  let insttB: string;
  // Two seeded plans, their retention set back to the default afterwards (other tests list plans).
  const planA = '000004';
  const planB = '000005';
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);

  /** A layer whose versions 1..n were made `ages` days ago (version i by ages[i-1]), each changing feature 1. */
  const layerWithVersions = async (insttCode: string, ages: number[], now: Date): Promise<string> => {
    const table = `t_${randomBytes(6).toString('hex')}`;
    await db().query(`CREATE TABLE layers."${table}" (gid serial PRIMARY KEY, geom geometry(Point, 5186), pop int)`);
    await db().query(`INSERT INTO layers."${table}" (geom, pop) VALUES (ST_SetSRID(ST_MakePoint(198000, 552000), 5186), $1)`, [ages.length]);
    const lyrId = `lyr-${randomBytes(8).toString('hex')}`;
    await db().query(
      `INSERT INTO lyr (lyr_id, lyr_nm, lyr_ty_se_code, upload_ty, instt_code, register_id, table_nm, geom_column, geom_type, srid, feature_cnt)
       VALUES ($1, '보관 시험', '1', 'custom', $2, $3, $4, 'geom', 'Point', 5186, 1)`,
      [lyrId, insttCode, member.user.userId, table],
    );
    for (const [i, age] of ages.entries()) {
      const at = new Date(now.getTime() - age * DAY);
      await db().query(`INSERT INTO lyr_version (lyr_id, version_no, version_kind, feature_cnt, creat_id, creat_dt) VALUES ($1, $2, $3, 1, $4, $5)`, [
        lyrId, i + 1, i ? 'EDIT' : 'IMPORT', member.user.userId, at,
      ]);
      if (i) {
        await db().query(
          `INSERT INTO lyr_feature_change (lyr_id, version_no, fid, change_op, before_attrs, before_geom, after_attrs, after_geom, changed_by, changed_dt)
           VALUES ($1, $2, '1', 'U', $3::jsonb, ST_SetSRID(ST_MakePoint(198000, 552000), 5186), $4::jsonb, ST_SetSRID(ST_MakePoint(198000, 552000), 5186), $5, $6)`,
          [lyrId, i + 1, JSON.stringify({ gid: 1, pop: i }), JSON.stringify({ gid: 1, pop: i + 1 }), member.user.userId, at],
        );
      }
    }
    return lyrId;
  };
  const mapWithRevisions = async (insttCode: string, ages: number[], now: Date): Promise<string> => {
    const userMapId = randomBytes(8).toString('hex');
    await db().query(
      `INSERT INTO user_map (user_map_id, user_map_sj, user_map_scope_value, instt_code, register_id) VALUES ($1, '보관 지도', '{}'::jsonb, $2, $3)`,
      [userMapId, insttCode, member.user.userId],
    );
    for (const [i, age] of ages.entries()) {
      await db().query(
        `INSERT INTO user_map_revision (user_map_id, revision_no, revision_kind, definition, saved_by, saved_dt) VALUES ($1, $2, 'SAVE', $3::jsonb, $4, $5)`,
        [userMapId, i + 1, JSON.stringify({ userMapSj: `저장 ${i + 1}`, toc: [] }), member.user.userId, new Date(now.getTime() - age * DAY)],
      );
    }
    return userMapId;
  };
  const versionsOf = async (lyrId: string) =>
    (await db().query(`SELECT version_no AS v FROM lyr_version WHERE lyr_id = $1 ORDER BY 1`, [lyrId])).map((r: { v: number }) => r.v);
  const changesOf = async (lyrId: string) =>
    (await db().query(`SELECT version_no AS v FROM lyr_feature_change WHERE lyr_id = $1 ORDER BY 1`, [lyrId])).map((r: { v: number }) => r.v);
  const revisionsOf = async (userMapId: string) =>
    (await db().query(`SELECT revision_no AS r FROM user_map_revision WHERE user_map_id = $1 ORDER BY 1`, [userMapId])).map((r: { r: number }) => r.r);

  beforeAll(async () => {
    app = await createTestApp();
    f = new Factories(app);
    await db().query(`UPDATE price_plan SET history_keep_days = 365 WHERE plan_code IN ($1, $2)`, [planA, planB]);
    insttA = (await f.newInstitution()).insttCode;
    insttB = (await f.newInstitution()).insttCode;
    await db().query(`UPDATE instt SET plan_code = $2 WHERE instt_code = $1`, [insttA, planA]);
    await db().query(`UPDATE instt SET plan_code = $2 WHERE instt_code = $1`, [insttB, planB]);
    provider = await f.actor(insttA, USER_SE_CODES.PROVIDER_ADMIN);
    member = await f.actor(insttA, USER_SE_CODES.INSTT_ADMIN);
  });
  afterAll(async () => {
    await db().query(`UPDATE price_plan SET history_keep_days = 365 WHERE plan_code IN ($1, $2)`, [planA, planB]);
    await app.close();
  });

  it('gives every plan a default of 365 days', async () => {
    const list = (await http().get('/api/super-admin/plans/retention').set(provider.auth).expect(200)).body.result;
    expect(list.find((p: { planCode: string }) => p.planCode === '000001')).toMatchObject({ planNm: '기본 요금제', historyKeepDays: 365 });
    expect(list.find((p: { planCode: string }) => p.planCode === planA)).toMatchObject({ historyKeepDays: 365 });
  });

  it('lets provider admins change a plan retention within 7–3650 days, with a clear error otherwise', async () => {
    const saved = (await http().put(`/api/super-admin/plans/${planA}/retention`).set(provider.auth).send({ historyKeepDays: 30 }).expect(200)).body.result;
    expect(saved).toEqual({ planCode: planA, planNm: '교육용 요금제 A', planNmEn: 'Education plan A', historyKeepDays: 30 });
    await http().put(`/api/super-admin/plans/${planB}/retention`).set(provider.auth).send({ historyKeepDays: 7 }).expect(200);
    for (const bad of [6, 3651, 1.5, 'abc', null]) {
      const res = await http().put(`/api/super-admin/plans/${planA}/retention`).set(provider.auth).send({ historyKeepDays: bad }).expect(400);
      expect(JSON.stringify(res.body)).toContain('이력 보관 기간은 7일에서 3650일 사이의 정수로 입력해 주세요.');
    }
    const en = await http().put(`/api/super-admin/plans/${planA}/retention`).set(provider.auth).set('Accept-Language', 'en').send({}).expect(400);
    expect(JSON.stringify(en.body)).toContain('History retention must be a whole number of days from 7 to 3650.');
    await http().put(`/api/super-admin/plans/NOPE/retention`).set(provider.auth).send({ historyKeepDays: 30 }).expect(404);
    expect((await db().query(`SELECT history_keep_days AS d FROM price_plan WHERE plan_code = $1`, [planA]))[0].d).toBe(30);
    // Nobody else may read or change it.
    await http().put(`/api/super-admin/plans/${planA}/retention`).set(member.auth).send({ historyKeepDays: 3650 }).expect(403);
    await http().get('/api/super-admin/plans/retention').set(member.auth).expect(403);
    await http().get('/api/super-admin/plans/retention').expect(401);
    expect((await db().query(`SELECT history_keep_days AS d FROM price_plan WHERE plan_code = $1`, [planA]))[0].d).toBe(30);
  });

  it('prunes layer versions and map revisions older than each plan keeps, never the latest', async () => {
    const now = new Date();
    // Plan A keeps 30 days, plan B 7.
    const layerA = await layerWithVersions(insttA, [100, 60, 20, 1], now);
    const layerB = await layerWithVersions(insttB, [100, 60, 20, 1], now);
    const oldOnly = await layerWithVersions(insttB, [400, 300], now);
    const mapA = await mapWithRevisions(insttA, [90, 40, 10], now);
    const mapB = await mapWithRevisions(insttB, [90, 40, 10], now);
    const mapOld = await mapWithRevisions(insttA, [500], now);
    const result = await app.get(HistoryPruner).prune(now);
    expect(result.layerVersions).toBeGreaterThanOrEqual(2 + 3 + 1);
    expect(result.mapRevisions).toBeGreaterThanOrEqual(2 + 2);
    expect(await versionsOf(layerA)).toEqual([3, 4]);
    expect(await changesOf(layerA)).toEqual([3, 4]);
    expect(await versionsOf(layerB)).toEqual([4]);
    expect(await versionsOf(oldOnly)).toEqual([2]); // the latest stays, however old
    expect(await revisionsOf(mapA)).toEqual([3]);
    expect(await revisionsOf(mapB)).toEqual([3]);
    expect(await revisionsOf(mapOld)).toEqual([1]);

    // The layer's data is untouched, and it still restores to the oldest version kept (not to a pruned one).
    const table = (await db().query(`SELECT table_nm AS t FROM lyr WHERE lyr_id = $1`, [layerA]))[0].t;
    expect((await db().query(`SELECT pop FROM layers."${table}"`))[0].pop).toBe(4);
    await http().post(`/api/layers/${layerA}/versions/2/restore`).set(member.auth).expect(404);
    const restored = (await http().post(`/api/layers/${layerA}/versions/3/restore`).set(member.auth).expect(201)).body.result;
    expect(restored).toMatchObject({ restoredFrom: 3, changeCnt: 1, versionNo: 5 });
    expect((await db().query(`SELECT pop FROM layers."${table}"`))[0].pop).toBe(3);

    // A second run finds nothing more to delete for these.
    await app.get(HistoryPruner).prune(now);
    expect(await versionsOf(layerA)).toEqual([3, 4, 5]);
  });
});
