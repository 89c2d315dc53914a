import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Stream } from 'node:stream';
import type { INestApplication } from '@nestjs/common';
import { VectorTile } from '@mapbox/vector-tile';
import { BASE_MAP_CACHE_TTL_MS, BASE_MAP_PICKER_QUERY, USER_SE_CODES } from '@nuri/domain';
import type Redis from 'ioredis';
import Protobuf from 'pbf';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { BaseMapsService } from '../src/modules/basemaps/base-maps.service';
import { offlineTileKey } from '../src/modules/basemaps/offline/offline-tiles.service';
import { PICKER_GENERATION_KEY, pickerDataKey } from '../src/modules/basemaps/picker-cache.service';
import { tileOfLonLat } from '../src/common/geo/tile-grid';
import { REDIS } from '../src/redis/redis.module';
import { Factories } from './support/factories';
import { createTestApp, createTestAppWith } from './support/test-app';

const DATA = path.resolve(__dirname, '../../../../shared/data');
const PNG = readFileSync(path.join(DATA, 'thumb_ok.png'));
const PICKER = `/api/basemap?pageIndex=1&pageSize=999&imageAt=N&bcrnMapUseAt=Y`;

function binary(res: Stream, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

/** Boots another application instance (another "API process") with some variables changed. */

describe('base maps (/api/basemap)', () => {
  let app: INestApplication;
  let other: INestApplication;
  let f: Factories;
  let db: DataSource;
  let redis: Redis;
  let admin: { Authorization: string };
  let member: { Authorization: string };
  let instAdmin: { Authorization: string };
  let seq = 0;

  beforeAll(async () => {
    app = await createTestApp();
    // A second instance with the VWorld key: the same Redis and database, its own connections.
    other = await createTestAppWith({ VWORLD_API_KEY: 'TEST-VWORLD-KEY-0001' });
    f = new Factories(app);
    db = app.get(DataSource);
    redis = app.get<Redis>(REDIS);
    const inst = await f.newInstitution();
    admin = (await f.actor(inst.insttCode, USER_SE_CODES.PROVIDER_ADMIN)).auth;
    member = (await f.actor(inst.insttCode, USER_SE_CODES.MEMBER)).auth;
    instAdmin = (await f.actor(inst.insttCode, USER_SE_CODES.INSTT_ADMIN)).auth;
  });
  afterAll(async () => {
    await other?.close();
    await app?.close();
  });

  const http = (a: INestApplication = app) => request(a.getHttpServer());
  const newId = () => `BM_TEST_${Date.now().toString(36)}_${++seq}`.toUpperCase();
  const body = (over: Record<string, unknown> = {}) => ({
    bcrnMapId: newId(),
    bcrnMapNm: '테스트 배경지도',
    bcrnMapClCode: '01',
    lyrStleCode: 'Z',
    mapUrl: 'https://tiles.example.com/{z}/{x}/{y}.png',
    mapUrlparamtr: { projection: 'EPSG:3857', maxZoom: 18 },
    ...over,
  });
  const queries = () =>
    app.get(BaseMapsService).pickerQueryCount + other.get(BaseMapsService).pickerQueryCount;
  /** A cold cache, as after a write: a new generation nobody has filled. */
  async function coldPickerCache(): Promise<void> {
    await redis.incr(PICKER_GENERATION_KEY);
  }

  describe('seeded entries', () => {
    it('lists the offline map, OSM and the VWorld maps, each ready to draw or saying why not', async () => {
      const res = await http().get(PICKER).expect(200);
      expect(res.body.code).toBe(200);
      const list = res.body.result.content as Array<Record<string, unknown>>;
      const byId = Object.fromEntries(list.map((b) => [b.bcrnMapId, b]));
      expect(byId.OFFLINE_WORLD).toMatchObject({
        lyrStleCode: 'V',
        mapUrl: '/api/basemap/offline/tiles/{z}/{x}/{y}.mvt',
        bcrnMapUseAt: 'Y',
        imageAt: 'N',
        availableAt: 'Y',
        unavailableReason: null,
        registerId: null,
      });
      expect(byId.OSM_STANDARD).toMatchObject({
        lyrStleCode: 'Z',
        availableAt: 'Y',
        mapUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      });
      expect(byId.VWORLD_BASE).toMatchObject({ lyrStleCode: 'T', availableAt: 'N' });
      expect(byId.VWORLD_BASE.unavailableReason).toBe(
        'VWorld API 키(VWORLD_API_KEY)가 설정되지 않아 사용할 수 없습니다.',
      );
      expect(byId.VWORLD_HYBRID).toMatchObject({ lyrStleCode: 'H', bcrnMapClCode: '03', availableAt: 'N' });
      // Newest first: the offline map leads the seeded entries.
      const seededOrder = list
        .map((b) => b.bcrnMapId)
        .filter((id) =>
          ['OFFLINE_WORLD', 'OSM_STANDARD', 'VWORLD_BASE', 'VWORLD_HYBRID'].includes(id as string),
        );
      expect(seededOrder).toEqual(['OFFLINE_WORLD', 'OSM_STANDARD', 'VWORLD_BASE', 'VWORLD_HYBRID']);
    });

    it('fills the configured VWorld key into the address and the parameters (English reason on request)', async () => {
      const withKey = await http(other).get('/api/basemap/VWORLD_HYBRID').expect(200);
      expect(withKey.body.result.availableAt).toBe('Y');
      expect(withKey.body.result.mapUrl).toBe(
        'https://api.vworld.kr/req/wmts/1.0.0/TEST-VWORLD-KEY-0001/Hybrid/{TileMatrix}/{TileRow}/{TileCol}.png',
      );
      expect(withKey.body.result.mapUrlparamtr.background.mapUrl).toContain(
        '/TEST-VWORLD-KEY-0001/Satellite/',
      );
      const without = await http()
        .get('/api/basemap/VWORLD_BASE')
        .set('Accept-Language', 'en-US')
        .expect(200);
      expect(without.body.result.mapUrl).toContain('{key:VWORLD}');
      expect(without.body.result.unavailableReason).toBe(
        'Unavailable: the VWorld API key (VWORLD_API_KEY) is not configured.',
      );
    });

    it('answers 404 for an unknown id', async () => {
      const res = await http().get('/api/basemap/NO_SUCH_MAP').expect(404);
      expect(res.body.message).toBe('배경지도를 찾을 수 없습니다.');
    });
  });

  describe('writes (provider admins only)', () => {
    it('creates, reads, changes and deletes a base map', async () => {
      const input = body();
      const created = await http().post('/api/basemap').set(admin).send(input).expect(201);
      expect(created.body.result).toMatchObject({
        bcrnMapId: input.bcrnMapId,
        bcrnMapNm: '테스트 배경지도',
        bcrnMapUseAt: 'Y',
        imageAt: 'N',
        thumbnailUrl: null,
        availableAt: 'Y',
        mapUrlparamtr: { projection: 'EPSG:3857', maxZoom: 18 },
      });
      const [row] = await db.query(`SELECT register_id, lyr_stle_code FROM bcrn_map WHERE bcrn_map_id = $1`, [
        input.bcrnMapId,
      ]);
      expect(row.lyr_stle_code).toBe('Z');
      expect(row.register_id).toMatch(/^u/);

      const changed = await http()
        .put(`/api/basemap/${input.bcrnMapId}`)
        .set(admin)
        .send({ bcrnMapNm: '바뀐 이름', bcrnMapUseAt: 'N', lyrStleCode: 'w', mapUrlparamtr: null })
        .expect(200);
      expect(changed.body.result).toMatchObject({
        bcrnMapNm: '바뀐 이름',
        bcrnMapUseAt: 'N',
        lyrStleCode: 'W',
        mapUrlparamtr: null,
        bcrnMapClCode: '01',
      });

      const filtered = await http()
        .get('/api/basemap')
        .query({ bcrnMapNm: '바뀐', bcrnMapUseAt: 'N', lyrStleCode: 'W' })
        .expect(200);
      expect(filtered.body.result.content.map((b: { bcrnMapId: string }) => b.bcrnMapId)).toEqual([
        input.bcrnMapId,
      ]);
      expect(filtered.body.result.totalElements).toBe(1);

      await http().delete(`/api/basemap/${input.bcrnMapId}`).set(admin).expect(200);
      await http().get(`/api/basemap/${input.bcrnMapId}`).expect(404);
      await http().delete(`/api/basemap/${input.bcrnMapId}`).set(admin).expect(404);
    });

    it('generates an id when none is given and refuses a taken one (409)', async () => {
      const { bcrnMapId: _omit, ...noId } = body();
      const res = await http().post('/api/basemap').set(admin).send(noId).expect(201);
      expect(res.body.result.bcrnMapId).toMatch(/^BM_[0-9A-F]{12}$/);
      const again = await http()
        .post('/api/basemap')
        .set(admin)
        .send(body({ bcrnMapId: res.body.result.bcrnMapId }))
        .expect(409);
      expect(again.body.message).toBe(`이미 사용 중인 배경지도 ID입니다. (${res.body.result.bcrnMapId})`);
    });

    it('refuses members and institution admins (403) and anonymous callers (401)', async () => {
      const input = body();
      await http().post('/api/basemap').set(member).send(input).expect(403);
      await http().post('/api/basemap').set(instAdmin).send(input).expect(403);
      await http().post('/api/basemap').send(input).expect(401);
      await http().put('/api/basemap/OSM_STANDARD').set(member).send({ bcrnMapNm: 'x' }).expect(403);
      await http().delete('/api/basemap/OSM_STANDARD').set(instAdmin).expect(403);
      await http()
        .post('/api/basemap/OSM_STANDARD/thumbnail')
        .set(member)
        .attach('file', PNG, 'a.png')
        .expect(403);
      const [row] = await db.query(`SELECT bcrn_map_nm FROM bcrn_map WHERE bcrn_map_id = 'OSM_STANDARD'`);
      expect(row.bcrn_map_nm).toBe('OpenStreetMap');
      const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM bcrn_map WHERE bcrn_map_id = $1`, [
        input.bcrnMapId,
      ]);
      expect(n).toBe(0);
    });

    it('lists every problem of a bad body with the catalog messages (ko and en)', async () => {
      const res = await http()
        .post('/api/basemap')
        .set(admin)
        .send({
          bcrnMapId: 'has space',
          bcrnMapNm: '',
          bcrnMapClCode: '09',
          lyrStleCode: 'wmts',
          mapUrl: 'ftp://x',
          bcrnMapUseAt: 'X',
          mapUrlparamtr: 'text',
        })
        .expect(400);
      const messages = (res.body.result as Array<{ field: string; message: string }>).map(
        (e) => `${e.field}: ${e.message}`,
      );
      expect(messages).toEqual(
        expect.arrayContaining([
          'bcrnMapId: 배경지도 ID는 영문, 숫자, 밑줄(_), 하이픈(-)으로 40자까지 입력해 주세요.',
          'bcrnMapNm: 배경지도 이름을 입력해 주세요.',
          'bcrnMapClCode: 배경지도 구분은 일반(01), 영상(02), 중첩(03) 중에서 선택해 주세요.',
          'lyrStleCode: 레이어 유형 코드는 영문 대문자 1~2자로 입력해 주세요.',
          'mapUrl: 배경지도 URL은 http(s) 주소나 /api/로 시작하는 주소로 1000자까지 입력해 주세요.',
          'bcrnMapUseAt: Y 또는 N 중 하나여야 합니다.',
          'mapUrlparamtr: URL 파라미터는 JSON 객체로 입력해 주세요.',
        ]),
      );
      const en = await http()
        .post('/api/basemap')
        .set(admin)
        .set('Accept-Language', 'en')
        .send({ bcrnMapClCode: '01' })
        .expect(400);
      const enMessages = (en.body.result as Array<{ field: string; message: string }>).map(
        (e) => `${e.field}: ${e.message}`,
      );
      expect(enMessages).toEqual(
        expect.arrayContaining(['bcrnMapNm: Enter the base map name.', 'mapUrl: Enter the base map URL.']),
      );
      expect(enMessages.some((m) => m.startsWith('bcrnMapClCode'))).toBe(false);
      const longName = await http()
        .put('/api/basemap/OSM_STANDARD')
        .set(admin)
        .send({ bcrnMapNm: 'x'.repeat(101) })
        .expect(400);
      expect(longName.body.result[0].message).toBe('배경지도 이름은 100자까지 입력할 수 있습니다.');
      await http().put('/api/basemap/NO_SUCH_MAP').set(admin).send({ bcrnMapNm: 'x' }).expect(404);
    });
  });

  describe('thumbnails', () => {
    it('takes a file upload, serves it publicly with an ETag, and removes it', async () => {
      const input = body();
      await http().post('/api/basemap').set(admin).send(input).expect(201);
      const up = await http()
        .post(`/api/basemap/${input.bcrnMapId}/thumbnail`)
        .set(admin)
        .attach('file', PNG, 'thumb.png')
        .expect(200);
      const url = up.body.result.thumbnailUrl as string;
      expect(url).toMatch(new RegExp(`^/api/basemap/${input.bcrnMapId}/thumbnail\\?v=\\d+`));
      const img = await http().get(url).buffer(true).parse(binary).expect(200);
      expect(img.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(img.body as Buffer, PNG)).toBe(0);
      await http().get(url).set('If-None-Match', img.headers.etag).expect(304);
      await http().delete(`/api/basemap/${input.bcrnMapId}/thumbnail`).set(admin).expect(200);
      const gone = await http().get(`/api/basemap/${input.bcrnMapId}/thumbnail`).expect(404);
      expect(gone.body.message).toBe('이 배경지도에는 썸네일이 없습니다.');
      expect(
        (await http().get(`/api/basemap/${input.bcrnMapId}`).expect(200)).body.result.thumbnailUrl,
      ).toBeNull();
    });

    it('applies the thumbnail rules to files: extension, content and 1 MB', async () => {
      const input = body();
      await http().post('/api/basemap').set(admin).send(input).expect(201);
      const gif = await http()
        .post(`/api/basemap/${input.bcrnMapId}/thumbnail`)
        .set(admin)
        .attach('file', Buffer.from('GIF89a'), 'a.gif')
        .expect(415);
      expect(gif.body.message).toBeTruthy();
      await http()
        .post(`/api/basemap/${input.bcrnMapId}/thumbnail`)
        .set(admin)
        .attach('file', Buffer.from('not a png'), 'fake.png')
        .expect(415);
      const big = Buffer.concat([PNG, Buffer.alloc(1048577 - PNG.length + 10)]);
      await http()
        .post(`/api/basemap/${input.bcrnMapId}/thumbnail`)
        .set(admin)
        .attach('file', big, 'big.png')
        .expect(413);
      const none = await http()
        .post(`/api/basemap/${input.bcrnMapId}/thumbnail`)
        .set(admin)
        .field('x', '1')
        .expect(400);
      expect(none.body.message).toBe('썸네일 파일을 선택해 주세요.');
    });

    it('takes base64 (data URL or bare) in the body and refuses anything but png/jpg', async () => {
      const input = body({ thumbnail: `data:image/png;base64,${PNG.toString('base64')}` });
      const res = await http().post('/api/basemap').set(admin).send(input).expect(201);
      const img = await http().get(res.body.result.thumbnailUrl).buffer(true).parse(binary).expect(200);
      expect(Buffer.compare(img.body as Buffer, PNG)).toBe(0);
      const bad = await http()
        .put(`/api/basemap/${input.bcrnMapId}`)
        .set(admin)
        .send({ thumbnail: Buffer.from('hello').toString('base64') })
        .expect(400);
      expect(bad.body.result).toEqual([
        { field: 'thumbnail', message: '썸네일은 png 또는 jpg 이미지의 base64 값이어야 합니다.' },
      ]);
      await http().put(`/api/basemap/${input.bcrnMapId}`).set(admin).send({ thumbnail: null }).expect(200);
      const [row] = await db.query(`SELECT thumbnail IS NULL AS empty FROM bcrn_map WHERE bcrn_map_id = $1`, [
        input.bcrnMapId,
      ]);
      expect(row.empty).toBe(true);
    });
  });

  describe('picker cache', () => {
    it('answers 100 concurrent picker requests on two instances with one database query', async () => {
      await coldPickerCache();
      const before = queries();
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) => http(i % 2 ? other : app).get(PICKER)),
      );
      expect(answers.every((r) => r.status === 200)).toBe(true);
      expect(queries() - before).toBe(1);
      const sources = answers.map((r) => r.headers['x-basemap-cache']);
      expect(sources.filter((s) => s === 'FILL')).toHaveLength(1);
      expect(sources.every((s) => ['FILL', 'WAIT', 'HIT'].includes(s))).toBe(true);
      const ids = answers.map((r) =>
        JSON.stringify(r.body.result.content.map((b: { bcrnMapId: string }) => b.bcrnMapId)),
      );
      expect(new Set(ids).size).toBe(1);
      // The value stays in Redis for the 10 minutes of BASE_MAP_CACHE_TTL_MS.
      const generation = (await redis.get(PICKER_GENERATION_KEY)) ?? '0';
      const ttl = await redis.pttl(pickerDataKey(generation));
      expect(ttl).toBeGreaterThan(BASE_MAP_CACHE_TTL_MS - 60_000);
      expect(ttl).toBeLessThanOrEqual(BASE_MAP_CACHE_TTL_MS);
      const again = await http().get(PICKER).expect(200);
      expect(again.headers['x-basemap-cache']).toBe('HIT');
      expect(queries() - before).toBe(1);
    });

    it('serves other queries from the database, never from the cache', async () => {
      const res = await http().get('/api/basemap?pageIndex=1&pageSize=999&imageAt=N').expect(200);
      expect(res.headers['x-basemap-cache']).toBeUndefined();
      expect(BASE_MAP_PICKER_QUERY.pageSize).toBe(999);
    });

    it('is invalidated by every write, on every instance', async () => {
      await http().get(PICKER).expect(200);
      const input = body({ bcrnMapNm: '캐시 확인용' });
      await http().post('/api/basemap').set(admin).send(input).expect(201);
      const afterCreate = await http(other).get(PICKER).expect(200);
      expect(afterCreate.headers['x-basemap-cache']).toBe('FILL');
      expect(
        afterCreate.body.result.content.some((b: { bcrnMapId: string }) => b.bcrnMapId === input.bcrnMapId),
      ).toBe(true);

      await http().put(`/api/basemap/${input.bcrnMapId}`).set(admin).send({ bcrnMapUseAt: 'N' }).expect(200);
      const afterHide = await http().get(PICKER).expect(200);
      expect(afterHide.headers['x-basemap-cache']).toBe('FILL');
      expect(
        afterHide.body.result.content.some((b: { bcrnMapId: string }) => b.bcrnMapId === input.bcrnMapId),
      ).toBe(false);

      await http()
        .put(`/api/basemap/${input.bcrnMapId}`)
        .set(admin)
        .send({ bcrnMapUseAt: 'Y', bcrnMapNm: '다시 보임' })
        .expect(200);
      const shown = await http(other).get(PICKER).expect(200);
      expect(
        shown.body.result.content.find((b: { bcrnMapId: string }) => b.bcrnMapId === input.bcrnMapId)
          ?.bcrnMapNm,
      ).toBe('다시 보임');

      await http()
        .post(`/api/basemap/${input.bcrnMapId}/thumbnail`)
        .set(admin)
        .attach('file', PNG, 't.png')
        .expect(200);
      const withThumb = await http().get(PICKER).expect(200);
      expect(withThumb.headers['x-basemap-cache']).toBe('FILL');
      expect(
        withThumb.body.result.content.find((b: { bcrnMapId: string }) => b.bcrnMapId === input.bcrnMapId)
          ?.thumbnailUrl,
      ).toMatch(/thumbnail/);

      await http().delete(`/api/basemap/${input.bcrnMapId}`).set(admin).expect(200);
      const afterDelete = await http(other).get(PICKER).expect(200);
      expect(afterDelete.headers['x-basemap-cache']).toBe('FILL');
      expect(
        afterDelete.body.result.content.some((b: { bcrnMapId: string }) => b.bcrnMapId === input.bcrnMapId),
      ).toBe(false);
    });

    it('answers from the database when Redis is unreachable (no 500)', async () => {
      const deadRedis = await createTestAppWith({ REDIS_URL: 'redis://127.0.0.1:1/11' });
      try {
        const service = deadRedis.get(BaseMapsService);
        const before = service.pickerQueryCount;
        const [a, b] = await Promise.all([http(deadRedis).get(PICKER), http(deadRedis).get(PICKER)]);
        for (const res of [a, b]) {
          expect(res.status).toBe(200);
          expect(res.headers['x-basemap-cache']).toBe('BYPASS');
          expect(res.body.result.content.map((m: { bcrnMapId: string }) => m.bcrnMapId)).toContain(
            'OFFLINE_WORLD',
          );
        }
        expect(service.pickerQueryCount - before).toBe(2);
      } finally {
        await deadRedis.close();
      }
    });
  });

  describe('offline base map tiles', () => {
    const tileUrl = (t: { z: number; x: number; y: number }) =>
      `/api/basemap/offline/tiles/${t.z}/${t.x}/${t.y}.mvt`;

    it('imported the Natural Earth countries in EPSG:3857 with a GiST index', async () => {
      const [row] = await db.query(
        `SELECT count(*)::int AS n, min(ST_SRID(geom)) AS srid, bool_and(ST_IsValid(geom)) AS valid FROM basemap.ne_countries`,
      );
      expect(row.n).toBeGreaterThan(200);
      expect(row.srid).toBe(3857);
      expect(row.valid).toBe(true);
      const idx = await db.query(
        `SELECT indexdef FROM pg_indexes WHERE schemaname = 'basemap' AND tablename = 'ne_countries'`,
      );
      expect(idx.map((i: { indexdef: string }) => i.indexdef).join(' ')).toMatch(/USING gist \(geom\)/);
    });

    it('serves Korea at z5 as a vector tile with names, cached and revalidated', async () => {
      const t = tileOfLonLat(127.8, 36.4, 5);
      await redis.del(offlineTileKey(t));
      const first = await http().get(tileUrl(t)).buffer(true).parse(binary).expect(200);
      expect(first.headers['content-type']).toBe('application/vnd.mapbox-vector-tile');
      expect(first.headers['x-tile-cache']).toBe('MISS');
      expect(first.headers['cache-control']).toBe('public, max-age=86400');
      const tile = new VectorTile(new Protobuf(first.body as Buffer));
      const countries = tile.layers.countries;
      expect(countries).toBeDefined();
      const names = Array.from({ length: countries.length }, (_, i) => countries.feature(i).properties);
      expect(names).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: 'South Korea', iso: '410' })]),
      );
      expect(countries.feature(0).type).toBe(3);
      const labels = tile.layers.country_labels;
      const labelNames = Array.from({ length: labels.length }, (_, i) => labels.feature(i).properties.name);
      expect(labelNames).toContain('South Korea');

      const second = await http().get(tileUrl(t)).buffer(true).parse(binary).expect(200);
      expect(second.headers['x-tile-cache']).toBe('HIT');
      expect(Buffer.compare(second.body as Buffer, first.body as Buffer)).toBe(0);
      await http().get(tileUrl(t)).set('If-None-Match', first.headers.etag).expect(304);
    });

    it('answers a whole-world tile at z0 and 204 for open ocean', async () => {
      const world = await http()
        .get(tileUrl({ z: 0, x: 0, y: 0 }))
        .buffer(true)
        .parse(binary)
        .expect(200);
      const layer = new VectorTile(new Protobuf(world.body as Buffer)).layers.countries;
      expect(layer.length).toBeGreaterThan(200);
      // Small enough for a base map: the low zooms use the simplified copies.
      expect((world.body as Buffer).length).toBeLessThan(400 * 1024);
      const pacific = tileOfLonLat(-130, -45, 7);
      const empty = await http().get(tileUrl(pacific)).expect(204);
      expect(empty.headers.etag).toBeDefined();
    });

    it('refuses tile addresses outside the grid (400)', async () => {
      await http().get('/api/basemap/offline/tiles/3/8/0.mvt').expect(400);
      await http().get('/api/basemap/offline/tiles/23/0/0.mvt').expect(400);
      await http().get('/api/basemap/offline/tiles/a/0/0.mvt').expect(400);
    });
  });
});
