import { formatDateTime, parseIsoDateTime } from './dates';

// Request cleanup (spec 000 §5): empty, null and false-like parameters and body fields are
// dropped; the number 0 is kept. "False-like" means the JavaScript falsy values other than 0:
// '', null, undefined, false and NaN. The strings 'null' and 'undefined' are kept: they are
// real text (someone may search for "null"), and turning them into nothing hides client bugs.

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** '', null, undefined, false and NaN; never 0. */
export function isDroppedValue(value: unknown): boolean {
  return (
    value === '' ||
    value === null ||
    value === undefined ||
    value === false ||
    (typeof value === 'number' && Number.isNaN(value))
  );
}

function cleanValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(cleanValue);
  if (isPlainObject(value)) return cleanObject(value);
  return value;
}

function cleanObject(source: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    if (!isDroppedValue(value)) result[key] = cleanValue(value);
  }
  return result;
}

/**
 * A copy without dropped fields, recursing into plain objects and arrays. Inside arrays the
 * elements are kept (positions matter, e.g. [true, false]) but objects in them are cleaned.
 * Dates, Files, Blobs, FormData and other class instances pass through untouched.
 */
export function cleanParams<T>(value: T): T {
  return cleanValue(value) as T;
}

/** Suffix of the display field added next to each ISO date-time field. */
export const DATE_STRING_SUFFIX = '_str';

function withDateStrings(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withDateStrings);
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) result[key] = withDateStrings(field);
  for (const [key, field] of Object.entries(value)) {
    const strKey = `${key}${DATE_STRING_SUFFIX}`;
    if (typeof field !== 'string' || strKey in value) continue;
    const date = parseIsoDateTime(field);
    if (date) result[strKey] = formatDateTime(date);
  }
  return result;
}

/**
 * A copy where every string field in ISO 8601 date-time form ('2024-07-11T09:30:00+09:00') gets
 * a sibling `<field>_str` = 'YYYY-MM-DD HH:mm:ss' in local time, at any depth. An existing
 * `<field>_str` is left as it is. Date-only strings ('2024-07-11') are not date-times.
 */
export function addDateStrings<T>(value: T): T {
  return withDateStrings(value) as T;
}
