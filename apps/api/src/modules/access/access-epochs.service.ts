import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { REDIS } from '../../redis/redis.module';

/** The channel the access triggers notify on (migration 1732150000250). */
export const ACCESS_CHANNEL = 'nuri_access';
/** Redis hash of the access epochs: field `g` (the generation: random, new after any loss) and one counter per `L:<lyrId>` / `U:<userId>`. */
export const ACCESS_EPOCH_KEY = 'access:epoch';
/** A fence the listener has not seen after this long rotates the generation instead. */
const FENCE_TIMEOUT_MS = 2_000;
const RECONNECT_MS = 1_000;
/** How long a (transaction, key) stays marked as applied: every listener sees it well within that. */
const APPLIED_TTL_SECONDS = 300;

/**
 * Applies notifications once, whichever listener comes first: ARGV[1] the mark's lifetime,
 * ARGV[2] a new generation, then `<txid>|<field>` tokens; a token not yet marked bumps its field
 * (`*`: sets the new generation). One script, so the mark and the bump are one step.
 */
const APPLY_SCRIPT = `
local n = 0
for i = 3, #ARGV do
  local token = ARGV[i]
  local sep = string.find(token, '|', 1, true)
  local field = string.sub(token, sep + 1)
  if redis.call('SET', KEYS[1] .. ':applied:' .. token, '1', 'NX', 'EX', tonumber(ARGV[1])) then
    if field == '*' then redis.call('HSET', KEYS[1], 'g', ARGV[2]) else redis.call('HINCRBY', KEYS[1], field, 1) end
    n = n + 1
  end
end
return n`;

/** The epochs of the fields asked for, with the generation first; null when Redis could not answer. */
export type EpochValues = Array<string | null>;

/**
 * Access epochs (docs/performance.md "Tile access decisions"): what makes a cached access
 * decision safe to use. Triggers announce every change a layer's view decision depends on
 * (`L:<lyrId>`, `U:<userId>`, `*`) on the PostgreSQL channel `nuri_access` when the change
 * commits; every API process LISTENs on one connection of its own and bumps the matching counter
 * in the Redis hash `access:epoch` (or draws a new generation for `*`). A cached decision records
 * the epochs it was made under and is used only while Redis still holds the same values (read in
 * the same round trip as the cached tile).
 *
 * Immediate across processes: an API request that writes (any method but GET, HEAD, OPTIONS)
 * waits, before it answers, for `fence()`: a notification of its own sent after its commit,
 * which PostgreSQL delivers after every notification committed before it. When this process's
 * listener has handled it, every epoch the request's changes touch is bumped in Redis, so any
 * process's next request sees the new epoch and asks PostgreSQL. Writes from elsewhere (the
 * worker, SQL by hand) are seen when their notification arrives (milliseconds). A listener that
 * lost its connection, a fence not seen in time, or a failed Redis write draws a new generation,
 * which ends every cached decision at once.
 */
@Injectable()
export class AccessEpochs implements OnApplicationShutdown {
  private readonly logger = new Logger(AccessEpochs.name);
  private readonly id = randomBytes(6).toString('hex');
  private client: Client | null = null;
  private listening = false;
  private stopped = false;
  private started = false;
  private seq = 0;
  private readonly fences = new Map<number, () => void>();
  private queue: string[] = [];
  private draining = false;
  /** A generation change that Redis refused: retried until it succeeds. */
  private rotatePending = false;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @InjectDataSource() private readonly db: DataSource,
    private readonly config: AppConfig,
  ) {}

  /** Starts listening (API processes; idempotent). Until it listens, fences rotate the generation. */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    await this.connect();
  }

  get isListening(): boolean {
    return this.listening;
  }

  /**
   * Reads the generation and the given epoch fields (one HMGET), as a command of a pipeline the
   * caller may extend (the cached tile is read in the same round trip).
   */
  read(pipeline: ReturnType<Redis['pipeline']>, fields: string[]): void {
    pipeline.hmget(ACCESS_EPOCH_KEY, 'g', ...fields);
  }

  /** A new generation when Redis has none (after a flush or an eviction): no decision cached before holds. */
  async seed(): Promise<void> {
    await this.redis.hsetnx(ACCESS_EPOCH_KEY, 'g', randomBytes(12).toString('base64url')).catch(() => undefined);
  }

  /**
   * Resolves when every change committed before the call has bumped its epochs in Redis (see the
   * class comment). Never rejects: when the listener is down or slow, the generation is rotated.
   */
  async fence(): Promise<void> {
    if (!this.listening) return this.rotate();
    const n = ++this.seq;
    let timer: NodeJS.Timeout | undefined;
    const seen = new Promise<boolean>((resolve) => {
      this.fences.set(n, () => resolve(true));
      timer = setTimeout(() => resolve(false), FENCE_TIMEOUT_MS);
    });
    try {
      await this.db.query(`SELECT pg_notify($1, $2)`, [ACCESS_CHANNEL, `f:${this.id}:${n}`]);
      if (!(await seen)) await this.rotate();
    } catch {
      await this.rotate();
    } finally {
      clearTimeout(timer);
      this.fences.delete(n);
    }
  }

  /** A new generation: every cached decision, in every process, is asked again. */
  async rotate(): Promise<void> {
    try {
      await this.redis.hset(ACCESS_EPOCH_KEY, 'g', randomBytes(12).toString('base64url'));
      this.rotatePending = false;
    } catch (e) {
      // Redis is unreachable: readers cannot check epochs either and ask PostgreSQL; retried.
      if (!this.rotatePending) this.logger.warn(`access generation not rotated: ${(e as Error).message}`);
      this.rotatePending = true;
      if (!this.stopped) setTimeout(() => void (this.rotatePending && this.rotate()), RECONNECT_MS).unref();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.listening = false;
    const c = this.client;
    this.client = null;
    await c?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new Client({ connectionString: this.config.values.DATABASE_URL, application_name: 'nuri-api-access' });
    this.client = client;
    client.on('notification', (msg) => {
      if (msg.channel !== ACCESS_CHANNEL || msg.payload === undefined) return;
      this.queue.push(msg.payload);
      void this.drain();
    });
    const lost = (): void => {
      if (this.client !== client) return;
      this.client = null;
      this.listening = false;
      client.removeAllListeners('notification');
      void client.end().catch(() => undefined);
      if (!this.stopped) setTimeout(() => void this.connect(), RECONNECT_MS).unref();
    };
    client.on('error', (e) => {
      this.logger.warn(`access listener: ${e.message}`);
      lost();
    });
    client.on('end', lost);
    try {
      await client.connect();
      await client.query(`LISTEN ${ACCESS_CHANNEL}`);
      // What changed while nobody here listened is unknown: every cached decision ends.
      await this.rotate();
      if (this.client === client) this.listening = true;
    } catch (e) {
      this.logger.warn(`access listener not connected: ${(e as Error).message}`);
      lost();
    }
  }

  /** Applies the notifications in arrival order, in batches (one Redis round trip each), then resolves the fences among them. */
  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    try {
      while (this.queue.length) {
        const batch = this.queue;
        this.queue = [];
        const tokens = new Set<string>();
        const fenced: number[] = [];
        const mine = `f:${this.id}:`;
        for (const p of batch) {
          if (p.startsWith(mine)) fenced.push(Number(p.slice(mine.length)));
          else if (/^\d+\|(?:\*|[LU]:.+)$/s.test(p)) tokens.add(p);
        }
        if (this.rotatePending) await this.rotate();
        if (tokens.size) {
          try {
            await this.redis.eval(APPLY_SCRIPT, 1, ACCESS_EPOCH_KEY, APPLIED_TTL_SECONDS, randomBytes(12).toString('base64url'), ...tokens);
          } catch {
            // Not applied: no kept decision may be trusted any more.
            await this.rotate();
          }
        }
        for (const n of fenced) this.fences.get(n)?.();
      }
    } finally {
      this.draining = false;
    }
  }
}
