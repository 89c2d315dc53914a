import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Stream } from 'node:stream';
import type { INestApplication } from '@nestjs/common';
import { VectorTile } from '@mapbox/vector-tile';
import Protobuf from 'pbf';
import type Redis from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppConfig } from '../src/config/app-config';
import { LayerAccess } from '../src/modules/layers/layer-access.service';
import { LayerSources } from '../src/modules/layer-data/layer-source.service';
import { TILE_CACHE_TTL_SECONDS, tileCacheKey } from '../src/modules/tiles/tile-cache.service';
import { type TileAddress, tileOfLonLat } from '../src/common/geo/tile-grid';
import { tileStatement } from '../src/modules/tiles/tile-renderer.service';
import { REDIS } from '../src/redis/redis.module';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

interface Place {
  lon: number;
  lat: number;
  name: string;
  n: number;
}

interface Owner {
  userId: string;
  insttCode: string;
}

const CITY_HALL: Place = { lon: 126.978, lat: 37.5665, name: '서울시청', n: 1 };
const PLAZA: Place = { lon: 126.979, lat: 37.566, name: 'plaza', n: 2 };
const BUSAN: Place = { lon: 129.0756, lat: 35.1796, name: '부산역', n: 3 };
const JEJU = { lon: 126.5312, lat: 33.4996 };

/** Collects a binary body (supertest only buffers types it knows). */
function binary(res: Stream, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

describe('vector tiles and raster files (GET /api/tiles)', () => {
  let app: INestApplication;
  let f: Factories;
  let db: DataSource;
  let redis: Redis;
  let owner: Owner;
  let ownerAuth: { Authorization: string };
  let otherAuth: { Authorization: string };
  let seq = 0;
  let shareSeq = 0;

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
    otherAuth = (await f.actor(b.insttCode, 12)).auth;
  });
  afterAll(() => app.close());

  const http = () => request(app.getHttpServer());
  const tileUrl = (lyrId: string, t: TileAddress) => `/api/tiles/${lyrId}/${t.z}/${t.x}/${t.y}.mvt`;
  const getTile = (lyrId: string, t: TileAddress, headers: Record<string, string> = {}) =>
    http().get(tileUrl(lyrId, t)).set(headers).buffer(true).parse(binary);

  /** A point layer table in EPSG:5186 (GiST-indexed) and its READY lyr row. */
  async function makeLayer(places: Place[], o: Owner = owner): Promise<{ lyrId: string; table: string }> {
    seq += 1;
    const tag = `${Date.now().toString(36)}${seq}`;
    const table = `t_tiles_${tag}`;
    const lyrId = `L-tiles-${tag}`;
    await db.query(`CREATE TABLE layers.${table} (gid serial PRIMARY KEY, geom geometry(Point, 5186), name text, n integer)`);
    await db.query(`CREATE INDEX ${table}_geom_idx ON layers.${table} USING gist (geom)`);
    await addPlaces(table, places);
    await db.query(
      `INSERT INTO lyr (lyr_id, lyr_nm, lyr_ty_se_code, upload_ty, instt_code, register_id, table_nm, geom_column, geom_type, srid, feature_cnt)
       VALUES ($1, $2, '1', 'shp', $3, $4, $5, 'geom', 'POINT', 5186, $6)`,
      [lyrId, `점 레이어 ${tag}`, o.insttCode, o.userId, table, places.length],
    );
    return { lyrId, table };
  }

  async function addPlaces(table: string, places: Place[]): Promise<void> {
    await db.query(
      `INSERT INTO layers.${table} (geom, name, n)
       SELECT ST_Transform(ST_SetSRID(ST_MakePoint(lon, lat), 4326), 5186), name, n
         FROM unnest($1::float8[], $2::float8[], $3::text[], $4::int[]) AS u(lon, lat, name, n)`,
      [places.map((p) => p.lon), places.map((p) => p.lat), places.map((p) => p.name), places.map((p) => p.n)],
    );
  }

  async function shareWithEveryone(lyrId: string): Promise<void> {
    shareSeq += 1;
    await db.query(
      `INSERT INTO pblonsip (cntnts_ty_code, cntnts_id, pblonsip_ordr, pblonsip_scope_se_code, owner_id, register_id)
       VALUES ('LYR', $1, $2, 0, $3, $3)`,
      [lyrId, shareSeq, owner.userId],
    );
  }

  const unshare = (lyrId: string) => db.query(`DELETE FROM pblonsip WHERE cntnts_ty_code = 'LYR' AND cntnts_id = $1`, [lyrId]);
  const bumpVersion = (lyrId: string) => db.query(`UPDATE lyr SET data_version = data_version + 1 WHERE lyr_id = $1`, [lyrId]);
  const version = async (lyrId: string) => (await db.query(`SELECT data_version FROM lyr WHERE lyr_id = $1`, [lyrId]))[0].data_version as number;

  /** The tile is written to Redis just after the answer: wait for it (up to 2 s). */
  async function cachedSoon(key: string): Promise<boolean> {
    for (let i = 0; i < 200; i++) {
      if (await redis.exists(key)) return true;
      await new Promise((r) => setTimeout(r, 10));
    }
    return false;
  }

  function decode(body: Buffer, lyrId: string) {
    const layer = new VectorTile(new Protobuf(body)).layers[lyrId];
    const features = Array.from({ length: layer?.length ?? 0 }, (_, i) => layer!.feature(i));
    return { layer, features };
  }

  it('decodes a tile holding exactly the features of its area, placed where they are', async () => {
    const { lyrId } = await makeLayer([CITY_HALL, PLAZA, BUSAN]);
    const t = tileOfLonLat(CITY_HALL.lon, CITY_HALL.lat, 14);
    expect(tileOfLonLat(PLAZA.lon, PLAZA.lat, 14)).toEqual(t);
    const res = await getTile(lyrId, t, ownerAuth).expect(200);
    expect(res.headers['content-type']).toBe('application/vnd.mapbox-vector-tile');
    const { layer, features } = decode(res.body as Buffer, lyrId);
    expect(layer!.extent).toBe(4096);
    expect(features.map((ft) => ft.properties.name).sort()).toEqual(['plaza', '서울시청']);
    const hall = features.find((ft) => ft.properties.name === '서울시청')!;
    expect(hall.id).toBe(1);
    expect(hall.properties.n).toBe(1);
    expect(hall.type).toBe(1);
    const [lon, lat] = (hall.toGeoJSON(t.x, t.y, t.z).geometry as { coordinates: number[] }).coordinates;
    expect(lon).toBeCloseTo(CITY_HALL.lon, 4);
    expect(lat).toBeCloseTo(CITY_HALL.lat, 4);

    const busanTile = tileOfLonLat(BUSAN.lon, BUSAN.lat, 14);
    const busan = decode((await getTile(lyrId, busanTile, ownerAuth).expect(200)).body as Buffer, lyrId);
    expect(busan.features.map((ft) => ft.properties.name)).toEqual(['부산역']);
  });

  it('labels a polygon cut by tile edges once: one label point in the one tile that holds it, none for points', async () => {
    seq += 1;
    const tag = `${Date.now().toString(36)}${seq}`;
    const table = `t_tiles_${tag}`;
    const lyrId = `L-tiles-${tag}`;
    await db.query(`CREATE TABLE layers.${table} (gid serial PRIMARY KEY, geom geometry(Polygon, 5186), name text)`);
    await db.query(`CREATE INDEX ${table}_geom_idx ON layers.${table} USING gist (geom)`);
    // A 3 km square around City Hall: at z14 (about 2.4 km tiles) it spans four tiles or more.
    await db.query(
      `INSERT INTO layers.${table} (geom, name)
       SELECT ST_Expand(ST_Transform(ST_SetSRID(ST_MakePoint($1, $2), 4326), 5186), 1500), '중구'`,
      [CITY_HALL.lon, CITY_HALL.lat],
    );
    await db.query(
      `INSERT INTO lyr (lyr_id, lyr_nm, lyr_ty_se_code, upload_ty, instt_code, register_id, table_nm, geom_column, geom_type, srid, feature_cnt)
       VALUES ($1, $2, '3', 'shp', $3, $4, $5, 'geom', 'POLYGON', 5186, 1)`,
      [lyrId, `면 레이어 ${tag}`, owner.insttCode, owner.userId, table],
    );
    const centre = tileOfLonLat(CITY_HALL.lon, CITY_HALL.lat, 14);
    let parts = 0;
    const labels: Array<{ id: number | undefined; name: unknown }> = [];
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        const res = await getTile(lyrId, { z: 14, x: centre.x + dx, y: centre.y + dy }, ownerAuth);
        if (res.status === 204) continue;
        expect(res.status).toBe(200);
        const tile = new VectorTile(new Protobuf(res.body as Buffer));
        parts += tile.layers[lyrId]?.length ?? 0;
        const layer = tile.layers[`${lyrId}:labels`];
        for (let i = 0; i < (layer?.length ?? 0); i++) {
          const ft = layer!.feature(i);
          expect(ft.type).toBe(1);
          labels.push({ id: ft.id, name: ft.properties.name });
        }
      }
    }
    expect(parts).toBeGreaterThan(1);
    expect(labels).toEqual([{ id: 1, name: '중구' }]);

    // Point layers need no label points: the points are their own.
    const points = await makeLayer([CITY_HALL]);
    const res = await getTile(points.lyrId, tileOfLonLat(CITY_HALL.lon, CITY_HALL.lat, 14), ownerAuth).expect(200);
    expect(Object.keys(new VectorTile(new Protobuf(res.body as Buffer)).layers)).toEqual([points.lyrId]);
  });

  it('serves low zooms too: the whole-world tile 0/0/0 holds every feature', async () => {
    const { lyrId } = await makeLayer([CITY_HALL, PLAZA, BUSAN]);
    for (const t of [{ z: 0, x: 0, y: 0 }, tileOfLonLat(127.5, 36.5, 5)]) {
      const res = await getTile(lyrId, t, ownerAuth).expect(200);
      expect(decode(res.body as Buffer, lyrId).features).toHaveLength(3);
    }
  });

  it('answers 204 for an area without features (and caches the empty answer)', async () => {
    const { lyrId } = await makeLayer([CITY_HALL, BUSAN]);
    const jeju = tileOfLonLat(JEJU.lon, JEJU.lat, 14);
    const first = await getTile(lyrId, jeju, ownerAuth).expect(204);
    expect(first.headers['x-tile-cache']).toBe('MISS');
    expect(first.headers.etag).toBeDefined();
    const key = tileCacheKey(lyrId, await version(lyrId), jeju);
    expect(await cachedSoon(key)).toBe(true);
    expect(await redis.strlen(key)).toBe(0);
    expect((await getTile(lyrId, jeju, ownerAuth).expect(204)).headers['x-tile-cache']).toBe('HIT');
    // Far outside the data (and outside EPSG:5186's domain): empty without an error.
    await getTile(lyrId, { z: 3, x: 0, y: 0 }, ownerAuth).expect(204);
    await getTile(lyrId, { z: 22, x: 0, y: 4194303 }, ownerAuth).expect(204);
  });

  it.each([
    ['z above 22', '23/0/0'],
    ['x outside the grid', '2/4/0'],
    ['y outside the grid', '3/0/8'],
    ['negative y', '3/0/-1'],
    ['a non-integer z', '1.5/0/0'],
    ['letters', 'a/b/c'],
  ])('answers 400 for %s', async (_name, address) => {
    const { lyrId } = await makeLayer([CITY_HALL]);
    const res = await http().get(`/api/tiles/${lyrId}/${address}.mvt`).set(ownerAuth).expect(400);
    expect(res.body.code).toBe(400);
  });

  it('answers 404 for an unknown layer and 409 for a layer still importing', async () => {
    await getTile('L-no-such-layer', { z: 0, x: 0, y: 0 }, ownerAuth).expect(404);
    const { lyrId } = await makeLayer([CITY_HALL]);
    await db.query(`UPDATE lyr SET lyr_sttus_code = 'IMPORTING' WHERE lyr_id = $1`, [lyrId]);
    await getTile(lyrId, { z: 0, x: 0, y: 0 }, ownerAuth).expect(409);
  });

  it('sends an ETag and answers 304 to a matching If-None-Match', async () => {
    const { lyrId } = await makeLayer([CITY_HALL]);
    const t = tileOfLonLat(CITY_HALL.lon, CITY_HALL.lat, 12);
    const first = await getTile(lyrId, t, ownerAuth).expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await getTile(lyrId, t, { ...ownerAuth, 'If-None-Match': etag }).expect(304);
    expect((again.body as Buffer).length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    await getTile(lyrId, t, { ...ownerAuth, 'If-None-Match': 'W/"something-else"' }).expect(200);
  });

  it('caches rendered tiles in Redis under the layer version, with a TTL', async () => {
    const { lyrId } = await makeLayer([CITY_HALL, PLAZA]);
    const t = tileOfLonLat(CITY_HALL.lon, CITY_HALL.lat, 15);
    const key = tileCacheKey(lyrId, await version(lyrId), t);
    expect(await redis.exists(key)).toBe(0);
    const first = await getTile(lyrId, t, ownerAuth).expect(200);
    expect(first.headers['x-tile-cache']).toBe('MISS');
    expect(await cachedSoon(key)).toBe(true);
    const stored = await redis.getBuffer(key);
    expect(stored?.equals(first.body as Buffer)).toBe(true);
    const ttl = await redis.ttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(TILE_CACHE_TTL_SECONDS);
    const second = await getTile(lyrId, t, ownerAuth).expect(200);
    expect(second.headers['x-tile-cache']).toBe('HIT');
    expect((second.body as Buffer).equals(first.body as Buffer)).toBe(true);
  });

  it('serves the new data once data_version changes, and drops the old version from Redis', async () => {
    const { lyrId, table } = await makeLayer([CITY_HALL]);
    const t = tileOfLonLat(CITY_HALL.lon, CITY_HALL.lat, 14);
    const before = await getTile(lyrId, t, ownerAuth).expect(200);
    const oldKey = tileCacheKey(lyrId, await version(lyrId), t);
    expect(await cachedSoon(oldKey)).toBe(true);

    await addPlaces(table, [PLAZA]);
    await bumpVersion(lyrId);
    const after = await getTile(lyrId, t, { ...ownerAuth, 'If-None-Match': before.headers.etag as string }).expect(200);
    expect(after.headers['x-tile-cache']).toBe('MISS');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(decode(after.body as Buffer, lyrId).features).toHaveLength(2);
    expect(await cachedSoon(tileCacheKey(lyrId, await version(lyrId), t))).toBe(true);
    // The purge of older versions runs after the answer.
    for (let i = 0; i < 50 && (await redis.exists(oldKey)); i++) await new Promise((r) => setTimeout(r, 20));
    expect(await redis.exists(oldKey)).toBe(0);
  });

  it('refuses a private layer to other institutions and anonymous callers, serves it once shared, and refuses again at once when unshared', async () => {
    const { lyrId } = await makeLayer([CITY_HALL]);
    const t = tileOfLonLat(CITY_HALL.lon, CITY_HALL.lat, 14);
    const own = await getTile(lyrId, t, ownerAuth).expect(200);
    expect(own.headers['cache-control']).toBe('private, no-cache');
    expect(await cachedSoon(tileCacheKey(lyrId, await version(lyrId), t))).toBe(true);
    const denied = await http().get(tileUrl(lyrId, t)).set(otherAuth).expect(403);
    expect(denied.body.code).toBe(403);
    await getTile(lyrId, t).expect(403);

    await shareWithEveryone(lyrId);
    const anonymous = await getTile(lyrId, t).expect(200);
    expect(anonymous.headers['x-tile-cache']).toBe('HIT');
    expect(anonymous.headers['cache-control']).toBe('public, max-age=60');
    expect((await getTile(lyrId, t, otherAuth).expect(200)).headers['cache-control']).toBe('public, max-age=60');
    expect((await getTile(lyrId, t, ownerAuth).expect(200)).headers['cache-control']).toBe('public, max-age=60');

    await unshare(lyrId);
    expect(await redis.exists(tileCacheKey(lyrId, await version(lyrId), t))).toBe(1);
    await getTile(lyrId, t).expect(403);
    await getTile(lyrId, t, otherAuth).expect(403);
    await getTile(lyrId, t, { ...otherAuth, 'If-None-Match': own.headers.etag as string }).expect(403);
  });

  it('filters on the GiST index of the stored column (EXPLAIN of the tile query on 20,000 rows)', async () => {
    const { lyrId, table } = await makeLayer([]);
    // Dense (4 km square around City Hall): a z15 tile holds about a thousand rows, where a
    // select list with ST_Transform next to the filter would tempt the planner into a seq scan.
    await db.query(
      `INSERT INTO layers.${table} (geom, name, n)
       SELECT ST_Translate(ST_Transform(ST_SetSRID(ST_MakePoint($1, $2), 4326), 5186), random() * 4000 - 2000, random() * 4000 - 2000), 'p' || g, g
         FROM generate_series(1, 20000) g`,
      [CITY_HALL.lon, CITY_HALL.lat],
    );
    await db.query(`ANALYZE layers.${table}`);
    await bumpVersion(lyrId);
    const access: LayerAccess = app.get(LayerAccess);
    const layer = await access.find(lyrId);
    access.requireVector(layer);
    const source = await app.get(LayerSources).of(layer);
    const statement = tileStatement(source, tileOfLonLat(CITY_HALL.lon, CITY_HALL.lat, 15))!;
    const plan = (await db.query(`EXPLAIN (ANALYZE false) ${statement.sql}`, statement.params) as Array<{ 'QUERY PLAN': string }>)
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    expect(plan).toMatch(new RegExp(`(Index Scan|Bitmap Index Scan) (using|on) ${table}_geom_idx`));
    expect(plan).not.toMatch(/Seq Scan/);
    // The same tile through HTTP decodes to the features of that area.
    const res = await getTile(lyrId, tileOfLonLat(CITY_HALL.lon, CITY_HALL.lat, 15), ownerAuth).expect(200);
    expect(decode(res.body as Buffer, lyrId).features.length).toBeGreaterThan(300);
  });

  it('describes the tiles with TileJSON: URL template, bounds around the data, attribute names', async () => {
    const { lyrId } = await makeLayer([CITY_HALL, BUSAN]);
    const res = await http().get(`/api/tiles/${lyrId}/tilejson.json`).set(ownerAuth).expect(200);
    expect(res.body.tilejson).toBe('3.0.0');
    expect(res.body.tiles[0]).toMatch(new RegExp(`/api/tiles/${lyrId}/\\{z\\}/\\{x\\}/\\{y\\}\\.mvt$`));
    const [w, s, e, n] = res.body.bounds as number[];
    expect(w).toBeLessThan(CITY_HALL.lon);
    expect(e).toBeGreaterThan(BUSAN.lon);
    expect(s).toBeLessThan(BUSAN.lat);
    expect(n).toBeGreaterThan(CITY_HALL.lat);
    expect(e - w).toBeLessThan(2.5);
    expect(res.body.vector_layers).toEqual([{ id: lyrId, fields: { name: 'String', n: 'Number' }, minzoom: 0, maxzoom: 22 }]);
    await http().get(`/api/tiles/${lyrId}/tilejson.json`).expect(403);
  });

  describe('raster files (Cloud-Optimized GeoTIFF with Range requests)', () => {
    let lyrId: string;
    let bytes: Buffer;

    beforeAll(async () => {
      const storage = app.get(AppConfig).storageDir;
      const dir = path.join(storage, 'rasters-test');
      mkdirSync(dir, { recursive: true });
      seq += 1;
      const name = `cog-${Date.now().toString(36)}${seq}`;
      const src = path.join(dir, `${name}-src.tif`);
      const cog = path.join(dir, `${name}.tif`);
      execFileSync('gdal_create', ['-q', '-of', 'GTiff', '-outsize', '300', '200', '-bands', '1', '-burn', '7', '-ot', 'Byte',
        '-a_srs', 'EPSG:5186', '-a_ullr', '198000', '552000', '198300', '551800', src]);
      execFileSync('gdal_translate', ['-q', '-of', 'COG', src, cog]);
      rmSync(src);
      bytes = readFileSync(cog);
      expect(statSync(cog).size).toBe(bytes.length);
      lyrId = `L-raster-${name}`;
      await db.query(
        `INSERT INTO lyr (lyr_id, lyr_nm, lyr_ty_se_code, upload_ty, instt_code, register_id, raster_path)
         VALUES ($1, '래스터', '0', 'geotiff', $2, $3, $4)`,
        [lyrId, owner.insttCode, owner.userId, path.relative(storage, cog)],
      );
    });

    const getRaster = (id: string, headers: Record<string, string> = {}) =>
      http().get(`/api/tiles/${id}/raster.tif`).set(headers).buffer(true).parse(binary);

    it('answers a Range request with 206 and exactly those bytes', async () => {
      const res = await getRaster(lyrId, { ...ownerAuth, Range: 'bytes=0-15' }).expect(206);
      expect(res.headers['content-range']).toBe(`bytes 0-15/${bytes.length}`);
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.headers['content-type']).toBe('image/tiff');
      expect((res.body as Buffer).equals(bytes.subarray(0, 16))).toBe(true);
      expect((res.body as Buffer).subarray(0, 4).toString('latin1')).toBe('II*\u0000');
      const middle = await getRaster(lyrId, { ...ownerAuth, Range: 'bytes=100-199' }).expect(206);
      expect((middle.body as Buffer).equals(bytes.subarray(100, 200))).toBe(true);
      const whole = await getRaster(lyrId, ownerAuth).expect(200);
      expect((whole.body as Buffer).equals(bytes)).toBe(true);
      expect(whole.headers['cache-control']).toBe('private, no-cache');
    });

    it('goes through the content-access policy', async () => {
      await getRaster(lyrId, { Range: 'bytes=0-15' }).expect(403);
      await getRaster(lyrId, { ...otherAuth, Range: 'bytes=0-15' }).expect(403);
      await shareWithEveryone(lyrId);
      const res = await getRaster(lyrId, { Range: 'bytes=0-15' }).expect(206);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      await unshare(lyrId);
      await getRaster(lyrId, { Range: 'bytes=0-15' }).expect(403);
    });

    it('answers 404 without a raster file or for a path leaving the storage folder', async () => {
      const { lyrId: vectorId } = await makeLayer([CITY_HALL]);
      await getRaster(vectorId, ownerAuth).expect(404);
      const escaping = `L-raster-esc-${Date.now().toString(36)}`;
      await db.query(
        `INSERT INTO lyr (lyr_id, lyr_nm, lyr_ty_se_code, upload_ty, instt_code, register_id, raster_path)
         VALUES ($1, 'escape', '0', 'geotiff', $2, $3, '../../../etc/passwd')`,
        [escaping, owner.insttCode, owner.userId],
      );
      await getRaster(escaping, ownerAuth).expect(404);
    });
  });
});
