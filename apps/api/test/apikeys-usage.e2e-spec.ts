import type { INestApplication } from '@nestjs/common';
import { formatDate } from '@nuri/domain';
import { NestFactory } from '@nestjs/core';
import { Queue, QueueEvents, type Job } from 'bullmq';
import { AppConfig } from '../src/config/app-config';
import { MaintenanceProcessor } from '../src/jobs/maintenance.processor';
import { JOBS, QUEUES } from '../src/jobs/queues';
import { WorkerModule } from '../src/worker.module';
import { ApiUsageFlusher } from '../src/modules/apikeys/api-usage.flusher';
import { apikeysSuite, type Actor } from './support/apikeys.suite';

describe('API keys: management, authentication with X-API-Key / crtfckey, usage log', () => {
  const suite = apikeysSuite();
  const { http, db, newKey, withKey } = suite;
  let app: INestApplication;
  let a: string;
  let adminA: Actor;
  let memberA: Actor;
  let adminB: Actor;
  let provider: Actor;
  let sharedMap: string;
  let sharedLyr: string;
  beforeAll(() => {
    ({ app, a, adminA, memberA, adminB, provider, sharedMap, sharedLyr } = suite);
  });

  describe('usage log', () => {
    it('counts the requests made per route group and day, flushed by the maintenance job', async () => {
      const key = await newKey(adminA);
      for (let i = 0; i < 3; i++) await http().get(`/api/webmap/${sharedMap}`).set(withKey(key.secret)).expect(200);
      await http().get(`/api/tiles/${sharedLyr}/tilejson.json`).query({ crtfckey: key.secret }).expect(200);
      await http().get(`/api/tiles/${sharedLyr}/tilejson.json`).set(withKey(key.secret)).expect(200);
      // Refused before the key is accepted: not counted.
      await http().get('/api/apikeys').set(withKey(key.secret)).expect(403);

      // The worker's handler of the repeatable job, run in-process.
      const processor = new MaintenanceProcessor(app.get(AppConfig), app.get(ApiUsageFlusher));
      const job = { name: JOBS.maintenance.flushApiUsage, queueName: 'maintenance' } as Job;
      await processor.process(job);
      const rows = async () =>
        db().query(
          `SELECT to_char(use_de, 'YYYY-MM-DD') AS "useDe", route_group AS "routeGroup", req_cnt::int AS "reqCnt"
             FROM api_use_daily WHERE key_id = $1 ORDER BY route_group`,
          [key.keyId],
        );
      const today = formatDate(new Date());
      expect(await rows()).toEqual([
        { useDe: today, routeGroup: 'tiles', reqCnt: 2 },
        { useDe: today, routeGroup: 'webmap', reqCnt: 3 },
      ]);
      // Flushing again adds nothing; later requests add to the day's row.
      await processor.process(job);
      await http().get(`/api/webmap/${sharedMap}`).set(withKey(key.secret)).expect(200);
      await processor.process(job);
      expect(await rows()).toEqual([
        { useDe: today, routeGroup: 'tiles', reqCnt: 2 },
        { useDe: today, routeGroup: 'webmap', reqCnt: 4 },
      ]);
      const [{ last_used_dt }] = await db().query(`SELECT last_used_dt FROM api_key WHERE key_id = $1`, [key.keyId]);
      expect(last_used_dt).toBeInstanceOf(Date);
    });

    it('the worker flushes the counts through the queue (the repeatable job\'s name)', async () => {
      const key = await newKey(adminA);
      for (let i = 0; i < 4; i++) await http().get(`/api/ogc/collections/${sharedLyr}`).set(withKey(key.secret)).expect(200);
      const config = app.get(AppConfig);
      const connection = { url: config.values.REDIS_URL };
      const worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
      await worker.init();
      const queue = new Queue(QUEUES.maintenance, { connection, prefix: config.values.QUEUE_PREFIX });
      const events = new QueueEvents(QUEUES.maintenance, { connection, prefix: config.values.QUEUE_PREFIX });
      try {
        await events.waitUntilReady();
        const job = await queue.add(JOBS.maintenance.flushApiUsage, {});
        await job.waitUntilFinished(events, 15000);
        const schedulers = await queue.getJobSchedulers();
        expect(schedulers.map((s) => s.key)).toContain('flush-api-usage');
      } finally {
        await events.close();
        await queue.close();
        await worker.close();
      }
      const rows = await db().query(`SELECT route_group, req_cnt::int AS n FROM api_use_daily WHERE key_id = $1`, [key.keyId]);
      expect(rows).toEqual([{ route_group: 'ogc', n: 4 }]);
    });

    it('GET /apiuse/list includes counts not yet flushed, filtered by key, period and institution', async () => {
      const key = await newKey(adminA);
      for (let i = 0; i < 2; i++) await http().get(`/api/webmap/${sharedMap}`).set(withKey(key.secret)).expect(200);
      const today = formatDate(new Date());
      const list = await http().get('/api/apiuse/list').query({ keyId: key.keyId, startDt: today, endDt: today }).set(adminA.auth).expect(200);
      expect(list.body.result).toMatchObject({ totalElements: 1, pageIndex: 1, last: true });
      expect(list.body.result.content).toEqual([
        { keyId: key.keyId, keyNm: expect.any(String), keyPrefix: key.keyPrefix, insttCode: a, useDe: today, routeGroup: 'webmap', reqCnt: 2 },
      ]);
      const yesterday = formatDate(new Date(Date.now() - 86400_000));
      const before = await http().get('/api/apiuse/list').query({ keyId: key.keyId, endDt: yesterday }).set(adminA.auth).expect(200);
      expect(before.body.result.content).toEqual([]);
      // Last-used time shows in the key list.
      const keys = (await http().get('/api/apikeys').query({ pageSize: 1000 }).set(adminA.auth).expect(200)).body.result.content;
      expect(keys.find((k: { keyId: string }) => k.keyId === key.keyId).lastUsedDt).toEqual(expect.any(String));
      // Institution B's admin sees none of A's usage; members see nothing.
      const ofB = await http().get('/api/apiuse/list').query({ keyId: key.keyId }).set(adminB.auth).expect(200);
      expect(ofB.body.result.content).toEqual([]);
      await http().get('/api/apiuse/list').query({ insttCode: a }).set(adminB.auth).expect(403);
      await http().get('/api/apiuse/list').set(memberA.auth).expect(403);
      const byProvider = await http().get('/api/apiuse/list').query({ insttCode: a, keyId: key.keyId }).set(provider.auth).expect(200);
      expect(byProvider.body.result.content).toHaveLength(1);
    });
  });

  describe('OpenAPI document', () => {
    it('declares the apiKey scheme on the routes that accept keys, and only there', async () => {
      const doc = (await http().get('/api/docs-json').expect(200)).body;
      expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-API-Key' });
      const schemes = (path: string, method: string): string[] =>
        (doc.paths[path][method].security ?? []).flatMap((s: Record<string, unknown>) => Object.keys(s));
      expect(schemes('/api/webmap/{userMapId}', 'get')).toContain('apiKey');
      expect(schemes('/api/tiles/{lyrId}/tilejson.json', 'get')).toContain('apiKey');
      expect(schemes('/api/layers/upload', 'post')).toContain('apiKey');
      expect(schemes('/api/instt/{insttCode}/constituents', 'get')).toContain('apiKey');
      expect(schemes('/api/webmap/{userMapId}', 'put')).not.toContain('apiKey');
      expect(schemes('/api/apikeys', 'get')).not.toContain('apiKey');
      expect(schemes('/api/apikeys', 'post')).not.toContain('apiKey');
      expect(schemes('/api/apiuse/list', 'get')).not.toContain('apiKey');
      // The read, write and member routes listed in docs/api-guide.md: well over twenty operations.
      const withKeyRoutes = Object.entries(doc.paths as Record<string, Record<string, { security?: Array<Record<string, unknown>> }>>).flatMap(
        ([path, ops]) => Object.entries(ops).filter(([, op]) => op.security?.some((s) => 'apiKey' in s)).map(([m]) => `${m} ${path}`),
      );
      expect(withKeyRoutes.length).toBeGreaterThan(20);
    });
  });
});
