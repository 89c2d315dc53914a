// UI strings of the price policy page (issue: billing).
// Merged into the catalog (i18n/ko.ts, en.ts). English is typed by the Korean keys.
export const pricingKo = {
};

export const pricingEn: Record<keyof typeof pricingKo, string> = {
};
