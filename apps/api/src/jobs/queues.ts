/**
 * Queue and job names (ARCHITECTURE.md §6). Every job name listed here must have a handler in
 * the worker; the worker refuses to boot otherwise. Features add their jobs as they arrive.
 */
export const QUEUES = {
  maintenance: 'maintenance',
  /** Layer uploads converted with GDAL (progress 0–100 at GET /api/jobs/{jobId}). */
  import: 'import',
  /** Layer thumbnails drawn from the layer's data. */
  thumbnail: 'thumbnail',
  /** Subscription billing: the daily run (snapshots, accruals, claims, overdue check) and bill mails. */
  billing: 'billing',
  /** History retention: layer versions and web map revisions older than the plan keeps. */
  history: 'history',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export const JOBS = {
  maintenance: {
    purgeTmp: 'maintenance:purge-tmp',
    /** Writes API keys' usage counters from Redis to api_use_daily (repeatable, API_USAGE_FLUSH_SECONDS). */
    flushApiUsage: 'maintenance:flush-api-usage',
  },
  import: {
    /** Converts one uploaded file into its layer's table or raster (jobId importJobId(lyrId)). */
    layer: 'import:layer',
    /** Clears work folders of ended or abandoned imports (at worker start and hourly; WorkFolderSweeper). */
    sweepWork: 'import:sweep-work',
  },
  thumbnail: {
    /** Draws a layer's thumbnail again from its current data (jobId thumbnailJobId(lyrId, dataVersion)). */
    layer: 'thumbnail:layer',
  },
  billing: {
    /** Daily at BILLING_DAILY_CRON (00:30 Asia/Seoul): every institution's usage, accrual, claim, mail, overdue check. */
    daily: 'billing:daily',
    /** Mails one claim's bill once (jobId sendBillJobId(claimId); claim.sent_dt guards a second send). */
    sendBill: 'billing:send-bill',
  },
  history: {
    /** Daily at 04:23: prunes history older than each institution's plan keeps (HistoryPruner). */
    prune: 'history:prune',
  },
} as const satisfies Record<keyof typeof QUEUES, Record<string, string>>;

export type JobName = {
  [Q in keyof typeof JOBS]: (typeof JOBS)[Q][keyof (typeof JOBS)[Q]];
}[keyof typeof JOBS];

export function jobNamesOf(queue: keyof typeof JOBS): string[] {
  return Object.values(JOBS[queue]);
}

// BullMQ refuses ':' in custom job ids (other than its own repeat ids), hence the dashes.
/** Deterministic id of a layer's import job: one upload, one job. */
export function importJobId(lyrId: string): string {
  return `import-${lyrId}`;
}

/** A re-import of a ready layer: import-<lyrId>-v<n>, n rising (one job per data update). */
export function reimportJobId(lyrId: string, n: number): string {
  return `import-${lyrId}-v${Math.trunc(n)}`;
}

/** Deterministic id of a thumbnail job: one drawing per data version. */
export function thumbnailJobId(lyrId: string, dataVersion: number): string {
  return `thumbnail-${lyrId}-v${dataVersion}`;
}

/** Deterministic id of a claim's bill mail: one claim, one mail job. */
export function sendBillJobId(claimId: number): string {
  return `send-bill-${claimId}`;
}

/** Redis key prefix of live worker heartbeats (read by /api/health). */
export const WORKER_HEARTBEAT_PREFIX = 'nuri:worker:';

/** Development and test tools only: how long (ms) the worker holds each import in its converting stage (PUT /api/dev/import-hold). */
export const IMPORT_HOLD_KEY = 'nuri:dev:import-hold-ms';
/** The longest hold the development tool accepts. */
export const IMPORT_HOLD_MAX_MS = 120_000;
