import { addDays, addMonths, compareDays, endOfDay, formatDate, startOfDay } from './dates';
import type { MessageKey, MessageParams } from './i18n/messages';

// Quick period choices of the date & period picker.
export const PERIOD_CHOICES = ['TODAY', 'ONE_WEEK', 'ONE_MONTH', 'THREE_MONTHS', 'SIX_MONTHS'] as const;
export type PeriodChoice = (typeof PERIOD_CHOICES)[number];

export const PERIOD_MESSAGE_KEYS: Readonly<Record<PeriodChoice, MessageKey>> = {
  TODAY: 'period.today',
  ONE_WEEK: 'period.oneWeek',
  ONE_MONTH: 'period.oneMonth',
  THREE_MONTHS: 'period.threeMonths',
  SIX_MONTHS: 'period.sixMonths',
};

export interface DateRange {
  start: Date;
  end: Date;
}

/**
 * The range of a quick choice. Every range ends at 23:59:59.999 today (local) and spans the
 * period counted inclusive of today, so it starts at 00:00:00.000 local of the day after
 * "today minus the period":
 * - TODAY: today only;
 * - ONE_WEEK: 7 days, today and the 6 days before (Wed 2024-03-20 → Thu 2024-03-14);
 * - ONE_MONTH / THREE_MONTHS / SIX_MONTHS: today minus 1/3/6 calendar months (clamped to
 *   the month's end) plus one day (2024-03-15 → 2024-02-16 for one month).
 */
export function periodRange(choice: PeriodChoice, now: Date): DateRange {
  const end = endOfDay(now);
  const today = startOfDay(now);
  switch (choice) {
    case 'TODAY':
      return { start: today, end };
    case 'ONE_WEEK':
      return { start: startOfDay(addDays(today, -6)), end };
    case 'ONE_MONTH':
      return { start: startOfDay(addDays(addMonths(today, -1), 1)), end };
    case 'THREE_MONTHS':
      return { start: startOfDay(addDays(addMonths(today, -3), 1)), end };
    case 'SIX_MONTHS':
      return { start: startOfDay(addDays(addMonths(today, -6), 1)), end };
  }
}

/** The year dropdown shows this many years before and after the shown year. */
export const YEAR_OPTION_RANGE = 50;

/** shownYear − 50 … shownYear + 50, ascending (101 years). */
export function yearOptions(shownYear: number): number[] {
  return Array.from({ length: YEAR_OPTION_RANGE * 2 + 1 }, (_, i) => shownYear - YEAR_OPTION_RANGE + i);
}

export interface DateLimit {
  date: Date;
  /** Label of the limit as shown in the message, e.g. the start date field's label. */
  name: string;
}

export interface DateLimitInput {
  value: Date;
  /** Label of the field being set. */
  field: string;
  min?: DateLimit;
  max?: DateLimit;
}

/**
 * Date picker limits, by calendar day: a day before `min` gives '{field} must be set after
 * {limit}({date})', a day after `max` the same with 'before'. Null when within the limits.
 */
export function checkDateLimit(
  input: DateLimitInput,
): { messageKey: MessageKey; params: MessageParams } | null {
  if (input.min && compareDays(input.value, input.min.date) < 0) {
    return {
      messageKey: 'date.mustBeAfter',
      params: { field: input.field, limit: input.min.name, date: formatDate(input.min.date) },
    };
  }
  if (input.max && compareDays(input.value, input.max.date) > 0) {
    return {
      messageKey: 'date.mustBeBefore',
      params: { field: input.field, limit: input.max.name, date: formatDate(input.max.date) },
    };
  }
  return null;
}
