// UI strings of the overlay pieces, merged into the @nuri/ui catalog (i18n/ko.ts, i18n/en.ts).
// English is typed by the Korean keys: a missing or extra key fails the type check.
// Titles, buttons and the default loading message come from @nuri/domain (alert.title.*,
// button.*, common.loading).
export const overlayKo = {
  'overlay.toast.dismiss': '알림 닫기',
  'overlay.loading.progress': '진행률',
  'overlay.loading.percent': '{value}%',
} as const;

export const overlayEn: Record<keyof typeof overlayKo, string> = {
  'overlay.toast.dismiss': 'Dismiss notification',
  'overlay.loading.progress': 'Progress',
  'overlay.loading.percent': '{value}%',
};
