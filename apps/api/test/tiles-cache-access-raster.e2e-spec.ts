import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { AppConfig } from '../src/config/app-config';
import { LayerAccess } from '../src/modules/layers/layer-access.service';
import { LayerSources } from '../src/modules/layer-data/layer-source.service';
import { TILE_CACHE_TTL_SECONDS, tileCacheKey } from '../src/modules/tiles/tile-cache.service';
import { tileOfLonLat } from '../src/common/geo/tile-grid';
import { tileStatement } from '../src/modules/tiles/tile-renderer.service';
import { tilesSuite, type Owner, CITY_HALL, PLAZA, BUSAN, binary } from './support/tiles.suite';

describe('vector tiles and raster files (GET /api/tiles)', () => {
  const suite = tilesSuite();
  const { http, tileUrl, getTile, makeLayer, addPlaces, shareWithEveryone, unshare, bumpVersion, version, cachedSoon, decode } = suite;
  let app: INestApplication;
  let db: DataSource;
  let redis: Redis;
  let owner: Owner;
  let ownerAuth: { Authorization: string };
  let otherAuth: { Authorization: string };
  let seq = 0;
  beforeAll(() => {
    ({ app, db, redis, owner, ownerAuth, otherAuth } = suite);
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
    expect(res.body.tiles[0]).toMatch(new RegExp(`/api/tiles/${lyrId}/\\{z\\}/\\{x\\}/\\{y\\}\\.mvt\\?v=${await version(lyrId)}$`));
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
