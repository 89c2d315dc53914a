import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

// Issue 22 "restore ≤ 10 s": restore updates rows in place where the feature exists now and then,
// deletes only those added since and inserts only those deleted since, and builds the history
// rows column by column (in chunks of 50 pairs): a wide table (60 attributes) comes back exactly,
// every change recorded, and the restore is itself restorable.
describe('restore in place on a wide layer', () => {
  let app: INestApplication;
  let owner: Awaited<ReturnType<Factories['actor']>>;
  let lyrId: string;
  let table: string;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);
  const COLUMNS = Array.from({ length: 60 }, (_, i) => `c${i}`);
  const snapshot = async () =>
    (await db().query(`SELECT gid, ${COLUMNS.join(', ')}, ST_AsText(geom) AS wkt FROM layers."${table}" ORDER BY gid`)) as Array<Record<string, unknown>>;

  beforeAll(async () => {
    app = await createTestApp();
    const f = new Factories(app);
    const instt = (await f.newInstitution()).insttCode;
    owner = await f.actor(instt, USER_SE_CODES.MEMBER);
    table = `t_${randomBytes(6).toString('hex')}`;
    await db().query(`CREATE TABLE layers."${table}" (gid serial PRIMARY KEY, geom geometry(Point, 5186), ${COLUMNS.map((c) => `${c} text`).join(', ')})`);
    for (let row = 1; row <= 3; row++) {
      await db().query(
        `INSERT INTO layers."${table}" (geom, ${COLUMNS.join(', ')}) VALUES (ST_SetSRID(ST_MakePoint(${198000 + row * 100}, 552000), 5186), ${COLUMNS.map((_, i) => `'r${row}-${i}'`).join(', ')})`,
      );
    }
    lyrId = `lyr-${randomBytes(8).toString('hex')}`;
    await db().query(
      `INSERT INTO lyr (lyr_id, lyr_nm, lyr_ty_se_code, upload_ty, instt_code, register_id, table_nm, geom_column, geom_type, srid, feature_cnt)
       VALUES ($1, '넓은 표', '1', 'custom', $2, $3, $4, 'geom', 'Point', 5186, 3)`,
      [lyrId, instt, owner.user.userId, table],
    );
  });
  afterAll(() => app.close());

  it('brings every column back, in place, and records each change', async () => {
    const before = await snapshot();
    const ctidOf = async (gid: number) => (await db().query(`SELECT ctid::text AS c FROM layers."${table}" WHERE gid = $1`, [gid]))[0]?.c as string;
    // Versions 2–4: feature 1 changed (first and last column, and moved), feature 2 deleted, a new one added.
    await http()
      .put(`/api/layers/${lyrId}/features/1`)
      .set(owner.auth)
      .send({ type: 'Feature', properties: { c0: '바뀜', c59: null }, geometry: { type: 'Point', coordinates: [127.01, 37.55] } })
      .expect(200);
    await http().delete(`/api/layers/${lyrId}/features/2`).set(owner.auth).expect(200);
    const added = (
      await http().post(`/api/layers/${lyrId}/features`).set(owner.auth).send({ type: 'Feature', geometry: { type: 'Point', coordinates: [127.0, 37.5] }, properties: { c30: '새것' } }).expect(201)
    ).body.result;
    const untouched = await ctidOf(3);

    const restored = (await http().post(`/api/layers/${lyrId}/versions/1/restore`).set(owner.auth).expect(201)).body.result;
    expect(restored).toMatchObject({ restoredFrom: 1, changeCnt: 3, featureCnt: 3 });
    expect(await snapshot()).toEqual(before);
    // Feature 3 never changed: its row was not written again.
    expect(await ctidOf(3)).toBe(untouched);
    const changes = (await db().query(
      `SELECT fid, change_op AS op, before_attrs->>'c0' AS "beforeC0", after_attrs->>'c59' AS "afterC59", jsonb_typeof(after_attrs) AS t
         FROM lyr_feature_change WHERE lyr_id = $1 AND version_no = $2 ORDER BY fid`,
      [lyrId, restored.versionNo],
    )) as Array<Record<string, string | null>>;
    expect(changes).toEqual([
      { fid: '1', op: 'U', beforeC0: '바뀜', afterC59: 'r1-59', t: 'object' },
      { fid: '2', op: 'I', beforeC0: null, afterC59: 'r2-59', t: 'object' },
      { fid: String(added.id), op: 'D', beforeC0: null, afterC59: null, t: null },
    ]);
    // The history of feature 1 keeps all 60 attributes (the chunks joined) on each side.
    const [{ n }] = await db().query(
      `SELECT (SELECT count(*) FROM jsonb_object_keys(before_attrs))::int AS n FROM lyr_feature_change WHERE lyr_id = $1 AND fid = '1' ORDER BY change_id LIMIT 1`,
      [lyrId],
    );
    expect(n).toBe(61);

    // The restore is a version too: going back to version 4 brings the edits again.
    await http().post(`/api/layers/${lyrId}/versions/4/restore`).set(owner.auth).expect(201);
    const again = await snapshot();
    expect(again.map((r) => r.gid)).toEqual([1, 3, added.id]);
    expect(again[0]).toMatchObject({ c0: '바뀜', c59: null, c1: 'r1-1' });
  });
});
