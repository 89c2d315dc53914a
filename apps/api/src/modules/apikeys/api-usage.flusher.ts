import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { API_LAST_USED_PENDING_KEY, API_USAGE_PENDING_KEY } from '../../common/auth/api-key.authenticator';
import { REDIS } from '../../redis/redis.module';

const BATCH_PREFIX = 'nuri:apiuse:batch:';
const LAST_USED_BATCH_PREFIX = 'nuri:apiuse:last-batch:';

/**
 * Writes the API keys' usage counters (Redis, ApiKeyAuthenticator) to api_use_daily and their
 * last-used times to api_key. Each run first claims the pending hash by RENAME to a batch key of
 * its own (atomic: requests counted meanwhile start a new pending hash, and two runs never read
 * the same counts), then also claims batches a crashed run left behind, adds them in one
 * transaction and deletes the batch. Run by the worker's repeatable maintenance job and before
 * the usage list answers.
 */
@Injectable()
export class ApiUsageFlusher {
  private readonly logger = new Logger(ApiUsageFlusher.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async flush(): Promise<{ counters: number }> {
    let counters = 0;
    for (const batch of await this.claim(API_USAGE_PENDING_KEY, BATCH_PREFIX)) counters += await this.writeUsage(batch);
    for (const batch of await this.claim(API_LAST_USED_PENDING_KEY, LAST_USED_BATCH_PREFIX)) await this.writeLastUsed(batch);
    if (counters) this.logger.log(`flushed ${counters} API usage counter(s)`);
    return { counters };
  }

  /** The pending hash and any left-over batches, each renamed to a fresh batch key of this run. */
  private async claim(pending: string, prefix: string): Promise<string[]> {
    const sources = [pending, ...(await this.scan(`${prefix}*`))];
    const claimed: string[] = [];
    for (const source of sources) {
      const target = `${prefix}${randomUUID()}`;
      // RENAME fails when the key is gone (nothing pending, or another run claimed it first).
      const ok = await this.redis.rename(source, target).then(
        () => true,
        () => false,
      );
      if (ok) claimed.push(target);
    }
    return claimed;
  }

  private async scan(pattern: string): Promise<string[]> {
    const found: string[] = [];
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', pattern, 'COUNT', 200);
      found.push(...keys);
      cursor = next;
    } while (cursor !== '0');
    return found;
  }

  private async writeUsage(batch: string): Promise<number> {
    const entries = Object.entries(await this.redis.hgetall(batch));
    const keyIds: string[] = [];
    const days: string[] = [];
    const groups: string[] = [];
    const counts: number[] = [];
    for (const [field, value] of entries) {
      const [keyId, day, group] = field.split('|');
      if (!keyId || !day || !group) continue;
      keyIds.push(keyId);
      days.push(day);
      groups.push(group.slice(0, 60));
      counts.push(Number(value));
    }
    if (keyIds.length) {
      // Counts of keys deleted meanwhile (their institution removed) are dropped.
      await this.db.query(
        `INSERT INTO api_use_daily (key_id, use_de, route_group, req_cnt)
         SELECT u.key_id, u.use_de, u.route_group, sum(u.req_cnt)
           FROM unnest($1::varchar[], $2::date[], $3::varchar[], $4::bigint[]) AS u(key_id, use_de, route_group, req_cnt)
          WHERE EXISTS (SELECT 1 FROM api_key k WHERE k.key_id = u.key_id)
          GROUP BY u.key_id, u.use_de, u.route_group
         ON CONFLICT (key_id, use_de, route_group) DO UPDATE SET req_cnt = api_use_daily.req_cnt + EXCLUDED.req_cnt`,
        [keyIds, days, groups, counts],
      );
    }
    await this.redis.del(batch);
    return keyIds.length;
  }

  private async writeLastUsed(batch: string): Promise<void> {
    const entries = Object.entries(await this.redis.hgetall(batch));
    if (entries.length) {
      // Idempotent: the later of the stored and the counted time.
      await this.db.query(
        `UPDATE api_key k SET last_used_dt = GREATEST(coalesce(k.last_used_dt, u.ts), u.ts)
           FROM unnest($1::varchar[], $2::timestamptz[]) AS u(key_id, ts)
          WHERE k.key_id = u.key_id`,
        [entries.map(([k]) => k), entries.map(([, v]) => v)],
      );
    }
    await this.redis.del(batch);
  }
}
