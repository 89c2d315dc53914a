// UI strings of subscription and billing management (issue: billing).
// Merged into the catalog (i18n/ko.ts, en.ts). English is typed by the Korean keys.
export const billingMngKo = {
};

export const billingMngEn: Record<keyof typeof billingMngKo, string> = {
};
