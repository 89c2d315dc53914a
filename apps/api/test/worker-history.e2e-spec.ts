import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Queue, QueueEvents } from 'bullmq';
import { AppConfig } from '../src/config/app-config';
import { JOBS, jobNamesOf, QUEUES } from '../src/jobs/queues';
import { WorkerModule } from '../src/worker.module';

// Issue 22 "Retention configurable per plan": the worker schedules the daily history:prune job
// once (however many workers start) and runs it from the queue (the pruning itself:
// history-retention.e2e-spec.ts).
describe('history retention job in the worker', () => {
  let worker: INestApplicationContext;
  const config = new AppConfig(process.env);
  const connection = { url: config.values.REDIS_URL };

  beforeAll(async () => {
    worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
    await worker.init();
  });
  afterAll(() => worker.close());

  it('declares the job and schedules it daily at 04:23 Korean time, once', async () => {
    expect(jobNamesOf('history')).toEqual([JOBS.history.prune]);
    const queue = new Queue(QUEUES.history, { connection, prefix: config.values.QUEUE_PREFIX });
    try {
      const second = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
      await second.init();
      await second.close();
      const schedulers = await queue.getJobSchedulers();
      expect(schedulers.map((s) => ({ key: s.key, pattern: s.pattern, tz: s.tz }))).toEqual([
        { key: 'prune-history-daily', pattern: '23 4 * * *', tz: 'Asia/Seoul' },
      ]);
    } finally {
      await queue.close();
    }
  });

  it('runs a history:prune job from the queue', async () => {
    const queue = new Queue(QUEUES.history, { connection, prefix: config.values.QUEUE_PREFIX });
    const events = new QueueEvents(QUEUES.history, { connection, prefix: config.values.QUEUE_PREFIX });
    try {
      await events.waitUntilReady();
      const job = await queue.add(JOBS.history.prune, {});
      const result = (await job.waitUntilFinished(events, 30_000)) as { layerVersions: number; mapRevisions: number };
      expect(typeof result.layerVersions).toBe('number');
      expect(typeof result.mapRevisions).toBe('number');
    } finally {
      await events.close();
      await queue.close();
    }
  });
});
