import fs from 'node:fs';
import path from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Queue, QueueEvents } from 'bullmq';
import { AppConfig } from '../src/config/app-config';
import { missingHandlers } from '../src/jobs/job-handlers';
import { JOBS, jobNamesOf, QUEUES, WORKER_HEARTBEAT_PREFIX } from '../src/jobs/queues';
import { WorkerModule } from '../src/worker.module';
import Redis from 'ioredis';

describe('job worker', () => {
  let worker: INestApplicationContext;
  const config = new AppConfig(process.env);
  const connection = { url: config.values.REDIS_URL };

  beforeAll(async () => {
    worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
    await worker.init();
  });
  afterAll(() => worker.close());

  it('refuses a queue whose declared jobs lack a handler', () => {
    expect(missingHandlers(jobNamesOf('maintenance'), {})).toEqual([JOBS.maintenance.purgeTmp, JOBS.maintenance.flushApiUsage]);
    expect(missingHandlers(jobNamesOf('maintenance'), { [JOBS.maintenance.purgeTmp]: async () => null })).toEqual([JOBS.maintenance.flushApiUsage]);
    expect(
      missingHandlers(jobNamesOf('maintenance'), {
        [JOBS.maintenance.purgeTmp]: async () => null,
        [JOBS.maintenance.flushApiUsage]: async () => null,
      }),
    ).toEqual([]);
  });

  it('announces itself with a heartbeat the health check counts', async () => {
    const redis = new Redis(config.values.REDIS_URL);
    try {
      expect((await redis.keys(`${WORKER_HEARTBEAT_PREFIX}*`)).length).toBeGreaterThan(0);
    } finally {
      await redis.quit();
    }
  });

  it('registers the daily schedule once, however often workers start', async () => {
    const queue = new Queue(QUEUES.maintenance, { connection, prefix: config.values.QUEUE_PREFIX });
    try {
      const second = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
      await second.init();
      await second.close();
      const schedulers = await queue.getJobSchedulers();
      expect(schedulers.map((s) => s.key).sort()).toEqual(['flush-api-usage', 'purge-tmp-daily']);
    } finally {
      await queue.close();
    }
  });

  it('processes a job from the queue: abandoned temporary uploads are purged, fresh ones kept', async () => {
    const tmp = path.join(config.storageDir, 'tmp');
    fs.mkdirSync(tmp, { recursive: true });
    const old = path.join(tmp, 'abandoned.part');
    const fresh = path.join(tmp, 'in-progress.part');
    fs.writeFileSync(old, 'x');
    fs.writeFileSync(fresh, 'y');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    fs.utimesSync(old, twoDaysAgo, twoDaysAgo);

    const queue = new Queue(QUEUES.maintenance, { connection, prefix: config.values.QUEUE_PREFIX });
    const events = new QueueEvents(QUEUES.maintenance, { connection, prefix: config.values.QUEUE_PREFIX });
    try {
      await events.waitUntilReady();
      const job = await queue.add(JOBS.maintenance.purgeTmp, {});
      const result = await job.waitUntilFinished(events, 15000);
      expect(result).toEqual({ removed: 1 });
      expect(fs.existsSync(old)).toBe(false);
      expect(fs.existsSync(fresh)).toBe(true);
    } finally {
      fs.rmSync(fresh, { force: true });
      await events.close();
      await queue.close();
    }
  });

  it('fails a job whose name has no handler, keeping the error', async () => {
    const queue = new Queue(QUEUES.maintenance, { connection, prefix: config.values.QUEUE_PREFIX });
    const events = new QueueEvents(QUEUES.maintenance, { connection, prefix: config.values.QUEUE_PREFIX });
    try {
      await events.waitUntilReady();
      const job = await queue.add('maintenance:unknown', {}, { attempts: 1 });
      await expect(job.waitUntilFinished(events, 15000)).rejects.toThrow(/no handler for job "maintenance:unknown"/);
    } finally {
      await events.close();
      await queue.close();
    }
  });
});
