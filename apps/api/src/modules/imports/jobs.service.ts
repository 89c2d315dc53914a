import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Locale } from '@nuri/domain';
import { Job, Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainError } from '../../common/errors/domain-error';
import { translate } from '../../common/i18n/locale';
import { QUEUES } from '../../jobs/queues';
import { ContentAccessPolicy, callerOf } from '../access';
import { importReportOf, REPORTED_UPLOAD_TYPES, type ImportReportDto } from '../layers';
import type { ImportStage, JobState, JobStatusDto } from './dto/imports.dto';
import type { ImportJobData, JobProgress } from './import-plan';
import { ImportStorage } from './import-storage';
import { CANCEL_IMPORTING_LAYER_SQL, IMPORT_REPORT_SQL, LOCK_LAYER_NOWAIT_SQL } from './imports.queries';
import type { ReimportSummaryDto } from './dto/reimport-summary.dto';
import { decodeJobError } from './job-error';

const STATES: Readonly<Record<string, JobState>> = {
  waiting: 'waiting',
  'waiting-children': 'waiting',
  prioritized: 'waiting',
  // A failed attempt waits for its retry.
  delayed: 'waiting',
  active: 'active',
  completed: 'completed',
  failed: 'failed',
};

const CANCELLED_KEY = 'upload.import.cancelled';

interface FollowedJob {
  job: Job<ImportJobData>;
  state: JobState;
  data: ImportJobData;
}

/**
 * Import jobs as their owners (and admins of their institution) follow them: state, stage,
 * progress 0–100 and the error; and their cancel.
 */
@Injectable()
export class JobsService {
  constructor(
    @InjectQueue(QUEUES.import) private readonly imports: Queue,
    private readonly policy: ContentAccessPolicy,
    private readonly storage: ImportStorage,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async status(caller: AuthUser, jobId: string, locale: Locale): Promise<JobStatusDto> {
    const followed = await this.follow(caller, jobId);
    const { job, data } = followed;
    // A cancelled import has ended for its uploader, even while the worker still clears it away.
    const cancelled = !!data.cancelled;
    const state: JobState = cancelled ? 'failed' : followed.state;
    const error = cancelled
      ? { key: CANCELLED_KEY, params: {} }
      : state === 'failed'
        ? decodeJobError(job.failedReason)
        : null;
    const progress = progressOf(job.progress);
    return {
      jobId,
      lyrId: data.lyrId,
      state,
      progress: state === 'completed' ? 100 : progress.percent,
      stage: stageOf(state, error?.key, progress.stage),
      cancellable: state === 'waiting' || state === 'active',
      error: error ? translate(error.key, error.params, locale) : null,
      report: state === 'completed' && !data.reimport ? await this.reportOf(data.lyrId) : null,
      reimport: state === 'completed' && data.reimport ? ((job.returnvalue as { reimport?: ReimportSummaryDto } | null)?.reimport ?? null) : null,
    };
  }

  /**
   * Cancels a queued or running import: its layer row goes at once (it never shows as a layer),
   * the worker kills the GDAL process and drops the table and files it made; a queued job's work
   * folder goes now. Cancelling again answers the same; an import that has ended cannot be.
   */
  async cancel(caller: AuthUser, jobId: string, locale: Locale): Promise<JobStatusDto> {
    const { job, state, data } = await this.follow(caller, jobId);
    if (data.cancelled) return this.status(caller, jobId, locale);
    if (state === 'completed' || state === 'failed') throw new DomainError('CONFLICT', 'job.cancelEnded');
    if (data.reimport) {
      await this.cancelReimport(job, caller);
      return this.status(caller, jobId, locale);
    }
    const removed: Array<{ lyrId: string }> = await this.db.query(CANCEL_IMPORTING_LAYER_SQL, [data.lyrId]);
    // The import finished (or the layer was deleted) in the meantime.
    if (!removed.length) throw new DomainError('CONFLICT', 'job.cancelEnded');
    await job.updateData({ ...data, cancelled: { by: caller.userId, at: new Date().toISOString() } });
    // A queued import has made nothing but its work folder; a worker taking it finds no layer and stops.
    if (state === 'waiting') await this.storage.remove(data.workDir);
    return this.status(caller, jobId, locale);
  }

  /**
   * A re-import is cancelled on its job (the layer stays as it is): the worker sees the mark, stops
   * GDAL and drops what it loaded. While it applies the file (the layer row locked), it can no
   * longer be cancelled: 409.
   */
  private async cancelReimport(job: Job<ImportJobData>, caller: AuthUser): Promise<void> {
    await this.db.transaction(async (tx) => {
      try {
        await tx.query(LOCK_LAYER_NOWAIT_SQL, [job.data.lyrId]);
      } catch {
        throw new DomainError('CONFLICT', 'job.cancelEnded');
      }
      await job.updateData({ ...job.data, cancelled: { by: caller.userId, at: new Date().toISOString() } });
    });
    if ((await job.getState()) === 'waiting') await this.storage.remove(job.data.workDir);
  }

  /** The import job, if it exists and the caller is its uploader or an admin over it. */
  private async follow(caller: AuthUser, jobId: string): Promise<FollowedJob> {
    const job = jobId.startsWith('import-')
      ? ((await this.imports.getJob(jobId)) as Job<ImportJobData> | undefined)
      : undefined;
    const state = job ? STATES[await job.getState()] : undefined;
    if (!job || !state) throw new DomainError('NOT_FOUND', 'job.notFound');
    const data = job.data;
    // A re-import is followed by whoever started it (an editor through a share) as well.
    if (data.reimport && data.reimport.userId === caller.userId) return { job, state, data };
    // The owner and institution travel with the job: a failed import has removed its layer.
    this.policy.assertOwnerOrAdmin(callerOf(caller), {
      type: 'LYR',
      id: data.lyrId,
      ownerId: data.registerId,
      insttCode: data.insttCode,
    });
    return { job, state, data };
  }

  /** The import report the finished layer keeps (null for rasters, or when the layer is gone). */
  private async reportOf(lyrId: string): Promise<ImportReportDto | null> {
    const [layer]: Array<{ report: Record<string, unknown> | null; featureCnt: string; uploadTy: string }> =
      await this.db.query(IMPORT_REPORT_SQL, [lyrId]);
    if (!layer || !REPORTED_UPLOAD_TYPES.includes(layer.uploadTy)) return null;
    return importReportOf(layer.report, Number(layer.featureCnt));
  }
}

/** The job's progress: { percent, stage } (older jobs kept a bare percent). */
function progressOf(raw: unknown): Partial<JobProgress> & { percent: number } {
  if (typeof raw === 'number') return { percent: raw };
  if (raw && typeof raw === 'object') {
    const { percent, stage } = raw as Partial<JobProgress>;
    return { percent: typeof percent === 'number' ? percent : 0, stage };
  }
  return { percent: 0 };
}

function stageOf(
  state: JobState,
  errorKey: string | undefined,
  working: JobProgress['stage'] | undefined,
): ImportStage {
  switch (state) {
    case 'waiting':
      return 'queued';
    case 'active':
      return working ?? 'converting';
    case 'completed':
      return 'ready';
    case 'failed':
      return errorKey === CANCELLED_KEY ? 'cancelled' : 'failed';
  }
}
