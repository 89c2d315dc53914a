// UI strings of the public notice lists and detail (/notice, institution notices) and popup notices.
// Merged into the catalog (i18n/ko.ts, en.ts). English is typed by the Korean keys.
export const noticesKo = {
} satisfies Record<string, string>;

export const noticesEn: Record<keyof typeof noticesKo, string> = {
};
