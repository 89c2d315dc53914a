// UI strings of the map builder's style, label, popup and attribute-table panels.
// Merged into the app catalog (i18n/ko.ts, en.ts). English is typed by the Korean keys.
export const builderPanelsKo = {
} satisfies Record<string, string>;

export const builderPanelsEn: Record<keyof typeof builderPanelsKo, string> = {
};
