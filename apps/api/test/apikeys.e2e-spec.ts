import { createHash } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { formatDate } from '@nuri/domain';
import { NestFactory } from '@nestjs/core';
import { Queue, QueueEvents, type Job } from 'bullmq';
import request from 'supertest';
import { AppConfig } from '../src/config/app-config';
import { MaintenanceProcessor } from '../src/jobs/maintenance.processor';
import { JOBS, QUEUES } from '../src/jobs/queues';
import { WorkerModule } from '../src/worker.module';
import { ApiUsageFlusher } from '../src/modules/apikeys/api-usage.flusher';
import { setClock } from './support/accounts';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

// Read by the app at start: a small per-key limit so the 429 test stays short (each test uses fresh keys).
process.env.API_KEY_RATE_LIMIT = '20';

type Auth = { Authorization: string };
type Actor = { user: { userId: string; insttCode: string }; auth: Auth };

describe('API keys: management, authentication with X-API-Key / crtfckey, usage log', () => {
  let app: INestApplication;
  let f: Factories;
  let a: string;
  let b: string;
  let adminA: Actor;
  let memberA: Actor;
  let adminB: Actor;
  let memberB: Actor;
  let provider: Actor;
  let sharedMap: string;
  let privateMap: string;
  let foreignMap: string;
  let sharedLyr: string;
  let privateLyr: string;
  let foreignLyr: string;
  let seq = 0;

  const http = () => request(app.getHttpServer());
  const db = () => f.db;

  const newKey = async (by: Actor, body: Record<string, unknown> = {}) => {
    seq += 1;
    const res = await http()
      .post('/api/apikeys')
      .set(by.auth)
      .send({ keyNm: `키 ${seq}`, scopes: ['contents:read'], ...body })
      .expect(201);
    return res.body.result as { keyId: string; secret: string; keyPrefix: string; insttCode: string; [k: string]: unknown };
  };
  const withKey = (secret: string) => ({ 'X-API-Key': secret });

  async function share(type: 'MAP' | 'LYR', id: string, scope: number, refrnId: string | null, ownerId: string): Promise<void> {
    await db().query(
      `INSERT INTO pblonsip (cntnts_ty_code, cntnts_id, pblonsip_ordr, pblonsip_scope_se_code, pblonsip_refrn_id, owner_id, register_id)
       VALUES ($1, $2::varchar, (SELECT coalesce(max(pblonsip_ordr), 0) + 1 FROM pblonsip WHERE cntnts_id = $2::varchar), $3, $4, $5, $5)`,
      [type, id, scope, refrnId, ownerId],
    );
  }

  const createMap = async (by: Actor, title: string): Promise<string> =>
    (
      await http()
        .post('/api/webmap')
        .set(by.auth)
        .send({ userMapSj: title, bcrnMapId: 'OFFLINE_WORLD', view: { projection: 'EPSG:5186', center: [198000, 552000], zoom: 12 }, toc: [] })
        .expect(201)
    ).body.result.userMapId as string;

  /** A READY point layer (one feature at Seoul City Hall) owned by the member. */
  async function pointLayer(owner: Actor): Promise<string> {
    seq += 1;
    const tag = `${Date.now().toString(36)}${seq}`;
    const table = `t_ak_${tag}`;
    const lyrId = `L-ak-${tag}`;
    await db().query(`CREATE TABLE layers.${table} (gid serial PRIMARY KEY, geom geometry(Point, 5186), name text)`);
    await db().query(
      `INSERT INTO layers.${table} (geom, name) VALUES (ST_Transform(ST_SetSRID(ST_MakePoint(126.978, 37.5665), 4326), 5186), '서울시청')`,
    );
    await db().query(
      `INSERT INTO lyr (lyr_id, lyr_nm, lyr_ty_se_code, upload_ty, instt_code, register_id, table_nm, geom_column, geom_type, srid, feature_cnt)
       VALUES ($1, $2, '1', 'shp', $3, $4, $5, 'geom', 'POINT', 5186, 1)`,
      [lyrId, `점 ${tag}`, owner.user.insttCode, owner.user.userId, table],
    );
    return lyrId;
  }

  beforeAll(async () => {
    app = await createTestApp();
    f = new Factories(app);
    a = (await f.newInstitution()).insttCode;
    b = (await f.newInstitution()).insttCode;
    adminA = await f.actor(a, 14);
    memberA = await f.actor(a, 12);
    adminB = await f.actor(b, 14);
    memberB = await f.actor(b, 12);
    provider = await f.actor((await f.newInstitution()).insttCode, 4);
    sharedMap = await createMap(memberA, '기관 공유 지도');
    await share('MAP', sharedMap, 1, a, memberA.user.userId);
    privateMap = await createMap(memberA, '비공개 지도');
    foreignMap = await createMap(memberB, 'B 기관 공유 지도');
    await share('MAP', foreignMap, 1, b, memberB.user.userId);
    sharedLyr = await pointLayer(memberA);
    await share('LYR', sharedLyr, 1, a, memberA.user.userId);
    privateLyr = await pointLayer(memberA);
    foreignLyr = await pointLayer(memberB);
    await share('LYR', foreignLyr, 1, b, memberB.user.userId);
  });
  afterAll(async () => {
    await setClock(app, null);
    await app.close();
  });

  describe('managing keys', () => {
    it('creates a key whose secret is shown once and stored only as its SHA-256', async () => {
      const res = await http()
        .post('/api/apikeys')
        .set(adminA.auth)
        .send({ keyNm: ' GIS 서버 ', scopes: ['contents:read', 'layers:write'], ipAllowList: ['10.0.0.0/8', '192.168.0.7'] })
        .expect(201);
      expect(res.body.code).toBe(201);
      const key = res.body.result;
      expect(key).toMatchObject({
        insttCode: a,
        keyNm: 'GIS 서버',
        scopes: ['contents:read', 'layers:write'],
        expireDt: null,
        ipAllowList: ['10.0.0.0/8', '192.168.0.7/32'],
        useAt: 'Y',
        registerId: adminA.user.userId,
        lastUsedDt: null,
      });
      expect(key.keyId).toMatch(/^ak_[0-9a-f]{16}$/);
      expect(key.secret).toMatch(/^nuri_[A-Za-z0-9_-]{43}$/);
      expect(key.keyPrefix).toBe(key.secret.slice(0, 10));

      const [row] = await db().query(`SELECT * FROM api_key WHERE key_id = $1`, [key.keyId]);
      expect(row.key_hash).toBe(createHash('sha256').update(key.secret).digest('hex'));
      expect(JSON.stringify(row)).not.toContain(key.secret);
      expect(JSON.stringify(row)).not.toContain(key.secret.slice(10));

      const list = (await http().get('/api/apikeys').set(adminA.auth).expect(200)).body.result;
      const listed = list.content.find((k: { keyId: string }) => k.keyId === key.keyId);
      expect(listed).toEqual({ ...key, secret: undefined, registDt: expect.any(String) });
      expect(listed).not.toHaveProperty('secret');
      expect(JSON.stringify(list)).not.toContain(key.secret);
    });

    it('institution admins manage their own institution only; provider admins any; members and keys none', async () => {
      const keyA = await newKey(adminA);
      expect(keyA.insttCode).toBe(a);
      await http().post('/api/apikeys').set(adminA.auth).send({ insttCode: b, keyNm: 'x', scopes: ['contents:read'] }).expect(403);
      await http().post('/api/apikeys').set(memberA.auth).send({ keyNm: 'x', scopes: ['contents:read'] }).expect(403);
      await http().get('/api/apikeys').set(memberA.auth).expect(403);
      await http().get('/api/apikeys').query({ insttCode: b }).set(adminA.auth).expect(403);
      // A key cannot manage keys (no scope on these routes).
      await http().get('/api/apikeys').set(withKey(keyA.secret)).expect(403);

      const keyB = await newKey(provider, { insttCode: b });
      expect(keyB.insttCode).toBe(b);
      const missing = await http().post('/api/apikeys').set(provider.auth).send({ keyNm: 'x', scopes: ['contents:read'] }).expect(400);
      expect(missing.body.result).toEqual([{ field: 'insttCode', message: expect.any(String) }]);

      const ofA = (await http().get('/api/apikeys').query({ pageSize: 1000 }).set(adminA.auth).expect(200)).body.result.content;
      expect(ofA.every((k: { insttCode: string }) => k.insttCode === a)).toBe(true);
      expect(ofA.map((k: { keyId: string }) => k.keyId)).toContain(keyA.keyId);
      const ofB = (await http().get('/api/apikeys').query({ insttCode: b, pageSize: 1000 }).set(provider.auth).expect(200)).body.result;
      expect(ofB.content.map((k: { keyId: string }) => k.keyId)).toEqual([keyB.keyId]);
      expect(ofB.totalElements).toBe(1);
      const all = (await http().get('/api/apikeys').query({ pageSize: 1000 }).set(provider.auth).expect(200)).body.result.content;
      expect(all.map((k: { keyId: string }) => k.keyId)).toEqual(expect.arrayContaining([keyA.keyId, keyB.keyId]));

      // Rename: own institution's key yes, another's is not found.
      const renamed = await http().put(`/api/apikeys/${keyA.keyId}`).set(adminA.auth).send({ keyNm: '새 이름' }).expect(200);
      expect(renamed.body.result).toMatchObject({ keyId: keyA.keyId, keyNm: '새 이름', scopes: ['contents:read'], ipAllowList: [] });
      await http().put(`/api/apikeys/${keyB.keyId}`).set(adminA.auth).send({ keyNm: 'x' }).expect(404);
      await http().delete(`/api/apikeys/${keyA.keyId}`).set(adminB.auth).expect(404);
      await http().put(`/api/apikeys/${keyB.keyId}`).set(provider.auth).send({ keyNm: 'B 연동' }).expect(200);

      // Revoke: listed as N, and further changes refused.
      await http().delete(`/api/apikeys/${keyA.keyId}`).set(adminA.auth).expect(200);
      const [row] = await db().query(`SELECT use_at FROM api_key WHERE key_id = $1`, [keyA.keyId]);
      expect(row.use_at).toBe('N');
      await http().put(`/api/apikeys/${keyA.keyId}`).set(adminA.auth).send({ keyNm: 'y' }).expect(409);
    });

    it('validates scopes, expiry and the IP allow-list', async () => {
      const bad = async (body: Record<string, unknown>, field: string) => {
        const res = await http().post('/api/apikeys').set(adminA.auth).send({ keyNm: 'k', scopes: ['contents:read'], ...body }).expect(400);
        expect(res.body.result.map((e: { field: string }) => e.field)).toContain(field);
      };
      await bad({ scopes: ['contents:write'] }, 'scopes');
      await bad({ scopes: [] }, 'scopes');
      await bad({ expireDt: new Date(Date.now() - 60_000).toISOString() }, 'expireDt');
      await bad({ ipAllowList: ['10.1.2.3/8'] }, 'ipAllowList.0');
      await bad({ keyNm: '' }, 'keyNm');
    });
  });

  describe('authenticating with a key', () => {
    it('a read key reads contents shared with its institution, by header or crtfckey alike, and nothing else', async () => {
      const key = await newKey(adminA);
      for (const send of [
        (path: string) => http().get(path).set(withKey(key.secret)),
        (path: string) => http().get(path).query({ crtfckey: key.secret }),
      ]) {
        const map = await send(`/api/webmap/${sharedMap}`).expect(200);
        expect(map.body.result).toMatchObject({ userMapId: sharedMap, userMapSj: '기관 공유 지도' });
        const tileJson = await send(`/api/tiles/${sharedLyr}/tilejson.json`).expect(200);
        expect(tileJson.body.tiles[0]).toContain(`/api/tiles/${sharedLyr}/`);
        await send(`/api/webmap/${privateMap}`).expect(403);
      }
      // Lists: the maps and layers shared with the institution, none private or of another institution.
      const maps = (await http().get('/api/webmap').query({ scope: 'shared', pageSize: 1000 }).set(withKey(key.secret)).expect(200)).body.result;
      const mapIds = maps.content.map((m: { userMapId: string }) => m.userMapId);
      expect(mapIds).toContain(sharedMap);
      expect(mapIds).not.toContain(privateMap);
      expect(mapIds).not.toContain(foreignMap);
      const layers = (await http().get('/api/layers').query({ pageSize: 1000 }).set(withKey(key.secret)).expect(200)).body.result;
      expect(layers.content.map((l: { lyrId: string }) => l.lyrId)).toContain(sharedLyr);
      // (Layers other tests share with everyone may be listed too; never one private or shared with B only.)
      expect(layers.content.map((l: { lyrId: string }) => l.lyrId)).not.toContain(privateLyr);
      expect(layers.content.map((l: { lyrId: string }) => l.lyrId)).not.toContain(foreignLyr);
      // Writes are refused (403): no write scope on the key, or no scope at all on the route.
      await http().put(`/api/webmap/${sharedMap}`).set(withKey(key.secret)).send({ userMapSj: 'x' }).expect(403);
      await http().delete(`/api/webmap/${sharedMap}`).set(withKey(key.secret)).expect(403);
      const upload = await http()
        .post('/api/layers/upload')
        .set(withKey(key.secret))
        .send({ uploadType: 'custom', lyrNm: 'x', geometryType: 'point', columns: [{ name: 'a', type: 'text' }] })
        .expect(403);
      expect(upload.body).toMatchObject({ code: 403, message: expect.stringContaining('layers:write') });
      // crtfckey never reaches the routes' own query validation.
      await http().get('/api/webmap').query({ crtfckey: key.secret, pageSize: 5 }).expect(200);
      // A logged-in member's bearer token wins over a key sent along (apps configured with a key).
      await http().get(`/api/webmap/${privateMap}`).set(memberA.auth).set(withKey('nuri_not-a-key')).expect(200);
      await http().get(`/api/apikeys`).set(adminA.auth).query({ crtfckey: key.secret }).expect(200);
      // Unknown secrets are refused (401), by header or query.
      await http().get(`/api/webmap/${sharedMap}`).set(withKey(`${key.secret}x`)).expect(401);
      await http().get(`/api/webmap/${sharedMap}`).query({ crtfckey: 'nuri_nothing' }).expect(401);
    });

    it('a write key uploads a layer owned by the key creator in the key institution', async () => {
      const key = await newKey(adminA, { scopes: ['layers:write'] });
      const res = await http()
        .post('/api/layers/upload')
        .set(withKey(key.secret))
        .send({ uploadType: 'custom', lyrNm: '연동 레이어', geometryType: 'point', columns: [{ name: 'nm', type: 'text' }] })
        .expect(201);
      const [row] = await db().query(`SELECT instt_code, register_id FROM lyr WHERE lyr_id = $1`, [res.body.result.lyrId]);
      expect(row).toEqual({ instt_code: a, register_id: adminA.user.userId });
      // Reading needs contents:read.
      await http().get(`/api/webmap/${sharedMap}`).set(withKey(key.secret)).expect(403);
      // Its creator gone, the key can no longer write (uploads need a real owner).
      const creator = await f.actor(a, 14);
      const orphan = await newKey(creator, { scopes: ['layers:write'] });
      await db().query(`UPDATE users SET user_sttus = 'withdrawn' WHERE user_id = $1`, [creator.user.userId]);
      const refused = await http()
        .post('/api/layers/upload')
        .set(withKey(orphan.secret))
        .send({ uploadType: 'custom', lyrNm: 'x', geometryType: 'point', columns: [{ name: 'nm', type: 'text' }] })
        .expect(403);
      expect(refused.body.code).toBe(403);
    });

    it('a key of institution A cannot reach B: contents shared with B, B routes', async () => {
      const key = await newKey(adminA, { scopes: ['contents:read', 'members:manage'] });
      await http().get(`/api/webmap/${foreignMap}`).set(withKey(key.secret)).expect(403);
      await http().get(`/api/webmap/${foreignMap}`).query({ crtfckey: key.secret }).expect(403);
      await http().get(`/api/instt/${b}/constituents`).set(withKey(key.secret)).expect(403);
      const own = await http().get(`/api/instt/${a}/constituents`).set(withKey(key.secret)).expect(200);
      expect(own.body.result.content.map((m: { userId: string }) => m.userId)).toEqual(
        expect.arrayContaining([adminA.user.userId, memberA.user.userId]),
      );
      // B's key reads B's map, not A's.
      const keyB = await newKey(adminB);
      await http().get(`/api/webmap/${foreignMap}`).set(withKey(keyB.secret)).expect(200);
      await http().get(`/api/webmap/${sharedMap}`).set(withKey(keyB.secret)).expect(403);
    });

    it('a revoked key is refused at once', async () => {
      const key = await newKey(adminA);
      await http().get(`/api/webmap/${sharedMap}`).set(withKey(key.secret)).expect(200);
      await http().delete(`/api/apikeys/${key.keyId}`).set(adminA.auth).expect(200);
      const refused = await http().get(`/api/webmap/${sharedMap}`).set(withKey(key.secret)).expect(401);
      expect(refused.body.code).toBe(401);
      await http().get(`/api/webmap/${sharedMap}`).query({ crtfckey: key.secret }).expect(401);
    });

    it('an expired key is refused', async () => {
      const key = await newKey(adminA, { expireDt: new Date(Date.now() + 3600_000).toISOString() });
      await http().get(`/api/webmap/${sharedMap}`).set(withKey(key.secret)).expect(200);
      await setClock(app, new Date(Date.now() + 2 * 3600_000));
      try {
        await http().get(`/api/webmap/${sharedMap}`).set(withKey(key.secret)).expect(401);
      } finally {
        await setClock(app, null);
      }
      // No expiry any more: accepted again.
      await http().put(`/api/apikeys/${key.keyId}`).set(adminA.auth).send({ noExpiry: true }).expect(200);
      await setClock(app, new Date(Date.now() + 2 * 3600_000));
      try {
        await http().get(`/api/webmap/${sharedMap}`).set(withKey(key.secret)).expect(200);
      } finally {
        await setClock(app, null);
      }
    });

    it("refuses requests from addresses outside the key's allow-list or the institution's", async () => {
      const elsewhere = await newKey(adminA, { ipAllowList: ['10.0.0.0/8'] });
      const refused = await http().get(`/api/webmap/${sharedMap}`).set(withKey(elsewhere.secret)).expect(403);
      expect(refused.body.code).toBe(403);
      const here = await newKey(adminA, { ipAllowList: ['127.0.0.1'] });
      await http().get(`/api/webmap/${sharedMap}`).set(withKey(here.secret)).expect(200);
      // The institution's own IP restriction applies to its keys as to its members.
      await db().query(`INSERT INTO ip_access_ctrl (instt_code, ip_addr, register_id) VALUES ($1, '10.9.0.0/16'::cidr, 'test')`, [a]);
      try {
        await http().get(`/api/webmap/${sharedMap}`).set(withKey(here.secret)).expect(403);
      } finally {
        await db().query(`DELETE FROM ip_access_ctrl WHERE instt_code = $1`, [a]);
      }
      await http().get(`/api/webmap/${sharedMap}`).set(withKey(here.secret)).expect(200);
    });

    it('answers 429 beyond the per-key rate limit, other keys unaffected', async () => {
      const key = await newKey(adminA);
      const limit = app.get(AppConfig).values.API_KEY_RATE_LIMIT;
      expect(limit).toBe(20);
      for (let i = 0; i < limit; i++) await http().get(`/api/webmap/${sharedMap}`).set(withKey(key.secret)).expect(200);
      const limited = await http().get(`/api/webmap/${sharedMap}`).query({ crtfckey: key.secret }).expect(429);
      // The text names the seconds left in the one-minute window.
      expect(limited.body.code).toBe(429);
      const seconds = Number(/(\d+)/.exec(limited.body.message)?.[1]);
      expect(seconds).toBeGreaterThan(50);
      expect(seconds).toBeLessThanOrEqual(60);
      const other = await newKey(adminA);
      await http().get(`/api/webmap/${sharedMap}`).set(withKey(other.secret)).expect(200);
    });
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
