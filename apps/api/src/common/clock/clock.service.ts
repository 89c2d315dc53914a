import { Global, Inject, Injectable, Logger, Module, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type Redis from 'ioredis';
import { AppConfig } from '../../config/app-config';
import { REDIS } from '../../redis/redis.module';

// Shared by every API and worker process of an environment (development tools only).
export const DEV_CLOCK_KEY = 'nuri:dev:clock-offset-ms';
/**
 * Every move of the dev clock is announced on this channel (the new offset in ms), for the other
 * processes. Pub/sub channels span every database of a Redis server, so the channel carries the
 * database number: environments on other databases of the same server keep their own clocks.
 */
export const devClockChannel = (redis: Redis): string => `nuri:dev:clock:${redis.options.db ?? 0}`;

const offsetOf = (raw: string | null): number => {
  const n = Number(raw ?? 0);
  return Number.isFinite(n) ? n : 0;
};

/**
 * The one clock every time-dependent rule reads (code expiry, locks, billing, access-token
 * expiry). In production it is the system clock; with development tools on, tests may move it
 * (PUT /api/dev/clock): the offset lives in Redis for every process of the environment.
 *
 * Every signed-in request reads the clock, so with development tools on each process keeps the
 * offset in memory: it subscribes to the moves, then loads the offset, and answers from memory
 * while subscribed (a move reaches the moving process at once and the others within the pub/sub
 * message's flight). While the subscription is down it asks Redis, and while Redis is unreachable
 * it keeps the last offset it knew, so an outage of the cache never stops time rules.
 */
@Injectable()
export class Clock implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(Clock.name);
  private subscriber: Redis | null = null;
  /** The subscribed copy of the offset; null while it cannot be trusted. */
  private offset: number | null = null;
  private lastKnown = 0;
  /** Bumped by every message and subscription change: a load that saw one is dropped. */
  private version = 0;
  private lastWarning = 0;

  constructor(
    private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  onModuleInit(): void {
    if (!this.config.devTools) return;
    const sub = this.redis.duplicate({ connectionName: 'nuri-dev-clock', maxRetriesPerRequest: null, enableOfflineQueue: true });
    this.subscriber = sub;
    sub.on('message', (_channel: string, message: string) => {
      this.version += 1;
      this.offset = this.lastKnown = offsetOf(message);
    });
    // ioredis subscribes again after a reconnection and then reports ready.
    sub.on('ready', () => void this.load());
    for (const event of ['close', 'reconnecting', 'end'])
      sub.on(event, () => {
        this.version += 1;
        this.offset = null;
      });
    sub.on('error', () => undefined); // the fallback in now() reports an unreachable Redis
    sub.subscribe(devClockChannel(this.redis)).then(() => this.load(), () => undefined);
  }

  async onApplicationShutdown(): Promise<void> {
    const sub = this.subscriber;
    this.subscriber = null;
    this.offset = null;
    if (sub?.status === 'ready') await sub.quit().catch(() => sub.disconnect());
    else sub?.disconnect();
  }

  async now(): Promise<Date> {
    if (!this.config.devTools) return new Date();
    return new Date(Date.now() + (this.offset ?? (await this.read())));
  }

  async set(now: Date): Promise<void> {
    await this.publish(now.getTime() - Date.now());
  }

  async reset(): Promise<void> {
    await this.publish(0);
  }

  private async publish(offset: number): Promise<void> {
    if (offset) await this.redis.set(DEV_CLOCK_KEY, String(offset));
    else await this.redis.del(DEV_CLOCK_KEY);
    this.lastKnown = offset;
    if (this.offset !== null) this.offset = offset;
    await this.redis.publish(devClockChannel(this.redis), String(offset));
  }

  /** The offset from Redis, or the last one known while Redis does not answer. */
  private async read(): Promise<number> {
    try {
      this.lastKnown = offsetOf(await this.redis.get(DEV_CLOCK_KEY));
    } catch (e) {
      if (Date.now() - this.lastWarning > 10_000) {
        this.lastWarning = Date.now();
        this.logger.warn(`dev clock unreachable, using the last offset known (${this.lastKnown} ms): ${e instanceof Error ? e.message : String(e)}`);
      }
    }
    return this.lastKnown;
  }

  /** Loads the offset once subscribed (nothing moved meanwhile is missed: a message wins over the load). */
  private async load(): Promise<void> {
    if (this.subscriber?.status !== 'ready') return;
    const version = ++this.version;
    try {
      const offset = offsetOf(await this.redis.get(DEV_CLOCK_KEY));
      if (version === this.version && this.subscriber?.status === 'ready') this.offset = this.lastKnown = offset;
    } catch {
      // asked again at the next ready; now() reads Redis meanwhile
    }
  }
}

@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
