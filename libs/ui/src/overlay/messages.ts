// UI strings of the overlay pieces, merged into the @nuri/ui catalog (i18n/ko.ts, i18n/en.ts).
// English is typed by the Korean keys: a missing or extra key fails the type check.
export const overlayKo = {} as const;

export const overlayEn: Record<keyof typeof overlayKo, string> = {};
