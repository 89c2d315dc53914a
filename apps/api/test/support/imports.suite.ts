import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ZipFile } from 'yazl';
import type { ImportReportDto } from '../../src/modules/layers/dto/import-report.dto';
import { WorkerModule } from '../../src/worker.module';
import { Factories } from './factories';
import { createTestApp } from './test-app';
import { bufferOf } from './streams';

// Own queue prefix and storage: other suites' workers must not take these jobs.
process.env.QUEUE_PREFIX = 'nuri-test-imports';
export const STORAGE = fs.mkdtempSync(path.join(os.tmpdir(), 'nuri-imports-'));
process.env.STORAGE_DIR = STORAGE;

export const DATA = path.resolve(__dirname, '../../../../../shared/data');
export const file = (name: string) => ({ bytes: fs.readFileSync(path.join(DATA, name)), name });
export type Upload = { bytes: Buffer; name: string };
export type Actor = Awaited<ReturnType<Factories['actor']>>;
export type Fields = Record<string, string>;

export function zipOf(entries: Array<{ name: string; bytes?: Buffer; stream?: Readable }>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const e of entries) {
    if (e.stream) zip.addReadStream(e.stream, e.name);
    else zip.addBuffer(e.bytes ?? Buffer.alloc(0), e.name);
  }
  zip.end();
  return bufferOf(zip.outputStream);
}

/** A stream of zeros, unpacking to far more than it packs to. */

export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

export function importsSuite() {
  let app: INestApplication;
  let worker: INestApplicationContext;
  let f: Factories;
  let member: Actor;
  let other: Actor;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);

  const upload = (who: Actor, fields: Fields, files: Upload[]) => {
    let req = http().post('/api/layers/upload').set(who.auth);
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    for (const u of files) req = req.attach('files', u.bytes, u.name);
    return req;
  };

  /** Polls the job until it ends; returns its last answer and every progress value seen. */
  async function finish(
    who: Actor,
    jobId: string,
  ): Promise<{ state: string; error: string | null; progress: number[]; report: ImportReportDto | null }> {
    const seen: number[] = [];
    for (let i = 0; i < 600; i++) {
      const res = await http().get(`/api/jobs/${jobId}`).set(who.auth).expect(200);
      seen.push(res.body.result.progress);
      if (res.body.result.state === 'completed' || res.body.result.state === 'failed')
        return { ...res.body.result, progress: seen };
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`job ${jobId} did not finish`);
  }

  async function imported(who: Actor, fields: Fields, files: Upload[]) {
    const res = await upload(who, fields, files).expect(202);
    expect(res.body.code).toBe(202);
    const { lyrId, jobId } = res.body.result;
    expect(jobId).toBe(`import-${lyrId}`);
    const job = await finish(who, jobId);
    expect(job).toMatchObject({ state: 'completed', error: null });
    const [layer] = await db().query(`SELECT * FROM lyr WHERE lyr_id = $1`, [lyrId]);
    return { layer, job };
  }

  /**
   * What an upload could leave behind: the member's layer rows, layer tables without their layer
   * (named from layer ids: l_/s_<hex>; other suites may add tables meanwhile), stored files.
   */
  async function leftovers() {
    const [row] = await db().query(
      `SELECT (SELECT count(*)::int FROM lyr WHERE register_id = $1) AS layers,
         (SELECT count(*)::int FROM pg_tables t WHERE schemaname = 'layers' AND tablename ~ '^[ls]_[0-9a-f]{32}$'
            AND NOT EXISTS (SELECT 1 FROM lyr WHERE replace(lyr_id, '-', '') = substr(t.tablename, 3))) AS orphans`,
      [member.user.userId],
    );
    const files = {
      tmp: filesUnder(path.join(STORAGE, 'tmp')),
      imports: filesUnder(path.join(STORAGE, 'imports')),
    };
    return { ...row, ...files };
  }

  async function refused(fields: Fields, files: Upload[], status: number, message: RegExp | string) {
    const before = await leftovers();
    const res = await upload(member, fields, files).expect(status);
    expect(res.body.code).toBe(status);
    expect(res.body.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    expect(await leftovers()).toEqual(before);
    expect(before).toMatchObject({ orphans: 0, tmp: [], imports: [] });
  }

  const column = async (table: string, sql: string) =>
    (await db().query(`SELECT ${sql} AS v FROM layers."${table}"`))[0].v;

  beforeAll(async () => {
    app = await createTestApp();
    worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
    await worker.init();
    f = new Factories(app);
    const instt = await f.newInstitution();
    member = await f.actor(instt.insttCode, USER_SE_CODES.MEMBER);
    other = await f.actor(instt.insttCode, USER_SE_CODES.MEMBER);
  }, 60000);
  afterAll(async () => {
    await worker?.close();
    await app?.close();
    fs.rmSync(STORAGE, { recursive: true, force: true });
  });

  return {
    get app() {
      return app;
    },
    get worker() {
      return worker;
    },
    get f() {
      return f;
    },
    get member() {
      return member;
    },
    get other() {
      return other;
    },
    http,
    db,
    upload,
    finish,
    imported,
    leftovers,
    refused,
    column,
  };
}
