// Result of GET /api/health (inside the envelope's `result`). Kept here until the generated
// client schema carries /api/health.
export type CheckStatus = 'up' | 'down';

export interface HealthCheck {
  status: CheckStatus;
  detail?: string;
  version?: string;
}

export const CHECK_NAMES = ['db', 'redis', 'queue', 'gdal'] as const;
export type CheckName = (typeof CHECK_NAMES)[number];

export interface HealthResult {
  status: 'ok' | 'degraded';
  version: string;
  checks: Partial<Record<CheckName, HealthCheck>>;
}
