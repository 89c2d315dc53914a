// UI strings of the map gallery (/gallery), its detail and apply dialog, and the my page contents tabs.
// Merged into the catalog (i18n/ko.ts, en.ts). English is typed by the Korean keys.
export const galleryKo = {
} satisfies Record<string, string>;

export const galleryEn: Record<keyof typeof galleryKo, string> = {
};
