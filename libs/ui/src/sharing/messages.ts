// UI strings of the sharing wizard (spec 001 §2, §4, §5).
// Merged into the catalog (i18n/ko.ts, en.ts). English is typed by the Korean keys.
export const sharingKo = {
} satisfies Record<string, string>;

export const sharingEn: Record<keyof typeof sharingKo, string> = {
};
