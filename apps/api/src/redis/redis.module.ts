import { Global, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { AppConfig } from '../config/app-config';

export const REDIS = Symbol('REDIS');

export function createRedis(url: string, name: string): Redis {
  return new Redis(url, {
    connectionName: name,
    // Fail commands fast while Redis is down instead of queueing them forever.
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    lazyConnect: false,
  });
}

@Injectable()
class RedisCloser implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}
  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/** One shared ioredis connection for caches, rate limits and codes. */
@Global()
@Module({
  providers: [
    { provide: REDIS, inject: [AppConfig], useFactory: (c: AppConfig) => createRedis(c.values.REDIS_URL, 'nuri') },
    RedisCloser,
  ],
  exports: [REDIS],
})
export class RedisModule {}
