// UI strings of the institution dashboard (/insttDashBoard) and the provider dashboard (/dashboard).
// Merged into the catalog (i18n/ko.ts, en.ts). English is typed by the Korean keys.
export const dashboardKo = {
} satisfies Record<string, string>;

export const dashboardEn: Record<keyof typeof dashboardKo, string> = {
};
