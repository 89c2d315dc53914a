import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { dispatch, JobHandler } from '../../jobs/job-handlers';
import { JOBS, QUEUES } from '../../jobs/queues';
import { BillingDailyService } from './billing-daily.service';
import { ClaimBillsService } from './claim-bills.service';

/** Worker side of the billing queue (registered by the worker module only). */
@Processor(QUEUES.billing)
export class BillingProcessor extends WorkerHost {
  readonly handlers: Record<string, JobHandler> = {
    [JOBS.billing.daily]: () => this.daily.runDaily(),
    [JOBS.billing.sendBill]: (job: Job) =>
      this.bills.sendBill(Number((job.data as { claimId: number }).claimId)),
  };

  constructor(
    private readonly daily: BillingDailyService,
    private readonly bills: ClaimBillsService,
  ) {
    super();
  }

  process(job: Job): Promise<unknown> {
    return dispatch(this.handlers, job);
  }
}
