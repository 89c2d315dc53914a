// UI strings of the common-code selects.
// Merged into the catalog (i18n/ko.ts, en.ts). English is typed by the Korean keys.
export const codesKo = {
} satisfies Record<string, string>;

export const codesEn: Record<keyof typeof codesKo, string> = {
};
