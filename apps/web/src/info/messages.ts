// UI strings of about, guide, community and service lab pages (issue 10).
// Merged into the catalog (i18n/ko.ts, en.ts). English is typed by the Korean keys.
export const infoKo = {
};

export const infoEn: Record<keyof typeof infoKo, string> = {
};
