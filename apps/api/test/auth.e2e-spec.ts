import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { encrypt, GOOD_PASSWORD, lastCode, login, loginAdmin, setClock, signUp, uniqueUser } from './support/accounts';
import { AppConfig } from '../src/config/app-config';
import { createTestAppWith } from './support/test-app';

describe('login, tokens and the admin second factor', () => {
  let app: INestApplication;
  const http = () => request(app.getHttpServer());
  /** The refresh retry window of the app (REFRESH_REUSE_GRACE_SECONDS), in milliseconds. */
  let graceMs: number;
  beforeAll(async () => {
    // The login limits are counted below: set here, not the raised test defaults.
    app = await createTestAppWith({ LOGIN_RATE_LIMIT_PER_ACCOUNT: '10', LOGIN_RATE_LIMIT_PER_ADDRESS: '30' });
    graceMs = app.get(AppConfig).values.REFRESH_REUSE_GRACE_SECONDS * 1000;
  });
  afterEach(() => setClock(app, null));
  afterAll(() => app.close());

  it('serves the RSA public key and refuses plaintext passwords', async () => {
    const key = (await http().get('/api/auth/public-key').expect(200)).body.result;
    expect(key.publicKey).toContain('BEGIN PUBLIC KEY');
    expect(key.keyId).toMatch(/^[0-9a-f]{16}$/);
    const res = await http().post('/api/auth/login').send({ userId: 'operator01', password: 'Nuri!2026demo' }).expect(400);
    expect(res.body.message).toBe('비밀번호는 암호화하여 보내야 합니다.');
  });

  it('requires the e-mailed code for the provider admin, then issues tokens', async () => {
    const first = await http()
      .post('/api/auth/login')
      .send({ userId: 'operator01', password: await encrypt(app, 'Nuri!2026demo') })
      .expect(200);
    expect(first.body.result).toEqual({ secondFactorRequired: true, challengeId: expect.any(String) });
    // No token without the second factor.
    expect(first.body.result.accessToken).toBeUndefined();
    const { challengeId } = first.body.result;
    const sent = await http().post('/api/emailAuthentication/send').send({ challengeId }).expect(200);
    expect(Date.parse(sent.body.result.expireDt)).toBeGreaterThan(Date.now());
    const code = await lastCode(app, 'operator01@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    await http().post('/api/auth/login/second-factor').send({ challengeId, emailCrtfcKey: wrong }).expect(422);
    const done = await http().post('/api/auth/login/second-factor').send({ challengeId, emailCrtfcKey: code }).expect(200);
    expect(done.body.result.user).toMatchObject({ userId: 'operator01', userSeCode: 4, insttCode: 'openbiz' });
    const me = await http().get('/api/users/me').set('Authorization', `Bearer ${done.body.result.accessToken}`).expect(200);
    expect(me.body.result.userId).toBe('operator01');
    // The challenge is spent.
    await http().post('/api/auth/login/second-factor').send({ challengeId, emailCrtfcKey: code }).expect(401);
  });

  it('answers a wrong id or password alike, and 401 without a token', async () => {
    const noUser = await http().post('/api/auth/login').send({ userId: 'nobody_here', password: await encrypt(app, 'x') }).expect(401);
    expect(noUser.body.message).toBe('아이디 또는 비밀번호가 올바르지 않습니다.');
    await http().get('/api/users/me').expect(401);
    const bad = await http().get('/api/users/me').set('Authorization', 'Bearer not.a.token').expect(401);
    expect(bad.body.message).toBe('세션이 종료되었습니다. 다시 로그인해 주세요.');
  });

  it('rotates refresh tokens and revokes the family when a spent one is reused', async () => {
    const u = await signUp(app);
    const first = await login(app, u.userId, u.password);
    const second = (await http().post('/api/auth/refresh').send({ refreshToken: first.refreshToken }).expect(200)).body.result;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.user.userId).toBe(u.userId);
    // Replay of the spent token once the retry grace is over: refused, and the whole family ends.
    await setClock(app, new Date(Date.now() + graceMs + 1000));
    const replay = await http().post('/api/auth/refresh').send({ refreshToken: first.refreshToken }).expect(401);
    expect(replay.body.message).toBe('로그인 정보가 유효하지 않습니다. 다시 로그인해 주세요.');
    await http().post('/api/auth/refresh').send({ refreshToken: second.refreshToken }).expect(401);
  });

  it('gives new tokens to a refresh retried right after its answer was lost, without ending the login', async () => {
    const u = await signUp(app);
    const first = await login(app, u.userId, u.password);
    // The page left while this refresh was in flight: its answer never reached the client.
    const lost = (await http().post('/api/auth/refresh').send({ refreshToken: first.refreshToken }).expect(200)).body.result;
    // The next page load presents the same token within the grace: a retry, not a replay.
    await setClock(app, new Date(Date.now() + graceMs - 2000));
    const retried = (await http().post('/api/auth/refresh').send({ refreshToken: first.refreshToken }).expect(200)).body.result;
    expect(retried.refreshToken).not.toBe(lost.refreshToken);
    const next = (await http().post('/api/auth/refresh').send({ refreshToken: retried.refreshToken }).expect(200)).body.result;
    await http().get('/api/users/me').set('Authorization', `Bearer ${next.accessToken}`).expect(200);
    // A revoked family stays revoked: logout, then the same retry is refused.
    await http().post('/api/auth/logout').set('Authorization', `Bearer ${next.accessToken}`).send({ refreshToken: next.refreshToken }).expect(200);
    await http().post('/api/auth/refresh').send({ refreshToken: retried.refreshToken }).expect(401);
  });

  it('asks for a password change when the password is older than 90 days', async () => {
    const u = await signUp(app);
    expect((await http().post('/api/auth/login').send({ userId: u.userId, password: await encrypt(app, u.password) }).expect(200)).body.result.user.passwordChangeRequired).toBe(false);
    await setClock(app, new Date(Date.now() + 91 * 86_400_000));
    const later = await http().post('/api/auth/login').send({ userId: u.userId, password: await encrypt(app, u.password) }).expect(200);
    expect(later.body.result.user.passwordChangeRequired).toBe(true);
  });

  it('logout revokes the access token and the refresh family', async () => {
    const u = await signUp(app);
    const t = await login(app, u.userId, u.password);
    await http().get('/api/users/me').set('Authorization', `Bearer ${t.accessToken}`).expect(200);
    await http().post('/api/auth/logout').set('Authorization', `Bearer ${t.accessToken}`).send({ refreshToken: t.refreshToken }).expect(200);
    await http().get('/api/users/me').set('Authorization', `Bearer ${t.accessToken}`).expect(401);
    await http().post('/api/auth/refresh').send({ refreshToken: t.refreshToken }).expect(401);
  });

  it('locks the account after 5 wrong passwords and lets it in after the lock', async () => {
    const u = await signUp(app);
    for (let i = 0; i < 4; i++) {
      await http().post('/api/auth/login').send({ userId: u.userId, password: await encrypt(app, 'Wrong!pass1') }).expect(401);
    }
    const fifth = await http().post('/api/auth/login').send({ userId: u.userId, password: await encrypt(app, 'Wrong!pass1') }).expect(403);
    expect(fifth.body.message).toBe('비밀번호를 5회 잘못 입력하여 15분 동안 로그인할 수 없습니다.');
    // Even the right password is refused while locked.
    await http().post('/api/auth/login').send({ userId: u.userId, password: await encrypt(app, u.password) }).expect(403);
    await setClock(app, new Date(Date.now() + 16 * 60_000));
    await login(app, u.userId, u.password);
  });

  it('refuses disabled and withdrawn accounts with their own messages', async () => {
    const u = await signUp(app);
    const db = app.get(DataSource);
    await db.query(`UPDATE users SET user_sttus = 'disabled' WHERE user_id = $1`, [u.userId]);
    const disabled = await http().post('/api/auth/login').send({ userId: u.userId, password: await encrypt(app, u.password) }).expect(403);
    expect(disabled.body.message).toBe('사용이 중지된 계정입니다. 관리자에게 문의해 주세요.');
    await db.query(`UPDATE users SET user_sttus = 'withdrawn' WHERE user_id = $1`, [u.userId]);
    const gone = await http()
      .post('/api/auth/login')
      .set('Accept-Language', 'en')
      .send({ userId: u.userId, password: await encrypt(app, u.password) })
      .expect(403);
    expect(gone.body.message).toBe('This account has been withdrawn.');
  });

  it('asks institution admins (14) for the second factor too', async () => {
    const u = uniqueUser('master');
    const http2 = () => request(app.getHttpServer());
    await http2().post('/api/auth/email/verify-email').send({ emailaddr: u.emailaddr, userId: u.userId }).expect(200);
    const code = await lastCode(app, u.emailaddr);
    const token = (
      await http2().post('/api/auth/email/verify-email/response').send({ emailaddr: u.emailaddr, userId: u.userId, emailCrtfcKey: code })
    ).body.result.verificationToken;
    const insttCode = `inst-${Date.now().toString(36)}`;
    await http2()
      .post('/api/auth/users/signup/instt')
      .send({
        ...u,
        userPassword: await encrypt(app, GOOD_PASSWORD),
        emailVerificationToken: token,
        termsAgreeAt: 'Y',
        privacyAgreeAt: 'Y',
        insttCode,
        insttNm: `누리시청 ${insttCode}`,
        planCode: '000004',
        insttTel: '02-123-4567',
        insttAddr: '서울특별시 중구 세종대로 110',
      })
      .expect(201);
    const tokens = await loginAdmin(app, u.userId, GOOD_PASSWORD, u.emailaddr);
    const me = (await http2().get('/api/users/me').set('Authorization', `Bearer ${tokens.accessToken}`).expect(200)).body.result;
    expect(me).toMatchObject({ userSeCode: 14, insttCode });
    // Telephone and address are stored encrypted, never in clear.
    const [row] = await app.get(DataSource).query(`SELECT instt_tel_encpt, instt_addr_encpt, plan_code FROM instt WHERE instt_code = $1`, [
      insttCode,
    ]);
    expect(row.plan_code).toBe('000004');
    expect(row.instt_tel_encpt).not.toContain('4567');
    expect(row.instt_addr_encpt).not.toContain('세종대로');
    expect(row.instt_tel_encpt).toMatch(/^v1\./);
  });

  it('rate-limits logins by id with 429 and a message', async () => {
    const userId = `ratelimit${Date.now().toString(36)}`.slice(0, 20);
    let last = 0;
    let message = '';
    for (let i = 0; i < 11; i++) {
      const res = await http().post('/api/auth/login').send({ userId, password: await encrypt(app, 'Whatever!1') });
      last = res.status;
      message = res.body.message;
    }
    expect(last).toBe(429);
    expect(message).toMatch(/^요청이 너무 많습니다\. \d+초 후에 다시 시도해 주세요\.$/);
    // The wait is the window's real remainder (minutes for the login window), not a constant.
    expect(Number(/(\d+)초/.exec(message)?.[1])).toBeGreaterThan(1);
  });
});
