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
process.env.QUEUE_PREFIX = 'nuri-test-import-cancel';
const STORAGE = fs.mkdtempSync(path.join(os.tmpdir(), 'nuri-import-cancel-'));
process.env.STORAGE_DIR = STORAGE;

const DATA = path.resolve(__dirname, '../../../../shared/data');
const DISTRICTS = fs.readFileSync(path.join(DATA, 'seoul_districts_5186_cp949.zip'));
type Actor = Awaited<ReturnType<Factories['actor']>>;

/** A table of points large enough that ogr2ogr is still writing it when the test cancels. */
function bigCsv(rows: number): Buffer {
  const lines = ['시설명,구분,X좌표,Y좌표'];
  for (let i = 0; i < rows; i++)
    lines.push(`시설 ${i},주민센터,${180000 + (i % 30000)},${540000 + (i % 25000)}`);
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('import stages and cancel (GET /jobs/{jobId}, POST /jobs/{jobId}/cancel)', () => {
  let app: INestApplication;
  let worker: INestApplicationContext | undefined;
  let f: Factories;
  let member: Actor;
  let other: Actor;
  let admin: Actor;
  let strangerAdmin: Actor;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);

  const upload = async (who: Actor, name: string, bytes: Buffer, uploadType = 'shp') => {
    const res = await http()
      .post('/api/layers/upload')
      .set(who.auth)
      .field('uploadType', uploadType)
      .attach('files', bytes, name)
      .expect(202);
    return res.body.result as { lyrId: string; jobId: string };
  };
  const status = async (who: Actor, jobId: string) =>
    (await http().get(`/api/jobs/${jobId}`).set(who.auth).expect(200)).body.result;
  const hold = async (ms: number) => {
    const res = await http().put('/api/dev/import-hold').send({ ms });
    expect(res.body).toMatchObject({ code: 200, result: { ms } });
  };
  const startWorker = async () => {
    if (worker) return;
    worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
    await worker.init();
  };

  /** Polls until the job is in one of the stages; returns every status seen. */
  async function until(who: Actor, jobId: string, stages: string[], timeoutMs = 60_000) {
    const seen: Array<{ state: string; stage: string; progress: number; cancellable: boolean }> = [];
    for (const end = Date.now() + timeoutMs; Date.now() < end;) {
      const s = await status(who, jobId);
      seen.push(s);
      if (stages.includes(s.stage)) return seen;
      await sleep(40);
    }
    throw new Error(`job ${jobId} never reached ${stages.join('/')}: ${JSON.stringify(seen.at(-1))}`);
  }

  /** Everything an import makes: its layer row, tables (l_/s_<hex>), work files and connections. */
  async function remains(lyrId: string) {
    const hex = lyrId.replace(/-/g, '');
    const [row] = await db().query(
      `SELECT (SELECT count(*)::int FROM lyr WHERE lyr_id = $1) AS "rows",
         (SELECT count(*)::int FROM pg_tables WHERE schemaname = 'layers' AND tablename IN ('l_' || $2, 's_' || $2)) AS "tables",
         (SELECT count(*)::int FROM pg_stat_activity WHERE application_name = 'nuri-import-' || $1) AS "connections"`,
      [lyrId, hex],
    );
    return { ...row, files: filesUnder(path.join(STORAGE, 'imports', lyrId)) };
  }
  const nothingLeft = { rows: 0, tables: 0, connections: 0, files: [] };

  /** Waits until what the worker clears has gone (it stops within a watch interval and a kill). */
  async function cleared(lyrId: string) {
    let last = await remains(lyrId);
    for (
      const end = Date.now() + 15_000;
      Date.now() < end && JSON.stringify(last) !== JSON.stringify(nothingLeft);
    ) {
      await sleep(100);
      last = await remains(lyrId);
    }
    return last;
  }

  beforeAll(async () => {
    app = await createTestApp();
    f = new Factories(app);
    const instt = await f.newInstitution();
    member = await f.actor(instt.insttCode, USER_SE_CODES.EDITOR);
    other = await f.actor(instt.insttCode, USER_SE_CODES.EDITOR);
    admin = await f.actor(instt.insttCode, USER_SE_CODES.INSTT_ADMIN);
    const elsewhere = await f.newInstitution();
    strangerAdmin = await f.actor(elsewhere.insttCode, USER_SE_CODES.INSTT_ADMIN);
  }, 60000);
  afterAll(async () => {
    await hold(0).catch(() => undefined);
    await worker?.close();
    await app?.close();
    fs.rmSync(STORAGE, { recursive: true, force: true });
  });

  it('cancels a queued import: the layer row and work folder go at once, the job reads cancelled, the worker makes nothing', async () => {
    // No worker yet: the job stays queued.
    const { lyrId, jobId } = await upload(member, 'districts.zip', DISTRICTS);
    expect(await status(member, jobId)).toMatchObject({
      state: 'waiting',
      stage: 'queued',
      progress: 0,
      cancellable: true,
      error: null,
    });
    expect((await remains(lyrId)).rows).toBe(1);

    // Another editor of the institution and an admin of another institution may not cancel it.
    const refused = await http().post(`/api/jobs/${jobId}/cancel`).set(other.auth).expect(403);
    expect(refused.body.code).toBe(403);
    await http().post(`/api/jobs/${jobId}/cancel`).set(strangerAdmin.auth).expect(403);
    expect((await remains(lyrId)).rows).toBe(1);

    const res = await http().post(`/api/jobs/${jobId}/cancel`).set(member.auth).expect(200);
    expect(res.body.result).toMatchObject({
      jobId,
      lyrId,
      state: 'failed',
      stage: 'cancelled',
      cancellable: false,
      error: '업로드를 취소했습니다. 레이어는 만들어지지 않았습니다.',
      report: null,
    });
    expect(await remains(lyrId)).toEqual(nothingLeft);
    // Again: the same answer. In English for an English caller.
    const again = await http()
      .post(`/api/jobs/${jobId}/cancel`)
      .set(member.auth)
      .set('Accept-Language', 'en')
      .expect(200);
    expect(again.body.result).toMatchObject({
      stage: 'cancelled',
      error: 'The upload was cancelled. No layer was created.',
    });

    await startWorker();
    // The worker takes the job, finds no layer and stops; the job still reads cancelled.
    await sleep(2000);
    expect(await status(member, jobId)).toMatchObject({ state: 'failed', stage: 'cancelled' });
    expect(await remains(lyrId)).toEqual(nothingLeft);
  }, 60000);

  it('reports the stages in order (queued or converting, loading, indexing, ready) and the result summary', async () => {
    await startWorker();
    await hold(1500);
    const { jobId } = await upload(member, 'districts.zip', DISTRICTS);
    const seen = await until(member, jobId, ['ready', 'failed']);
    await hold(0);
    const order = ['queued', 'converting', 'loading', 'indexing', 'ready'];
    const stages = seen.map((s) => s.stage);
    expect(stages.every((s, i) => i === 0 || order.indexOf(s) >= order.indexOf(stages[i - 1]))).toBe(true);
    expect(stages).toContain('converting');
    expect(
      seen.filter((s) => s.stage === 'converting').every((s) => s.state === 'active' && s.cancellable),
    ).toBe(true);
    const last = await status(member, jobId);
    expect(last).toMatchObject({
      state: 'completed',
      stage: 'ready',
      progress: 100,
      cancellable: false,
      error: null,
    });
    expect(last.report).toMatchObject({ rowsRead: 25, importedCnt: 25, skippedCnt: 0, skippedRows: [] });
    // An ended import cannot be cancelled.
    const ended = await http().post(`/api/jobs/${jobId}/cancel`).set(member.auth).expect(409);
    expect(ended.body.message).toBe('이미 끝난 작업은 취소할 수 없습니다.');
    const [layer] = await db().query(`SELECT lyr_sttus_code AS s FROM lyr WHERE lyr_id = $1`, [last.lyrId]);
    expect(layer.s).toBe('READY');
  }, 60000);

  it('an admin of the institution cancels a running import: the worker stops in its converting stage and clears it away', async () => {
    await startWorker();
    await hold(20_000);
    const { lyrId, jobId } = await upload(member, 'districts.zip', DISTRICTS);
    await until(member, jobId, ['converting']);
    const res = await http().post(`/api/jobs/${jobId}/cancel`).set(admin.auth).expect(200);
    expect(res.body.result).toMatchObject({ state: 'failed', stage: 'cancelled', cancellable: false });
    await hold(0);
    expect(await cleared(lyrId)).toEqual(nothingLeft);
    // The worker ended the job as cancelled (well before the hold's 20 s).
    expect(await status(member, jobId)).toMatchObject({ state: 'failed', stage: 'cancelled' });
    expect(
      await http()
        .get(`/api/layers/${lyrId}`)
        .set(member.auth)
        .then((r) => r.status),
    ).toBe(404);
  }, 60000);

  it('cancelling while ogr2ogr loads rows kills it: no connection, no table, no layer, no file', async () => {
    await startWorker();
    const { lyrId, jobId } = await upload(member, 'many-points.csv', bigCsv(400_000), 'geocoding');
    const seen = await until(member, jobId, ['loading', 'indexing', 'ready', 'failed']);
    expect(seen.at(-1)?.stage).toBe('loading');
    expect(seen.at(-1)?.progress).toBeGreaterThan(1);
    await http().post(`/api/jobs/${jobId}/cancel`).set(member.auth).expect(200);
    expect(await cleared(lyrId)).toEqual(nothingLeft);
    expect(await status(member, jobId)).toMatchObject({ state: 'failed', stage: 'cancelled' });
  }, 90000);

  it('answers 404 for a job that does not exist, for cancel as for status', async () => {
    const missing = 'import-00000000-0000-4000-8000-000000000000';
    await http().get(`/api/jobs/${missing}`).set(member.auth).expect(404);
    const res = await http().post(`/api/jobs/${missing}/cancel`).set(member.auth).expect(404);
    expect(res.body.message).toBe('작업을 찾을 수 없습니다.');
  });
});
