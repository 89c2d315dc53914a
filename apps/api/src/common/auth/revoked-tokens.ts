import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS } from '../../redis/redis.module';

export const REVOKED_JTI_PREFIX = 'nuri:revoked-jti:';
/** Every revocation is announced here (the access token's id), for the other API processes. */
export const REVOKED_JTI_CHANNEL = 'nuri:revoked-jti';
/** A failed load of the list is tried again this often while the subscription stands. */
const RELOAD_MS = 1000;

/**
 * Access tokens revoked at logout. Redis holds the list (`nuri:revoked-jti:<jti>`, expiring with
 * the token) and every process keeps a copy: it subscribes to the revocations, then loads the
 * list, and from then on answers from memory, so a signed-in request costs no Redis round trip
 * for this check (about a tenth of the API's CPU under load, docs/performance.md). A revocation
 * is in the revoking process's copy before its answer leaves, and in the others' within the
 * pub/sub message's flight (milliseconds). Whenever the subscription is down (start, Redis
 * outage) the copy is not trusted: each check asks Redis, and while Redis is unreachable a
 * signed token is accepted (docs/security.md, "Redis outage").
 */
@Injectable()
export class RevokedTokens implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(RevokedTokens.name);
  /** jti → expiry (ms since the epoch). */
  private readonly revoked = new Map<string, number>();
  private subscriber: Redis | null = null;
  private loaded = false;
  private loading = false;
  private loadAgain = false;
  /** Bumped whenever the subscription drops or comes back: a load that saw a change is redone. */
  private epoch = 0;
  private reloadTimer: NodeJS.Timeout | null = null;
  private lastWarning = 0;
  private checks = 0;

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  onModuleInit(): void {
    const sub = this.redis.duplicate({ connectionName: 'nuri-revocations', maxRetriesPerRequest: null, enableOfflineQueue: true });
    this.subscriber = sub;
    sub.on('message', (_channel: string, message: string) => this.remember(message));
    // ioredis subscribes again after every reconnection and then reports ready.
    sub.on('ready', () => {
      this.epoch += 1;
      void this.load();
    });
    for (const event of ['close', 'reconnecting', 'end'])
      sub.on(event, () => {
        this.epoch += 1;
        this.loaded = false;
      });
    sub.on('error', () => undefined); // reported through the fallback's warning
    sub.subscribe(REVOKED_JTI_CHANNEL).catch(() => undefined);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.reloadTimer) clearTimeout(this.reloadTimer);
    const sub = this.subscriber;
    this.subscriber = null;
    this.loaded = false;
    if (sub?.status === 'ready') await sub.quit().catch(() => sub.disconnect());
    else sub?.disconnect();
  }

  /** Whether checks are answered from the process's copy (subscribed and loaded). */
  get inMemory(): boolean {
    return this.loaded;
  }

  /** Whether the access token was revoked (false while Redis is unreachable: see the class). */
  async isRevoked(jti: string): Promise<boolean> {
    if (this.loaded) {
      const expires = this.revoked.get(jti);
      if (++this.checks % 1000 === 0) this.prune();
      return expires !== undefined && expires > Date.now();
    }
    try {
      return (await this.redis.exists(`${REVOKED_JTI_PREFIX}${jti}`)) > 0;
    } catch (e) {
      if (Date.now() - this.lastWarning > 10_000) {
        this.lastWarning = Date.now();
        this.logger.warn(`revocation list unreachable, accepting signed tokens meanwhile: ${e instanceof Error ? e.message : String(e)}`);
      }
      return false;
    }
  }

  /** Revokes an access token until it would have expired anyway. */
  async revoke(jti: string, ttlSeconds: number): Promise<void> {
    if (ttlSeconds <= 0) return;
    const expires = Date.now() + ttlSeconds * 1000;
    this.revoked.set(jti, expires);
    await this.redis.set(`${REVOKED_JTI_PREFIX}${jti}`, '1', 'EX', ttlSeconds);
    await this.redis.publish(REVOKED_JTI_CHANNEL, `${jti} ${expires}`);
  }

  private remember(message: string): void {
    const [jti, expires] = message.split(' ');
    const at = Number(expires);
    if (jti && Number.isFinite(at)) this.revoked.set(jti, Math.max(this.revoked.get(jti) ?? 0, at));
  }

  /** Loads the whole list (subscribed first, so nothing revoked meanwhile is missed). */
  private async load(): Promise<void> {
    if (!this.subscriber) return;
    if (this.loading) {
      this.loadAgain = true;
      return;
    }
    this.loading = true;
    const epoch = this.epoch;
    try {
      let cursor = '0';
      do {
        const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${REVOKED_JTI_PREFIX}*`, 'COUNT', 1000);
        if (keys.length) {
          const ttls = await this.redis.pipeline(keys.map((k) => ['pttl', k])).exec();
          keys.forEach((key, i) => {
            const ttl = Number(ttls?.[i]?.[1] ?? -2);
            if (ttl > 0) this.remember(`${key.slice(REVOKED_JTI_PREFIX.length)} ${Date.now() + ttl}`);
          });
        }
        cursor = next;
      } while (cursor !== '0');
      this.loaded = epoch === this.epoch && this.subscriber?.status === 'ready';
      if (!this.loaded) this.loadAgain = true;
    } catch {
      this.loaded = false;
      if (this.subscriber && !this.reloadTimer) {
        this.reloadTimer = setTimeout(() => {
          this.reloadTimer = null;
          if (this.subscriber?.status === 'ready') void this.load();
        }, RELOAD_MS);
      }
    } finally {
      this.loading = false;
      if (this.loadAgain && this.subscriber?.status === 'ready') {
        this.loadAgain = false;
        void this.load();
      }
    }
  }

  private prune(): void {
    const now = Date.now();
    for (const [jti, expires] of this.revoked) if (expires <= now) this.revoked.delete(jti);
  }
}
