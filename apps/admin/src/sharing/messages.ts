// UI strings of share management (view 5531).
// Merged into the catalog (i18n/ko.ts, en.ts). English is typed by the Korean keys.
export const shareMngKo = {
} satisfies Record<string, string>;

export const shareMngEn: Record<keyof typeof shareMngKo, string> = {
};
