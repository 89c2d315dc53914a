import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { USER_SE_CODES } from '@nuri/domain';
import { Queue, QueueEvents } from 'bullmq';
import { DataSource } from 'typeorm';
import { AppConfig } from '../src/config/app-config';
import { importJobId, JOBS, QUEUES } from '../src/jobs/queues';
import { WorkerModule } from '../src/worker.module';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

/**
 * What an interrupted upload can leave in storage/imports (issue 26 item 9): the worker's sweep
 * removes the work folders of imports that ended and cleans up importing layers whose job was
 * never queued, and leaves everything a queued import still needs.
 */
describe('import work folders are swept', () => {
  let app: INestApplication;
  let worker: INestApplicationContext;
  let queue: Queue;
  let events: QueueEvents;
  const config = new AppConfig(process.env);
  const connection = { url: config.values.REDIS_URL };
  const imports = path.join(config.storageDir, 'imports');
  let insttCode: string;
  let userId: string;
  const db = () => app.get(DataSource);

  const folder = (lyrId: string, ageMs: number): string => {
    const dir = path.join(imports, lyrId);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'source.csv'), '이름,경도,위도\n');
    const at = new Date(Date.now() - ageMs);
    fs.utimesSync(dir, at, at);
    return dir;
  };
  const layer = (lyrId: string, status: 'IMPORTING' | 'READY') =>
    db().query(
      `INSERT INTO lyr (lyr_id, lyr_nm, lyr_ty_se_code, upload_ty, instt_code, register_id, lyr_sttus_code) VALUES ($1, '쓸기 시험', '1', 'geocoding', $2, $3, $4)`,
      [lyrId, insttCode, userId, status],
    );
  const statusOf = async (lyrId: string): Promise<string | null> =>
    ((await db().query(`SELECT lyr_sttus_code AS s FROM lyr WHERE lyr_id = $1`, [lyrId])) as Array<{ s: string }>)[0]?.s ?? null;

  beforeAll(async () => {
    app = await createTestApp();
    const f = new Factories(app);
    insttCode = (await f.newInstitution()).insttCode;
    userId = (await f.newUser({ insttCode, userSeCode: USER_SE_CODES.EDITOR })).userId;
    worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
    await worker.init();
    queue = new Queue(QUEUES.import, { connection, prefix: config.values.QUEUE_PREFIX });
    events = new QueueEvents(QUEUES.import, { connection, prefix: config.values.QUEUE_PREFIX });
    await events.waitUntilReady();
  });
  afterAll(async () => {
    await events?.close();
    await queue?.close();
    await worker?.close();
    await app?.close();
  });

  it('registers an hourly sweep on the import queue', async () => {
    expect((await queue.getJobSchedulers()).map((s) => s.key)).toContain('sweep-import-work-hourly');
  });

  it('removes folders of ended imports, cleans up an import whose job was never queued, keeps the rest', async () => {
    const hours = 2 * 3600 * 1000;
    const orphan = randomUUID(); // no layer row at all (the API stopped before writing it)
    const ready = randomUUID(); // the import ended, its folder stayed
    const queued = randomUUID(); // importing, its job waits in the queue: still needed
    const abandoned = randomUUID(); // importing, but no job was ever added
    const fresh = randomUUID(); // too young to judge: an upload may be handing it over right now
    const dirs = {
      orphan: folder(orphan, hours),
      ready: folder(ready, hours),
      queued: folder(queued, hours),
      abandoned: folder(abandoned, hours),
      fresh: folder(fresh, 0),
    };
    await layer(ready, 'READY');
    await layer(queued, 'IMPORTING');
    await layer(abandoned, 'IMPORTING');
    // Delayed far ahead so the worker under test does not run it.
    const waiting = await queue.add(JOBS.import.layer, { lyrId: queued }, { jobId: importJobId(queued), delay: 3600_000 });
    try {
      const job = await queue.add(JOBS.import.sweepWork, {});
      const result = (await job.waitUntilFinished(events, 15_000)) as { removed: number; abandoned: number };
      // At least ours: a developer's storage folder may hold older leftovers of its own.
      expect(result.removed).toBeGreaterThanOrEqual(2);
      expect(result.abandoned).toBeGreaterThanOrEqual(1);
      expect(fs.existsSync(dirs.orphan)).toBe(false);
      expect(fs.existsSync(dirs.ready)).toBe(false);
      expect(fs.existsSync(dirs.abandoned)).toBe(false);
      expect(fs.existsSync(dirs.queued)).toBe(true);
      expect(fs.existsSync(dirs.fresh)).toBe(true);
      expect(await statusOf(ready)).toBe('READY');
      expect(await statusOf(queued)).toBe('IMPORTING');
      expect(await statusOf(abandoned)).toBeNull();
    } finally {
      await waiting.remove();
      await db().query(`DELETE FROM lyr WHERE lyr_id = ANY($1)`, [[ready, queued]]);
      for (const dir of Object.values(dirs)) fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
