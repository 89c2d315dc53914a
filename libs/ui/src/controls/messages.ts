// UI strings of the controls pieces, merged into the @nuri/ui catalog (i18n/ko.ts, i18n/en.ts).
// English is typed by the Korean keys: a missing or extra key fails the type check.
export const controlsKo = {} as const;

export const controlsEn: Record<keyof typeof controlsKo, string> = {};
