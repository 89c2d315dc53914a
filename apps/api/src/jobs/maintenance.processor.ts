import fs from 'node:fs/promises';
import path from 'node:path';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { AppConfig } from '../config/app-config';
import { ApiUsageFlusher } from '../modules/apikeys';
import { dispatch, JobHandler } from './job-handlers';
import { JOBS, QUEUES } from './queues';

// Upload parts older than this were abandoned (a finished upload moves its files away).
const TMP_MAX_AGE_MS = 24 * 60 * 60 * 1000;

@Processor(QUEUES.maintenance)
export class MaintenanceProcessor extends WorkerHost {
  private readonly logger = new Logger(MaintenanceProcessor.name);

  readonly handlers: Record<string, JobHandler> = {
    [JOBS.maintenance.purgeTmp]: () => this.purgeTmp(),
    [JOBS.maintenance.flushApiUsage]: () => this.apiUsage.flush(),
  };

  constructor(
    private readonly config: AppConfig,
    private readonly apiUsage: ApiUsageFlusher,
  ) {
    super();
  }

  process(job: Job): Promise<unknown> {
    return dispatch(this.handlers, job);
  }

  /** Removes abandoned temporary upload files from the local work folder. */
  async purgeTmp(now = Date.now()): Promise<{ removed: number }> {
    const dir = path.join(this.config.workDir, 'tmp');
    const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
    let removed = 0;
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      const stat = await fs.stat(full).catch(() => null);
      if (stat && now - stat.mtimeMs > TMP_MAX_AGE_MS) {
        await fs.rm(full, { recursive: true, force: true });
        removed += 1;
      }
    }
    if (removed) this.logger.log(`purged ${removed} abandoned temporary upload(s)`);
    return { removed };
  }
}
