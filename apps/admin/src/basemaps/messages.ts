// UI strings of base map management (view 557).
// Merged into the app catalog (i18n/ko.ts, en.ts). English is typed by the Korean keys.
export const baseMapsKo = {
} satisfies Record<string, string>;

export const baseMapsEn: Record<keyof typeof baseMapsKo, string> = {
};
