import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Locale } from '@nuri/domain';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainError } from '../../common/errors/domain-error';
import { translate } from '../../common/i18n/locale';
import { QUEUES } from '../../jobs/queues';
import { ContentAccessPolicy } from '../access/content-access.service';
import { importReportOf, REPORTED_UPLOAD_TYPES, type ImportReportDto } from '../layers/dto/import-report.dto';
import { callerOf } from '../layers/layer-access.service';
import type { JobState, JobStatusDto } from './dto/imports.dto';
import type { ImportJobData } from './import-plan';
import { IMPORT_REPORT_SQL } from './imports.queries';
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

/** Import jobs as their owners (and admins) follow them: state, progress 0–100 and the error. */
@Injectable()
export class JobsService {
  constructor(
    @InjectQueue(QUEUES.import) private readonly imports: Queue,
    private readonly policy: ContentAccessPolicy,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async status(caller: AuthUser, jobId: string, locale: Locale): Promise<JobStatusDto> {
    const job = jobId.startsWith('import-') ? await this.imports.getJob(jobId) : undefined;
    const state = job ? STATES[await job.getState()] : undefined;
    if (!job || !state) throw new DomainError('NOT_FOUND', 'job.notFound');
    const data = job.data as ImportJobData;
    // The owner and institution travel with the job: a failed import has removed its layer.
    this.policy.assertOwnerOrAdmin(callerOf(caller), {
      type: 'LYR',
      id: data.lyrId,
      ownerId: data.registerId,
      insttCode: data.insttCode,
    });
    const error = state === 'failed' ? decodeJobError(job.failedReason) : null;
    return {
      jobId,
      lyrId: data.lyrId,
      state,
      progress: state === 'completed' ? 100 : typeof job.progress === 'number' ? job.progress : 0,
      error: error ? translate(error.key, error.params, locale) : null,
      report: state === 'completed' ? await this.reportOf(data.lyrId) : null,
    };
  }

  /** The import report the finished layer keeps (null for rasters, or when the layer is gone). */
  private async reportOf(lyrId: string): Promise<ImportReportDto | null> {
    const [layer]: Array<{ report: Record<string, unknown> | null; featureCnt: string; uploadTy: string }> = await this.db.query(
      IMPORT_REPORT_SQL,
      [lyrId],
    );
    if (!layer || !REPORTED_UPLOAD_TYPES.includes(layer.uploadTy)) return null;
    return importReportOf(layer.report, Number(layer.featureCnt));
  }
}
