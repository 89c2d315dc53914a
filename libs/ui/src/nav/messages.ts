// UI strings of the nav pieces, merged into the @nuri/ui catalog (i18n/ko.ts, i18n/en.ts).
// English is typed by the Korean keys: a missing or extra key fails the type check.
export const navKo = {} as const;

export const navEn: Record<keyof typeof navKo, string> = {};
