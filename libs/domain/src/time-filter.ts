// The time slider (issue 24): a layer entry of a web map may name a date/time column of its layer;
// the map then draws only the features whose value falls in the current window, and the vector
// tiles are asked for with `time=<from>/<to>&timeColumn=<column>` (half-open: from ≤ value < to).
// Steps are counted on the Korean calendar (UTC+9, no daylight saving).

export const TIME_MODES = ['instant', 'range'] as const;
export type TimeMode = (typeof TIME_MODES)[number];

export const TIME_STEPS = ['hour', 'day', 'month', 'year'] as const;
export type TimeStep = (typeof TIME_STEPS)[number];

/** Play speeds: steps shown per second. */
export const TIME_SPEEDS = [0.5, 1, 2, 4] as const;
export type TimeSpeed = (typeof TIME_SPEEDS)[number];

/** Column types a time filter accepts (PostgreSQL type names: a date or an instant). */
export const TIME_COLUMN_TYPES = ['date', 'timestamp', 'timestamptz'] as const;

/** The time setting of a TOC layer entry, saved with the web map. */
export interface TimeSetting {
  /** The layer's date/time column. */
  column: string;
  /** instant: one step at a time; range: a window of several steps. */
  mode: TimeMode;
  step: TimeStep;
  /** Steps per second while playing. */
  speed: TimeSpeed;
  /** The window shown (ISO instants), or null: the first step of the data. */
  from: string | null;
  to: string | null;
}

export const DEFAULT_TIME_SETTING: Omit<TimeSetting, 'column'> = { mode: 'instant', step: 'month', speed: 1, from: null, to: null };

/** The upper limit of the `time` query parameter's length. */
export const TIME_PARAM_MAX_LENGTH = 80;

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** An ISO 8601 instant with its zone (Z or ±hh:mm) in the years 1000–9999 (UTC), or null. */
export function parseInstant(text: unknown): Date | null {
  if (typeof text !== 'string' || !INSTANT.test(text)) return null;
  const d = new Date(text);
  if (Number.isNaN(d.getTime())) return null;
  // A day that does not exist (2024-02-30) is rolled over by Date: refuse it instead.
  const day = text.slice(0, 10);
  const offset = text.endsWith('Z') ? 0 : (text.at(-6) === '-' ? -1 : 1) * (Number(text.slice(-5, -3)) * 60 + Number(text.slice(-2)));
  if (new Date(d.getTime() + offset * 60_000).toISOString().slice(0, 10) !== day) return null;
  const year = d.getUTCFullYear();
  return year >= 1000 && year <= 9999 ? d : null;
}

/** A `time` query value `<from>/<to>` with from before to, or null. */
export function parseTimeWindow(text: unknown): { from: Date; to: Date } | null {
  if (typeof text !== 'string' || text.length > TIME_PARAM_MAX_LENGTH) return null;
  const parts = text.split('/');
  if (parts.length !== 2) return null;
  const from = parseInstant(parts[0]);
  const to = parseInstant(parts[1]);
  if (!from || !to || from.getTime() >= to.getTime()) return null;
  return { from, to };
}

/** The canonical `time` value of a window (UTC, milliseconds): equal windows give equal addresses. */
export function timeWindowParam(from: Date, to: Date): string {
  return `${from.toISOString()}/${to.toISOString()}`;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Problems of a time setting ("<path>.<field> must …"), empty when it is valid. */
export function validateTimeSetting(value: unknown, path = 'time'): string[] {
  if (!isObject(value)) return [`${path} must be an object`];
  const errors: string[] = [];
  for (const key of Object.keys(value)) {
    if (!['column', 'mode', 'step', 'speed', 'from', 'to'].includes(key)) errors.push(`${path}.${key} is not a field of the time setting`);
  }
  if (typeof value.column !== 'string' || value.column.trim() === '' || value.column.length > 63) errors.push(`${path}.column must be a column name`);
  if (value.mode !== undefined && !TIME_MODES.includes(value.mode as TimeMode)) errors.push(`${path}.mode must be one of ${TIME_MODES.join(', ')}`);
  if (value.step !== undefined && !TIME_STEPS.includes(value.step as TimeStep)) errors.push(`${path}.step must be one of ${TIME_STEPS.join(', ')}`);
  if (value.speed !== undefined && !(TIME_SPEEDS as readonly unknown[]).includes(value.speed)) errors.push(`${path}.speed must be one of ${TIME_SPEEDS.join(', ')}`);
  const from = value.from ?? null;
  const to = value.to ?? null;
  if (from !== null && !parseInstant(from)) errors.push(`${path}.from must be an ISO 8601 instant`);
  if (to !== null && !parseInstant(to)) errors.push(`${path}.to must be an ISO 8601 instant`);
  if ((from === null) !== (to === null)) errors.push(`${path}.to must be given with from`);
  else if (from !== null && parseInstant(from) && parseInstant(to) && (parseInstant(from) as Date) >= (parseInstant(to) as Date)) {
    errors.push(`${path}.to must be after from`);
  }
  return errors;
}

/** A valid time setting in full form (defaults filled in). */
export function normalizeTimeSetting(value: Partial<TimeSetting> & { column: string }): TimeSetting {
  return {
    column: value.column.trim(),
    mode: value.mode ?? DEFAULT_TIME_SETTING.mode,
    step: value.step ?? DEFAULT_TIME_SETTING.step,
    speed: value.speed ?? DEFAULT_TIME_SETTING.speed,
    from: value.from ? (parseInstant(value.from) as Date).toISOString() : null,
    to: value.to ? (parseInstant(value.to) as Date).toISOString() : null,
  };
}

// ---- Steps on the Korean calendar (UTC+9) ----

const KST_MS = 9 * 3600_000;

/** Year, month (1–12), day and hour of an instant in Korean time. */
export function koreanParts(d: Date): { year: number; month: number; day: number; hour: number } {
  const k = new Date(d.getTime() + KST_MS);
  return { year: k.getUTCFullYear(), month: k.getUTCMonth() + 1, day: k.getUTCDate(), hour: k.getUTCHours() };
}

function fromKorean(year: number, month: number, day: number, hour: number): Date {
  return new Date(Date.UTC(year, month - 1, day, hour) - KST_MS);
}

/** The start of the step holding the instant (Korean time). */
export function stepStart(d: Date, step: TimeStep): Date {
  const p = koreanParts(d);
  if (step === 'year') return fromKorean(p.year, 1, 1, 0);
  if (step === 'month') return fromKorean(p.year, p.month, 1, 0);
  if (step === 'day') return fromKorean(p.year, p.month, p.day, 0);
  return fromKorean(p.year, p.month, p.day, p.hour);
}

/** `n` steps after the start of a step (negative: before). */
export function addSteps(start: Date, step: TimeStep, n: number): Date {
  const p = koreanParts(start);
  if (step === 'year') return fromKorean(p.year + n, 1, 1, 0);
  if (step === 'month') return fromKorean(p.year, p.month + n, 1, 0);
  if (step === 'day') return fromKorean(p.year, p.month, p.day + n, 0);
  return new Date(start.getTime() + n * 3600_000);
}

/** Whole steps from `a` to `b` (both step starts). */
export function stepsBetween(a: Date, b: Date, step: TimeStep): number {
  const pa = koreanParts(a);
  const pb = koreanParts(b);
  if (step === 'year') return pb.year - pa.year;
  if (step === 'month') return (pb.year - pa.year) * 12 + (pb.month - pa.month);
  if (step === 'day') return Math.round((b.getTime() - a.getTime()) / 86_400_000);
  return Math.round((b.getTime() - a.getTime()) / 3600_000);
}

/** An instant as the step shows it, in Korean (2024년 3월 1일 14시) or English (2024-03-01 14:00). */
export function formatStep(d: Date, step: TimeStep, lang: 'ko' | 'en' = 'ko'): string {
  const p = koreanParts(d);
  const pad = (n: number) => String(n).padStart(2, '0');
  if (lang === 'en') {
    if (step === 'year') return String(p.year);
    if (step === 'month') return `${p.year}-${pad(p.month)}`;
    if (step === 'day') return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
    return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:00`;
  }
  if (step === 'year') return `${p.year}년`;
  if (step === 'month') return `${p.year}년 ${p.month}월`;
  if (step === 'day') return `${p.year}년 ${p.month}월 ${p.day}일`;
  return `${p.year}년 ${p.month}월 ${p.day}일 ${p.hour}시`;
}

/** A window [from, to) as text: one step alone, or its first and last steps joined by " ~ ". */
export function formatTimeWindow(from: Date, to: Date, step: TimeStep, lang: 'ko' | 'en' = 'ko'): string {
  const last = addSteps(stepStart(new Date(to.getTime() - 1), step), step, 0);
  const first = formatStep(from, step, lang);
  return last.getTime() <= stepStart(from, step).getTime() ? first : `${first} ~ ${formatStep(last, step, lang)}`;
}
