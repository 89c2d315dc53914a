import type { Stream } from 'node:stream';
import zlib from 'node:zlib';
import type { INestApplication } from '@nestjs/common';
import type Redis from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AccessTokenGuard } from '../src/common/auth/auth.guard';
import { ContentAccessPolicy } from '../src/modules/access/content-access.service';
import { AccessEpochs } from '../src/modules/access/access-epochs.service';
import { LayerViewCache } from '../src/modules/access/layer-view-cache';
import { BaseMapsService } from '../src/modules/basemaps/base-maps.service';
import { PICKER_GENERATION_KEY } from '../src/modules/basemaps/picker-cache.service';
import { LayerAccess } from '../src/modules/layers/layer-access.service';
import { TileCache, tileCacheKey } from '../src/modules/tiles/tile-cache.service';
import { TilesService } from '../src/modules/tiles/tiles.service';
import { type TileAddress, tileOfLonLat } from '../src/common/geo/tile-grid';
import { REDIS } from '../src/redis/redis.module';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

// The anonymous fast paths of GET /api/tiles/{lyrId}/{z}/{x}/{y}.mvt and of the base-map picker
// (middlewares answering without the guard/pipe/interceptor chain): same answers as the full
// route, access decided by the content-access policy on every request.

const CITY_HALL = { lon: 126.978, lat: 37.5665 };
const JEJU = { lon: 126.5312, lat: 33.4996 };
const PICKER = '/api/basemap?pageIndex=1&pageSize=999&imageAt=N&bcrnMapUseAt=Y';
/** A token no key signed: public routes ignore it (anonymous), and it sends the request down the full route. */
const FORGED = { Authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJub2JvZHkifQ.Zm9yZ2Vk' };
/** Headers that differ between any two answers (per request or per moment). */
const VOLATILE = new Set(['date', 'x-request-id', 'connection', 'keep-alive']);

function binary(res: Stream, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

function stableHeaders(h: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(h).filter(([k]) => !VOLATILE.has(k)));
}

describe('anonymous fast paths (tiles, base-map picker)', () => {
  let app: INestApplication;
  let f: Factories;
  let db: DataSource;
  let redis: Redis;
  let owner: { userId: string; insttCode: string };
  let ownerAuth: { Authorization: string };
  let foreignAuth: { Authorization: string };
  let seq = 0;
  /** Calls of the first global guard: every request through the full route makes one. */
  let pipeline: jest.SpyInstance;

  beforeAll(async () => {
    app = await createTestApp();
    f = new Factories(app);
    db = app.get(DataSource);
    redis = app.get<Redis>(REDIS);
    const a = await f.newInstitution();
    const b = await f.newInstitution();
    const o = await f.actor(a.insttCode, 12);
    owner = o.user;
    ownerAuth = o.auth;
    foreignAuth = (await f.actor(b.insttCode, 12)).auth;
    pipeline = jest.spyOn(AccessTokenGuard.prototype, 'canActivate');
  });
  afterAll(async () => {
    pipeline.mockRestore();
    await app.close();
  });

  const http = () => request(app.getHttpServer());
  const tileUrl = (lyrId: string, t: TileAddress) => `/api/tiles/${lyrId}/${t.z}/${t.x}/${t.y}.mvt`;
  const get = (url: string, headers: Record<string, string> = {}) => http().get(url).set(headers).buffer(true).parse(binary);
  /**
   * SQL written here, not through the API: wait until its access notifications are applied, as a
   * writing request does before it answers (AccessEpochs.fence).
   */
  const sql = async (text: string, params: unknown[]) => {
    await db.query(text, params);
    await app.get(AccessEpochs).fence();
  };

  /** Sends the request and tells whether it went through the full route. */
  async function viaPath(url: string, headers: Record<string, string> = {}) {
    const before = pipeline.mock.calls.length;
    const res = await get(url, headers);
    return { res, full: pipeline.mock.calls.length > before };
  }

  async function makeLayer(shared: boolean): Promise<string> {
    seq += 1;
    const tag = `${Date.now().toString(36)}${seq}`;
    const table = `t_fast_${tag}`;
    const lyrId = `L-fast-${tag}`;
    await db.query(`CREATE TABLE layers.${table} (gid serial PRIMARY KEY, geom geometry(Point, 5186), name text)`);
    await db.query(
      `INSERT INTO layers.${table} (geom, name) VALUES (ST_Transform(ST_SetSRID(ST_MakePoint($1, $2), 4326), 5186), 'hall')`,
      [CITY_HALL.lon, CITY_HALL.lat],
    );
    await db.query(
      `INSERT INTO lyr (lyr_id, lyr_nm, lyr_ty_se_code, upload_ty, instt_code, register_id, table_nm, geom_column, geom_type, srid, feature_cnt)
       VALUES ($1, $2, '1', 'shp', $3, $4, $5, 'geom', 'POINT', 5186, 1)`,
      [lyrId, `fast ${tag}`, owner.insttCode, owner.userId, table],
    );
    if (shared) {
      await db.query(
        `INSERT INTO pblonsip (cntnts_ty_code, cntnts_id, pblonsip_ordr, pblonsip_scope_se_code, owner_id, register_id)
         VALUES ('LYR', $1, 1, 0, $2, $2)`,
        [lyrId, owner.userId],
      );
    }
    return lyrId;
  }

  const version = async (lyrId: string) =>
    Number((await db.query(`SELECT data_version FROM lyr WHERE lyr_id = $1`, [lyrId]))[0].data_version);

  /** The tile is cached just after the answer: wait for it. */
  async function cachedSoon(key: string): Promise<void> {
    for (let i = 0; i < 200 && !(await redis.exists(key)); i++) await new Promise((r) => setTimeout(r, 10));
  }

  /** The same request through the full route (forged token: still anonymous) and the fast path. */
  async function both(url: string, headers: Record<string, string> = {}) {
    const full = await viaPath(url, { ...headers, ...FORGED });
    const fast = await viaPath(url, headers);
    expect(full.full).toBe(true);
    expect(fast.full).toBe(false);
    return { full: full.res, fast: fast.res };
  }

  function expectSameAnswer(a: request.Response, b: request.Response): void {
    expect(b.status).toBe(a.status);
    expect(stableHeaders(b.headers as Record<string, string>)).toEqual(stableHeaders(a.headers as Record<string, string>));
    expect(Buffer.compare(b.body as Buffer, a.body as Buffer)).toBe(0);
    expect(b.headers['x-request-id']).toBeDefined();
  }

  describe('tiles', () => {
    it('gives the full route’s answer for a miss, a hit, an empty tile and a 304 (with CORS and security headers)', async () => {
      const lyrId = await makeLayer(true);
      const t = tileOfLonLat(CITY_HALL.lon, CITY_HALL.lat, 14);
      const key = tileCacheKey(lyrId, await version(lyrId), t);
      const origin = { Origin: 'http://localhost:4200' };

      // Miss on both sides (the cached tile removed in between).
      const fullMiss = await viaPath(tileUrl(lyrId, t), { ...origin, ...FORGED });
      expect(fullMiss.full).toBe(true);
      expect(fullMiss.res.status).toBe(200);
      expect(fullMiss.res.headers['x-tile-cache']).toBe('MISS');
      await cachedSoon(key);
      // Every stored form of the tile (plain, brotli, gzip).
      await redis.del(key, `${key}:br`, `${key}:gzip`);
      const fastMiss = await viaPath(tileUrl(lyrId, t), origin);
      expect(fastMiss.full).toBe(false);
      expectSameAnswer(fullMiss.res, fastMiss.res);
      await cachedSoon(key);

      // Hit.
      const hit = await both(tileUrl(lyrId, t), origin);
      expect(hit.fast.headers['x-tile-cache']).toBe('HIT');
      expect(hit.fast.headers['content-type']).toBe('application/vnd.mapbox-vector-tile');
      expect(hit.fast.headers['cache-control']).toBe('public, max-age=60');
      expect(hit.fast.headers['content-security-policy']).toBeDefined();
      expect(hit.fast.headers['x-content-type-options']).toBe('nosniff');
      expectSameAnswer(hit.full, hit.fast);

      // 304 for a current ETag, and the cache-busting version parameter.
      const etag = hit.fast.headers.etag as string;
      const notModified = await both(tileUrl(lyrId, t), { 'If-None-Match': etag });
      expect(notModified.fast.status).toBe(304);
      expectSameAnswer(notModified.full, notModified.fast);
      const versioned = await both(`${tileUrl(lyrId, t)}?v=${await version(lyrId)}`);
      expect(versioned.fast.status).toBe(200);
      expectSameAnswer(versioned.full, versioned.fast);

      // Empty tile (204), a miss then a hit.
      const jeju = tileOfLonLat(JEJU.lon, JEJU.lat, 14);
      const emptyMiss = await viaPath(tileUrl(lyrId, jeju));
      expect(emptyMiss.full).toBe(false);
      expect(emptyMiss.res.status).toBe(204);
      expect(emptyMiss.res.headers['x-tile-cache']).toBe('MISS');
      await cachedSoon(tileCacheKey(lyrId, await version(lyrId), jeju));
      const empty = await both(tileUrl(lyrId, jeju));
      expect(empty.fast.status).toBe(204);
      expect(empty.fast.headers['x-tile-cache']).toBe('HIT');
      expectSameAnswer(empty.full, empty.fast);
    });

    it('decides access with the policy in one statement (layer row and shares together), then from the kept decision', async () => {
      const shared = await makeLayer(true);
      const unshared = await makeLayer(false);
      const policy = app.get(ContentAccessPolicy);
      const sharedView = await policy.layerView(null, shared);
      expect(sharedView).toMatchObject({ canView: true, everyone: true, layer: { lyrId: shared, lyrSttusCode: 'READY' } });
      expect(await policy.layerView(null, unshared)).toMatchObject({ canView: false, everyone: false });
      // The policy's own rule for the owner and a foreign member.
      const ownerCaller = { userId: owner.userId, userSeCode: '12', insttCode: owner.insttCode } as const;
      expect((await policy.layerView(ownerCaller as never, unshared))?.canView).toBe(true);
      const ref = { type: 'LYR' as const, id: unshared, ownerId: owner.userId, insttCode: owner.insttCode };
      expect((await policy.layerView(ownerCaller as never, unshared))?.canView).toBe(await policy.canView(ownerCaller as never, ref));
      expect(await policy.layerView(null, 'L-no-such-layer')).toBeNull();

      const queries = jest.spyOn(db, 'query');
      const pool = (db.driver as unknown as { master: { query: (...args: unknown[]) => unknown } }).master;
      const prepared = jest.spyOn(pool, 'query');
      try {
        const t = tileOfLonLat(CITY_HALL.lon, CITY_HALL.lat, 10);
        app.get(LayerViewCache).clear();
        await get(tileUrl(shared, t)).expect(200);
        // The first request asks the policy and renders the tile: two named (prepared) statements
        // (besides the layer table's description, read once per data version).
        expect(prepared).toHaveBeenCalledTimes(2);
        for (const [call] of prepared.mock.calls) expect(call).toMatchObject({ name: expect.stringMatching(/^nuri_/) });
        await cachedSoon(tileCacheKey(shared, await version(shared), t));
        queries.mockClear();
        prepared.mockClear();
        const hit = await get(tileUrl(shared, t)).expect(200);
        expect(hit.headers['x-tile-cache']).toBe('HIT');
        // A cached tile of a layer shared with everyone costs no database statement at all: the
        // kept decision and the tile come from one Redis round trip.
        expect(queries).not.toHaveBeenCalled();
        expect(prepared).not.toHaveBeenCalled();
      } finally {
        queries.mockRestore();
        prepared.mockRestore();
      }
    });

    it('serves a hit’s bytes from the process memory while Redis still holds the tile, and misses once Redis does not', async () => {
      const lyrId = await makeLayer(true);
      const t = tileOfLonLat(CITY_HALL.lon, CITY_HALL.lat, 12);
      const key = tileCacheKey(lyrId, await version(lyrId), t);
      const memory = app.get(TileCache).memory!;
      const first = await get(tileUrl(lyrId, t)).expect(200);
      expect(first.headers['x-tile-cache']).toBe('MISS');
      // The form just served (the test client takes gzip) is kept from the rendering.
      expect(first.headers['content-encoding']).toBe('gzip');
      expect(memory.get(`${key}:gzip`)?.length).toBeGreaterThan(0);
      await cachedSoon(key);
      // Hits only ask Redis whether the key exists: no tile bytes leave Redis. (Tile reads go
      // through the pipeline that also reads the access epochs.)
      const reads = jest.fn();
      const pipelineOf = redis.pipeline.bind(redis);
      const pipelines = jest.spyOn(redis, 'pipeline').mockImplementation((...args: Parameters<Redis['pipeline']>) => {
        const p = pipelineOf(...args);
        const getBuffer = p.getBuffer.bind(p);
        p.getBuffer = ((k: string) => {
          if (k.startsWith(key)) reads(k);
          return getBuffer(k);
        }) as typeof p.getBuffer;
        return p;
      });
      try {
        for (let i = 0; i < 2; i++) {
          const hit = await get(tileUrl(lyrId, t)).expect(200);
          expect(hit.headers['x-tile-cache']).toBe('HIT');
          expect(Buffer.compare(hit.body as Buffer, first.body as Buffer)).toBe(0);
        }
        expect(reads).not.toHaveBeenCalled();
        // Another form is read from Redis once, then kept too.
        const plain = await get(tileUrl(lyrId, t), { 'Accept-Encoding': 'identity' }).expect(200);
        expect(plain.headers['x-tile-cache']).toBe('HIT');
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(reads.mock.calls).toEqual([[key]]);
        expect(memory.get(key)).toEqual(plain.body);
        await get(tileUrl(lyrId, t), { 'Accept-Encoding': 'identity' }).expect(200);
        expect(reads).toHaveBeenCalledTimes(1);
      } finally {
        pipelines.mockRestore();
      }
      // Flushed from Redis (an operator's purge, an expiry): a miss, though the process still holds the bytes.
      await redis.del(key, `${key}:br`, `${key}:gzip`);
      const flushed = await get(tileUrl(lyrId, t)).expect(200);
      expect(flushed.headers['x-tile-cache']).toBe('MISS');
    });

    it('stores the plain bytes when it renders, and each compressed form once, when a caller first takes it', async () => {
      const lyrId = await makeLayer(true);
      const t = tileOfLonLat(CITY_HALL.lon, CITY_HALL.lat, 11);
      const key = tileCacheKey(lyrId, await version(lyrId), t);
      const stored = async () => (await Promise.all([key, `${key}:br`, `${key}:gzip`].map((k) => redis.exists(k)))).join('');
      // TilesService's one compression step (private): its calls name the forms made.
      const compressions = jest.spyOn(TilesService.prototype as unknown as { formOnce: (...a: unknown[]) => Promise<Buffer | null> }, 'formOnce');
      try {
        const plain = await get(tileUrl(lyrId, t), { 'Accept-Encoding': 'identity' }).expect(200);
        expect(plain.headers['x-tile-cache']).toBe('MISS');
        expect(plain.headers['content-encoding']).toBeUndefined();
        await cachedSoon(key);
        expect(await stored()).toBe('100');
        // A brotli caller: the stored plain bytes, compressed now (a hit: nothing rendered), then stored.
        const made = (await redis.getBuffer(key))!;
        const br = await get(tileUrl(lyrId, t), { 'Accept-Encoding': 'br' }).expect(200);
        expect(br.headers['x-tile-cache']).toBe('HIT');
        expect(br.headers['content-encoding']).toBe('br');
        // (The test client unpacks what it receives.)
        expect(Buffer.compare(br.body as Buffer, plain.body as Buffer)).toBe(0);
        await cachedSoon(`${key}:br`);
        expect(await stored()).toBe('110');
        const again = await get(tileUrl(lyrId, t), { 'Accept-Encoding': 'gzip, deflate, br' }).expect(200);
        expect(Buffer.compare(again.body as Buffer, br.body as Buffer)).toBe(0);
        expect(compressions.mock.calls.map(([, , encoding]) => encoding)).toEqual(['br']);
        expect(zlib.brotliDecompressSync((await redis.getBuffer(`${key}:br`))!).equals(made)).toBe(true);
        // A gzip-only caller gets its form made once too.
        const gz = await get(tileUrl(lyrId, t), { 'Accept-Encoding': 'gzip' }).expect(200);
        expect(gz.headers['content-encoding']).toBe('gzip');
        expect(Buffer.compare(gz.body as Buffer, plain.body as Buffer)).toBe(0);
        await cachedSoon(`${key}:gzip`);
        expect(await stored()).toBe('111');
        expect(compressions.mock.calls.map(([, , encoding]) => encoding)).toEqual(['br', 'gzip']);
      } finally {
        compressions.mockRestore();
      }
      // A miss by a brotli caller renders, serves brotli and stores the plain bytes and that form alone.
      await redis.del(key, `${key}:br`, `${key}:gzip`);
      const miss = await get(tileUrl(lyrId, t), { 'Accept-Encoding': 'br' }).expect(200);
      expect(miss.headers['x-tile-cache']).toBe('MISS');
      expect(miss.headers['content-encoding']).toBe('br');
      await cachedSoon(`${key}:br`);
      expect(await stored()).toBe('110');
    });

    it('refuses at once after the share is revoked, the layer is deleted or stops being ready (cached tile or not)', async () => {
      const lyrId = await makeLayer(true);
      const t = tileOfLonLat(CITY_HALL.lon, CITY_HALL.lat, 13);
      await get(tileUrl(lyrId, t)).expect(200);
      await cachedSoon(tileCacheKey(lyrId, await version(lyrId), t));
      const warm = await get(tileUrl(lyrId, t)).expect(200);
      expect(warm.headers['x-tile-cache']).toBe('HIT');

      // Revoked share: the next anonymous request is refused, as the full route refuses it.
      await sql(`DELETE FROM pblonsip WHERE cntnts_ty_code = 'LYR' AND cntnts_id = $1`, [lyrId]);
      const refused = await viaPath(tileUrl(lyrId, t));
      expect(refused.res.status).toBe(403);
      expect(refused.full).toBe(true);
      const refusedFull = await get(tileUrl(lyrId, t), FORGED).expect(403);
      expect(JSON.parse((refused.res.body as Buffer).toString())).toEqual(JSON.parse((refusedFull.body as Buffer).toString()));
      // The owner still gets it (full route), privately cacheable.
      const own = await viaPath(tileUrl(lyrId, t), ownerAuth);
      expect(own.full).toBe(true);
      expect(own.res.status).toBe(200);
      expect(own.res.headers['cache-control']).toBe('private, no-cache');

      // Shared again, then no longer ready, then deleted.
      await sql(
        `INSERT INTO pblonsip (cntnts_ty_code, cntnts_id, pblonsip_ordr, pblonsip_scope_se_code, owner_id, register_id)
         VALUES ('LYR', $1, 2, 0, $2, $2)`,
        [lyrId, owner.userId],
      );
      expect((await get(tileUrl(lyrId, t)).expect(200)).headers['x-tile-cache']).toBe('HIT');
      await sql(`UPDATE lyr SET lyr_sttus_code = 'IMPORTING' WHERE lyr_id = $1`, [lyrId]);
      await get(tileUrl(lyrId, t)).expect(409);
      await sql(`UPDATE lyr SET lyr_sttus_code = 'READY' WHERE lyr_id = $1`, [lyrId]);
      // A data edit: new ETag, never the old version's cached tile (still in Redis, and the version
      // the fast path read early from the cache: it is used only when the policy's row names it).
      const before = (await get(tileUrl(lyrId, t)).expect(200)).headers.etag as string;
      await sql(`UPDATE lyr SET data_version = data_version + 1 WHERE lyr_id = $1`, [lyrId]);
      const edited = await get(tileUrl(lyrId, t)).expect(200);
      expect(edited.headers.etag).not.toBe(before);
      expect(edited.headers['x-tile-cache']).toBe('MISS');
      await get(tileUrl(lyrId, t), { 'If-None-Match': before }).expect(200);
      await sql(`DELETE FROM pblonsip WHERE cntnts_ty_code = 'LYR' AND cntnts_id = $1`, [lyrId]);
      await sql(`DELETE FROM lyr WHERE lyr_id = $1`, [lyrId]);
      const gone = await viaPath(tileUrl(lyrId, t));
      expect(gone.res.status).toBe(404);
      expect(gone.full).toBe(true);
    });

    it('leaves every other caller and request to the full route, with today’s answers', async () => {
      const unshared = await makeLayer(false);
      const shared = await makeLayer(true);
      const t = tileOfLonLat(CITY_HALL.lon, CITY_HALL.lat, 12);
      const cases: Array<[string, Record<string, string>, number]> = [
        [tileUrl(unshared, t), {}, 403],
        [tileUrl(unshared, t), FORGED, 403],
        [tileUrl(unshared, t), foreignAuth, 403],
        [tileUrl(unshared, t), ownerAuth, 200],
        [tileUrl(shared, t), foreignAuth, 200],
        [tileUrl(shared, t), { 'X-API-Key': 'nuri_not_a_key' }, 401],
        [`${tileUrl(shared, t)}?crtfckey=nuri_not_a_key`, {}, 401],
        [`${tileUrl(shared, t)}?userMapId=M-none`, {}, 200],
        [`${tileUrl(shared, t)}?unknown=1`, {}, 400],
        [`${tileUrl(shared, t)}?v=1&v=2`, {}, 400],
        [`/api/tiles/${shared}/23/0/0.mvt`, {}, 400],
        [`/api/tiles/${shared}/2/4/0.mvt`, {}, 400],
        ['/api/tiles/L-no-such-layer/0/0/0.mvt', {}, 404],
      ];
      // A national layer (not shared): every logged-in member, not anonymous visitors.
      const national = await makeLayer(false);
      await sql(`UPDATE lyr SET hold_data_se_code = '9' WHERE lyr_id = $1`, [national]);
      cases.push([tileUrl(national, t), foreignAuth, 200], [tileUrl(national, t), {}, 403], [tileUrl(national, t), FORGED, 403]);
      for (const [url, headers, status] of cases) {
        const r = await viaPath(url, headers);
        expect({ url, headers, status: r.res.status, full: r.full }).toEqual({ url, headers, status, full: true });
      }
      const member = await get(tileUrl(national, t), foreignAuth).expect(200);
      expect(member.headers['cache-control']).toBe('private, no-cache');
      // The national-layer rule is the policy's: a member's tile is decided by layerView alone,
      // without a second read of the layer through LayerAccess.
      const policy = app.get(ContentAccessPolicy);
      app.get(LayerViewCache).clear();
      const layerView = jest.spyOn(policy, 'layerView');
      const forView = jest.spyOn(app.get(LayerAccess, { strict: false }), 'forView');
      try {
        await get(tileUrl(national, t), foreignAuth).expect(200);
        expect(layerView).toHaveBeenCalledTimes(1);
        expect((await layerView.mock.results[0].value)?.canView).toBe(true);
        expect(forView).not.toHaveBeenCalled();
      } finally {
        layerView.mockRestore();
        forView.mockRestore();
      }
      expect((await get(tileUrl(shared, t), foreignAuth).expect(200)).headers['cache-control']).toBe('public, max-age=60');
      // The anonymous request itself takes the fast path.
      const fast = await viaPath(tileUrl(shared, t));
      expect(fast.res.status).toBe(200);
      expect(fast.full).toBe(false);
    });
  });

  describe('base-map picker', () => {
    it('gives the full route’s answer (envelope, X-Basemap-Cache, ETag, CORS and security headers) from the cache', async () => {
      await redis.incr(PICKER_GENERATION_KEY);
      const service = app.get(BaseMapsService);
      const queries = service.pickerQueryCount;
      const origin = { Origin: 'http://localhost:4200' };
      const first = await viaPath(PICKER, origin);
      expect(first.full).toBe(false);
      expect(first.res.status).toBe(200);
      expect(first.res.headers['x-basemap-cache']).toBe('FILL');
      expect(service.pickerQueryCount).toBe(queries + 1);

      for (const headers of [origin, { 'Accept-Language': 'en' }, {}] as Array<Record<string, string>>) {
        const { full, fast } = await both(PICKER, headers);
        expect(fast.headers['x-basemap-cache']).toBe('HIT');
        expect(fast.headers['content-type']).toBe('application/json; charset=utf-8');
        expectSameAnswer(full, fast);
        const body = JSON.parse((fast.body as Buffer).toString());
        expect(body.code).toBe(200);
        expect(body.result.content.length).toBeGreaterThan(0);
        expect(body.result).toMatchObject({ pageIndex: 1, pageSize: 999 });
      }
      // The explicit defaults are the same query.
      const spelled = await both(`${PICKER}&direction=DESC&sort=registDt`);
      expectSameAnswer(spelled.full, spelled.fast);
      // Express's own ETag and 304, as on the full route.
      const etag = spelled.fast.headers.etag as string;
      expect(etag).toBeDefined();
      const cond = await both(PICKER, { 'If-None-Match': etag });
      expect(cond.fast.status).toBe(304);
      expectSameAnswer(cond.full, cond.fast);
      expect(service.pickerQueryCount).toBe(queries + 1);
    });

    it('leaves other queries and callers to the full route', async () => {
      const cases: Array<[string, Record<string, string>, number]> = [
        [`${PICKER}&pageIndex=1`, {}, 400],
        [`${PICKER}&lang=en`, {}, 400],
        [`${PICKER}&direction=ASC`, {}, 200],
        [PICKER.replace('pageSize=999', 'pageSize=10'), {}, 200],
        [PICKER, ownerAuth, 200],
        [PICKER, { 'X-API-Key': 'nuri_not_a_key' }, 200],
        ['/api/basemap', {}, 200],
      ];
      for (const [url, headers, status] of cases) {
        const r = await viaPath(url, headers);
        expect({ url, status: r.res.status, full: r.full }).toEqual({ url, status, full: true });
      }
    });
  });
});
