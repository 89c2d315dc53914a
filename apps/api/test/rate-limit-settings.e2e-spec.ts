import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { AppConfig } from '../src/config/app-config';
import { encrypt, GOOD_PASSWORD, lastCode, login, loginAdmin, resetRateLimits, uniqueUser } from './support/accounts';
import { createTestApp, createTestAppWith } from './support/test-app';

const MEMBERS = 110;
const INSTITUTIONS = 40;

/**
 * Rate limits are settings (docs/configuration.md). The development and test configuration
 * raises the per-address limits so that one client, from one address, can sign up and log in
 * about 150 users and institutions in one run; a deployment sets its own values, which the
 * limits then hold.
 */
describe('rate limits are settings', () => {
  let app: INestApplication;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await createTestApp();
    await resetRateLimits(app);
  });
  afterAll(() => app.close());

  /** A verified e-mail's token, through the real send and check (from this one address). */
  async function verifiedEmail(u: { userId: string; emailaddr: string }): Promise<string> {
    const body = { emailaddr: u.emailaddr, userId: u.userId };
    await http().post('/api/auth/email/verify-email').send(body).expect(200);
    const code = await lastCode(app, u.emailaddr);
    const res = await http()
      .post('/api/auth/email/verify-email/response')
      .send({ ...body, emailCrtfcKey: code })
      .expect(200);
    return res.body.result.verificationToken as string;
  }

  it(`lets one address sign up and log in ${MEMBERS} members and ${INSTITUTIONS} institutions in one run under the test configuration`, async () => {
    const limits = app.get(AppConfig).values;
    expect(limits.SIGNUP_RATE_LIMIT_PER_ADDRESS).toBeGreaterThanOrEqual(MEMBERS + INSTITUTIONS);
    for (let i = 0; i < MEMBERS; i++) {
      const u = uniqueUser('many');
      const token = await verifiedEmail(u);
      await http()
        .post('/api/auth/users/signup')
        .send({ ...u, userPassword: await encrypt(app, GOOD_PASSWORD), emailVerificationToken: token, termsAgreeAt: 'Y', privacyAgreeAt: 'Y' })
        .expect(201);
      await login(app, u.userId, GOOD_PASSWORD);
    }
    for (let i = 0; i < INSTITUTIONS; i++) {
      const u = uniqueUser('manyi');
      const token = await verifiedEmail(u);
      const insttCode = `many-${u.userId.slice(5)}`.toLowerCase();
      await http()
        .post('/api/auth/users/signup/instt')
        .send({
          ...u,
          userPassword: await encrypt(app, GOOD_PASSWORD),
          emailVerificationToken: token,
          termsAgreeAt: 'Y',
          privacyAgreeAt: 'Y',
          insttCode,
          insttNm: `다수 기관 ${insttCode}`,
          planCode: '000004',
        })
        .expect(201);
      // The master admin's login goes through the e-mailed second factor.
      await loginAdmin(app, u.userId, GOOD_PASSWORD, u.emailaddr);
    }
  }, 300_000);

  it('holds the values a deployment sets: sign-ups, code sends per e-mail and logins per address', async () => {
    const small = await createTestAppWith({
      SIGNUP_RATE_LIMIT_PER_ADDRESS: '2',
      CODE_SEND_RATE_LIMIT_PER_TARGET: '2',
      LOGIN_RATE_LIMIT_PER_ADDRESS: '3',
    });
    try {
      await resetRateLimits(small);
      const agent = () => request(small.getHttpServer());
      const body = async () => ({
        ...uniqueUser(),
        userPassword: await encrypt(small, GOOD_PASSWORD),
        emailVerificationToken: 'not-checked-before-the-limit',
        termsAgreeAt: 'Y',
        privacyAgreeAt: 'Y',
      });
      for (let i = 0; i < 2; i++) await agent().post('/api/auth/users/signup').send(await body()).expect(400);
      expect((await agent().post('/api/auth/users/signup').send(await body()).expect(429)).body.code).toBe(429);
      const { emailaddr, userId } = uniqueUser();
      for (let i = 0; i < 2; i++) await agent().post('/api/auth/email/verify-email').send({ emailaddr, userId }).expect(200);
      await agent().post('/api/auth/email/verify-email').send({ emailaddr, userId }).expect(429);
      for (let i = 0; i < 3; i++) {
        await agent()
          .post('/api/auth/login')
          .send({ userId: uniqueUser().userId, password: await encrypt(small, 'Wrong!pass1') })
          .expect(401);
      }
      await agent()
        .post('/api/auth/login')
        .send({ userId: uniqueUser().userId, password: await encrypt(small, 'Wrong!pass1') })
        .expect(429);
    } finally {
      await resetRateLimits(small);
      await small.close();
    }
  });
});
