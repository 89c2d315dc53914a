// Local-time date helpers. Everything here uses the Date's local calendar, so the apps show
// the user's local day and the API the server's (configure TZ=Asia/Seoul there).

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** 'YYYY-MM-DD' in local time. */
export function formatDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'YYYY-MM-DD HH:mm:ss' in local time. */
export function formatDateTime(date: Date): string {
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** 00:00:00.000 local of the date's day. */
export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), 0, 0, 0, 0);
}

/** 23:59:59.999 local of the date's day. */
export function endOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), 23, 59, 59, 999);
}

/** Same time of day, `days` calendar days later (negative: earlier); DST-safe. */
export function addDays(date: Date, days: number): Date {
  const result = new Date(date.getTime());
  result.setDate(result.getDate() + days);
  return result;
}

/** `months` calendar months later, clamped to the month's end (Mar 31 − 1 month = Feb 28/29). */
export function addMonths(date: Date, months: number): Date {
  const targetMonth = date.getMonth() + months;
  const lastDay = new Date(date.getFullYear(), targetMonth + 1, 0).getDate();
  const result = new Date(date.getTime());
  result.setDate(1);
  result.setMonth(targetMonth);
  result.setDate(Math.min(date.getDate(), lastDay));
  return result;
}

/** Compares calendar days (local): negative when a is the earlier day. */
export function compareDays(a: Date, b: Date): number {
  return startOfDay(a).getTime() - startOfDay(b).getTime();
}

// ISO 8601 date-time: date, 'T', hours and minutes, optional seconds and fraction, optional
// zone (Z, ±HH, ±HHMM, ±HH:MM). A missing zone means local time, as in ECMAScript.
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/;

/** Parses an ISO 8601 date-time string; null for anything else or an impossible date. */
export function parseIsoDateTime(text: string): Date | null {
  const match = ISO_DATE_TIME.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi, s = '0', fraction = '', zone] = match;
  const parts = [Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)] as const;
  const ms = Number(fraction.padEnd(3, '0').slice(0, 3));
  if (parts[1] > 11 || parts[3] > 23 || parts[4] > 59 || parts[5] > 59) return null;
  let date: Date;
  if (zone === undefined) {
    date = new Date(parts[0], parts[1], parts[2], parts[3], parts[4], parts[5], ms);
  } else {
    let offsetMinutes = 0;
    if (zone !== 'Z') {
      const sign = zone[0] === '-' ? -1 : 1;
      const digits = zone.slice(1).replace(':', '');
      offsetMinutes = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || '0'));
    }
    date = new Date(
      Date.UTC(parts[0], parts[1], parts[2], parts[3], parts[4], parts[5], ms) - offsetMinutes * 60000,
    );
  }
  // Reject day overflow such as 2024-02-30, which Date would roll into March.
  const check = zone === undefined ? date : new Date(Date.UTC(parts[0], parts[1], parts[2]));
  const day = zone === undefined ? check.getDate() : check.getUTCDate();
  return Number.isNaN(date.getTime()) || day !== parts[2] ? null : date;
}

export function isIsoDateTime(text: string): boolean {
  return parseIsoDateTime(text) !== null;
}
