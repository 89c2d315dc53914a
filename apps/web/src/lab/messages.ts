// UI strings of the service lab's apps (issue 10).
// Merged into the catalog (i18n/ko.ts, en.ts). English is typed by the Korean keys.
export const labKo = {
};

export const labEn: Record<keyof typeof labKo, string> = {
};
