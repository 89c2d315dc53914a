import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

const run = promisify(execFile);

interface Owner {
  userId: string;
  insttCode: string;
}

interface Link {
  href: string;
  rel: string;
  type: string;
}

interface Feature {
  type: 'Feature';
  id: number;
  geometry: { type: string; coordinates: number[] };
  properties: Record<string, unknown>;
  links?: Link[];
}

/** 20 points around Seoul City Hall and 5 around Busan Station, in EPSG:5186. */
const SEOUL = Array.from({ length: 20 }, (_, i) => ({ lon: 126.97 + (i % 5) * 0.004, lat: 37.56 + Math.floor(i / 5) * 0.004, name: `서울 ${i + 1}`, n: i + 1 }));
const BUSAN = Array.from({ length: 5 }, (_, i) => ({ lon: 129.07 + i * 0.002, lat: 35.17, name: `부산 ${i + 1}`, n: 100 + i }));
const PLACES = [...SEOUL, ...BUSAN];

const linkOf = (links: Link[], rel: string) => links.find((l) => l.rel === rel);
/** The path and query of an absolute link, for supertest. */
const pathOf = (href: string) => {
  const u = new URL(href);
  return `${u.pathname}${u.search}`;
};

describe('OGC API – Features (GET /api/ogc)', () => {
  let app: INestApplication;
  let f: Factories;
  let db: DataSource;
  let owner: Owner;
  let ownerAuth: { Authorization: string };
  let otherAuth: { Authorization: string };
  let sharedId: string;
  let privateId: string;
  let port: number;
  let seq = 0;

  const http = () => request(app.getHttpServer());

  async function makeLayer(places: typeof PLACES, o: Owner): Promise<string> {
    seq += 1;
    const tag = `${Date.now().toString(36)}${seq}`;
    const table = `t_ogc_${tag}`;
    const lyrId = `L-ogc-${tag}`;
    await db.query(`CREATE TABLE layers.${table} (gid serial PRIMARY KEY, geom geometry(Point, 5186), name text, n integer)`);
    await db.query(`CREATE INDEX ${table}_geom_idx ON layers.${table} USING gist (geom)`);
    await db.query(
      `INSERT INTO layers.${table} (geom, name, n)
       SELECT ST_Transform(ST_SetSRID(ST_MakePoint(lon, lat), 4326), 5186), name, n
         FROM unnest($1::float8[], $2::float8[], $3::text[], $4::int[]) AS u(lon, lat, name, n)`,
      [places.map((p) => p.lon), places.map((p) => p.lat), places.map((p) => p.name), places.map((p) => p.n)],
    );
    await db.query(
      `INSERT INTO lyr (lyr_id, lyr_nm, lyr_dc, lyr_ty_se_code, upload_ty, instt_code, register_id, table_nm, geom_column, geom_type, srid, feature_cnt)
       VALUES ($1, $2, '시험용 점 레이어', '1', 'shp', $3, $4, $5, 'geom', 'POINT', 5186, $6)`,
      [lyrId, `OGC 레이어 ${tag}`, o.insttCode, o.userId, table, places.length],
    );
    return lyrId;
  }

  async function shareWithEveryone(lyrId: string): Promise<void> {
    seq += 1;
    await db.query(
      `INSERT INTO pblonsip (cntnts_ty_code, cntnts_id, pblonsip_ordr, pblonsip_scope_se_code, owner_id, register_id)
       VALUES ('LYR', $1, $2, 0, $3, $3)`,
      [lyrId, seq, owner.userId],
    );
  }

  beforeAll(async () => {
    app = await createTestApp();
    // A real port for GDAL's ogrinfo; supertest uses the same server.
    await app.listen(0, '127.0.0.1');
    port = (app.getHttpServer().address() as AddressInfo).port;
    f = new Factories(app);
    db = app.get(DataSource);
    const a = await f.newInstitution();
    const b = await f.newInstitution();
    const o = await f.actor(a.insttCode, 12);
    owner = o.user;
    ownerAuth = o.auth;
    otherAuth = (await f.actor(b.insttCode, 12)).auth;
    sharedId = await makeLayer(PLACES, owner);
    privateId = await makeLayer(SEOUL.slice(0, 3), owner);
    await shareWithEveryone(sharedId);
  });
  afterAll(() => app.close());

  it('serves the landing page with links (JSON, not the envelope)', async () => {
    const res = await http().get('/api/ogc').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.code).toBeUndefined();
    const links = res.body.links as Link[];
    expect(linkOf(links, 'self')?.href).toMatch(/\/api\/ogc$/);
    expect(linkOf(links, 'service-desc')).toMatchObject({ type: 'application/vnd.oai.openapi+json;version=3.0' });
    expect(linkOf(links, 'conformance')?.href).toMatch(/\/api\/ogc\/conformance$/);
    expect(linkOf(links, 'data')?.href).toMatch(/\/api\/ogc\/collections$/);
    await http().get('/api/ogc?f=json').expect(200);
  });

  it('declares the core, GeoJSON and OpenAPI 3.0 conformance classes', async () => {
    const res = await http().get('/api/ogc/conformance').expect(200);
    expect(res.body.conformsTo).toEqual(
      expect.arrayContaining([
        'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core',
        'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson',
        'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/oas30',
      ]),
    );
  });

  it('lists the collections the caller may view: anonymous sees everyone-shared layers, the owner also the private ones', async () => {
    const anonymous = (await http().get('/api/ogc/collections?limit=1000').expect(200)).body.collections as Array<{ id: string }>;
    expect(anonymous.map((c) => c.id)).toContain(sharedId);
    expect(anonymous.map((c) => c.id)).not.toContain(privateId);
    const other = (await http().get('/api/ogc/collections?limit=1000').set(otherAuth).expect(200)).body.collections as Array<{ id: string }>;
    expect(other.map((c) => c.id)).not.toContain(privateId);
    const own = (await http().get('/api/ogc/collections?limit=1000').set(ownerAuth).expect(200)).body.collections as Array<{ id: string }>;
    expect(own.map((c) => c.id)).toEqual(expect.arrayContaining([sharedId, privateId]));
  });

  it('pages the collection list with a next link', async () => {
    const first = await http().get('/api/ogc/collections?limit=1').set(ownerAuth).expect(200);
    expect(first.body.collections).toHaveLength(1);
    const next = linkOf(first.body.links, 'next');
    expect(next?.href).toMatch(/offset=1/);
    const second = await http().get(pathOf(next!.href)).set(ownerAuth).expect(200);
    expect(second.body.collections[0].id).not.toBe(first.body.collections[0].id);
    expect(linkOf(second.body.links, 'prev')).toBeDefined();
  });

  it('describes one collection: title, items link, CRS84 extent around the data', async () => {
    const res = await http().get(`/api/ogc/collections/${sharedId}`).expect(200);
    expect(res.body).toMatchObject({ id: sharedId, description: '시험용 점 레이어', itemType: 'feature' });
    expect(linkOf(res.body.links, 'items')).toMatchObject({ type: 'application/geo+json' });
    const [[w, s, e, n]] = res.body.extent.spatial.bbox as number[][];
    expect(res.body.extent.spatial.crs).toBe('http://www.opengis.net/def/crs/OGC/1.3/CRS84');
    expect([w < 126.97, s < 35.17, e > 129.078, n > 37.572, e - w < 2.5]).toEqual([true, true, true, true, true]);
  });

  it('refuses a private collection to others (403) and knows no unknown one (404)', async () => {
    await http().get(`/api/ogc/collections/${privateId}`).expect(403);
    await http().get(`/api/ogc/collections/${privateId}/items`).set(otherAuth).expect(403);
    await http().get(`/api/ogc/collections/${privateId}/items/1`).expect(403);
    await http().get(`/api/ogc/collections/${privateId}/items`).set(ownerAuth).expect(200);
    await http().get('/api/ogc/collections/L-no-such-layer').expect(404);
  });

  it('serves items as GeoJSON in EPSG:4326, 10 by default, with next and prev links through every page', async () => {
    const first = await http().get(`/api/ogc/collections/${sharedId}/items`).expect(200);
    expect(first.headers['content-type']).toMatch(/^application\/geo\+json/);
    expect(first.body).toMatchObject({ type: 'FeatureCollection', numberMatched: 25, numberReturned: 10 });
    const feature = first.body.features[0] as Feature;
    expect(feature).toMatchObject({ type: 'Feature', id: 1, properties: { name: '서울 1', n: 1 }, geometry: { type: 'Point' } });
    expect(feature.properties.gid).toBeUndefined();
    expect(feature.geometry.coordinates[0]).toBeCloseTo(SEOUL[0].lon, 6);
    expect(feature.geometry.coordinates[1]).toBeCloseTo(SEOUL[0].lat, 6);
    expect(linkOf(first.body.links, 'prev')).toBeUndefined();

    const seen: number[] = [];
    let page = first;
    for (;;) {
      seen.push(...(page.body.features as Feature[]).map((ft) => ft.id));
      const next = linkOf(page.body.links, 'next');
      if (!next) break;
      expect(next.type).toBe('application/geo+json');
      page = await http().get(pathOf(next.href)).expect(200);
      expect(linkOf(page.body.links, 'prev')).toBeDefined();
    }
    expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(page.body.numberReturned).toBe(5);
  });

  it('honours limit and offset, reduces limits above 1000, and refuses bad parameters', async () => {
    const res = await http().get(`/api/ogc/collections/${sharedId}/items?limit=3&offset=20`).expect(200);
    expect((res.body.features as Feature[]).map((ft) => ft.id)).toEqual([21, 22, 23]);
    expect(linkOf(res.body.links, 'next')?.href).toMatch(/offset=23/);
    const big = await http().get(`/api/ogc/collections/${sharedId}/items?limit=5000`).expect(200);
    expect(big.body.numberReturned).toBe(25);
    await http().get(`/api/ogc/collections/${sharedId}/items?limit=0`).expect(400);
    await http().get(`/api/ogc/collections/${sharedId}/items?offset=-1`).expect(400);
    await http().get(`/api/ogc/collections/${sharedId}/items?bbox=1,2,3`).expect(400);
    await http().get(`/api/ogc/collections/${sharedId}/items?bbox=10,50,5,60`).expect(400);
    await http().get(`/api/ogc/collections/${sharedId}/items?bbox=0,-91,1,1`).expect(400);
    await http().get(`/api/ogc/collections/${sharedId}/items?unknown=1`).expect(400);
  });

  it('filters by bbox in CRS84', async () => {
    const seoul = await http().get(`/api/ogc/collections/${sharedId}/items?bbox=126.9,37.5,127.1,37.6&limit=100`).expect(200);
    expect(seoul.body.numberMatched).toBe(20);
    expect((seoul.body.features as Feature[]).every((ft) => String(ft.properties.name).startsWith('서울'))).toBe(true);
    // Two columns of the Seoul grid: lon 126.970 and 126.974.
    const strip = await http().get(`/api/ogc/collections/${sharedId}/items?bbox=126.969,37.5,126.975,37.6&limit=5`).expect(200);
    expect(strip.body).toMatchObject({ numberMatched: 8, numberReturned: 5 });
    expect(linkOf(strip.body.links, 'next')?.href).toContain('bbox=126.969%2C37.5%2C126.975%2C37.6');
    const busan = await http().get(`/api/ogc/collections/${sharedId}/items?bbox=128,34,-100,130,36,100`).expect(200);
    expect(busan.body.numberMatched).toBe(5);
    const europe = await http().get(`/api/ogc/collections/${sharedId}/items?bbox=2,48,3,49`).expect(200);
    expect(europe.body).toMatchObject({ numberMatched: 0, numberReturned: 0, features: [] });
    const world = await http().get(`/api/ogc/collections/${sharedId}/items?bbox=-180,-90,180,90`).expect(200);
    expect(world.body.numberMatched).toBe(25);
  });

  it('serves a single item by id, 404 for ids that do not exist', async () => {
    const res = await http().get(`/api/ogc/collections/${sharedId}/items/21`).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/geo\+json/);
    const ft = res.body as Feature;
    expect(ft).toMatchObject({ type: 'Feature', id: 21, properties: { name: '부산 1', n: 100 } });
    expect(ft.geometry.coordinates[0]).toBeCloseTo(BUSAN[0].lon, 6);
    expect(ft.geometry.coordinates[1]).toBeCloseTo(BUSAN[0].lat, 6);
    expect(linkOf(ft.links!, 'self')?.href).toMatch(new RegExp(`/collections/${sharedId}/items/21$`));
    expect(linkOf(ft.links!, 'collection')).toBeDefined();
    await http().get(`/api/ogc/collections/${sharedId}/items/999`).expect(404);
    await http().get(`/api/ogc/collections/${sharedId}/items/abc`).expect(404);
  });

  it("is read by GDAL's OAPIF driver (ogrinfo counts the features)", async () => {
    const { stdout } = await run('ogrinfo', ['-ro', '-so', `OAPIF:http://127.0.0.1:${port}/api/ogc`, sharedId], { timeout: 60_000 });
    expect(stdout).toContain(`Layer name: ${sharedId}`);
    expect(stdout).toMatch(/Geometry: Point/);
    expect(stdout).toMatch(/Feature Count: 25\b/);
    expect(stdout).toMatch(/^name: String/m);
    expect(stdout).toMatch(/^n: Integer/m);
    // Reading every feature follows the next links page by page.
    const all = await run('ogrinfo', ['-ro', '-al', '-oo', 'PAGE_SIZE=7', `OAPIF:http://127.0.0.1:${port}/api/ogc`, sharedId], { timeout: 60_000 });
    expect(all.stdout.match(/^OGRFeature\(/gm)).toHaveLength(25);
    expect(all.stdout).toContain('name (String) = 부산 5');
  });

  it('lets ogrinfo read a private layer with the bearer token (GDAL_HTTP_HEADERS)', async () => {
    const url = `OAPIF:http://127.0.0.1:${port}/api/ogc`;
    const anonymous = await run('ogrinfo', ['-ro', '-so', url], { timeout: 60_000 });
    expect(anonymous.stdout).not.toContain(privateId);
    const env = { ...process.env, GDAL_HTTP_HEADERS: `Authorization: ${ownerAuth.Authorization}` };
    const { stdout } = await run('ogrinfo', ['-ro', '-so', url, privateId], { timeout: 60_000, env });
    expect(stdout).toMatch(/Feature Count: 3\b/);
  });
});
