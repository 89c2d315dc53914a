import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { importJobId, QUEUES } from '../../../jobs/queues';
import { ImportStorage } from '../import-storage';
import { IMPORTING_LAYERS_SQL } from '../imports.queries';
import { ImportRunner } from './import-runner';

/** A work folder younger than this may belong to an upload still being handed to the queue. */
export const WORK_FOLDER_MIN_AGE_MS = 60 * 60 * 1000;

export interface SweepResult {
  /** Work folders of imports that ended (layer ready, failed or gone): removed. */
  removed: number;
  /** Importing layers whose job no longer exists (an API stopped between the row and the job): cleaned up. */
  abandoned: number;
}

/**
 * Clears what an interrupted upload can leave in `imports/`: the work folder of an import that
 * already ended, and an importing layer whose job was never queued (the API process stopped
 * between writing the layer row and adding the job). A folder whose layer is still importing
 * with a job in the queue is left alone, however old. Runs when a worker starts and hourly.
 */
@Injectable()
export class WorkFolderSweeper {
  private readonly logger = new Logger(WorkFolderSweeper.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectQueue(QUEUES.import) private readonly queue: Queue,
    private readonly storage: ImportStorage,
    private readonly runner: ImportRunner,
  ) {}

  async sweep(now = Date.now()): Promise<SweepResult> {
    const old: string[] = [];
    for (const [lyrId, changed] of await this.storage.workFolders()) {
      if (now - changed >= WORK_FOLDER_MIN_AGE_MS) old.push(lyrId);
    }
    const result: SweepResult = { removed: 0, abandoned: 0 };
    if (!old.length) return result;
    const importing = new Set(
      ((await this.db.query(IMPORTING_LAYERS_SQL, [old])) as Array<{ lyrId: string }>).map((r) => r.lyrId),
    );
    for (const lyrId of old) {
      let workDir: string;
      try {
        workDir = this.storage.workDirOf(lyrId);
      } catch {
        continue; // not a folder an import made
      }
      if (!importing.has(lyrId)) {
        await this.storage.remove(workDir);
        result.removed += 1;
      } else if (!(await this.queue.getJob(importJobId(lyrId)))) {
        await this.runner.cleanUp({ lyrId, workDir });
        result.abandoned += 1;
      }
    }
    if (result.removed || result.abandoned)
      this.logger.log(`import work folders: ${result.removed} left by ended imports removed, ${result.abandoned} abandoned import(s) cleaned up`);
    return result;
  }
}
