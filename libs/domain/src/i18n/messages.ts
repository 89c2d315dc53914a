import { en } from './en';
import { ko, type MessageKey } from './ko';

export type { MessageKey };

// Korean is the default UI language, English the second (ARCHITECTURE §3).
export const MESSAGES = { ko, en } as const;
export type Locale = keyof typeof MESSAGES;
export const LOCALES: readonly Locale[] = ['ko', 'en'];
export const DEFAULT_LOCALE: Locale = 'ko';

export type MessageParams = Readonly<Record<string, string | number>>;

/** A message key plus the values for its `{name}` placeholders; rules return this, callers render it. */
export interface MessageRef {
  key: MessageKey;
  params?: MessageParams;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** Replaces `{name}` placeholders; an unknown placeholder is left as written so a gap is visible. */
export function formatMessage(template: string, params: MessageParams = {}): string {
  return template.replace(PLACEHOLDER, (whole: string, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

/** The text of one catalog entry in the given locale (Korean by default). */
export function translate(key: MessageKey, params?: MessageParams, locale: Locale = DEFAULT_LOCALE): string {
  return formatMessage(MESSAGES[locale][key], params);
}

/** Placeholder names of a template, e.g. ['field', 'limit', 'date']. */
export function placeholdersOf(template: string): string[] {
  return Array.from(template.matchAll(PLACEHOLDER), (match) => match[1]);
}

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ko, value);
}
