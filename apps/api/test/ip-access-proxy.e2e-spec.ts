import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { encrypt, resetRateLimits } from './support/accounts';
import { FACTORY_PASSWORD, Factories } from './support/factories';
import { createTestApp } from './support/test-app';
import { type Auth, allowList, institution } from './support/ip-access.suite';

describe('IP access restriction behind a trusted proxy (TRUST_PROXY=loopback)', () => {
  let app: INestApplication;
  let f: Factories;
  beforeAll(async () => {
    const before = process.env.TRUST_PROXY;
    process.env.TRUST_PROXY = 'loopback';
    try {
      app = await createTestApp();
    } finally {
      if (before === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = before;
    }
    f = new Factories(app);
  });
  afterAll(() => app.close());
  const me = (auth: Auth, from?: string) => {
    const req = request(app.getHttpServer()).get('/api/users/me').set(auth);
    return from ? req.set('X-Forwarded-For', from) : req;
  };

  it('honours the forwarded address from the trusted proxy', async () => {
    const { insttCode, member } = await institution(f);
    await allowList(f, insttCode, '10.0.0.0/8');
    await me(member.auth, '10.1.2.3').expect(200);
    await me(member.auth).expect(403); // the proxy itself (127.0.0.1) is not listed
    await me(member.auth, '192.0.2.1').expect(403);
    // Only the hop the trusted proxy appended counts; a client-written first entry is ignored.
    await me(member.auth, '10.1.2.3, 203.0.113.9').expect(403);
    await me(member.auth, '203.0.113.9, 10.1.2.3').expect(200);
  });

  it('matches IPv6 callers against IPv6 entries', async () => {
    const { insttCode, member } = await institution(f);
    await allowList(f, insttCode, '2001:db8::/32');
    await me(member.auth, '2001:db8:1::5').expect(200);
    await me(member.auth, '2001:db9::1').expect(403);
    await me(member.auth, '10.1.2.3').expect(403);
    await allowList(f, insttCode, '::1/128');
    await me(member.auth, '::1').expect(200);
    await me(member.auth, '::2').expect(403);
  });

  it('shows and protects the forwarded address in the admin screen', async () => {
    const { admin } = await institution(f);
    const http = () => request(app.getHttpServer());
    const from = '2001:db8::5';
    const list = (
      await http().get('/api/ipAccessCtrl/ipList').set(admin.auth).set('X-Forwarded-For', from).expect(200)
    ).body.result;
    expect(list.callerIp).toBe(from);
    const warned = await http()
      .post('/api/ipAccessCtrl/ip')
      .set(admin.auth)
      .set('X-Forwarded-For', from)
      .send({ ipAddr: '10.0.0.0/8' })
      .expect(409);
    expect(warned.body.result).toEqual({ selfLockout: true, callerIp: from });
    await http()
      .post('/api/ipAccessCtrl/ip')
      .set(admin.auth)
      .set('X-Forwarded-For', from)
      .send({ ipAddr: '2001:db8::/32' })
      .expect(201);
    await http()
      .post('/api/ipAccessCtrl/ip')
      .set(admin.auth)
      .set('X-Forwarded-For', from)
      .send({ ipAddr: '10.0.0.0/8' })
      .expect(201);
    await http()
      .get('/api/ipAccessCtrl/ipList')
      .set(admin.auth)
      .set('X-Forwarded-For', '10.9.9.9')
      .expect(200);
    await http()
      .get('/api/ipAccessCtrl/ipList')
      .set(admin.auth)
      .set('X-Forwarded-For', '192.0.2.1')
      .expect(403);
  });

  it('refuses login from a forwarded address outside the list', async () => {
    const { insttCode, member } = await institution(f);
    await allowList(f, insttCode, '2001:db8::/32');
    await resetRateLimits(app);
    const login = async (from: string) =>
      request(app.getHttpServer())
        .post('/api/auth/login')
        .set('X-Forwarded-For', from)
        .send({ userId: member.user.userId, password: await encrypt(app, FACTORY_PASSWORD) });
    expect((await login('2001:db9::1')).status).toBe(403);
    expect((await login('2001:db8::77')).status).toBe(200);
  });
});
