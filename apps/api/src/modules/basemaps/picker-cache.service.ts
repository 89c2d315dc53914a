import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { BASE_MAP_CACHE_TTL_MS } from '@nuri/domain';
import type Redis from 'ioredis';
import { REDIS } from '../../redis/redis.module';

/** Generation counter: every write bumps it, so entries filled before the write are never read again. */
export const PICKER_GENERATION_KEY = 'nuri:basemap:picker:gen';
export const pickerDataKey = (generation: string) => `nuri:basemap:picker:${generation}:data`;
export const pickerLockKey = (generation: string) => `nuri:basemap:picker:${generation}:lock`;

/** The filler's lock outlives a slow query a little; a crashed filler frees it after this. */
export const PICKER_LOCK_TTL_MS = 5_000;
/** Waiters give up and read the database themselves after this. */
export const PICKER_WAIT_TIMEOUT_MS = 3_000;
const POLL_FIRST_MS = 5;
const POLL_MAX_MS = 40;
/** A Redis call slower than this counts as Redis trouble (the database answers instead). */
export const REDIS_CALL_TIMEOUT_MS = 1_000;
const WARN_EVERY_MS = 30_000;
/**
 * A process keeps the last value it read for this long, still checking the generation in
 * Redis on every request (so a write anywhere is seen at once); it saves the value's transfer.
 */
export const LOCAL_COPY_MS = 30_000;

// Deletes the lock only when it is still ours (it may have expired and been taken over).
const RELEASE_LOCK = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * How an answer was obtained: HIT from the cache, FILL by the one caller (across all API
 * processes) that ran the query and stored it, WAIT for the callers that waited for that fill,
 * TIMEOUT when the wait ran out (query run), BYPASS when Redis failed (query run).
 */
export type PickerSource = 'HIT' | 'FILL' | 'WAIT' | 'TIMEOUT' | 'BYPASS';

export interface PickerAnswer<T> {
  value: T;
  source: PickerSource;
}

class RedisTrouble extends Error {}

/**
 * The base-map picker's Redis cache (BASE_MAP_CACHE_TTL_MS, 10 minutes). A miss is filled by
 * one caller across every API process: it takes a lock (SET NX PX), runs the query and stores
 * the answer; the others poll the cache until it appears (or the lock is gone, then one of them
 * fills it), and after PICKER_WAIT_TIMEOUT_MS query the database themselves. Within a process,
 * concurrent misses share one promise. Redis failures never fail a request: they are logged and
 * the database answers.
 */
@Injectable()
export class PickerCache {
  private readonly logger = new Logger(PickerCache.name);
  private readonly inFlight = new Map<string, Promise<PickerAnswer<string>>>();
  private lastWarn = 0;
  private local: { generation: string; value: string; until: number } | null = null;

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** The cached value (JSON text) or the loaded one. */
  async get(load: () => Promise<string>): Promise<PickerAnswer<string>> {
    let generation: string;
    try {
      generation = (await this.call(() => this.redis.get(PICKER_GENERATION_KEY))) ?? '0';
      const local = this.local;
      if (local && local.generation === generation && Date.now() < local.until)
        return { value: local.value, source: 'HIT' };
      const cached = await this.call(() => this.redis.get(pickerDataKey(generation)));
      if (cached !== null) {
        this.keep(generation, cached);
        return { value: cached, source: 'HIT' };
      }
    } catch (e) {
      return this.bypass(e, load);
    }
    const running = this.inFlight.get(generation);
    if (running)
      return running.then((a) => ({ value: a.value, source: a.source === 'FILL' ? 'WAIT' : a.source }));
    const started = this.fill(generation, load).finally(() => this.inFlight.delete(generation));
    this.inFlight.set(generation, started);
    return started;
  }

  /** Makes every cached picker answer unreachable (after a write). */
  async invalidate(): Promise<void> {
    try {
      await this.call(() => this.redis.incr(PICKER_GENERATION_KEY));
    } catch (e) {
      this.logger.error(
        `base map picker cache not invalidated (Redis): ${String(e)}; stale for at most ${BASE_MAP_CACHE_TTL_MS / 1000} s`,
      );
    }
  }

  private async fill(generation: string, load: () => Promise<string>): Promise<PickerAnswer<string>> {
    const dataKey = pickerDataKey(generation);
    const lockKey = pickerLockKey(generation);
    const deadline = Date.now() + PICKER_WAIT_TIMEOUT_MS;
    let pause = POLL_FIRST_MS;
    try {
      for (;;) {
        const token = randomUUID();
        const locked = await this.call(() => this.redis.set(lockKey, token, 'PX', PICKER_LOCK_TTL_MS, 'NX'));
        if (locked === 'OK') {
          try {
            // A fill that finished just before the lock was taken.
            const cached = await this.call(() => this.redis.get(dataKey));
            if (cached !== null) {
              this.keep(generation, cached);
              return { value: cached, source: 'WAIT' };
            }
            const value = await load();
            await this.call(() => this.redis.set(dataKey, value, 'PX', BASE_MAP_CACHE_TTL_MS)).then(
              () => this.keep(generation, value),
              (e: unknown) => this.warn(e),
            );
            return { value, source: 'FILL' };
          } finally {
            await this.call(() => this.redis.eval(RELEASE_LOCK, 1, lockKey, token)).catch(() => undefined);
          }
        }
        // Someone else fills it: wait for the value, or for the lock to go (then try to fill).
        while (Date.now() < deadline) {
          await sleep(pause);
          pause = Math.min(POLL_MAX_MS, pause * 2);
          const [cached, held] = await this.call(() =>
            Promise.all([this.redis.get(dataKey), this.redis.exists(lockKey)]),
          );
          if (cached !== null) {
            this.keep(generation, cached);
            return { value: cached, source: 'WAIT' };
          }
          if (!held) break;
        }
        if (Date.now() >= deadline) {
          this.logger.warn(
            `base map picker cache: waited ${PICKER_WAIT_TIMEOUT_MS} ms for another process's fill; reading the database`,
          );
          return { value: await load(), source: 'TIMEOUT' };
        }
      }
    } catch (e) {
      if (e instanceof RedisTrouble) return this.bypass(e, load);
      throw e;
    }
  }

  private keep(generation: string, value: string): void {
    this.local = { generation, value, until: Date.now() + LOCAL_COPY_MS };
  }

  private async bypass(e: unknown, load: () => Promise<string>): Promise<PickerAnswer<string>> {
    this.warn(e);
    return { value: await load(), source: 'BYPASS' };
  }

  private warn(e: unknown): void {
    const now = Date.now();
    if (now - this.lastWarn < WARN_EVERY_MS) return;
    this.lastWarn = now;
    this.logger.warn(`base map picker cache unavailable, answering from the database: ${String(e)}`);
  }

  /** A Redis call with a time limit; any failure becomes RedisTrouble. */
  private async call<T>(run: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        run(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new RedisTrouble(`no answer within ${REDIS_CALL_TIMEOUT_MS} ms`)),
            REDIS_CALL_TIMEOUT_MS,
          );
        }),
      ]);
    } catch (e) {
      throw e instanceof RedisTrouble ? e : new RedisTrouble(e instanceof Error ? e.message : String(e));
    } finally {
      clearTimeout(timer);
    }
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
