import { createHash } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { translate } from '../../src/common/i18n/locale';
import { AppConfig } from '../../src/config/app-config';
import { login, resetRateLimits, setClock } from '../support/accounts';
import { FACTORY_PASSWORD, Factories } from '../support/factories';
import { createTestApp, createTestAppWith } from '../support/test-app';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
type Tokens = { accessToken: string; refreshToken: string };

/**
 * Stolen and misused tokens: another member's refresh token, a token of one kind used as the
 * other, a spent refresh token replayed after the retry grace (the whole family ends), an
 * expired refresh token. Each refusal: 401, the error envelope, and no token row changed.
 */
describe('security: token abuse (refresh tokens and access tokens)', () => {
  let app: INestApplication;
  let f: Factories;
  let insttCode: string;
  /** REFRESH_REUSE_GRACE_SECONDS of the app, in milliseconds (10 s by default). */
  let graceMs: number;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);

  /** The refresh-token rows of some members, as they are now. */
  const rows = (...userIds: string[]) =>
    db().query(
      `SELECT token_hash, family_id, user_id, used_dt, revoked_dt FROM refresh_token WHERE user_id = ANY($1) ORDER BY token_hash`,
      [userIds],
    );
  const refresh = (refreshToken: string) => http().post('/api/auth/refresh').send({ refreshToken });
  const subjectOf = (accessToken: string) =>
    (JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()) as { sub: string }).sub;

  /** 401 with the error envelope and the given message. */
  function expectRefused(res: request.Response, key: string): void {
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 401, message: translate(key), result: translate(key) });
  }

  async function member(): Promise<{ userId: string; tokens: Tokens }> {
    const user = await f.newUser({ insttCode, userSeCode: USER_SE_CODES.MEMBER });
    return { userId: user.userId, tokens: await login(app, user.userId, FACTORY_PASSWORD) };
  }

  beforeAll(async () => {
    app = await createTestApp();
    f = new Factories(app);
    insttCode = (await f.newInstitution()).insttCode;
    await resetRateLimits(app);
    graceMs = app.get(AppConfig).values.REFRESH_REUSE_GRACE_SECONDS * 1000;
    expect(graceMs).toBe(10_000);
  });
  afterEach(() => setClock(app, null));
  afterAll(() => app.close());

  it('never turns another member’s refresh token into tokens for the caller', async () => {
    const a = await member();
    const b = await member();
    // A presents B's refresh token with A's own access token in the header: the answer is B's,
    // never A's, so holding A's session gains nothing over B's stolen token alone.
    const res = await refresh(b.tokens.refreshToken).set('Authorization', `Bearer ${a.tokens.accessToken}`).expect(200);
    expect(res.body.result.user.userId).toBe(b.userId);
    expect(subjectOf(res.body.result.accessToken)).toBe(b.userId);
    const me = await http().get('/api/users/me').set('Authorization', `Bearer ${res.body.result.accessToken}`).expect(200);
    expect(me.body.result.userId).toBe(b.userId);
    // Logging out with another member's refresh token does not end that member's login.
    const before = await rows(a.userId, b.userId);
    await http()
      .post('/api/auth/logout')
      .set('Authorization', `Bearer ${a.tokens.accessToken}`)
      .send({ refreshToken: res.body.result.refreshToken })
      .expect(200);
    expect(await rows(a.userId, b.userId)).toEqual(before);
    await refresh(res.body.result.refreshToken).expect(200);
  });

  it('refuses a refresh token as an access token and an access token as a refresh token', async () => {
    const a = await member();
    const before = await rows(a.userId);
    const asAccess = await http().get('/api/users/me').set('Authorization', `Bearer ${a.tokens.refreshToken}`);
    expectRefused(asAccess, 'error.sessionEnded');
    // An access token is longer than any refresh token: refused by the field rule (400), and a
    // short access-token-like value is just an unknown refresh token (401).
    const asRefresh = await refresh(a.tokens.accessToken).expect(400);
    expect(asRefresh.body.code).toBe(400);
    expect(asRefresh.body.result.map((e: { field: string }) => e.field)).toEqual(['refreshToken']);
    expectRefused(await refresh(a.tokens.accessToken.split('.')[2]), 'auth.refreshInvalid');
    // Neither kind opens a write either, and nothing about the login changed.
    const write = await http()
      .put('/api/users/me')
      .set('Authorization', `Bearer ${a.tokens.refreshToken}`)
      .send({ userNm: '탈취' });
    expectRefused(write, 'error.sessionEnded');
    expect(await rows(a.userId)).toEqual(before);
    const [user] = await db().query(`SELECT user_nm FROM users WHERE user_id = $1`, [a.userId]);
    expect(user.user_nm).not.toBe('탈취');
    // The real pair still works.
    await http().get('/api/users/me').set('Authorization', `Bearer ${a.tokens.accessToken}`).expect(200);
    await refresh(a.tokens.refreshToken).expect(200);
  });

  it('revokes the whole family when a spent refresh token is replayed after the retry grace', async () => {
    const a = await member();
    const other = await login(app, a.userId, FACTORY_PASSWORD); // a second login (another device)
    const second: Tokens = (await refresh(a.tokens.refreshToken).expect(200)).body.result;
    const third: Tokens = (await refresh(second.refreshToken).expect(200)).body.result;
    expect(await rows(a.userId)).toHaveLength(4);
    // The thief replays the first, spent token once the grace for lost answers is over.
    await setClock(app, new Date(Date.now() + graceMs + 1000));
    expectRefused(await refresh(a.tokens.refreshToken), 'auth.refreshInvalid');
    const after = await rows(a.userId);
    const familyId = after.find((r: { token_hash: string }) => r.token_hash === sha256(a.tokens.refreshToken)).family_id;
    const inFamily = after.filter((r: { family_id: string }) => r.family_id === familyId);
    expect(inFamily).toHaveLength(3);
    expect(inFamily.every((r: { revoked_dt: Date | null }) => r.revoked_dt !== null)).toBe(true);
    // The legitimate holder's newest token is refused too (the login ended) and stays refused…
    expectRefused(await refresh(third.refreshToken), 'auth.refreshInvalid');
    // …even as a "retry" of a token used within the grace: a revoked family stays revoked.
    expectRefused(await refresh(second.refreshToken), 'auth.refreshInvalid');
    // The other login of the same member is a different family and goes on.
    const others = after.filter((r: { family_id: string }) => r.family_id !== familyId);
    expect(others).toHaveLength(1);
    expect(others[0].revoked_dt).toBeNull();
    await refresh(other.refreshToken).expect(200);
  });

  it('takes a replay within the grace as a retry of the same family, not as a new login', async () => {
    const a = await member();
    await refresh(a.tokens.refreshToken).expect(200);
    await setClock(app, new Date(Date.now() + graceMs - 3000));
    const retried: Tokens = (await refresh(a.tokens.refreshToken).expect(200)).body.result;
    const after = await rows(a.userId);
    expect(new Set(after.map((r: { family_id: string }) => r.family_id)).size).toBe(1);
    expect(after.every((r: { revoked_dt: Date | null }) => r.revoked_dt === null)).toBe(true);
    // The retry does not reopen the window: once past the grace the spent token ends the family.
    await setClock(app, new Date(Date.now() + graceMs + 1000));
    expectRefused(await refresh(a.tokens.refreshToken), 'auth.refreshInvalid');
    expectRefused(await refresh(retried.refreshToken), 'auth.refreshInvalid');
  });

  it('refuses an access token once the server clock passes its expiry (16 minutes ahead), whatever the system time says', async () => {
    const a = await member();
    await http().get('/api/users/me').set('Authorization', `Bearer ${a.tokens.accessToken}`).expect(200);
    await setClock(app, new Date(Date.now() + 16 * 60_000));
    expectRefused(await http().get('/api/users/me').set('Authorization', `Bearer ${a.tokens.accessToken}`), 'error.sessionEnded');
    const write = await http().put('/api/users/me').set('Authorization', `Bearer ${a.tokens.accessToken}`).send({ userNm: '시계' });
    expectRefused(write, 'error.sessionEnded');
    // The refresh token still lives (14 days): new tokens count their 15 minutes from the moved clock.
    const next: Tokens = (await refresh(a.tokens.refreshToken).expect(200)).body.result;
    await http().get('/api/users/me').set('Authorization', `Bearer ${next.accessToken}`).expect(200);
    const [user] = await db().query(`SELECT user_nm FROM users WHERE user_id = $1`, [a.userId]);
    expect(user.user_nm).not.toBe('시계');
    // 14 minutes after it was issued (by the clock) the new token is still good, after 16 it is not.
    await setClock(app, new Date(Date.now() + 30 * 60_000));
    await http().get('/api/users/me').set('Authorization', `Bearer ${next.accessToken}`).expect(200);
    await setClock(app, new Date(Date.now() + 32 * 60_000));
    expectRefused(await http().get('/api/users/me').set('Authorization', `Bearer ${next.accessToken}`), 'error.sessionEnded');
  });

  it('revokes the family on an immediate reuse when the retry window is set to 0', async () => {
    const strict = await createTestAppWith({ REFRESH_REUSE_GRACE_SECONDS: '0' });
    try {
      expect(strict.get(AppConfig).values.REFRESH_REUSE_GRACE_SECONDS).toBe(0);
      const user = await f.newUser({ insttCode, userSeCode: USER_SE_CODES.MEMBER });
      const first = await login(strict, user.userId, FACTORY_PASSWORD);
      const post = (refreshToken: string) => request(strict.getHttpServer()).post('/api/auth/refresh').send({ refreshToken });
      const second: Tokens = (await post(first.refreshToken).expect(200)).body.result;
      // At once, well within the default 10 s: a replay all the same.
      expectRefused(await post(first.refreshToken), 'auth.refreshInvalid');
      expectRefused(await post(second.refreshToken), 'auth.refreshInvalid');
      const family = await rows(user.userId);
      expect(family).toHaveLength(2);
      expect(family.every((r: { revoked_dt: Date | null }) => r.revoked_dt !== null)).toBe(true);
    } finally {
      await strict.close();
    }
  });

  it('refuses an expired refresh token without touching its family', async () => {
    const a = await member();
    const before = await rows(a.userId);
    await setClock(app, new Date(Date.now() + 400 * 86_400_000));
    expectRefused(await refresh(a.tokens.refreshToken), 'auth.refreshInvalid');
    expect(await rows(a.userId)).toEqual(before);
  });

  it('refuses unknown and malformed refresh tokens, changing no login', async () => {
    const live = async () =>
      (await db().query(`SELECT count(*)::int AS n FROM refresh_token WHERE revoked_dt IS NULL`))[0].n as number;
    const before = await live();
    expectRefused(await refresh('x'.repeat(43)), 'auth.refreshInvalid');
    const empty = await refresh('').expect(400);
    expect(empty.body.code).toBe(400);
    expect(empty.body.result[0].field).toBe('refreshToken');
    expect(await live()).toBe(before);
  });
});
