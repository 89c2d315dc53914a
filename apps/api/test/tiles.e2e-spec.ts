import { VectorTile } from '@mapbox/vector-tile';
import Protobuf from 'pbf';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { tileCacheKey } from '../src/modules/tiles/tile-cache.service';
import { tileOfLonLat } from '../src/common/geo/tile-grid';
import { tilesSuite, type Owner, CITY_HALL, PLAZA, BUSAN, JEJU } from './support/tiles.suite';

describe('vector tiles and raster files (GET /api/tiles)', () => {
  const suite = tilesSuite();
  const { http, getTile, makeLayer, version, cachedSoon, decode } = suite;
  let db: DataSource;
  let redis: Redis;
  let owner: Owner;
  let ownerAuth: { Authorization: string };
  let seq = 0;
  beforeAll(() => {
    ({ db, redis, owner, ownerAuth } = suite);
  });

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
});
