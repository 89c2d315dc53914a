import type { INestApplication } from '@nestjs/common';
import { VectorTile } from '@mapbox/vector-tile';
import { BASE_MAP_CACHE_TTL_MS, BASE_MAP_PICKER_QUERY } from '@nuri/domain';
import type Redis from 'ioredis';
import Protobuf from 'pbf';
import { DataSource } from 'typeorm';
import { BaseMapsService } from '../src/modules/basemaps/base-maps.service';
import { offlineTileKey } from '../src/modules/basemaps/offline/offline-tiles.service';
import { PICKER_GENERATION_KEY, pickerDataKey } from '../src/modules/basemaps/picker-cache.service';
import { tileOfLonLat } from '../src/common/geo/tile-grid';
import { createTestAppWith } from './support/test-app';
import { basemapsSuite, PNG, PICKER, binary } from './support/basemaps.suite';

describe('base maps (/api/basemap)', () => {
  const suite = basemapsSuite();
  const { http, body, queries, coldPickerCache } = suite;
  let app: INestApplication;
  let other: INestApplication;
  let db: DataSource;
  let redis: Redis;
  let admin: { Authorization: string };
  beforeAll(() => {
    ({ app, other, db, redis, admin } = suite);
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
