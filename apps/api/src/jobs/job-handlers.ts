import type { Job } from 'bullmq';

export type JobHandler = (job: Job) => Promise<unknown>;

/** Dispatches a job to its handler by name; an unknown name fails the job loudly. */
export async function dispatch(handlers: Record<string, JobHandler>, job: Job): Promise<unknown> {
  const handler = handlers[job.name];
  if (!handler) throw new Error(`no handler for job "${job.name}" on queue "${job.queueName}"`);
  return handler(job);
}

/** Names listed for a queue that no handler covers (the worker refuses to boot on any). */
export function missingHandlers(expected: string[], handlers: Record<string, JobHandler>): string[] {
  return expected.filter((name) => !handlers[name]);
}
