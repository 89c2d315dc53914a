import { ApiError } from '@nuri/api-client';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** Focuses the first field, in form order, that has an error; true when there was one. */
export function focusFirstError<F extends string>(order: readonly F[], errors: FieldErrors<F>, idOf: (field: F) => string): boolean {
  const first = order.find((field) => errors[field]);
  if (!first) return false;
  document.getElementById(idOf(first))?.focus();
  return true;
}

/** The field list of a 400/409/422 answer ({ field, message }[]), keyed by field. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !Array.isArray(error.result)) return {};
  const errors: Record<string, string> = {};
  for (const item of error.result as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { field, message } = item as { field?: unknown; message?: unknown };
    if (typeof field === 'string' && typeof message === 'string' && !errors[field]) errors[field] = message;
  }
  return errors;
}
