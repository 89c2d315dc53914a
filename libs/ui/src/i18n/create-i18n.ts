import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { mergeResources, type AppMessages } from './catalog';
import { DEFAULT_LANGUAGE, isLanguage, storeLanguage, SUPPORTED_LANGUAGES, type Language } from './language';

// The typing that matches the init options below, for every app that uses createI18n. Each
// app adds its `resources` (Translations<its keys>) in its own i18next.d.ts.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    keySeparator: false;
    nsSeparator: false;
    interpolationPrefix: '{';
    interpolationSuffix: '}';
  }
}

export interface CreateI18nOptions {
  language: Language;
  storage?: Storage;
  document?: Document;
  /** The app's own strings, merged over the shared catalogues. */
  messages: AppMessages;
}

/** One i18next instance per app mount; keeps `<html lang>` and the stored choice in step. */
export function createI18n({ language, storage, document, messages }: CreateI18nOptions): I18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next);
  instance.on('languageChanged', (lng) => {
    if (!isLanguage(lng)) return;
    if (document) document.documentElement.lang = lng;
    storeLanguage(storage, lng);
  });
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    resources: mergeResources(messages),
    // The catalogue's keys are flat ('status.title') and its placeholders single-braced.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    initAsync: false,
    showSupportNotice: false,
    react: { useSuspense: false },
  });
  return instance;
}
