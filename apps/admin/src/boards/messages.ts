// UI strings of inquiry and Q&A management (issue 10).
// Merged into the catalog (i18n/ko.ts, en.ts). English is typed by the Korean keys.
export const boardMngKo = {
};

export const boardMngEn: Record<keyof typeof boardMngKo, string> = {
};
