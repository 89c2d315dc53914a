import 'i18next';
import type { Translations } from './catalog';

// The library's own view of the catalogue: shared keys and the keys every app must define.
// (Each app declares its larger one in its own i18next.d.ts; the other options are declared
// next to createI18n.)
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Translations };
  }
}
