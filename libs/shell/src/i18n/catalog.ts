import type { AppMessages, TranslationKey as KitTranslationKey } from '@nuri/ui';
import { en } from './en';
import { ko, type ShellMessageKey } from './ko';

/** The app shell's own strings, per language (merged over the kit's). */
export const SHELL_MESSAGES = { ko, en } as const;

/** Every key an app on the shell can translate: domain, kit and shell strings, the app's own keys. */
export type TranslationKey<K extends string = never> = KitTranslationKey<ShellMessageKey | K>;
export type Translations<K extends string = never> = Record<TranslationKey<K>, string>;

/** The app's own strings over the shell's, as one app catalogue for createI18n. */
export function withShellMessages(app: AppMessages): AppMessages {
  return { ko: { ...SHELL_MESSAGES.ko, ...app.ko }, en: { ...SHELL_MESSAGES.en, ...app.en } };
}
