import { addDays, compareDays, formatDate, startOfDay } from '@nuri/domain';

/** Requests of one day ('YYYY-MM-DD'). */
export interface DayCount {
  day: string;
  count: number;
}

/** Longest period the chart draws day by day (the period picker's longest quick choice is six months). */
export const MAX_CHART_DAYS = 400;

/**
 * Daily totals of usage records over the period: every day from start to end (local), zero
 * where nothing was counted; records outside the period are left out.
 */
export function dailySeries(
  records: readonly { useDe: string; reqCnt: number }[],
  start: Date,
  end: Date,
): DayCount[] {
  const totals = new Map<string, number>();
  for (const record of records) {
    const day = record.useDe.slice(0, 10);
    totals.set(day, (totals.get(day) ?? 0) + Number(record.reqCnt));
  }
  const series: DayCount[] = [];
  for (
    let day = startOfDay(start);
    compareDays(day, end) <= 0 && series.length < MAX_CHART_DAYS;
    day = addDays(day, 1)
  ) {
    const text = formatDate(day);
    series.push({ day: text, count: totals.get(text) ?? 0 });
  }
  return series;
}

/** A round upper bound of the axis (1, 2, 5 × 10ⁿ) at or above the largest count. */
export function axisMax(counts: readonly number[]): number {
  const top = Math.max(0, ...counts);
  if (top <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(top));
  for (const step of [1, 2, 5, 10]) if (step * power >= top) return step * power;
  return 10 * power;
}
