import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES } from '@nuri/domain';
import type { Server } from 'node:http';
import { DataSource } from 'typeorm';
import { tileOfLonLat } from '../src/common/geo/tile-grid';
import { type EdgeNginx, NGINX, startEdgeNginx } from './support/edge-nginx';
import { Factories } from './support/factories';
import { CITY_HALL, pointLayer } from './support/point-layer';
import { createTestApp } from './support/test-app';

// The shipped nginx configuration (docker/nginx.conf, the web image of docker compose and of
// deploy/k8s) in front of the API, as an edge cache: public tiles at their versioned address are
// stored and answered by nginx (X-Edge-Cache HIT) in every encoding the API stores; an edit gives
// a new address that reaches the API at once; private tiles and requests with a credential never
// come from the cache; the base-map picker is kept 5 s.

const PICKER = '/api/basemap?pageIndex=1&pageSize=999&imageAt=N&bcrnMapUseAt=Y';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Headers an edge-cached tile keeps (docker/nginx.conf, tiles location). */
const KEPT = ['content-type', 'content-encoding', 'cache-control', 'etag', 'vary', 'x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security', 'access-control-allow-origin'];
/** The API's document-only headers, its request id and its own cache marker: not on an edge-cached tile. */
const HIDDEN = [
  'content-security-policy',
  'x-frame-options',
  'x-xss-protection',
  'x-download-options',
  'x-dns-prefetch-control',
  'x-permitted-cross-domain-policies',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-request-id',
  'x-tile-cache',
];
describe('edge cache: the shipped nginx configuration in front of the API', () => {
  let app: INestApplication;
  let edge: EdgeNginx;
  let dir: string;
  let db: DataSource;
  let owner: { user: { userId: string; insttCode: string }; auth: { Authorization: string } };
  let apiUrl: string;

  beforeAll(async () => {
    if (!NGINX) throw new Error('nginx is needed for this suite (apt-get install nginx)');
    app = await createTestApp();
    await app.listen(0, '127.0.0.1');
    const apiPort = ((app.getHttpServer() as Server).address() as AddressInfo).port;
    apiUrl = `http://127.0.0.1:${apiPort}`;
    dir = mkdtempSync(path.join(os.tmpdir(), 'nuri-edge-'));
    edge = await startEdgeNginx({ apiPort, port: await freePort(), dir, workerConnections: 256 });
    db = app.get(DataSource);
    const f = new Factories(app);
    owner = await f.actor((await f.newInstitution()).insttCode, USER_SE_CODES.MEMBER);
  });
  afterAll(async () => {
    await edge?.stop();
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function makeLayer(everyone: boolean): Promise<string> {
    return (await pointLayer(db, owner.user, { everyone, prefix: 'edge', lyrNm: '엣지' })).lyrId;
  }

  const t = tileOfLonLat(CITY_HALL.lon, CITY_HALL.lat, 14);
  /** The tile address TileJSON gives (the template with its ?v=), fetched through the edge. */
  async function tileUrlOf(lyrId: string, headers: Record<string, string> = {}): Promise<string> {
    const res = await fetch(`${edge.url}/api/tiles/${lyrId}/tilejson.json`, { headers });
    expect(res.status).toBe(200);
    const template = ((await res.json()) as { tiles: string[] }).tiles[0];
    return new URL(template.replace('{z}', String(t.z)).replace('{x}', String(t.x)).replace('{y}', String(t.y))).pathname +
      new URL(template).search;
  }
  const get = (url: string, headers: Record<string, string> = {}) => fetch(`${edge.url}${url}`, { headers });

  it('answers a public tile at its versioned address from the edge, per encoding, immutable', async () => {
    const lyrId = await makeLayer(true);
    const url = await tileUrlOf(lyrId);
    expect(url).toMatch(/\?v=\d+$/);
    for (const encoding of ['gzip', 'br', 'identity']) {
      const first = await get(url, { 'Accept-Encoding': encoding });
      expect(first.status).toBe(200);
      expect(first.headers.get('x-edge-cache')).toBe('MISS');
      const body = Buffer.from(await first.arrayBuffer());
      const second = await get(url, { 'Accept-Encoding': encoding });
      expect(second.headers.get('x-edge-cache')).toBe('HIT');
      expect(second.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(Buffer.from(await second.arrayBuffer()).equals(body)).toBe(true);
      expect(body.length).toBeGreaterThan(0);
    }
    // A cached tile carries what applies to a binary subresource, not the API's document headers.
    const hit = await get(url, { 'Accept-Encoding': 'gzip', Origin: 'http://localhost:5173' });
    expect(hit.headers.get('x-edge-cache')).toBe('MISS');
    const again = await get(url, { 'Accept-Encoding': 'gzip', Origin: 'http://localhost:5173' });
    expect(again.headers.get('x-edge-cache')).toBe('HIT');
    expect(Object.fromEntries(KEPT.map((h) => [h, again.headers.get(h) !== null]))).toEqual(Object.fromEntries(KEPT.map((h) => [h, true])));
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');
    expect(again.headers.get('content-type')).toBe('application/vnd.mapbox-vector-tile');
    expect(again.headers.get('content-encoding')).toBe('gzip');
    expect(again.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(again.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(HIDDEN.filter((h) => again.headers.get(h) !== null)).toEqual([]);
    // Not even stored: the cache files of tiles hold the stripped answer (the internal hop).
    const stored = cacheFiles(path.join(dir, 'cache')).map((f) => readFileSync(f).toString('latin1'));
    const tiles = stored.filter((text) => text.includes('application/vnd.mapbox-vector-tile'));
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.filter((text) => /^(content-security-policy|x-frame-options|x-request-id|x-tile-cache):/im.test(text)).length).toBe(0);
    // The API itself still sends them (the edge hides them for tiles only).
    const direct = await fetch(`${apiUrl}${url}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(direct.headers.get('content-security-policy')).not.toBeNull();
    // Another spelling of the same encoding shares the stored entry.
    expect((await get(url, { 'Accept-Encoding': 'gzip, deflate' })).headers.get('x-edge-cache')).toBe('HIT');
  });

  it('shows an edit at once: a new version, a new address, new data through the edge', async () => {
    const lyrId = await makeLayer(true);
    const before = await tileUrlOf(lyrId);
    await get(before);
    expect((await get(before)).headers.get('x-edge-cache')).toBe('HIT');
    const oldBody = Buffer.from(await (await get(before, { 'Accept-Encoding': 'identity' })).arrayBuffer());
    await fetch(`${edge.url}/api/layers/${lyrId}/features`, {
      method: 'POST',
      headers: { ...owner.auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'Feature', geometry: { type: 'Point', coordinates: [CITY_HALL.lon + 0.001, CITY_HALL.lat] }, properties: { name: '새 건물' } }),
    }).then((r) => expect(r.status).toBe(201));
    const after = await tileUrlOf(lyrId);
    expect(after).not.toBe(before);
    const fresh = await get(after, { 'Accept-Encoding': 'identity' });
    expect(fresh.headers.get('x-edge-cache')).toBe('MISS');
    expect(Buffer.from(await fresh.arrayBuffer()).equals(oldBody)).toBe(false);
    expect((await get(after, { 'Accept-Encoding': 'identity' })).headers.get('x-edge-cache')).toBe('HIT');
  });

  it('keeps each time window of a public tile as its own entry (the time slider)', async () => {
    const lyrId = await makeLayer(true);
    const table = (await db.query(`SELECT table_nm FROM lyr WHERE lyr_id = $1`, [lyrId]))[0].table_nm as string;
    await db.query(`ALTER TABLE layers."${table}" ADD COLUMN "day" date`);
    await db.query(`UPDATE layers."${table}" SET "day" = '2024-03-10'`);
    await db.query(
      `INSERT INTO layers."${table}" (geom, "name", "day") VALUES (ST_Transform(ST_SetSRID(ST_MakePoint($1, $2), 4326), 5186), '도서관', '2024-04-02')`,
      [CITY_HALL.lon + 0.001, CITY_HALL.lat],
    );
    await db.query(`UPDATE lyr SET data_version = data_version + 1 WHERE lyr_id = $1`, [lyrId]);
    const url = await tileUrlOf(lyrId);
    const march = `${url}&time=2024-03-01T00:00:00%2B09:00/2024-04-01T00:00:00%2B09:00&timeColumn=day`;
    const april = `${url}&time=2024-04-01T00:00:00%2B09:00/2024-05-01T00:00:00%2B09:00&timeColumn=day`;
    const m1 = await get(march, { 'Accept-Encoding': 'identity' });
    expect(m1.status).toBe(200);
    expect(m1.headers.get('x-edge-cache')).toBe('MISS');
    expect(m1.headers.get('cache-control')).toBe(IMMUTABLE);
    const marchBody = Buffer.from(await m1.arrayBuffer());
    const a1 = await get(april, { 'Accept-Encoding': 'identity' });
    expect(a1.headers.get('x-edge-cache')).toBe('MISS');
    const aprilBody = Buffer.from(await a1.arrayBuffer());
    expect(aprilBody.equals(marchBody)).toBe(false);
    const m2 = await get(march, { 'Accept-Encoding': 'identity' });
    expect(m2.headers.get('x-edge-cache')).toBe('HIT');
    expect(Buffer.from(await m2.arrayBuffer()).equals(marchBody)).toBe(true);
    const a2 = await get(april, { 'Accept-Encoding': 'identity' });
    expect(a2.headers.get('x-edge-cache')).toBe('HIT');
    expect(Buffer.from(await a2.arrayBuffer()).equals(aprilBody)).toBe(true);
    // A bad window is the API's 400, never a stored tile.
    expect((await get(`${url}&time=nope&timeColumn=day`)).status).toBe(400);
  });

  it('never stores private tiles, and passes requests with a credential to the API', async () => {
    const lyrId = await makeLayer(false);
    const url = await tileUrlOf(lyrId, owner.auth);
    for (let i = 0; i < 2; i++) {
      const own = await get(url, owner.auth);
      expect(own.status).toBe(200);
      expect(own.headers.get('cache-control')).toBe('private, no-cache');
      expect(own.headers.get('x-edge-cache')).toBe('BYPASS');
    }
    expect((await get(url)).status).toBe(403);
    expect((await get(url)).headers.get('x-edge-cache')).toBe('MISS');
    // A public tile asked with a token: the API answers (for that caller), nothing is stored.
    const shared = await tileUrlOf(await makeLayer(true));
    expect((await get(shared, owner.auth)).headers.get('x-edge-cache')).toBe('BYPASS');
    expect((await get(shared)).headers.get('x-edge-cache')).toBe('MISS');
  });

  it('keeps the base-map picker at the edge for a few seconds', async () => {
    const first = await get(PICKER);
    expect(first.status).toBe(200);
    const second = await get(PICKER);
    expect(second.headers.get('x-edge-cache')).toBe('HIT');
    expect(await second.json()).toEqual(await first.json());
    expect((await get(PICKER, owner.auth)).headers.get('x-edge-cache')).toBe('BYPASS');
  });
});

/** Every file below the edge cache's folder. */
function cacheFiles(root: string): string[] {
  return readdirSync(root).flatMap((name) => {
    const p = path.join(root, name);
    return statSync(p).isDirectory() ? cacheFiles(p) : [p];
  });
}

async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}
