import type { AppApiClient } from '../api/api-client';
import { CHECK_NAMES, type CheckName, type HealthCheck, type HealthResult } from './health.types';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function toCheck(value: unknown): HealthCheck | undefined {
  if (!isRecord(value) || (value.status !== 'up' && value.status !== 'down')) return undefined;
  return {
    status: value.status,
    detail: typeof value.detail === 'string' ? value.detail : undefined,
    version: typeof value.version === 'string' ? value.version : undefined,
  };
}

/** The health result, or null when the answer carries nothing to show (the empty state). */
export function toHealthResult(value: unknown): HealthResult | null {
  if (!isRecord(value) || !isRecord(value.checks)) return null;
  const raw = value.checks;
  const checks: Partial<Record<CheckName, HealthCheck>> = {};
  for (const name of CHECK_NAMES) {
    const check = toCheck(raw[name]);
    if (check) checks[name] = check;
  }
  return {
    status: value.status === 'ok' ? 'ok' : 'degraded',
    version: typeof value.version === 'string' ? value.version : '',
    checks,
  };
}

/** GET /api/health through the app's client (errors already shown by its presenter). */
export async function fetchHealth(api: AppApiClient): Promise<HealthResult | null> {
  const result: unknown = await api.unwrap(api.GET('/api/health'));
  return toHealthResult(result);
}
