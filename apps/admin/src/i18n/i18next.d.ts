import 'i18next';
import type { Translations } from '@nuri/shell';
import type { AppMessageKey } from './ko';

// The app's catalogue for typed t() keys; the other i18next type options come with createI18n.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Translations<AppMessageKey> };
  }
}
