// UI strings of the admin app's provider screens, merged into the app catalog (i18n/ko.ts, en.ts).
// English is typed by the Korean keys: a missing or extra key fails the type check.
export const providerKo = {} as const;

export const providerEn: Record<keyof typeof providerKo, string> = {};
