import Redis from 'ioredis';
import { setTimeout as sleep } from 'node:timers/promises';
import { REVOKED_JTI_PREFIX, RevokedTokens } from '../src/common/auth/revoked-tokens';
import { AppConfig } from '../src/config/app-config';
import { createRedis } from '../src/redis/redis.module';

/** Two API processes' revocation lists on one Redis, as in production. */
describe('revoked access tokens across processes (RevokedTokens)', () => {
  const url = new AppConfig(process.env).values.REDIS_URL;
  const made: Array<{ tokens: RevokedTokens; redis: Redis }> = [];

  async function start(redisUrl = url, waitLoaded = true): Promise<RevokedTokens> {
    const redis = createRedis(redisUrl, 'test-revocations');
    const tokens = new RevokedTokens(redis);
    tokens.onModuleInit();
    made.push({ tokens, redis });
    for (let i = 0; waitLoaded && !tokens.inMemory && i < 100; i += 1) await sleep(20);
    return tokens;
  }

  const until = async (check: () => Promise<boolean>): Promise<boolean> => {
    for (let i = 0; i < 50; i += 1) {
      if (await check()) return true;
      await sleep(20);
    }
    return false;
  };

  afterEach(async () => {
    for (const { tokens, redis } of made.splice(0)) {
      await tokens.onApplicationShutdown();
      redis.disconnect();
    }
  });

  it('answers from memory once loaded; a revocation holds at once in its process and within moments in the other', async () => {
    const a = await start();
    const b = await start();
    expect([a.inMemory, b.inMemory]).toEqual([true, true]);
    const jti = `jti-${Date.now()}`;
    expect(await b.isRevoked(jti)).toBe(false);
    await a.revoke(jti, 60);
    expect(await a.isRevoked(jti)).toBe(true);
    expect(await until(() => b.isRevoked(jti))).toBe(true);
    const probe = new Redis(url);
    expect(await probe.pttl(`${REVOKED_JTI_PREFIX}${jti}`)).toBeGreaterThan(55_000);
    await probe.quit();
  });

  it('a process started later loads the revocations made before it', async () => {
    const a = await start();
    const jti = `jti-early-${Date.now()}`;
    await a.revoke(jti, 60);
    const late = await start();
    expect(late.inMemory).toBe(true);
    expect(await late.isRevoked(jti)).toBe(true);
    expect(await late.isRevoked(`${jti}-other`)).toBe(false);
  });

  it('asks Redis itself before the list is loaded', async () => {
    const jti = `jti-direct-${Date.now()}`;
    const probe = new Redis(url);
    await probe.set(`${REVOKED_JTI_PREFIX}${jti}`, '1', 'EX', 60);
    await probe.quit();
    const fresh = await start(url, false);
    expect(fresh.inMemory).toBe(false);
    expect(await fresh.isRevoked(jti)).toBe(true);
  });

  it('forgets a revocation when the token would have expired anyway', async () => {
    const a = await start();
    const jti = `jti-short-${Date.now()}`;
    await a.revoke(jti, 1);
    expect(await a.isRevoked(jti)).toBe(true);
    await sleep(1100);
    expect(await a.isRevoked(jti)).toBe(false);
    await a.revoke(`${jti}-expired`, 0);
    expect(await a.isRevoked(`${jti}-expired`)).toBe(false);
  });

  it('accepts signed tokens while Redis is unreachable (never loaded, every check fails open)', async () => {
    const down = await start('redis://127.0.0.1:1/0', false);
    expect(down.inMemory).toBe(false);
    expect(await down.isRevoked('any')).toBe(false);
  });
});
