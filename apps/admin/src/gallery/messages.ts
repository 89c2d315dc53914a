// UI strings of map gallery management (views 555, 5532; provider 555).
// Merged into the catalog (i18n/ko.ts, en.ts). English is typed by the Korean keys.
export const galleryMngKo = {
} satisfies Record<string, string>;

export const galleryMngEn: Record<keyof typeof galleryMngKo, string> = {
};
