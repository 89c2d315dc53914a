import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { dispatch, JobHandler } from '../../jobs/job-handlers';
import { JOBS, QUEUES } from '../../jobs/queues';
import { HistoryPruner } from './history-pruner.service';

/** Worker side of the history queue (registered by the worker module only). */
@Processor(QUEUES.history)
export class HistoryProcessor extends WorkerHost {
  readonly handlers: Record<string, JobHandler> = {
    [JOBS.history.prune]: () => this.pruner.prune(),
  };

  constructor(private readonly pruner: HistoryPruner) {
    super();
  }

  process(job: Job): Promise<unknown> {
    return dispatch(this.handlers, job);
  }
}
