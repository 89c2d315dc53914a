// UI strings of the layer upload and layer search widgets (spec 001 §2).
// Merged into the app catalog (i18n/ko.ts, en.ts). English is typed by the Korean keys.
export const layerWidgetsKo = {
} satisfies Record<string, string>;

export const layerWidgetsEn: Record<keyof typeof layerWidgetsKo, string> = {
};
