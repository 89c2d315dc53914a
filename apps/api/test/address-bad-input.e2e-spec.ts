import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { resetRateLimits } from './support/accounts';
import { ensureDemoGazetteer } from './support/gazetteer';
import { createTestAppWith } from './support/test-app';

/** Bad input to the address routes: a clear 4xx in the catalogue's words, nothing changed. */
describe('address search: bad input and limits', () => {
  let app: INestApplication;
  const http = () => request(app.getHttpServer());
  const count = async () =>
    (await app.get(DataSource).query(`SELECT (SELECT count(*) FROM geo_address) + (SELECT count(*) FROM geo_district) AS n`))[0].n;

  beforeAll(async () => {
    app = await createTestAppWith({ GEOCODER_ORDER: 'gazetteer', ADDRESS_SEARCH_RATE_LIMIT: '30' });
    await ensureDemoGazetteer(app);
  });
  beforeEach(() => resetRateLimits(app));
  afterAll(() => app?.close());

  it.each([
    ['empty', { q: '' }, 'search'],
    ['blank', { q: '   ' }, 'search'],
    ['missing', {}, 'search'],
    ['500 characters', { q: '가'.repeat(500) }, 'search'],
    ['500 characters', { q: '가'.repeat(500) }, 'suggest'],
    ['one character', { q: '가' }, 'suggest'],
  ])('refuses a %s query (%s) with 400 and the field named', async (_what, query, route) => {
    const res = await http().get(`/api/address/${route}`).query(query).expect(400);
    expect(res.body.code).toBe(400);
    expect(JSON.stringify(res.body)).toContain('q');
  });

  it.each(["세종대로 209'; DROP TABLE geo_address; --", '1 OR 1=1', '<script>alert(1)</script>', '종로구" UNION SELECT *'])(
    'refuses SQL-like or markup text %s and changes nothing',
    async (q) => {
      const before = await count();
      const res = await http().get('/api/address/search').query({ q }).set('Accept-Language', 'ko').expect(400);
      expect(res.body.message).toMatch(/주소에 쓸 수 없는 문자\(.+\)가 들어 있습니다/);
      await http().get('/api/address/suggest').query({ q }).expect(400);
      await http().get('/api/address/districts').query({ q: q.slice(0, 50) }).expect(400);
      expect(await count()).toBe(before);
    },
  );

  it('speaks English on request', async () => {
    const res = await http().get('/api/address/search').query({ q: "x'--" }).set('Accept-Language', 'en').expect(400);
    expect(res.body.message).toContain('cannot be used');
  });

  it.each([
    [{ x: 0, y: 0 }],
    [{ x: 139.69, y: 35.68 }],
    [{ x: 126.97, y: 39.5 }],
    [{ x: 200000, y: 550000, crs: 'EPSG:4326' }],
  ])('refuses coordinates outside Korea %j', async (query) => {
    const res = await http().get('/api/address/coord').query(query).set('Accept-Language', 'ko').expect(400);
    expect(res.body.message).toContain('대한민국 범위');
  });

  it('refuses coordinates that are not numbers and unknown coordinate systems', async () => {
    await http().get('/api/address/coord').query({ x: 'abc', y: 37.5 }).expect(400);
    await http().get('/api/address/coord').query({ x: 126.9 }).expect(400);
    await http().get('/api/address/coord').query({ x: 126.9, y: 37.5, crs: 'EPSG:9999' }).expect(400);
    await http().get('/api/address/districts').query({ q: '종로', level: 'country' }).expect(400);
  });

  it('limits searches per client address (429 beyond ADDRESS_SEARCH_RATE_LIMIT)', async () => {
    for (let i = 0; i < 30; i++) await http().get('/api/address/suggest').query({ q: '세종대로' }).expect(200);
    const res = await http().get('/api/address/search').query({ q: '세종대로 1' }).expect(429);
    expect(res.body.code).toBe(429);
  });
});
