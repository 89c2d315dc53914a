// UI strings of the grid pieces, merged into the @nuri/ui catalog (i18n/ko.ts, i18n/en.ts).
// English is typed by the Korean keys: a missing or extra key fails the type check.
export const gridKo = {} as const;

export const gridEn: Record<keyof typeof gridKo, string> = {};
