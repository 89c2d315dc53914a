import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import { dispatch, type JobHandler } from '../../../jobs/job-handlers';
import { JOBS, QUEUES } from '../../../jobs/queues';
import { GdalError } from '../gdal/gdal-cli';
import { ImportStorage } from '../import-storage';
import type { ImportJobData } from '../import-plan';
import { encodeJobError, ImportFailure } from '../job-error';
import { ImportRunner, type ImportOutcome } from '../worker/import-runner';
import { WorkFolderSweeper } from '../worker/work-sweeper';

/** Imports run two at a time per worker; GDAL does the heavy work in its own processes. */
@Processor(QUEUES.import, { concurrency: 2 })
export class ImportProcessor extends WorkerHost {
  private readonly logger = new Logger(ImportProcessor.name);

  readonly handlers: Record<string, JobHandler> = {
    [JOBS.import.layer]: (job) => this.importLayer(job as Job<ImportJobData>),
    [JOBS.import.sweepWork]: () => this.sweeper.sweep(),
  };

  constructor(
    private readonly runner: ImportRunner,
    private readonly storage: ImportStorage,
    private readonly sweeper: WorkFolderSweeper,
  ) {
    super();
  }

  process(job: Job): Promise<unknown> {
    return dispatch(this.handlers, job);
  }

  /**
   * A failure the user can fix fails the job at once (no retry) with its message; any other
   * failure is retried, and the job keeps the error once the attempts are spent.
   */
  private async importLayer(job: Job<ImportJobData>): Promise<ImportOutcome> {
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    try {
      return await this.runner.run(job, lastAttempt);
    } catch (e) {
      if (e instanceof ImportFailure)
        throw new UnrecoverableError(encodeJobError({ key: e.messageKey, params: e.params }));
      this.logger.error(
        `import of layer ${job.data.lyrId} failed: ${e instanceof Error ? e.message : String(e)}`,
      );
      throw new Error(encodeJobError({ key: 'upload.import.failed', params: { reason: this.reasonOf(e) } }));
    }
  }

  /** A short reason without server paths (GDAL names the files it read). */
  private reasonOf(e: unknown): string {
    const text =
      e instanceof GdalError
        ? (e.stderr.trim().split('\n').at(-1) ?? '')
        : e instanceof Error
          ? e.message
          : String(e);
    return (
      text
        .split(this.storage.root)
        .join('')
        .replace(/^ERROR \d+: /, '')
        .slice(0, 300) || 'unknown'
    );
  }
}
