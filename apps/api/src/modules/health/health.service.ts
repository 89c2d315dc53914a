import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Queue } from 'bullmq';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { QUEUES, WORKER_HEARTBEAT_PREFIX } from '../../jobs/queues';
import { REDIS } from '../../redis/redis.module';
import { HealthCheckDto, HealthDto } from './dto/health.dto';
import { gdalVersion } from './gdal';
import { API_VERSION } from '../../version';

const CHECK_TIMEOUT_MS = 3000;
const GDAL_CACHE_MS = 60_000;

@Injectable()
export class HealthService {
  private gdalCache?: { at: number; check: HealthCheckDto };
  private readonly queues: Queue[];

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    @InjectQueue(QUEUES.maintenance) maintenance: Queue,
    @InjectQueue(QUEUES.import) imports: Queue,
    @InjectQueue(QUEUES.thumbnail) thumbnails: Queue,
    @InjectQueue(QUEUES.billing) billing: Queue,
    private readonly config: AppConfig,
  ) {
    this.queues = [maintenance, imports, thumbnails, billing];
  }

  /** Checks every dependency in parallel, each bounded by a timeout. */
  async check(): Promise<HealthDto> {
    const [db, redis, queue, gdal] = await Promise.all([
      guard(() => this.checkDb()),
      guard(() => this.checkRedis()),
      guard(() => this.checkQueue()),
      guard(() => this.checkGdal()),
    ]);
    const checks = { db, redis, queue, gdal };
    const status = Object.values(checks).every((c) => c.status === 'up') ? 'ok' : 'degraded';
    return { status, version: API_VERSION, checks };
  }

  /** Ready to serve: the database and Redis answer. */
  async ready(): Promise<boolean> {
    const [db, redis] = await Promise.all([guard(() => this.checkDb()), guard(() => this.checkRedis())]);
    return db.status === 'up' && redis.status === 'up';
  }

  private async checkDb(): Promise<string> {
    const rows: Array<{ v: string }> = await this.db.query('SELECT postgis_lib_version() AS v');
    return `PostGIS ${rows[0]?.v}`;
  }

  private async checkRedis(): Promise<string> {
    const pong = await this.redis.ping();
    if (pong !== 'PONG') throw new Error(`unexpected reply ${pong}`);
    return 'PONG';
  }

  /**
   * Jobs of every queue (maintenance, import, thumbnail, billing) summed: waiting, active,
   * delayed (a retry waiting for its back-off or a job added with a delay; the next runs of the
   * schedules are not counted) and failed. "waiting 0, active 0, delayed 0" means no job is left.
   */
  private async checkQueue(): Promise<string> {
    const per = await Promise.all(
      this.queues.map(async (q) => {
        const counts = await q.getJobCounts('waiting', 'active', 'failed');
        const delayed = (await q.getDelayed(0, 999)).filter((job) => !job.repeatJobKey).length;
        return { waiting: counts.waiting ?? 0, active: counts.active ?? 0, delayed, failed: counts.failed ?? 0 };
      }),
    );
    const sum = (state: keyof (typeof per)[number]) => per.reduce((n, counts) => n + counts[state], 0);
    const workers = await this.redis.keys(`${WORKER_HEARTBEAT_PREFIX}*`);
    return `workers ${workers.length}, waiting ${sum('waiting')}, active ${sum('active')}, delayed ${sum('delayed')}, failed ${sum('failed')}`;
  }

  private async checkGdal(): Promise<string> {
    const now = Date.now();
    if (this.gdalCache && now - this.gdalCache.at < GDAL_CACHE_MS) {
      if (this.gdalCache.check.status === 'up') return this.gdalCache.check.detail ?? '';
    }
    try {
      const detail = await gdalVersion(this.config.gdalTool('gdalinfo'));
      this.gdalCache = { at: now, check: { status: 'up', detail } };
      return detail;
    } catch (e) {
      this.gdalCache = undefined;
      throw e;
    }
  }
}

async function guard(fn: () => Promise<string>): Promise<HealthCheckDto> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
    });
    const detail = await Promise.race([fn(), timeout]);
    return { status: 'up', detail };
  } catch (e) {
    return { status: 'down', detail: e instanceof Error ? e.message : String(e) };
  } finally {
    if (timer) clearTimeout(timer);
  }
}
