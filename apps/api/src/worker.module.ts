import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Module, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import type Redis from 'ioredis';
import { hostname } from 'node:os';
import { CORE_IMPORTS } from './core-imports';
import { JobHandler, missingHandlers } from './jobs/job-handlers';
import { MaintenanceProcessor } from './jobs/maintenance.processor';
import { JOBS, jobNamesOf, QUEUES, WORKER_HEARTBEAT_PREFIX } from './jobs/queues';
import { ApiUsageFlusher } from './modules/apikeys';
import { AppConfig } from './config/app-config';
import { ImportsWorkerModule, ImportProcessor, ThumbnailProcessor } from './modules/imports';
import { BillingWorkerModule, BillingProcessor } from './modules/billing';
import { HistoryProcessor, RetentionWorkerModule } from './modules/retention';
import { REDIS } from './redis/redis.module';

const HEARTBEAT_MS = 5000;

/** Refuses to boot when a declared job has no handler; schedules repeatable jobs; heartbeats. */
@Injectable()
class WorkerLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private readonly key = `${WORKER_HEARTBEAT_PREFIX}${hostname()}:${process.pid}`;

  constructor(
    private readonly maintenance: MaintenanceProcessor,
    private readonly imports: ImportProcessor,
    private readonly thumbnails: ThumbnailProcessor,
    private readonly billing: BillingProcessor,
    private readonly history: HistoryProcessor,
    @InjectQueue(QUEUES.maintenance) private readonly maintenanceQueue: Queue,
    @InjectQueue(QUEUES.billing) private readonly billingQueue: Queue,
    @InjectQueue(QUEUES.import) private readonly importQueue: Queue,
    @InjectQueue(QUEUES.history) private readonly historyQueue: Queue,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const registry: Record<keyof typeof JOBS, Record<string, JobHandler>> = {
      maintenance: this.maintenance.handlers,
      import: this.imports.handlers,
      thumbnail: this.thumbnails.handlers,
      billing: this.billing.handlers,
      history: this.history.handlers,
    };
    const missing = (Object.keys(registry) as Array<keyof typeof JOBS>).flatMap((q) =>
      missingHandlers(jobNamesOf(q), registry[q]).map((name) => `${q}/${name}`),
    );
    if (missing.length) throw new Error(`jobs without a handler: ${missing.join(', ')}`);
    // Deterministic scheduler id: every worker upserts the same schedule, never a second one.
    await this.maintenanceQueue.upsertJobScheduler('purge-tmp-daily', { pattern: '17 3 * * *' }, { name: JOBS.maintenance.purgeTmp });
    // Work folders of ended or abandoned imports: hourly, and once now (a restart after a crash).
    await this.importQueue.upsertJobScheduler('sweep-import-work-hourly', { pattern: '41 * * * *' }, { name: JOBS.import.sweepWork });
    await this.importQueue.add(JOBS.import.sweepWork, {}, { jobId: 'sweep-import-work-at-start', removeOnComplete: true, removeOnFail: true });
    await this.maintenanceQueue.upsertJobScheduler(
      'flush-api-usage',
      { every: this.config.values.API_USAGE_FLUSH_SECONDS * 1000 },
      { name: JOBS.maintenance.flushApiUsage },
    );
    // Billing runs once a day in Korean time whatever the server's zone (docs/billing.md).
    await this.billingQueue.upsertJobScheduler(
      'billing-daily',
      { pattern: this.config.values.BILLING_DAILY_CRON, tz: 'Asia/Seoul' },
      { name: JOBS.billing.daily, opts: { attempts: 3 } },
    );
    // History older than each institution's plan keeps: daily, at a quiet hour (docs/operations.md).
    await this.historyQueue.upsertJobScheduler('prune-history-daily', { pattern: '23 4 * * *', tz: 'Asia/Seoul' }, { name: JOBS.history.prune });
    await this.beat();
    this.timer = setInterval(() => void this.beat(), HEARTBEAT_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.redis.del(this.key).catch(() => undefined);
  }

  private async beat(): Promise<void> {
    await this.redis.set(this.key, String(Date.now()), 'PX', HEARTBEAT_MS * 3).catch(() => undefined);
  }
}

@Module({
  imports: [...CORE_IMPORTS, ImportsWorkerModule, BillingWorkerModule, RetentionWorkerModule],
  providers: [MaintenanceProcessor, ApiUsageFlusher, BillingProcessor, WorkerLifecycle],
})
export class WorkerModule {}
