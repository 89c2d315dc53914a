import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { READ_DB } from '../src/common/db/read-db';
import { tileOfLonLat } from '../src/common/geo/tile-grid';
import { LayerSources } from '../src/modules/layer-data/layer-source.service';
import { TileRenderer } from '../src/modules/tiles/tile-renderer.service';
import { Factories } from './support/factories';
import { pointLayer } from './support/point-layer';
import { createTestApp, createTestAppWith } from './support/test-app';

// Issue 25, "Connections": read-only lists go to DATABASE_READ_URL when it is set (a streaming
// replica in production). Here the "replica" is a second pool on the same server, told apart by its
// application_name (nuri-api-read) in pg_stat_activity; without the variable, reads use the primary.
describe('read replica routing (DATABASE_READ_URL)', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await createTestAppWith({ DATABASE_READ_URL: process.env.DATABASE_URL as string, DATABASE_READ_POOL_SIZE: '2' });
  });
  afterAll(() => app.close());

  it('runs the layer search on the read pool and writes on the primary', async () => {
    const f = new Factories(app);
    const member = await f.actor((await f.newInstitution()).insttCode, USER_SE_CODES.MEMBER);
    const primary = app.get(DataSource);
    const read = app.get<DataSource>(READ_DB);
    expect(read).not.toBe(primary);
    // A layer written through the API (primary), then the search (read pool).
    const made = await request(app.getHttpServer())
      .post('/api/layers/upload')
      .set(member.auth)
      .send({ uploadType: 'custom', lyrNm: '복제본 시설', geometryType: 'point', columns: [{ name: 'name', type: 'text' }] })
      .expect(201);
    const list = await request(app.getHttpServer()).get('/api/layers?pageSize=20').set(member.auth).expect(200);
    expect(list.body.result.content.map((l: { lyrId: string }) => l.lyrId)).toContain(made.body.result.lyrId);
    const sessions: Array<{ query: string }> = await primary.query(
      `SELECT query FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'nuri-api-read'`,
    );
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.length).toBeLessThanOrEqual(2);
    // The read pool's sessions ran the search's statements (the last one each ran), never a write.
    expect(sessions.some((s) => /\blyr\b/.test(s.query))).toBe(true);
    expect(sessions.every((s) => !/^\s*(INSERT|UPDATE|DELETE)\b/i.test(s.query))).toBe(true);
  });

  it('renders tiles on the replica, and on the primary when the replica has not replayed the layer’s data version', async () => {
    const f = new Factories(app);
    const owner = await f.actor((await f.newInstitution()).insttCode, USER_SE_CODES.MEMBER);
    const primary = app.get(DataSource);
    const { lyrId, table } = await pointLayer(primary, owner.user, { everyone: true, prefix: 'rr' });
    const t = tileOfLonLat(126.978, 37.5665, 14);
    const renderer = app.get(TileRenderer, { strict: false });
    const before = renderer.fallbacks;
    const res = await request(app.getHttpServer()).get(`/api/tiles/${lyrId}/${t.z}/${t.x}/${t.y}.mvt`).expect(200);
    expect(res.headers['x-tile-cache']).toBe('MISS');
    expect(renderer.fallbacks).toBe(before);
    const sessions: Array<{ query: string }> = await primary.query(
      `SELECT query FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'nuri-api-read'`,
    );
    expect(sessions.some((s) => s.query.includes('ST_AsMVT'))).toBe(true);
    // A replica behind the primary (it holds an older data version than the one decided on): the
    // primary renders the tile, which is never stored under a version whose data it lacks.
    const source = await app.get(LayerSources, { strict: false }).of({ lyrId, dataVersion: 1, tableNm: table, geomColumn: 'geom', srid: 5186 });
    const ahead = await renderer.render({ ...source, version: source.version + 1 }, t);
    expect(renderer.fallbacks).toBe(before + 1);
    expect(ahead.length).toBeGreaterThan(0);
    expect((await renderer.render(source, t)).equals(ahead)).toBe(true);
    expect(renderer.fallbacks).toBe(before + 1);
  });

  it('uses the primary for reads when no replica is configured', async () => {
    const plain = await createTestApp();
    try {
      expect(plain.get(READ_DB)).toBe(plain.get(DataSource));
    } finally {
      await plain.close();
    }
  });
});
