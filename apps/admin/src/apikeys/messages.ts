// UI strings of the API key screens (institution admin and provider admin) and the API usage view.
// Merged into the catalog (i18n/ko.ts, en.ts). English is typed by the Korean keys.
export const apiKeysKo = {
} satisfies Record<string, string>;

export const apiKeysEn: Record<keyof typeof apiKeysKo, string> = {
};
