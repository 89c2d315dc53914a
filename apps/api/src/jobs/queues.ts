/**
 * Queue and job names (ARCHITECTURE.md §6). Every job name listed here must have a handler in
 * the worker; the worker refuses to boot otherwise. Features add their jobs as they arrive.
 */
export const QUEUES = {
  maintenance: 'maintenance',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export const JOBS = {
  maintenance: {
    purgeTmp: 'maintenance:purge-tmp',
  },
} as const satisfies Record<keyof typeof QUEUES, Record<string, string>>;

export type JobName = {
  [Q in keyof typeof JOBS]: (typeof JOBS)[Q][keyof (typeof JOBS)[Q]];
}[keyof typeof JOBS];

export function jobNamesOf(queue: keyof typeof JOBS): string[] {
  return Object.values(JOBS[queue]);
}

/** Redis key prefix of live worker heartbeats (read by /api/health). */
export const WORKER_HEARTBEAT_PREFIX = 'nuri:worker:';
