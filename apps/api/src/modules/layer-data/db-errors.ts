import { QueryFailedError } from 'typeorm';

/**
 * PostgreSQL refused a value (class 22 data exception: bad number or date text, out of range…;
 * 23502/23514 not-null or check violation): the caller's input, so a 400 rather than a 500.
 */
export function isValueRejected(e: unknown): e is QueryFailedError {
  if (!(e instanceof QueryFailedError)) return false;
  const code = (e.driverError as { code?: string } | undefined)?.code ?? '';
  return code.startsWith('22') || code === '23502' || code === '23514';
}
