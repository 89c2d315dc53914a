import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { WorkerModule } from '../src/worker.module';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

// Own queue prefix and storage: other suites' workers must not take these jobs.
process.env.QUEUE_PREFIX = 'nuri-test-layer-reimport';
const STORAGE = fs.mkdtempSync(path.join(os.tmpdir(), 'nuri-layer-reimport-'));
process.env.STORAGE_DIR = STORAGE;

const DATA = path.resolve(__dirname, '../../../../shared/data');
const file = (name: string) => fs.readFileSync(path.join(DATA, name));
type Actor = Awaited<ReturnType<Factories['actor']>>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Issue 22 "Update data": re-import of an uploaded layer from a new file (replace, upsert by a
// key column) as an import job, recorded as ONE restorable layer version; bad input and who may.
describe('layer re-import (POST /api/layers/{lyrId}/reimport)', () => {
  let app: INestApplication;
  let worker: INestApplicationContext;
  let f: Factories;
  let owner: Actor;
  let editor: Actor;
  let viewer: Actor;
  let otherAdmin: Actor;
  let pointsId: string;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);

  const status = async (who: Actor, jobId: string) => (await http().get(`/api/jobs/${jobId}`).set(who.auth).expect(200)).body.result;
  async function finished(who: Actor, jobId: string, timeoutMs = 60_000) {
    for (const end = Date.now() + timeoutMs; Date.now() < end;) {
      const s = await status(who, jobId);
      if (['ready', 'failed', 'cancelled'].includes(s.stage)) return s;
      await sleep(100);
    }
    throw new Error(`job ${jobId} did not end`);
  }
  async function upload(who: Actor, name: string, uploadType: string): Promise<string> {
    const res = await http().post('/api/layers/upload').set(who.auth).field('uploadType', uploadType).attach('files', file(name), name).expect(202);
    const done = await finished(who, res.body.result.jobId);
    expect(done.stage).toBe('ready');
    return res.body.result.lyrId;
  }
  const reimport = (who: Actor | null, lyrId: string, name: string, fields: Record<string, string>) => {
    let req = http().post(`/api/layers/${lyrId}/reimport`);
    if (who) req = req.set(who.auth);
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    return req.attach('files', file(name), name);
  };
  const layerRow = async (lyrId: string) =>
    (await db().query(`SELECT data_version AS "dataVersion", feature_cnt::int AS "featureCnt", lyr_sttus_code AS "status" FROM lyr WHERE lyr_id = $1`, [lyrId]))[0];
  const versions = async (lyrId: string) => (await http().get(`/api/layers/${lyrId}/versions`).set(owner.auth).expect(200)).body.result.content;
  const share = (lyrId: string, who: Actor, edit: '0' | '1') =>
    db().query(
      `INSERT INTO pblonsip (cntnts_ty_code, cntnts_id, pblonsip_ordr, pblonsip_scope_se_code, pblonsip_refrn_id, edit_posbl_at, owner_id, register_id)
       VALUES ('LYR', $1::varchar, (SELECT COALESCE(MAX(pblonsip_ordr), 0) + 1 FROM pblonsip WHERE cntnts_id = $1::varchar), 3, $2, $3, $4, $4)`,
      [lyrId, who.user.userId, edit, owner.user.userId],
    );

  beforeAll(async () => {
    app = await createTestApp();
    worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
    await worker.init();
    f = new Factories(app);
    const instt = (await f.newInstitution()).insttCode;
    owner = await f.actor(instt, USER_SE_CODES.EDITOR);
    editor = await f.actor(instt, USER_SE_CODES.EDITOR);
    viewer = await f.actor(instt, USER_SE_CODES.EDITOR);
    otherAdmin = await f.actor((await f.newInstitution()).insttCode, USER_SE_CODES.INSTT_ADMIN);
    // 50 facilities (tab-separated text, 시설명/경도/위도).
    pointsId = await upload(owner, 'facilities_lonlat.txt', 'geocoding');
    await share(pointsId, editor, '1');
    await share(pointsId, viewer, '0');
  }, 120_000);
  afterAll(async () => {
    await worker?.close();
    await app?.close();
    fs.rmSync(STORAGE, { recursive: true, force: true });
  });

  it('upserts by a key column as one REIMPORT version: matching rows updated, new rows added, the job says what changed', async () => {
    expect(await layerRow(pointsId)).toMatchObject({ featureCnt: 50, status: 'READY' });
    const before = await layerRow(pointsId);
    // An editor through a share with the edit flag: 300 facilities, the first 50 the same places.
    const res = await reimport(editor, pointsId, 'facilities_lonlat.csv', { mode: 'upsert', keyColumn: '시설명', encoding: 'CP949' }).expect(202);
    expect(res.body.result).toMatchObject({ lyrId: pointsId, lyrSttusCode: 'READY', jobId: expect.stringMatching(/^import-.+-v\d+$/) });
    const done = await finished(editor, res.body.result.jobId);
    expect(done).toMatchObject({ state: 'completed', stage: 'ready', progress: 100, error: null, report: null });
    expect(done.reimport).toMatchObject({ mode: 'upsert', keyColumn: '시설명', inserted: 250, deleted: 0, featureCnt: 300, ignoredColumns: ['구분'] });
    expect(done.reimport.updated + done.reimport.unchanged).toBe(50);
    const after = await layerRow(pointsId);
    expect(after).toMatchObject({ featureCnt: 300, status: 'READY' });
    expect(after.dataVersion).toBeGreaterThan(before.dataVersion);
    const [latest] = await versions(pointsId);
    expect(latest).toMatchObject({ versionNo: done.reimport.versionNo, versionKind: 'REIMPORT', featureCnt: 300, creatId: editor.user.userId, changeDetail: { mode: 'upsert', keyColumn: '시설명', inserted: 250, fileName: 'facilities_lonlat.csv' } });
  }, 90_000);

  it('replaces every feature as one version, and restoring the version before it brings the old data back', async () => {
    const res = await reimport(owner, pointsId, 'facilities_lonlat.txt', { mode: 'replace' }).expect(202);
    const done = await finished(owner, res.body.result.jobId);
    expect(done.reimport).toMatchObject({ mode: 'replace', keyColumn: null, inserted: 50, deleted: 300, updated: 0, featureCnt: 50 });
    expect(await layerRow(pointsId)).toMatchObject({ featureCnt: 50 });
    const list = await versions(pointsId);
    expect(list[0]).toMatchObject({ versionKind: 'REIMPORT', changeCnt: 350 });
    const restored = (await http().post(`/api/layers/${pointsId}/versions/${done.reimport.versionNo - 1}/restore`).set(owner.auth).expect(201)).body.result;
    expect(restored).toMatchObject({ featureCnt: 300, restoredFrom: done.reimport.versionNo - 1 });
    expect(await layerRow(pointsId)).toMatchObject({ featureCnt: 300 });
    const names = await db().query(`SELECT count(DISTINCT "시설명")::int AS n FROM layers."l_${pointsId.replace(/-/g, '')}"`);
    expect(names[0].n).toBe(300);
  }, 90_000);

  it('refuses bad requests with a clear 400/409 and changes nothing', async () => {
    const before = await layerRow(pointsId);
    const noKey = await reimport(owner, pointsId, 'facilities_lonlat.txt', { mode: 'upsert' }).expect(400);
    expect(noKey.body.message).toBe('키 컬럼 기준 갱신에는 키 컬럼을 골라야 합니다.');
    const unknownKey = await reimport(owner, pointsId, 'facilities_lonlat.txt', { mode: 'upsert', keyColumn: '없는컬럼' }).expect(400);
    expect(unknownKey.body.message).toBe("키 컬럼 '없는컬럼'이(가) 레이어에 없습니다.");
    await reimport(owner, pointsId, 'facilities_lonlat.txt', { mode: 'merge' }).expect(400);
    const notCoords = await reimport(owner, pointsId, 'bad_csv_no_coords.csv', { mode: 'replace' }).expect(400);
    // bad_csv_no_coords.csv has a 주소 column: geocoded as a new layer, not a layer's update.
    expect(notCoords.body.message).toBe("데이터 갱신은 좌표(X/Y, 경도/위도) 컬럼이 있는 파일로 합니다. '주소' 주소 컬럼으로 위치를 찾으려면 새 레이어로 올려 주세요.");
    expect(await layerRow(pointsId)).toEqual(before);
    // A custom layer has no file to update from.
    const custom = (await http().post('/api/layers/upload').set(owner.auth).send({ uploadType: 'custom', lyrNm: 'c', geometryType: 'point' }).expect(201)).body.result.lyrId;
    const refused = await reimport(owner, custom, 'facilities_lonlat.txt', { mode: 'replace' }).expect(409);
    expect(refused.body.message).toBe('파일을 올려 만든 벡터 레이어(SHP, 좌표 목록, DXF)만 데이터를 갱신할 수 있습니다.');
  });

  it('fails the job with a clear message and changes nothing when the key is missing from the file or not unique in it', async () => {
    const csvId = await upload(owner, 'facilities_xy_5186.csv', 'geocoding');
    const before = await layerRow(csvId);
    // 구분 (the facility kind) repeats in the file.
    const dup = await reimport(owner, csvId, 'facilities_xy_5186.csv', { mode: 'upsert', keyColumn: '구분' }).expect(202);
    const dupDone = await finished(owner, dup.body.result.jobId);
    expect(dupDone).toMatchObject({ state: 'failed', stage: 'failed' });
    expect(dupDone.error).toMatch(/^새 파일에서 키 컬럼 '구분' 값이 중복되거나 비어 있습니다/);
    // The tab-separated text has no 구분 column.
    const missing = await reimport(owner, csvId, 'facilities_lonlat.txt', { mode: 'upsert', keyColumn: '구분' }).expect(202);
    const missingDone = await finished(owner, missing.body.result.jobId);
    expect(missingDone.error).toBe("키 컬럼 '구분'이(가) 새 파일에 없습니다.");
    expect(await layerRow(csvId)).toEqual(before);
    expect((await versions(csvId)).map((v: { versionKind: string }) => v.versionKind)).toEqual(['IMPORT']);
    const leftovers = await db().query(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'layers' AND tablename = $1`, [`r_${csvId.replace(/-/g, '')}`]);
    expect(leftovers[0].n).toBe(0);
  }, 120_000);

  it('refuses a file of another geometry kind before any job', async () => {
    const shpId = await upload(owner, 'facilities_5186_cp949.zip', 'shp');
    const res = await reimport(owner, shpId, 'roads_5186_utf8.zip', { mode: 'replace' }).expect(400);
    expect(res.body.message).toMatch(/^새 파일의 공간 유형\(.+\)이 레이어의 공간 유형\(.+\)과 다릅니다\.$/);
    expect((await layerRow(shpId)).featureCnt).toBe(300);
  }, 90_000);

  it('lets only editors update: a viewer share, another institution and anonymous are refused', async () => {
    const before = await layerRow(pointsId);
    await reimport(viewer, pointsId, 'facilities_lonlat.txt', { mode: 'replace' }).expect(403);
    await reimport(otherAdmin, pointsId, 'facilities_lonlat.txt', { mode: 'replace' }).expect(403);
    await reimport(null, pointsId, 'facilities_lonlat.txt', { mode: 'replace' }).expect(401);
    expect(await layerRow(pointsId)).toEqual(before);
  });

  it('cancels a running re-import: the layer keeps its data and no version is added', async () => {
    const before = await layerRow(pointsId);
    const count = (await versions(pointsId)).length;
    await http().put('/api/dev/import-hold').send({ ms: 20_000 }).expect(200);
    try {
      const res = await reimport(owner, pointsId, 'facilities_lonlat.txt', { mode: 'replace' }).expect(202);
      const jobId = res.body.result.jobId;
      for (let i = 0; i < 100 && (await status(owner, jobId)).state !== 'active'; i++) await sleep(50);
      // A second update while one runs is refused.
      const busy = await reimport(owner, pointsId, 'facilities_lonlat.txt', { mode: 'replace' }).expect(409);
      expect(busy.body.message).toBe('이 레이어의 데이터 갱신이 이미 진행 중입니다. 끝난 뒤 다시 시도하세요.');
      await http().post(`/api/jobs/${jobId}/cancel`).set(viewer.auth).expect(403);
      const cancelled = (await http().post(`/api/jobs/${jobId}/cancel`).set(owner.auth).expect(200)).body.result;
      expect(cancelled).toMatchObject({ stage: 'cancelled', cancellable: false });
    } finally {
      await http().put('/api/dev/import-hold').send({ ms: 0 }).expect(200);
    }
    await sleep(1500);
    expect(await layerRow(pointsId)).toEqual(before);
    expect((await versions(pointsId)).length).toBe(count);
  }, 60_000);
});
