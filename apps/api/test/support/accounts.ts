import { constants, publicEncrypt } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type Redis from 'ioredis';
import { REDIS } from '../../src/redis/redis.module';

let cachedKey: string | undefined;

/** Encrypts a password the way the client does: base64(RSA-OAEP-SHA256) under the served key. */
export async function encrypt(app: INestApplication, plain: string): Promise<string> {
  cachedKey ??= (await request(app.getHttpServer()).get('/api/auth/public-key').expect(200)).body.result.publicKey as string;
  return publicEncrypt({ key: cachedKey, oaepHash: 'sha256', padding: constants.RSA_PKCS1_OAEP_PADDING }, Buffer.from(plain)).toString(
    'base64',
  );
}

/** The newest code sent to an address or number (from the dev outbox). */
export async function lastCode(app: INestApplication, to: string): Promise<string> {
  const res = await request(app.getHttpServer()).get(`/api/dev/outbox?to=${encodeURIComponent(to)}`).expect(200);
  const newest = res.body.result[0] as { text: string } | undefined;
  const code = newest?.text.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

let seq = 0;
/** A unique, rule-abiding member id and e-mail for one test. */
export function uniqueUser(prefix = 'user'): { userId: string; emailaddr: string; userNm: string } {
  seq += 1;
  const tag = `${Date.now().toString(36).slice(-5)}${seq}`;
  return { userId: `${prefix}${tag}`.slice(0, 20), emailaddr: `${prefix}.${tag}@example.com`, userNm: '김누리' };
}

export const GOOD_PASSWORD = 'Seoul!2026map';

/**
 * Clears rate-limit counters: the suite creates many accounts from one address, which the
 * limits rightly refuse. Tests of the limits themselves do not call this.
 */
export async function resetRateLimits(app: INestApplication): Promise<void> {
  const redis = app.get<Redis>(REDIS);
  const keys = await redis.keys('nuri:rl:*');
  if (keys.length) await redis.del(...keys);
}

/** Signs up an individual member through the real flow (e-mail code from the outbox). */
export async function signUp(
  app: INestApplication,
  u = uniqueUser(),
  password = GOOD_PASSWORD,
): Promise<{ userId: string; emailaddr: string; userNm: string; password: string }> {
  const http = () => request(app.getHttpServer());
  await resetRateLimits(app);
  await http().post('/api/auth/email/verify-email').send({ emailaddr: u.emailaddr, userId: u.userId }).expect(200);
  const code = await lastCode(app, u.emailaddr);
  const confirmed = await http()
    .post('/api/auth/email/verify-email/response')
    .send({ emailaddr: u.emailaddr, userId: u.userId, emailCrtfcKey: code })
    .expect(200);
  await http()
    .post('/api/auth/users/signup')
    .send({
      ...u,
      userPassword: await encrypt(app, password),
      emailVerificationToken: confirmed.body.result.verificationToken,
      termsAgreeAt: 'Y',
      privacyAgreeAt: 'Y',
    })
    .expect(201);
  return { ...u, password };
}

/** Logs a member in (no second factor) and returns the tokens. */
export async function login(
  app: INestApplication,
  userId: string,
  password: string,
): Promise<{ accessToken: string; refreshToken: string }> {
  const res = await request(app.getHttpServer())
    .post('/api/auth/login')
    .send({ userId, password: await encrypt(app, password) })
    .expect(200);
  if (res.body.result.secondFactorRequired) throw new Error('admin login: use loginAdmin');
  return res.body.result;
}

/** Logs an admin in through the e-mailed second factor. */
export async function loginAdmin(
  app: INestApplication,
  userId: string,
  password: string,
  emailaddr: string,
): Promise<{ accessToken: string; refreshToken: string }> {
  const http = () => request(app.getHttpServer());
  const first = await http().post('/api/auth/login').send({ userId, password: await encrypt(app, password) }).expect(200);
  const { challengeId } = first.body.result;
  await http().post('/api/emailAuthentication/send').send({ challengeId }).expect(200);
  const code = await lastCode(app, emailaddr);
  const res = await http().post('/api/auth/login/second-factor').send({ challengeId, emailCrtfcKey: code }).expect(200);
  return res.body.result;
}

/** Moves the server clock (dev tools) and puts it back. */
export async function setClock(app: INestApplication, now: Date | null): Promise<void> {
  const http = request(app.getHttpServer());
  if (now) await http.put('/api/dev/clock').send({ now: now.toISOString() }).expect(200);
  else await request(app.getHttpServer()).delete('/api/dev/clock').expect(200);
}
