import { Global, Inject, Injectable, Module } from '@nestjs/common';
import type Redis from 'ioredis';
import { AppConfig } from '../../config/app-config';
import { REDIS } from '../../redis/redis.module';

// Shared by every API and worker process of an environment (development tools only).
export const DEV_CLOCK_KEY = 'nuri:dev:clock-offset-ms';

/**
 * The one clock every time-dependent rule reads (code expiry, locks, billing). In production it
 * is the system clock; with development tools on, tests may move it (PUT /api/dev/clock).
 */
@Injectable()
export class Clock {
  constructor(
    private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async now(): Promise<Date> {
    if (!this.config.devTools) return new Date();
    const offset = Number((await this.redis.get(DEV_CLOCK_KEY)) ?? 0);
    return new Date(Date.now() + (Number.isFinite(offset) ? offset : 0));
  }

  async set(now: Date): Promise<void> {
    await this.redis.set(DEV_CLOCK_KEY, String(now.getTime() - Date.now()));
  }

  async reset(): Promise<void> {
    await this.redis.del(DEV_CLOCK_KEY);
  }
}

@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
