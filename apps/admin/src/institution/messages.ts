// UI strings of the admin app's institution screens, merged into the app catalog (i18n/ko.ts, en.ts).
// English is typed by the Korean keys: a missing or extra key fails the type check.
export const institutionKo = {} as const;

export const institutionEn: Record<keyof typeof institutionKo, string> = {};
