import { ApiError } from '@nuri/api-client';
import type { TranslationKey } from '@nuri/shell';
import type { i18n as I18n } from 'i18next';

/** The text of a failed request in the screen's language: the catalogue's when the client gave a key, else the server's. */
export function errorText(error: unknown, i18n: I18n): string {
  const known = (key: string | undefined): key is TranslationKey => key !== undefined && i18n.exists(key);
  if (error instanceof ApiError) return known(error.messageKey) ? i18n.t(error.messageKey) : error.message;
  return i18n.t('error.temporary');
}
