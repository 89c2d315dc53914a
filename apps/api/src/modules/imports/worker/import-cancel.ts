import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../../../config/app-config';
import { IMPORT_HOLD_KEY, IMPORT_HOLD_MAX_MS } from '../../../jobs/queues';
import { REDIS } from '../../../redis/redis.module';
import { LAYER_STATE_SQL } from '../imports.queries';

const WATCH_MS = 300;

/**
 * Watches an import while it runs: a cancel (POST /jobs/{jobId}/cancel) removes the importing row
 * (a re-import: marks its job), and the watch then aborts its signal, which kills the GDAL process
 * of the import (see abort-scope.ts) and ends it as cancelled.
 */
export class CancelWatch {
  private readonly controller = new AbortController();
  private readonly timer: NodeJS.Timeout;

  /** `cancelled` answers whether the import was cancelled; by default: its layer row is no longer importing. */
  constructor(db: DataSource, lyrId: string, cancelled?: () => Promise<boolean>) {
    const check =
      cancelled ??
      (() => db.query(LAYER_STATE_SQL, [lyrId]).then((rows: Array<{ status: string }>) => rows[0]?.status !== 'IMPORTING'));
    this.timer = setInterval(() => {
      void check().then(
        (yes) => {
          if (yes) this.controller.abort();
        },
        () => undefined, // a database hiccup is not a cancel
      );
    }, WATCH_MS);
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

/**
 * A hold at the start of every import, set through PUT /api/dev/import-hold while development
 * tools are on (never in production): browser and API tests use it to cancel an import that is
 * surely running. Without development tools it does nothing and never asks Redis.
 */
@Injectable()
export class ImportDevHold {
  constructor(
    private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async wait(signal: AbortSignal): Promise<void> {
    if (!this.config.devTools) return;
    const ms = Math.min(
      Number((await this.redis.get(IMPORT_HOLD_KEY).catch(() => null)) ?? 0) || 0,
      IMPORT_HOLD_MAX_MS,
    );
    if (ms <= 0 || signal.aborted) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      }
      signal.addEventListener('abort', done);
    });
  }
}
