// UI strings of service-lab management and help (issue 10).
// Merged into the catalog (i18n/ko.ts, en.ts). English is typed by the Korean keys.
export const labMngKo = {
  'labMng.election.title': '선거 관리',
};

export const labMngEn: Record<keyof typeof labMngKo, string> = {
  'labMng.election.title': 'Election management',
};
