// UI strings of the admin app's account screens, merged into the app catalog (i18n/ko.ts, en.ts).
// English is typed by the Korean keys: a missing or extra key fails the type check.
export const accountKo = {} as const;

export const accountEn: Record<keyof typeof accountKo, string> = {};
