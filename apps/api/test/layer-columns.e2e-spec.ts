import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

type Actor = Awaited<ReturnType<Factories['actor']>>;

// Issue 22: columns of custom layers (add, rename, remove) and the set-based bulk attribute edit,
// each a new layer version; bad input is a clear 400 with nothing changed; who may do it.
describe('layer columns and bulk attribute edit', () => {
  let app: INestApplication;
  let f: Factories;
  let owner: Actor;
  let insttAdmin: Actor;
  let editor: Actor;
  let viewer: Actor;
  let otherAdmin: Actor;
  let lyrId: string;
  let tableNm: string;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);
  const columnsOf = async () =>
    ((await db().query(`SELECT column_name FROM information_schema.columns WHERE table_schema = 'layers' AND table_name = $1 ORDER BY ordinal_position`, [tableNm])) as Array<{ column_name: string }>).map((r) => r.column_name);
  const layerRow = async () => (await db().query(`SELECT data_version, feature_cnt FROM lyr WHERE lyr_id = $1`, [lyrId]))[0];
  const share = (who: Actor, edit: '0' | '1') =>
    db().query(
      `INSERT INTO pblonsip (cntnts_ty_code, cntnts_id, pblonsip_ordr, pblonsip_scope_se_code, pblonsip_refrn_id, edit_posbl_at, owner_id, register_id)
       VALUES ('LYR', $1::varchar, (SELECT COALESCE(MAX(pblonsip_ordr), 0) + 1 FROM pblonsip WHERE cntnts_id = $1::varchar), 3, $2, $3, $4, $4)`,
      [lyrId, who.user.userId, edit, owner.user.userId],
    );
  const point = (x: number, y: number, properties: Record<string, unknown>) => ({ op: 'create', type: 'Feature', geometry: { type: 'Point', coordinates: [x, y] }, properties });

  beforeAll(async () => {
    app = await createTestApp();
    f = new Factories(app);
    const instt = (await f.newInstitution()).insttCode;
    owner = await f.actor(instt, USER_SE_CODES.MEMBER);
    insttAdmin = await f.actor(instt, USER_SE_CODES.INSTT_ADMIN);
    editor = await f.actor(instt, USER_SE_CODES.MEMBER);
    viewer = await f.actor(instt, USER_SE_CODES.MEMBER);
    otherAdmin = await f.actor((await f.newInstitution()).insttCode, USER_SE_CODES.INSTT_ADMIN);
    const created = await http()
      .post('/api/layers/upload')
      .set(owner.auth)
      .send({ uploadType: 'custom', lyrNm: '가로등', geometryType: 'point', columns: [{ name: 'name', type: 'text' }, { name: 'watt', type: 'integer' }] })
      .expect(201);
    lyrId = created.body.result.lyrId;
    tableNm = (await db().query(`SELECT table_nm FROM lyr WHERE lyr_id = $1`, [lyrId]))[0].table_nm;
    await share(editor, '1');
    await share(viewer, '0');
    await http()
      .post(`/api/layers/${lyrId}/features/batch`)
      .set(owner.auth)
      .send({ changes: [point(127.0, 37.5, { name: '가', watt: 100 }), point(127.01, 37.5, { name: '나', watt: 100 }), point(127.02, 37.5, { name: '다', watt: 250 })] })
      .expect(201);
  });
  afterAll(async () => {
    await app.close();
  });

  it('adds a column as a new COLUMNS version; the data version moves on', async () => {
    const before = await layerRow();
    const res = (await http().post(`/api/layers/${lyrId}/columns`).set(owner.auth).send({ name: '설치일', type: 'date' }).expect(201)).body.result;
    expect(res.columns.map((c: { name: string }) => c.name)).toEqual(['gid', 'name', 'watt', 'geom', '설치일']);
    expect(res.columns[4]).toMatchObject({ name: '설치일', type: 'date', kind: 'temporal' });
    expect(res.dataVersion).toBe(before.data_version + 1);
    expect(await columnsOf()).toContain('설치일');
    const versions = (await http().get(`/api/layers/${lyrId}/versions`).set(owner.auth).expect(200)).body.result.content;
    expect(versions[0]).toMatchObject({ versionNo: res.versionNo, versionKind: 'COLUMNS', changeCnt: 0, featureCnt: 3, changeDetail: { op: 'add', name: '설치일', type: 'date' } });
    // The new column takes values through the features API at once.
    await http().put(`/api/layers/${lyrId}/features/1`).set(editor.auth).send({ type: 'Feature', properties: { 설치일: '2024-03-01' } }).expect(200);
  });

  it('refuses bad names, reserved names, taken names and unknown types with a 400, changing nothing', async () => {
    const before = await layerRow();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: 'Watt', type: 'text' }, "컬럼 이름 'Watt'은(는) 사용할 수 없습니다."],
      [{ name: '1st', type: 'text' }, "컬럼 이름 '1st'은(는) 사용할 수 없습니다."],
      [{ name: 'gid', type: 'text' }, "'gid'은(는) 예약된 이름이라 사용할 수 없습니다."],
      [{ name: 'xmin', type: 'text' }, "'xmin'은(는) 예약된 이름이라 사용할 수 없습니다."],
      [{ name: 'watt', type: 'text' }, "'watt' 컬럼이 이미 있습니다."],
    ];
    for (const [body, message] of cases) {
      const res = await http().post(`/api/layers/${lyrId}/columns`).set(owner.auth).send(body).expect(400);
      expect(res.body.message).toContain(message);
    }
    const badType = await http().post(`/api/layers/${lyrId}/columns`).set(owner.auth).send({ name: 'memo', type: 'jsonb' }).expect(400);
    expect(JSON.stringify(badType.body)).toContain('지원하지 않는 컬럼 형식입니다.');
    await http().patch(`/api/layers/${lyrId}/columns/gid`).set(owner.auth).send({ name: 'id2' }).expect(400);
    await http().delete(`/api/layers/${lyrId}/columns/geom`).set(owner.auth).expect(400);
    await http().delete(`/api/layers/${lyrId}/columns/nothing`).set(owner.auth).expect(404);
    expect(await columnsOf()).toEqual(['gid', 'name', 'watt', 'geom', '설치일']);
    expect(await layerRow()).toEqual(before);
  });

  it('renames and removes columns, keeping values on rename; each a version', async () => {
    const renamed = (await http().patch(`/api/layers/${lyrId}/columns/watt`).set(insttAdmin.auth).send({ name: 'power_w' }).expect(200)).body.result;
    expect(renamed.columns.map((c: { name: string }) => c.name)).toContain('power_w');
    expect((await db().query(`SELECT power_w FROM layers."${tableNm}" ORDER BY gid`)).map((r: { power_w: number }) => r.power_w)).toEqual([100, 100, 250]);
    const removed = (await http().delete(`/api/layers/${lyrId}/columns/${encodeURIComponent('설치일')}`).set(editor.auth).expect(200)).body.result;
    expect(removed.versionNo).toBe(renamed.versionNo + 1);
    expect(await columnsOf()).toEqual(['gid', 'name', 'power_w', 'geom']);
    const versions = (await http().get(`/api/layers/${lyrId}/versions`).set(owner.auth).expect(200)).body.result.content;
    expect(versions.slice(0, 2).map((v: { changeDetail: unknown }) => v.changeDetail)).toEqual([
      { op: 'remove', name: '설치일' },
      { op: 'rename', name: 'watt', newName: 'power_w' },
    ]);
  });

  it('lets only editors change columns: a viewer share, another institution and anonymous are refused', async () => {
    await http().post(`/api/layers/${lyrId}/columns`).set(viewer.auth).send({ name: 'memo', type: 'text' }).expect(403);
    await http().post(`/api/layers/${lyrId}/columns`).set(otherAdmin.auth).send({ name: 'memo', type: 'text' }).expect(403);
    await http().post(`/api/layers/${lyrId}/columns`).send({ name: 'memo', type: 'text' }).expect(401);
    await http().delete(`/api/layers/${lyrId}/columns/name`).set(viewer.auth).expect(403);
    await http().patch(`/api/layers/${lyrId}/columns/name`).send({ name: 'x' }).expect(401);
    expect(await columnsOf()).toEqual(['gid', 'name', 'power_w', 'geom']);
  });

  it('refuses column changes on layers that were not created directly', async () => {
    const t = `t_${lyrId.slice(0, 8)}`;
    await db().query(`CREATE TABLE layers."${t}" (gid serial PRIMARY KEY, geom geometry(Point, 5186), nm text)`);
    const shpId = `lyr-shp-${lyrId.slice(0, 8)}`;
    await db().query(
      `INSERT INTO lyr (lyr_id, lyr_nm, lyr_ty_se_code, upload_ty, instt_code, register_id, table_nm, geom_column, geom_type, srid, feature_cnt)
       VALUES ($1, 'shp', '1', 'shp', $2, $3, $4, 'geom', 'Point', 5186, 0)`,
      [shpId, owner.user.insttCode, owner.user.userId, t],
    );
    const res = await http().post(`/api/layers/${shpId}/columns`).set(owner.auth).send({ name: 'memo', type: 'text' }).expect(409);
    expect(res.body.message).toBe('컬럼은 직접 생성한 레이어에서만 추가·변경·삭제할 수 있습니다.');
  });

  it('sets one column on every feature matching a filter as one version, recorded per feature', async () => {
    const res = (await http()
      .post(`/api/layers/${lyrId}/features/bulk-update`)
      .set(editor.auth)
      .send({ column: 'power_w', value: 150, attributeFilter: 'power_w < 200', expectedCount: 2 })
      .expect(200)).body.result;
    expect(res).toMatchObject({ matchedCnt: 2, changeCnt: 2, featureCnt: 3 });
    expect((await db().query(`SELECT power_w FROM layers."${tableNm}" ORDER BY gid`)).map((r: { power_w: number }) => r.power_w)).toEqual([150, 150, 250]);
    const history = (await http().get(`/api/layers/${lyrId}/features/2/history`).set(owner.auth).expect(200)).body.result;
    expect(history[0]).toMatchObject({ op: 'U', versionNo: res.versionNo, changedBy: editor.user.userId, before: { properties: { power_w: 100 } }, after: { properties: { power_w: 150 } } });
    // Without a filter: every feature; those already holding the value are not changes.
    const all = (await http().post(`/api/layers/${lyrId}/features/bulk-update`).set(owner.auth).send({ column: 'name', value: '가' }).expect(200)).body.result;
    expect(all).toMatchObject({ matchedCnt: 3, changeCnt: 2 });
    // Restoring the version before the bulk edit brings the old values back.
    await http().post(`/api/layers/${lyrId}/versions/${res.versionNo - 1}/restore`).set(owner.auth).expect(201);
    expect((await db().query(`SELECT name, power_w FROM layers."${tableNm}" ORDER BY gid`))).toEqual([
      { name: '가', power_w: 100 },
      { name: '나', power_w: 100 },
      { name: '다', power_w: 250 },
    ]);
  });

  it('refuses a stale count (409), a value of the wrong type, unknown columns and non-editors, changing nothing', async () => {
    const before = await layerRow();
    const stale = await http().post(`/api/layers/${lyrId}/features/bulk-update`).set(owner.auth).send({ column: 'power_w', value: 1, attributeFilter: 'power_w < 200', expectedCount: 5 }).expect(409);
    expect(stale.body.message).toBe('조건에 맞는 객체 수가 바뀌었습니다(확인 5건, 현재 2건). 표를 새로 고친 뒤 다시 적용하세요.');
    const bad = await http().post(`/api/layers/${lyrId}/features/bulk-update`).set(owner.auth).send({ column: 'power_w', value: 'many' }).expect(400);
    expect(bad.body.message).toContain('속성 값이 컬럼 형식에 맞지 않습니다');
    await http().post(`/api/layers/${lyrId}/features/bulk-update`).set(owner.auth).send({ column: 'nothing', value: 1 }).expect(404);
    await http().post(`/api/layers/${lyrId}/features/bulk-update`).set(owner.auth).send({ column: 'gid', value: 1 }).expect(400);
    await http().post(`/api/layers/${lyrId}/features/bulk-update`).set(owner.auth).send({ column: 'name', value: 'x', attributeFilter: "name = '없음'" }).expect(400);
    await http().post(`/api/layers/${lyrId}/features/bulk-update`).set(owner.auth).send({ column: 'name', value: 'x', attributeFilter: 'name = = 1' }).expect(400);
    await http().post(`/api/layers/${lyrId}/features/bulk-update`).set(viewer.auth).send({ column: 'name', value: 'x' }).expect(403);
    await http().post(`/api/layers/${lyrId}/features/bulk-update`).set(otherAdmin.auth).send({ column: 'name', value: 'x' }).expect(403);
    await http().post(`/api/layers/${lyrId}/features/bulk-update`).send({ column: 'name', value: 'x' }).expect(401);
    expect(await layerRow()).toEqual(before);
    expect((await db().query(`SELECT name, power_w FROM layers."${tableNm}" ORDER BY gid`)).map((r: { power_w: number }) => r.power_w)).toEqual([100, 100, 250]);
  });
});
