// UI strings of inquiries, Q&A, comments, reviews and my page activity (issue 10).
// Merged into the catalog (i18n/ko.ts, en.ts). English is typed by the Korean keys.
export const boardsKo = {
};

export const boardsEn: Record<keyof typeof boardsKo, string> = {
};
