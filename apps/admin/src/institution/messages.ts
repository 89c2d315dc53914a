import { commonEn, commonKo } from './i18n/common-messages';
import { groupsEn, groupsKo } from './i18n/groups-messages';
import { ipAccessEn, ipAccessKo } from './i18n/ip-access-messages';
import { membersEn, membersKo } from './i18n/members-messages';
import { settingsEn, settingsKo } from './i18n/settings-messages';

// UI strings of the admin app's institution screens, merged into the app catalog (i18n/ko.ts, en.ts).
// English is typed by the Korean keys: a missing or extra key fails the type check.
export const institutionKo = {
  ...commonKo,
  ...settingsKo,
  ...ipAccessKo,
  ...membersKo,
  ...groupsKo,
} as const;

export const institutionEn: Record<keyof typeof institutionKo, string> = {
  ...commonEn,
  ...settingsEn,
  ...ipAccessEn,
  ...membersEn,
  ...groupsEn,
};
