import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES, VERIFICATION_MAX_FAILURES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { translate } from '../../src/common/i18n/locale';
import { LOGIN_LOCK_MINUTES, LOGIN_MAX_FAILURES } from '../../src/modules/auth/auth.service';
import { encrypt, lastCode, resetRateLimits, uniqueUser } from '../support/accounts';
import { FACTORY_PASSWORD, Factories } from '../support/factories';
import { createTestAppWith } from '../support/test-app';

/** Headers a client may send to claim another address; none counts unless set by a trusted proxy. */
const SPOOF_HEADERS: ReadonlyArray<(ip: string) => Record<string, string>> = [
  (ip) => ({ 'X-Forwarded-For': ip }),
  (ip) => ({ 'X-Forwarded-For': `${ip}, 198.51.100.250` }),
  (ip) => ({ 'X-Real-IP': ip }),
  (ip) => ({ Forwarded: `for=${ip};proto=https` }),
  (ip) => ({ 'X-Client-IP': ip }),
  (ip) => ({ 'True-Client-IP': ip }),
  (ip) => ({ 'CF-Connecting-IP': ip }),
  (ip) => ({ 'X-Forwarded-For': `::ffff:${ip}` }),
];

const RATE_LIMITED = /^요청이 너무 많습니다\. \d+초 후에 다시 시도해 주세요\.$/;

/**
 * The limits these tests count against, set here (the test configuration raises the defaults so
 * that clients can sign up many users in one run; production sizes them in docs/configuration.md).
 */
const LIMITS = {
  LOGIN_RATE_LIMIT_PER_ADDRESS: '30',
  LOGIN_RATE_LIMIT_PER_ACCOUNT: '10',
  CODE_SEND_RATE_LIMIT_PER_ADDRESS: '30',
  CODE_SEND_RATE_LIMIT_PER_TARGET: '5',
  CODE_CHECK_RATE_LIMIT_PER_ADDRESS: '60',
};

/** Creates an app under extra environment variables, restoring them afterwards. */

/** 429 with the error envelope and the wait in the message. */
function expectLimited(res: request.Response): void {
  expect(res.status).toBe(429);
  expect(res.body.code).toBe(429);
  expect(res.body.message).toMatch(RATE_LIMITED);
  expect(res.body.result).toBe(res.body.message);
}

/**
 * Rate limits on login and on verification codes (send and check), the account lock after
 * repeated wrong passwords and the code lock after repeated wrong codes: counted per client
 * address (the socket's, or the one a trusted proxy reports) and per account or target, never
 * reset by headers a client sets itself.
 */
describe('security: rate limits and locks (login, verification codes)', () => {
  /** TRUST_PROXY=loopback: supertest's socket is the trusted proxy, X-Forwarded-For is the client. */
  let proxied: INestApplication;
  /** TRUST_PROXY unset: the socket address counts. */
  let direct: INestApplication;
  /** TRUST_PROXY names a proxy that is not the caller: the caller is an untrusted peer. */
  let elsewhere: INestApplication;
  let f: Factories;
  let insttCode: string;
  let seq = 0;
  const db = () => proxied.get(DataSource);
  const from = (app: INestApplication, ip?: string) => {
    const agent = request(app.getHttpServer());
    return {
      post: (path: string, body: object) => {
        const req = agent.post(path).send(body);
        return ip ? req.set('X-Forwarded-For', ip) : req;
      },
    };
  };
  const loginBody = async (userId: string, password = 'Wrong!pass1') => ({ userId, password: await encrypt(proxied, password) });
  const nextId = () => `nobody${Date.now().toString(36).slice(-6)}${(seq += 1)}`;
  const outboxCount = async () => (await db().query(`SELECT count(*)::int AS n FROM dev_outbox`))[0].n as number;

  beforeAll(async () => {
    proxied = await createTestAppWith({ ...LIMITS, TRUST_PROXY: 'loopback' });
    direct = await createTestAppWith({ ...LIMITS, TRUST_PROXY: 'false' });
    elsewhere = await createTestAppWith({ ...LIMITS, TRUST_PROXY: '10.0.0.1' });
    f = new Factories(proxied);
    insttCode = (await f.newInstitution()).insttCode;
  });
  beforeEach(() => resetRateLimits(proxied));
  afterAll(async () => {
    await Promise.all([proxied?.close(), direct?.close(), elsewhere?.close()]);
  });

  describe('login', () => {
    it('answers the 31st login in a minute from one address with 429, even with the right password; another address is unaffected', async () => {
      const user = await f.newUser({ insttCode, userSeCode: USER_SE_CODES.MEMBER });
      const ip = '198.51.100.10';
      for (let i = 0; i < 30; i++) {
        const res = await from(proxied, ip).post('/api/auth/login', await loginBody(nextId()));
        expect(res.status).toBe(401);
      }
      const limited = await from(proxied, ip).post('/api/auth/login', await loginBody(user.userId, FACTORY_PASSWORD));
      expectLimited(limited);
      // Refused before the password was even checked: no login recorded, no token issued.
      const [row] = await db().query(
        `SELECT last_login_dt, login_fail_cnt, (SELECT count(*)::int FROM refresh_token WHERE user_id = $1) AS tokens FROM users WHERE user_id = $1`,
        [user.userId],
      );
      expect(row).toEqual({ last_login_dt: null, login_fail_cnt: 0, tokens: 0 });
      const other = await from(proxied, '198.51.100.11').post('/api/auth/login', await loginBody(user.userId, FACTORY_PASSWORD));
      expect(other.status).toBe(200);
      expect(other.body.result.user.userId).toBe(user.userId);
    });

    it('limits one account to 10 attempts a minute whatever address they come from', async () => {
      const userId = nextId();
      for (let i = 0; i < 10; i++) {
        expect((await from(proxied, `203.0.113.${i + 1}`).post('/api/auth/login', await loginBody(userId))).status).toBe(401);
      }
      expectLimited(await from(proxied, '203.0.113.99').post('/api/auth/login', await loginBody(userId)));
    });

    it.each([
      ['without TRUST_PROXY', () => direct],
      ['from a peer that is not the trusted proxy', () => elsewhere],
    ])('does not reset the per-address counter for headers a client sets (%s)', async (_label, app) => {
      for (let i = 0; i < 30; i++) {
        expect((await from(app()).post('/api/auth/login', await loginBody(nextId()))).status).toBe(401);
      }
      expectLimited(await from(app()).post('/api/auth/login', await loginBody(nextId())));
      for (const [i, spoof] of SPOOF_HEADERS.entries()) {
        const res = await request(app().getHttpServer())
          .post('/api/auth/login')
          .set(spoof(`192.0.2.${i + 1}`))
          .send(await loginBody(nextId()));
        expectLimited(res);
      }
    });

    it(`locks the account after ${LOGIN_MAX_FAILURES} wrong passwords from any addresses, then refuses the right one too`, async () => {
      const user = await f.newUser({ insttCode, userSeCode: USER_SE_CODES.MEMBER });
      for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) {
        const res = await from(proxied, `198.51.100.${20 + i}`).post('/api/auth/login', await loginBody(user.userId));
        expect(res.status).toBe(401);
        expect(res.body.message).toBe(translate('error.loginFailed'));
      }
      const locked = await from(proxied, '198.51.100.30').post('/api/auth/login', await loginBody(user.userId));
      const message = translate('auth.accountLocked', { count: LOGIN_MAX_FAILURES, minutes: LOGIN_LOCK_MINUTES });
      expect(locked.status).toBe(403);
      expect(locked.body).toEqual({ code: 403, message, result: message });
      const [row] = await db().query(
        `SELECT lock_until_dt - now() AS left, (SELECT count(*)::int FROM refresh_token WHERE user_id = $1) AS tokens FROM users WHERE user_id = $1`,
        [user.userId],
      );
      expect(row.tokens).toBe(0);
      expect(row.left.minutes).toBeGreaterThanOrEqual(LOGIN_LOCK_MINUTES - 1);
      // A new address with the right password changes nothing while the lock lasts.
      const right = await from(proxied, '198.51.100.31').post('/api/auth/login', await loginBody(user.userId, FACTORY_PASSWORD));
      expect(right.status).toBe(403);
      expect(right.body.message).toBe(message);
      expect((await db().query(`SELECT count(*)::int AS n FROM refresh_token WHERE user_id = $1`, [user.userId]))[0].n).toBe(0);
    });
  });

  describe('verification codes', () => {
    it('answers the 31st code sent from one address in 10 minutes with 429 and sends nothing; another address is unaffected', async () => {
      const ip = '198.51.100.40';
      for (let i = 0; i < 30; i++) {
        const u = uniqueUser('vrf');
        const res = await from(proxied, ip).post('/api/auth/email/verify-email', { emailaddr: u.emailaddr, userId: u.userId });
        expect(res.status).toBe(200);
      }
      const before = await outboxCount();
      const u = uniqueUser('vrf');
      expectLimited(await from(proxied, ip).post('/api/auth/email/verify-email', { emailaddr: u.emailaddr, userId: u.userId }));
      expectLimited(await from(proxied, ip).post('/api/instt/sms/crtfc/send', { phoneNumber: '01012345678', userId: 'smsuser01' }));
      expect(await outboxCount()).toBe(before);
      await from(proxied, '198.51.100.41').post('/api/auth/email/verify-email', { emailaddr: u.emailaddr, userId: u.userId }).expect(200);
      expect(await outboxCount()).toBe(before + 1);
    });

    it('sends at most 5 codes to one address or number in 10 minutes, whatever the caller’s address', async () => {
      const u = uniqueUser('vrf');
      for (let i = 0; i < 5; i++) {
        await from(proxied, `203.0.113.${40 + i}`).post('/api/instt/sms/crtfc/send', { phoneNumber: '010-5555-0101', userId: 'smsuser01' }).expect(200);
        await from(proxied, `203.0.113.${40 + i}`)
          .post('/api/auth/email/verify-email', { emailaddr: u.emailaddr, userId: u.userId })
          .expect(200);
      }
      const before = await outboxCount();
      expectLimited(await from(proxied, '203.0.113.60').post('/api/instt/sms/crtfc/send', { phoneNumber: '01055550101', userId: 'smsuser01' }));
      expectLimited(await from(proxied, '203.0.113.61').post('/api/auth/email/verify-email', { emailaddr: u.emailaddr, userId: u.userId }));
      expect(await outboxCount()).toBe(before);
    });

    it('answers the 61st code check from one address in 10 minutes with 429; headers set by the client do not reset it', async () => {
      const check = (app: INestApplication, headers: Record<string, string> = {}) =>
        request(app.getHttpServer())
          .post('/api/instt/sms/crtfc/check')
          .set(headers)
          .send({ phoneNumber: '01099990000', userId: 'smsuser01', smsCrtfcKey: '123456' });
      for (let i = 0; i < 60; i++) {
        const res = await check(direct);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(translate('verification.noCode'));
      }
      expectLimited(await check(direct));
      for (const [i, spoof] of SPOOF_HEADERS.entries()) expectLimited(await check(direct, spoof(`192.0.2.${i + 1}`)));
      expectLimited(await check(elsewhere, { 'X-Forwarded-For': '192.0.2.77' }));
      // A trusted proxy's client at another address is unaffected.
      const other = await check(proxied, { 'X-Forwarded-For': '198.51.100.50' });
      expect(other.status).toBe(400);
    });

    it(`spends a code after ${VERIFICATION_MAX_FAILURES} wrong guesses, from any addresses: the right code is refused then`, async () => {
      const u = uniqueUser('vrf');
      const body = { emailaddr: u.emailaddr, userId: u.userId };
      await from(proxied, '198.51.100.60').post('/api/auth/email/verify-email', body).expect(200);
      const code = await lastCode(proxied, u.emailaddr);
      const wrong = code === '000000' ? '000001' : '000000';
      for (let i = 0; i < VERIFICATION_MAX_FAILURES - 1; i++) {
        const res = await from(proxied, `198.51.100.${61 + i}`)
          .post('/api/auth/email/verify-email/response', { ...body, emailCrtfcKey: wrong })
          .expect(422);
        expect(res.body.message).toBe(translate('verification.wrongCode'));
      }
      const last = await from(proxied, '198.51.100.70').post('/api/auth/email/verify-email/response', { ...body, emailCrtfcKey: wrong });
      const message = translate('verification.tooManyFailures');
      expect(last.status).toBe(410);
      expect(last.body).toEqual({ code: 410, message, result: message });
      const right = await from(proxied, '198.51.100.71').post('/api/auth/email/verify-email/response', { ...body, emailCrtfcKey: code });
      expect(right.status).toBe(410);
      expect(right.body.message).toBe(message);
    });
  });
});
