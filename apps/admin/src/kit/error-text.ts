import { ApiError } from '@nuri/api-client';
import type { MessageKey } from '@nuri/domain';
import type { TFunction } from 'i18next';

/** The text of a failed request: the server's own words, or our catalogue's for our own texts. */
export function errorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) return error.messageKey ? t(error.messageKey as MessageKey) : error.message;
  return t('error.temporary');
}

/** The field messages of a 400 validation answer ({ field, message } list), by field. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !Array.isArray(error.result)) return {};
  const found: Record<string, string> = {};
  for (const item of error.result as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { field, message } = item as { field?: unknown; message?: unknown };
    if (typeof field === 'string' && typeof message === 'string' && !(field in found)) found[field] = message;
  }
  return found;
}

/** Whether the API client has already shown this failure (every ApiError is alerted by it). */
export function alreadyShown(error: unknown): boolean {
  return error instanceof ApiError;
}
