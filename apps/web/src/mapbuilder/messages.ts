// UI strings of the map builder (/builder) and the simple map (/simpleMap).
// Merged into the app catalog (i18n/ko.ts, en.ts). English is typed by the Korean keys.
export const mapBuilderKo = {
} satisfies Record<string, string>;

export const mapBuilderEn: Record<keyof typeof mapBuilderKo, string> = {
};
