import type { INestApplication } from '@nestjs/common';
import type Redis from 'ioredis';
import request from 'supertest';
import { REDIS } from '../../src/redis/redis.module';
import { encrypt, resetRateLimits } from './accounts';
import { Factories } from './factories';
import { createTestAppWith } from './test-app';

export type Auth = { Authorization: string };
export type Actor = { user: { userId: string; insttCode: string; emailaddr: string }; auth: Auth };

export function boardsSuite() {
  let app: INestApplication;
  let f: Factories;
  let redis: Redis;
  let a: string;
  let b: string;
  let provider: Actor;
  let adminA: Actor;
  let memberA: Actor;
  let editorA: Actor;
  let memberB: Actor;
  const tag = `bd${Date.now().toString(36)}`;
  const http = () => request(app.getHttpServer());

  /** Clears this address's failure count (every request here comes from one address). */
  const clearFailures = async () => {
    const keys = await redis.keys('nuri:captcha:fail:*');
    if (keys.length) await redis.del(...keys);
  };
  const guestInquiry = async (password = 'pw1234', over: Record<string, unknown> = {}) =>
    http()
      .post('/api/main/inquiry')
      .send({
        inqrySj: `${tag} 요금 문의`,
        inqryCn: '<p>요금제 변경은 어떻게 하나요?</p><script>alert(1)</script>',
        writerNm: '홍길동',
        emailaddr: `${tag}.guest@example.com`,
        password: await encrypt(app, password),
        ...over,
      });

  const status = (res: request.Response, code: number): request.Response => {
    expect([res.status, res.body.message]).toEqual([code, expect.anything()]);
    return res;
  };

  beforeAll(async () => {
    // The limits counted below, set here (docs/configuration.md has the defaults).
    app = await createTestAppWith({ INQUIRY_RATE_LIMIT_PER_MINUTE: '5', INQUIRY_RATE_LIMIT_PER_HOUR: '30', INQUIRY_RATE_LIMIT_PER_ADDRESS: '300' });
    f = new Factories(app);
    redis = app.get<Redis>(REDIS);
    a = (await f.newInstitution()).insttCode;
    b = (await f.newInstitution()).insttCode;
    provider = await f.actor((await f.newInstitution()).insttCode, 4);
    adminA = await f.actor(a, 14);
    memberA = await f.actor(a, 12);
    editorA = await f.actor(a, 11);
    memberB = await f.actor(b, 12);
    await resetRateLimits(app);
    await clearFailures();
  });
  afterEach(async () => {
    await resetRateLimits(app);
    await clearFailures();
  });
  afterAll(async () => {
    await app.close();
  });

  return {
    get app() {
      return app;
    },
    get f() {
      return f;
    },
    get redis() {
      return redis;
    },
    get a() {
      return a;
    },
    get b() {
      return b;
    },
    get provider() {
      return provider;
    },
    get adminA() {
      return adminA;
    },
    get memberA() {
      return memberA;
    },
    get editorA() {
      return editorA;
    },
    get memberB() {
      return memberB;
    },
    tag,
    http,
    clearFailures,
    guestInquiry,
    status,
  };
}
