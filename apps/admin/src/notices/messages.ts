// UI strings of notice management (provider 71, institution 534).
// Merged into the catalog (i18n/ko.ts, en.ts). English is typed by the Korean keys.
export const noticeMngKo = {
} satisfies Record<string, string>;

export const noticeMngEn: Record<keyof typeof noticeMngKo, string> = {
};
