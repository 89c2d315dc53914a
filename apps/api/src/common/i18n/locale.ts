import { formatMessage, MESSAGES, type Locale } from '@nuri/domain';
import type { Request } from 'express';

type Catalog = Record<string, string>;

/** Korean by default; English when the request asks for it (?lang=en or Accept-Language). */
export function localeOf(req: Pick<Request, 'headers' | 'query'> | undefined): Locale {
  const q = req?.query?.lang;
  if (q === 'en' || q === 'ko') return q;
  const header = req?.headers?.['accept-language'];
  const first = typeof header === 'string' ? header.split(',')[0]?.trim().toLowerCase() : '';
  return first?.startsWith('en') ? 'en' : 'ko';
}

/** Translates a catalog key; a text that is not a key is returned as it is. */
export function translate(key: string, params: Record<string, string | number> = {}, locale: Locale = 'ko'): string {
  const catalog = MESSAGES[locale] as Catalog;
  const template = catalog[key] ?? (MESSAGES.ko as Catalog)[key] ?? key;
  return formatMessage(template, params);
}
