// UI strings of the themed map app builder (/appBuilder) and viewer (/apps/:id).
// Merged into the catalog (i18n/ko.ts, en.ts). English is typed by the Korean keys.
export const webappsKo = {
} satisfies Record<string, string>;

export const webappsEn: Record<keyof typeof webappsKo, string> = {
};
