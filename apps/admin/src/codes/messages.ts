// UI strings of common code management (provider admin).
// Merged into the catalog (i18n/ko.ts, en.ts). English is typed by the Korean keys.
export const codeMngKo = {
} satisfies Record<string, string>;

export const codeMngEn: Record<keyof typeof codeMngKo, string> = {
};
