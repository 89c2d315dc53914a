import { compareDays, type DateLimit } from '@nuri/domain';

/** The later of two lower limits (either may be missing). */
export function laterLimit(a: DateLimit | undefined, b: DateLimit | undefined): DateLimit | undefined {
  if (!a || !b) return a ?? b;
  return compareDays(a.date, b.date) >= 0 ? a : b;
}

/** The earlier of two upper limits (either may be missing). */
export function earlierLimit(a: DateLimit | undefined, b: DateLimit | undefined): DateLimit | undefined {
  if (!a || !b) return a ?? b;
  return compareDays(a.date, b.date) <= 0 ? a : b;
}
