// How a layer's popup and attribute table show its columns: a display name (alias) per column
// and number or date formatting. Part of PopupSetting, saved with the web map.

export const POPUP_ALIAS_MAX = 50;
export const POPUP_SUFFIX_MAX = 20;
export const POPUP_DECIMALS_MAX = 6;
export const DATE_STYLES = ['date', 'datetime', 'month'] as const;
export type DateStyle = (typeof DATE_STYLES)[number];

/** Numbers: grouped thousands, a fixed number of decimals and an optional unit (e.g. '명'). */
export interface NumberFormat {
  type: 'number';
  /** 0–6. */
  decimals: number;
  /** Text after the number, up to 20 characters; null for none. */
  suffix: string | null;
}

/** Dates: day, day and time, or year and month, in the reader's language. */
export interface DateFormat {
  type: 'date';
  style: DateStyle;
}

export type ColumnFormat = NumberFormat | DateFormat;

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const COLUMN_MAX = 63;

/** Problems with the aliases (column → display name) of a popup setting. */
export function validateAliases(value: unknown, path: string): string[] {
  if (value === undefined || value === null) return [];
  if (!isObject(value) || Object.keys(value).length > 100) return [`${path} must map column names to display names`];
  const errors: string[] = [];
  for (const [column, alias] of Object.entries(value)) {
    if (column.length === 0 || column.length > COLUMN_MAX) errors.push(`${path} must map column names to display names`);
    else if (typeof alias !== 'string' || alias.trim().length === 0 || alias.length > POPUP_ALIAS_MAX) {
      errors.push(`${path}.${column} must be text of 1 to ${POPUP_ALIAS_MAX} characters`);
    }
  }
  return errors;
}

/** Problems with the formats (column → format) of a popup setting. */
export function validateFormats(value: unknown, path: string): string[] {
  if (value === undefined || value === null) return [];
  if (!isObject(value) || Object.keys(value).length > 100) return [`${path} must map column names to formats`];
  const errors: string[] = [];
  for (const [column, f] of Object.entries(value)) {
    const p = `${path}.${column}`;
    if (column.length === 0 || column.length > COLUMN_MAX) {
      errors.push(`${path} must map column names to formats`);
    } else if (!isObject(f) || (f.type !== 'number' && f.type !== 'date')) {
      errors.push(`${p}.type must be one of number, date`);
    } else if (f.type === 'number') {
      const d = f.decimals ?? 0;
      if (typeof d !== 'number' || !Number.isInteger(d) || d < 0 || d > POPUP_DECIMALS_MAX) errors.push(`${p}.decimals must be a number from 0 to ${POPUP_DECIMALS_MAX}`);
      if (f.suffix !== undefined && f.suffix !== null && (typeof f.suffix !== 'string' || f.suffix.length > POPUP_SUFFIX_MAX)) {
        errors.push(`${p}.suffix must be text of at most ${POPUP_SUFFIX_MAX} characters`);
      }
    } else if (!DATE_STYLES.includes(f.style as DateStyle)) {
      errors.push(`${p}.style must be one of ${DATE_STYLES.join(', ')}`);
    }
  }
  return errors;
}

/** Aliases in full form: trimmed, empty ones left out. */
export function normalizeAliases(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!isObject(value)) return out;
  for (const [column, alias] of Object.entries(value)) if (typeof alias === 'string' && alias.trim()) out[column] = alias.trim();
  return out;
}

/** Formats in full form (dropped 0/null fields restored). */
export function normalizeFormats(value: unknown): Record<string, ColumnFormat> {
  const out: Record<string, ColumnFormat> = {};
  if (!isObject(value)) return out;
  for (const [column, f] of Object.entries(value)) {
    if (!isObject(f)) continue;
    if (f.type === 'number') out[column] = { type: 'number', decimals: Number(f.decimals ?? 0), suffix: typeof f.suffix === 'string' && f.suffix ? f.suffix : null };
    else if (f.type === 'date') out[column] = { type: 'date', style: f.style as DateStyle };
  }
  return out;
}

/** The display name of a column: its alias, else the column name. */
export function columnLabel(column: string, aliases: Readonly<Record<string, string>> | undefined): string {
  return aliases?.[column]?.trim() || column;
}

/** The Intl locale of a UI language ('ko' → ko-KR, 'en' → en-US). */
export function intlLocale(language: string): string {
  return language.startsWith('en') ? 'en-US' : 'ko-KR';
}

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { year: 'numeric', month: '2-digit', day: '2-digit' },
  datetime: { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false },
  month: { year: 'numeric', month: 'long' },
};

/** A date cell's value as a Date: ISO text, 'YYYYMMDD' (Korean public data) or epoch milliseconds; null if not a date. */
function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  if (typeof value !== 'string' || !value.trim()) return null;
  const s = value.trim();
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(s);
  const d = compact ? new Date(Number(compact[1]), Number(compact[2]) - 1, Number(compact[3])) : /^\d{4}-\d{2}-\d{2}$/.test(s) ? new Date(`${s}T00:00:00`) : new Date(s);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * A value as the popup and attribute table show it: formatted by the column's format in the
 * reader's language (values that do not fit the format are shown as they are); '' for none.
 */
export function formatColumnValue(value: unknown, format: ColumnFormat | undefined, language: string): string {
  if (value === null || value === undefined) return '';
  const locale = intlLocale(language);
  if (format?.type === 'number') {
    const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
    if (!Number.isFinite(n)) return String(value);
    const text = n.toLocaleString(locale, { minimumFractionDigits: format.decimals, maximumFractionDigits: format.decimals });
    return format.suffix ? `${text}${language.startsWith('en') ? ' ' : ''}${format.suffix}` : text;
  }
  if (format?.type === 'date') {
    const d = toDate(value);
    return d ? new Intl.DateTimeFormat(locale, DATE_OPTIONS[format.style]).format(d) : String(value);
  }
  return String(value);
}
