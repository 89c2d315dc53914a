import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

type Actor = Awaited<ReturnType<Factories['actor']>>;

// Issue 22: feature versions (409 on a stale save), history (who, when, before, after), layer
// versions and restore as a new version, batches, geometry validity, and who may do each.
describe('feature history: versions, conflicts, history, restore', () => {
  let app: INestApplication;
  let f: Factories;
  let owner: Actor;
  let insttAdmin: Actor;
  let viewer: Actor;
  let otherAdmin: Actor;
  let lyrId: string;
  let tableNm: string;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);
  const square = (x: number, y: number, d = 0.001) => [[[x, y], [x + d, y], [x + d, y + d], [x, y + d], [x, y]]];
  const feature = (geometry: Record<string, unknown> | undefined, properties: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
    type: 'Feature',
    geometry,
    properties,
    ...extra,
  });
  const rows = async () =>
    (await db().query(`SELECT gid, "name", pop, round(ST_X(ST_Centroid(geom))) AS x FROM layers."${tableNm}" ORDER BY gid`)) as Array<{
      gid: number;
      name: string;
      pop: number;
      x: number;
    }>;
  const layerRow = async () => (await db().query(`SELECT data_version, feature_cnt FROM lyr WHERE lyr_id = $1`, [lyrId]))[0];
  const versionCount = async () => Number((await db().query(`SELECT count(*) AS n FROM lyr_version WHERE lyr_id = $1`, [lyrId]))[0].n);

  beforeAll(async () => {
    app = await createTestApp();
    f = new Factories(app);
    const instt = (await f.newInstitution()).insttCode;
    owner = await f.actor(instt, USER_SE_CODES.MEMBER);
    insttAdmin = await f.actor(instt, USER_SE_CODES.INSTT_ADMIN);
    viewer = await f.actor(instt, USER_SE_CODES.MEMBER);
    otherAdmin = await f.actor((await f.newInstitution()).insttCode, USER_SE_CODES.INSTT_ADMIN);
    tableNm = `t_${randomBytes(6).toString('hex')}`;
    await db().query(`CREATE TABLE layers."${tableNm}" (gid serial PRIMARY KEY, geom geometry(MultiPolygon, 5186), "name" text, pop int)`);
    await db().query(
      `INSERT INTO layers."${tableNm}" (geom, "name", pop) VALUES
         (ST_Multi(ST_MakeEnvelope(197000, 552000, 199000, 554000, 5186)), '종로구', 150000),
         (ST_Multi(ST_MakeEnvelope(199000, 550000, 201000, 552000, 5186)), '중구', 120000),
         (ST_Multi(ST_MakeEnvelope(198000, 548000, 200000, 550000, 5186)), '용산구', 230000)`,
    );
    lyrId = `lyr-${randomBytes(8).toString('hex')}`;
    await db().query(
      `INSERT INTO lyr (lyr_id, lyr_nm, lyr_ty_se_code, upload_ty, instt_code, register_id, table_nm, geom_column, geom_type, srid, feature_cnt)
       VALUES ($1, '자치구', '3', 'custom', $2, $3, $4, 'geom', 'MultiPolygon', 5186, 3)`,
      [lyrId, instt, owner.user.userId, tableNm],
    );
    // A viewing share (no edit flag) for `viewer`.
    await db().query(
      `INSERT INTO pblonsip (cntnts_ty_code, cntnts_id, pblonsip_ordr, pblonsip_scope_se_code, pblonsip_refrn_id, edit_posbl_at, owner_id, register_id)
       VALUES ('LYR', $1, 1, 3, $2, '0', $3, $3)`,
      [lyrId, viewer.user.userId, owner.user.userId],
    );
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists the import as version 1 before any edit', async () => {
    const list = (await http().get(`/api/layers/${lyrId}/versions`).set(owner.auth).expect(200)).body.result;
    expect(list).toMatchObject({ totalElements: 1, last: true });
    expect(list.content[0]).toMatchObject({ versionNo: 1, versionKind: 'IMPORT', featureCnt: 3, changeCnt: 0, creatId: owner.user.userId });
  });

  it('gives each feature a version; a save with a stale version is a 409 with both versions and changes nothing', async () => {
    const first = (await http().get(`/api/layers/${lyrId}/features/1`).set(owner.auth).expect(200)).body.result;
    expect(first).toMatchObject({ type: 'Feature', id: 1, version: '0', properties: { name: '종로구', pop: 150000 } });
    expect(first.geometry.type).toBe('MultiPolygon');

    const a = (await http().put(`/api/layers/${lyrId}/features/1`).set(owner.auth).send(feature(undefined, { pop: 151000 }, { version: first.version })).expect(200)).body.result;
    expect(a).toMatchObject({ id: 1, versionNo: 2 });
    expect(Number(a.version)).toBeGreaterThan(0);

    // A second editor still holding version 0 saves: refused, with the stored feature.
    const stale = await http().put(`/api/layers/${lyrId}/features/1`).set(insttAdmin.auth).send(feature(undefined, { name: '종로' }, { version: '0' })).expect(409);
    expect(stale.body.message).toBe('다른 사용자가 먼저 이 객체를 저장했습니다. 내 변경과 저장된 내용을 비교해 어느 쪽을 남길지 고르세요.');
    expect(stale.body.result).toMatchObject({ gid: '1', yourVersion: '0', currentVersion: a.version, current: { id: 1, version: a.version, properties: { name: '종로구', pop: 151000 } } });
    expect((await rows())[0]).toMatchObject({ name: '종로구', pop: 151000 });
    expect(await versionCount()).toBe(2);

    // With the current version it goes through; without a version, the last write wins.
    const b = (await http().put(`/api/layers/${lyrId}/features/1`).set(insttAdmin.auth).send(feature(undefined, { name: '종로' }, { version: a.version })).expect(200)).body.result;
    expect(Number(b.version)).toBeGreaterThan(Number(a.version));
    await http().put(`/api/layers/${lyrId}/features/1`).set(owner.auth).send(feature(undefined, { pop: 152000 })).expect(200);
    await http().put(`/api/layers/${lyrId}/features/1`).set(owner.auth).send(feature(undefined, { pop: 1 }, { version: 'x1' })).expect(400);

    // Deleting with a stale version is refused too.
    await http().delete(`/api/layers/${lyrId}/features/1?version=${b.version}`).set(owner.auth).expect(409);
    expect((await rows()).length).toBe(3);
  });

  it('records every change with who, when, before and after', async () => {
    const history = (await http().get(`/api/layers/${lyrId}/features/1/history`).set(owner.auth).expect(200)).body.result;
    expect(history.map((h: { op: string }) => h.op)).toEqual(['U', 'U', 'U']);
    expect(history[0]).toMatchObject({ changedBy: owner.user.userId, before: { properties: { name: '종로', pop: 151000 } }, after: { properties: { name: '종로', pop: 152000 } } });
    expect(history[1]).toMatchObject({ changedBy: insttAdmin.user.userId, changedByNm: insttAdmin.user.userNm, before: { properties: { name: '종로구' } }, after: { properties: { name: '종로' } } });
    expect(history[2].before.geometry.type).toBe('MultiPolygon');
    expect(history[2].before.properties).not.toHaveProperty('gid');
    expect(new Date(history[0].changedDt).getTime()).toBeGreaterThan(0);
  });

  it('saves a batch as one version, all or nothing', async () => {
    const before = await layerRow();
    const versions = await versionCount();
    const bad = await http()
      .post(`/api/layers/${lyrId}/features/batch`)
      .set(owner.auth)
      .send({ changes: [{ op: 'create', type: 'Feature', geometry: { type: 'Polygon', coordinates: square(127.02, 37.55) }, properties: { name: '새 구' } }, { op: 'update', type: 'Feature', gid: '2', properties: { nope: 1 } }] })
      .expect(400);
    expect(bad.body.result[0].field).toBe('changes.1.properties.nope');
    expect((await rows()).length).toBe(3);
    expect(await versionCount()).toBe(versions);

    const saved = (
      await http()
        .post(`/api/layers/${lyrId}/features/batch`)
        .set(owner.auth)
        .send({
          changes: [
            { op: 'create', type: 'Feature', geometry: { type: 'Polygon', coordinates: square(127.02, 37.55) }, properties: { name: '새 구', pop: 5 } },
            { op: 'update', type: 'Feature', gid: '2', properties: { pop: 121000 } },
            { op: 'delete', type: 'Feature', gid: '3' },
          ],
        })
        .expect(201)
    ).body.result;
    expect(saved).toMatchObject({ featureCnt: 3, dataVersion: before.data_version + 1, versionNo: versions + 1 });
    expect(saved.results).toHaveLength(3);
    expect(saved.results[2]).toEqual({ id: 3, version: null, deleted: true });
    expect((await rows()).map((r) => r.name)).toEqual(['종로', '중구', '새 구']);
    const list = (await http().get(`/api/layers/${lyrId}/versions?pageSize=1`).set(owner.auth).expect(200)).body.result;
    expect(list.content[0]).toMatchObject({ versionNo: versions + 1, versionKind: 'EDIT', changeCnt: 3, featureCnt: 3 });
  });

  it('refuses a self-intersecting polygon with where it crosses, saving nothing', async () => {
    const bowtie = { type: 'Polygon', coordinates: [[[127, 37.5], [127.01, 37.51], [127.01, 37.5], [127, 37.51], [127, 37.5]]] };
    const res = await http().post(`/api/layers/${lyrId}/features`).set(owner.auth).send(feature(bowtie, { name: '꼬임' })).expect(400);
    expect(res.body.message).toMatch(/^도형의 선이 스스로 교차해 저장하지 않았습니다\(경도 127\.00\d+, 위도 37\.50\d+ 부근\)/);
    expect(res.body.result[0].field).toBe('geometry');
    expect((await rows()).map((r) => r.name)).not.toContain('꼬임');
    const hole = { type: 'Polygon', coordinates: [square(127, 37.5)[0], square(127.1, 37.6)[0]] };
    expect((await http().post(`/api/layers/${lyrId}/features`).set(owner.auth).send(feature(hole)).expect(400)).body.message).toMatch(/구멍/);
  });

  it('restores the layer to any version as a new version, nothing destroyed', async () => {
    const before = await layerRow();
    const restored = (await http().post(`/api/layers/${lyrId}/versions/1/restore`).set(insttAdmin.auth).expect(201)).body.result;
    expect(restored).toMatchObject({ restoredFrom: 1, featureCnt: 3, dataVersion: before.data_version + 1 });
    expect(restored.changeCnt).toBe(4); // 1 and 2 changed back, 3 back again, the new one gone
    expect(await rows()).toEqual([
      { gid: 1, name: '종로구', pop: 150000, x: 198000 },
      { gid: 2, name: '중구', pop: 120000, x: 200000 },
      { gid: 3, name: '용산구', pop: 230000, x: 199000 },
    ]);
    const [bbox] = await db().query(`SELECT ST_XMin(bbox_4326) AS x0 FROM lyr WHERE lyr_id = $1`, [lyrId]);
    expect(bbox.x0).toBeGreaterThan(126.9);

    // The restore is itself a version: going back to the batch brings the batch's state again.
    const list = (await http().get(`/api/layers/${lyrId}/versions`).set(owner.auth).expect(200)).body.result.content;
    expect(list[0]).toMatchObject({ versionNo: restored.versionNo, versionKind: 'RESTORE', restoredFrom: 1, changeCnt: 4 });
    const batchVersion = list.find((v: { versionKind: string; changeCnt: number }) => v.versionKind === 'EDIT' && v.changeCnt === 3).versionNo;
    await http().post(`/api/layers/${lyrId}/versions/${batchVersion}/restore`).set(owner.auth).expect(201);
    expect((await rows()).map((r) => r.name)).toEqual(['종로', '중구', '새 구']);

    // New features still get new ids, and the feature history shows the restores.
    const added = (await http().post(`/api/layers/${lyrId}/features`).set(owner.auth).send(feature({ type: 'Polygon', coordinates: square(127.03, 37.56) }, { name: '또 새 구' })).expect(201)).body.result;
    expect(added.id).toBeGreaterThan(4);
    const history = (await http().get(`/api/layers/${lyrId}/features/3/history`).set(owner.auth).expect(200)).body.result;
    expect(history.map((h: { op: string }) => h.op)).toEqual(['D', 'I', 'D']);
    await http().post(`/api/layers/${lyrId}/versions/999/restore`).set(owner.auth).expect(404);
    await http().post(`/api/layers/${lyrId}/versions/0/restore`).set(owner.auth).expect(400);
  });

  it('lets only editors edit, see history and restore', async () => {
    const body = feature({ type: 'Polygon', coordinates: square(127, 37.5) }, { name: '남의 것' });
    for (const who of [viewer, otherAdmin]) {
      await http().post(`/api/layers/${lyrId}/features`).set(who.auth).send(body).expect(403);
      await http().put(`/api/layers/${lyrId}/features/1`).set(who.auth).send(feature(undefined, { pop: 1 })).expect(403);
      await http().get(`/api/layers/${lyrId}/versions`).set(who.auth).expect(403);
      await http().get(`/api/layers/${lyrId}/features/1/history`).set(who.auth).expect(403);
      await http().post(`/api/layers/${lyrId}/versions/1/restore`).set(who.auth).expect(403);
    }
    // The viewer may read a feature (a viewing share); another institution's admin may not.
    await http().get(`/api/layers/${lyrId}/features/1`).set(viewer.auth).expect(200);
    await http().get(`/api/layers/${lyrId}/features/1`).set(otherAdmin.auth).expect(403);
    await http().get(`/api/layers/${lyrId}/features/1`).expect(401);
    await http().get(`/api/layers/${lyrId}/versions`).expect(401);
    await http().post(`/api/layers/${lyrId}/versions/1/restore`).expect(401);
    await http().post(`/api/layers/${lyrId}/features/batch`).send({ changes: [] }).expect(401);
    expect((await rows()).map((r) => r.name)).not.toContain('남의 것');
  });
});
