export const SUPPORTED_LANGUAGES = ['ko', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ko';
export const LANGUAGE_STORAGE_KEY = 'nuri.lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

// Storage can throw (private mode, blocked cookies): language choice is a nicety, never fatal.
function readStored(storage: Storage | undefined): string | null {
  try {
    return storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function storeLanguage(storage: Storage | undefined, language: Language): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // ignored: see readStored
  }
}

/** `?lang=` wins over the stored choice; Korean otherwise. */
export function detectLanguage(search: string, storage: Storage | undefined): Language {
  const fromQuery = new URLSearchParams(search).get('lang');
  if (isLanguage(fromQuery)) return fromQuery;
  const stored = readStored(storage);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** window.localStorage, or undefined where the browser refuses it. */
export function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
