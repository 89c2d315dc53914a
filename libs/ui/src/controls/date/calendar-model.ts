import { addDays, addMonths, compareDays } from '@nuri/domain';

export const MONTH_KEYS = [
  'controls.date.month.1',
  'controls.date.month.2',
  'controls.date.month.3',
  'controls.date.month.4',
  'controls.date.month.5',
  'controls.date.month.6',
  'controls.date.month.7',
  'controls.date.month.8',
  'controls.date.month.9',
  'controls.date.month.10',
  'controls.date.month.11',
  'controls.date.month.12',
] as const;

/** Sunday first, as Korean calendars are laid out. */
export const WEEKDAY_KEYS = [
  'controls.date.weekday.0',
  'controls.date.weekday.1',
  'controls.date.weekday.2',
  'controls.date.weekday.3',
  'controls.date.weekday.4',
  'controls.date.weekday.5',
  'controls.date.weekday.6',
] as const;

const DATE_INPUT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A typed 'YYYY-MM-DD' as local midnight; null for any other text or an impossible day. */
export function parseDateInput(text: string): Date | null {
  const match = DATE_INPUT.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  // Reject overflow such as 2024-02-30, which Date would roll into March.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
}

/** The six weeks shown for a month, Sunday first, starting on or before the 1st. */
export function monthWeeks(year: number, month: number): Date[][] {
  const first = new Date(year, month, 1);
  const start = addDays(first, -first.getDay());
  return Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (__, day) => addDays(start, week * 7 + day)),
  );
}

export function isSameDay(a: Date | null | undefined, b: Date | null | undefined): boolean {
  return !!a && !!b && compareDays(a, b) === 0;
}

/** Whether a day is within optional limits (by calendar day). */
export function isWithin(day: Date, min?: Date, max?: Date): boolean {
  return (!min || compareDays(day, min) >= 0) && (!max || compareDays(day, max) <= 0);
}

/** The day a grid key moves to (APG date picker keys), or null for other keys. */
export function dayForKey(key: string, shiftKey: boolean, day: Date): Date | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -day.getDay());
    case 'End':
      return addDays(day, 6 - day.getDay());
    case 'PageUp':
      return addMonths(day, shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonths(day, shiftKey ? 12 : 1);
    default:
      return null;
  }
}
