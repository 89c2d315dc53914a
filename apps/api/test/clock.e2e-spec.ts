import { Clock, DEV_CLOCK_KEY } from '../src/common/clock/clock.service';
import { AppConfig } from '../src/config/app-config';
import { createRedis } from '../src/redis/redis.module';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const MINUTE = 60_000;

/**
 * The dev clock (PUT /api/dev/clock) is one clock for every process of an environment; each
 * process answers from a subscribed copy of the offset (every signed-in request reads it).
 */
describe('one clock across processes (development tools on)', () => {
  const config = new AppConfig(process.env);
  const redisA = createRedis(config.values.REDIS_URL, 'clock-test-a');
  const redisB = createRedis(config.values.REDIS_URL, 'clock-test-b');
  const a = new Clock(config, redisA);
  const b = new Clock(config, redisB);

  beforeAll(async () => {
    await redisA.del(DEV_CLOCK_KEY);
    a.onModuleInit();
    b.onModuleInit();
    await sleep(200); // subscribed and loaded
  });
  afterAll(async () => {
    await a.reset();
    await a.onApplicationShutdown();
    await b.onApplicationShutdown();
    await redisA.quit();
    await redisB.quit();
  });

  const ahead = async (clock: Clock) => (await clock.now()).getTime() - Date.now();

  it('moves at once in the process that moved it, and within moments in the others', async () => {
    await a.set(new Date(Date.now() + 16 * MINUTE));
    expect(await ahead(a)).toBeGreaterThan(16 * MINUTE - 1000);
    let seen = await ahead(b);
    for (let i = 0; i < 20 && seen < 15 * MINUTE; i += 1) {
      await sleep(25);
      seen = await ahead(b);
    }
    expect(seen).toBeGreaterThan(16 * MINUTE - 1000);
    expect(Number(await redisA.get(DEV_CLOCK_KEY))).toBeGreaterThan(16 * MINUTE - 1000);
  });

  it('comes back for everyone on reset', async () => {
    await b.reset();
    expect(Math.abs(await ahead(b))).toBeLessThan(1000);
    let seen = await ahead(a);
    for (let i = 0; i < 20 && seen > MINUTE; i += 1) {
      await sleep(25);
      seen = await ahead(a);
    }
    expect(Math.abs(seen)).toBeLessThan(1000);
    expect(await redisA.get(DEV_CLOCK_KEY)).toBeNull();
  });

  it('keeps to its own Redis database: a clock moved on another one is not heard', async () => {
    const url = new URL(config.values.REDIS_URL);
    url.pathname = `/${(Number(url.pathname.slice(1)) || 0) === 3 ? 4 : 3}`;
    const other = createRedis(url.toString(), 'clock-test-other');
    const elsewhere = new Clock(config, other);
    try {
      await elsewhere.set(new Date(Date.now() + 60 * MINUTE));
      await sleep(100);
      expect(Math.abs(await ahead(a))).toBeLessThan(1000);
      expect(Math.abs(await ahead(b))).toBeLessThan(1000);
    } finally {
      await elsewhere.reset();
      await other.quit();
    }
  });

  it('a process that starts later reads the offset already set', async () => {
    await a.set(new Date(Date.now() + 5 * MINUTE));
    const redisC = createRedis(config.values.REDIS_URL, 'clock-test-c');
    const c = new Clock(config, redisC);
    try {
      expect(await ahead(c)).toBeGreaterThan(5 * MINUTE - 1000); // before subscribing: asks Redis
      c.onModuleInit();
      await sleep(200);
      expect(await ahead(c)).toBeGreaterThan(5 * MINUTE - 1000);
    } finally {
      await c.onApplicationShutdown();
      await redisC.quit();
      await a.reset();
    }
  });
});
