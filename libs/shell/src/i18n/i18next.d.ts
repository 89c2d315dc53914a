import 'i18next';
import type { Translations } from './catalog';

// The shell's own view of the catalogue: kit and shell keys and the keys every app must define.
// (Each app declares its larger one in its own i18next.d.ts.)
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Translations };
  }
}
