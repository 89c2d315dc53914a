import { MESSAGES, type MessageKey } from '@nuri/domain';
import { en } from './en';
import { ko, type UiMessageKey } from './ko';
import type { Language } from './language';

/** The shared pieces' own strings, per language. */
export const UI_MESSAGES = { ko, en } as const;

/** Keys every app's own catalogue must define: the shared layout shows them. */
export type RequiredAppKey = 'app.name';

/** One app's own strings: its keys (plus the required ones) in every supported language. */
export type AppMessages<K extends string = string> = Record<Language, Record<K | RequiredAppKey, string>>;

/** Every key an app can translate: domain catalogue, shared UI strings, the app's own keys. */
export type TranslationKey<K extends string = never> = MessageKey | UiMessageKey | RequiredAppKey | K;
export type Translations<K extends string = never> = Record<TranslationKey<K>, string>;

export type Resources = Record<Language, { translation: Record<string, string> }>;

// Domain catalogue first, the shared UI strings over it, the app's own strings on top (one
// flat namespace).
export function mergeResources(app: AppMessages): Resources {
  const merge = (lng: Language) => ({ translation: { ...MESSAGES[lng], ...UI_MESSAGES[lng], ...app[lng] } });
  return { ko: merge('ko'), en: merge('en') };
}
