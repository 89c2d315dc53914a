import type { INestApplication } from '@nestjs/common';
import type Redis from 'ioredis';
import request from 'supertest';
import { AccessTokenGuard } from '../src/common/auth/auth.guard';
import { REDIS } from '../src/redis/redis.module';
import { resetRateLimits } from './support/accounts';
import { ensureDemoGazetteer } from './support/gazetteer';
import { createTestAppWith } from './support/test-app';

// Search-as-you-type answered in front of the framework (SuggestFrontRoute): the same answers as
// the full route, the same per-client rate limit counted once per request, the client address
// read as Express reads it, and everything it does not take handed to the full route.

/** A token no key signed: the public route ignores it, and it sends the request the full way. */
const FORGED = { Authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJub2JvZHkifQ.Zm9yZ2Vk' };
const VOLATILE = new Set(['date', 'x-request-id', 'connection', 'keep-alive']);
const LIMIT = 12;

const stable = (h: Record<string, string>) => Object.fromEntries(Object.entries(h).filter(([k]) => !VOLATILE.has(k)));

describe('address suggestions in front of the framework', () => {
  let app: INestApplication;
  let redis: Redis;
  let pipeline: jest.SpyInstance;
  const http = () => request(app.getHttpServer());
  const hits = async (ip: string) => Number((await redis.get(`nuri:rl:address:${ip}`)) ?? 0);

  beforeAll(async () => {
    app = await createTestAppWith({ GEOCODER_ORDER: 'gazetteer', ADDRESS_SEARCH_RATE_LIMIT: String(LIMIT), TRUST_PROXY: '1' });
    await ensureDemoGazetteer(app);
    redis = app.get<Redis>(REDIS);
    pipeline = jest.spyOn(AccessTokenGuard.prototype, 'canActivate');
  });
  beforeEach(async () => {
    await resetRateLimits(app);
    pipeline.mockClear();
  });
  afterAll(async () => {
    pipeline.mockRestore();
    await app?.close();
  });

  it('answers an anonymous suggestion without the framework, exactly as the full route does', async () => {
    for (const lang of ['ko', 'en']) {
      const front = await http().get('/api/address/suggest').query({ q: '세종대로 20' }).set('Accept-Language', lang).expect(200);
      expect(pipeline).not.toHaveBeenCalled();
      const full = await http()
        .get('/api/address/suggest')
        .query({ q: '세종대로 20' })
        .set({ ...FORGED, 'Accept-Language': lang })
        .expect(200);
      expect(pipeline).toHaveBeenCalledTimes(1);
      pipeline.mockClear();
      expect(front.text).toBe(full.text);
      expect(stable(front.headers)).toEqual(stable(full.headers));
      expect(front.body.result.length).toBeGreaterThan(0);
      expect(front.body.result[0].roadAddr).toContain('세종대로');
      expect(front.headers['x-request-id']).toBeTruthy();
      expect(front.headers['content-security-policy']).toBeTruthy();
    }
    // A current entity tag: 304 on both paths.
    const first = await http().get('/api/address/suggest').query({ q: '정부서울' }).expect(200);
    await http().get('/api/address/suggest').query({ q: '정부서울' }).set('If-None-Match', first.headers.etag).expect(304);
    expect(pipeline).not.toHaveBeenCalled();
  });

  it('counts each request once against the client address Express reads, and answers 429 as the full route does', async () => {
    const client = { 'X-Forwarded-For': '203.0.113.7' };
    for (let i = 0; i < LIMIT; i++) await http().get('/api/address/suggest').query({ q: '세종대로' }).set(client).expect(200);
    expect(await hits('203.0.113.7')).toBe(LIMIT);
    // Another client address has its own counter.
    await http().get('/api/address/suggest').query({ q: '세종대로' }).set('X-Forwarded-For', '198.51.100.9').expect(200);
    expect(await hits('198.51.100.9')).toBe(1);
    const front = await http().get('/api/address/suggest').query({ q: '세종대로' }).set({ ...client, 'Accept-Language': 'ko' }).expect(429);
    const full = await http()
      .get('/api/address/suggest')
      .query({ q: '세종대로' })
      .set({ ...client, ...FORGED, 'Accept-Language': 'ko' })
      .expect(429);
    expect(front.body).toEqual(full.body);
    expect(front.body).toMatchObject({ code: 429 });
    expect(front.body.message).toBe(full.body.message);
    expect(await hits('203.0.113.7')).toBe(LIMIT + 2);
    expect(pipeline).toHaveBeenCalledTimes(1);
  });

  it('hands what it does not take to the full route, which answers it as before (one hit each)', async () => {
    const client = { 'X-Forwarded-For': '192.0.2.44', 'Accept-Language': 'ko' };
    const forbidden = await http().get('/api/address/suggest').query({ q: "세종'대로" }).set(client).expect(400);
    expect(forbidden.body.message).toMatch(/주소에 쓸 수 없는 문자/);
    await http().get('/api/address/suggest').query({ q: '세' }).set(client).expect(400);
    // Not decodable: Express's query parser keeps the raw text, whose % the service refuses.
    await http().get('/api/address/suggest?q=%E0%A4%A').set(client).expect(400);
    await http().get('/api/address/suggest').query({ q: '세종대로', size: 3 }).set(client).expect(400);
    await http().get('/api/address/suggest?q=%EC%84%B8%EC%A2%85&q=%EC%84%B8%EC%A2%85').set(client).expect(400);
    await http().get('/api/address/suggest?q=a%00b').set(client).expect(400);
    // Every one of them went the full way.
    expect(pipeline).toHaveBeenCalledTimes(6);
    // Only the two forbidden texts reached the service (it counts, then refuses); the pipes refused the rest.
    expect(await hits('192.0.2.44')).toBe(2);
  });
});
