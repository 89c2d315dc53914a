import { Global, Inject, Injectable, Module } from '@nestjs/common';
import type Redis from 'ioredis';
import { DomainError } from '../errors/domain-error';
import { REDIS } from '../../redis/redis.module';

export interface RateRule {
  /** Counter name, e.g. `login:ip:1.2.3.4`. */
  key: string;
  limit: number;
  windowSeconds: number;
}

/** Fixed-window counters in Redis shared by every API process; over the limit → 429. */
@Injectable()
export class RateLimiter {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** Counts one hit against every rule; throws RATE_LIMITED when any is exceeded. */
  async hit(...rules: RateRule[]): Promise<void> {
    for (const rule of rules) {
      const key = `nuri:rl:${rule.key}`;
      const [[, count], , [, ttl]] = (await this.redis
        .multi()
        .incr(key)
        .expire(key, rule.windowSeconds, 'NX')
        .ttl(key)
        .exec()) as [[null, number], [null, number], [null, number]];
      if (count > rule.limit) {
        throw new DomainError('RATE_LIMITED', 'auth.rateLimited', { seconds: Math.max(ttl, 1) });
      }
    }
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(`nuri:rl:${key}`);
  }
}

@Global()
@Module({ providers: [RateLimiter], exports: [RateLimiter] })
export class RateLimitModule {}
