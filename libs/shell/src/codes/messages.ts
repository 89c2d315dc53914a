// UI strings of the common-code selects.
// Merged into the catalog (i18n/ko.ts, en.ts). English is typed by the Korean keys.
export const codesKo = {
  'codes.lookup': '공통 코드 조회',
  'codes.groupLookup': '코드 그룹 조회',
  'codes.save': '공통 코드 저장',
} satisfies Record<string, string>;

export const codesEn: Record<keyof typeof codesKo, string> = {
  'codes.lookup': 'Common code lookup',
  'codes.groupLookup': 'Code group lookup',
  'codes.save': 'Saving common codes',
};
