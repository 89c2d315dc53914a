// UI strings of the account pieces, merged into the @nuri/ui catalog (i18n/ko.ts, i18n/en.ts).
// English is typed by the Korean keys: a missing or extra key fails the type check.
export const accountKo = {} as const;

export const accountEn: Record<keyof typeof accountKo, string> = {};
