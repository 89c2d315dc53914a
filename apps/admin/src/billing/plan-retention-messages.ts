// UI strings of the plans' history retention (issue 22), merged into the catalog with billing's
// (i18n/ko.ts, en.ts). English is typed by the Korean keys.
export const planRetentionKo = {
  'billing.subs.tab.plans': '요금제 이력 보관',
  'billing.plans.caption': '요금제별 이력 보관 기간',
  'billing.plans.intro': '레이어 버전과 웹맵 저장본을 며칠 동안 보관할지 요금제마다 정합니다. 매일 새벽 작업이 기간이 지난 이력을 지우며, 레이어와 지도의 최신 버전은 기간과 관계없이 남깁니다.',
  'billing.plans.col.plan': '요금제',
  'billing.plans.col.days': '보관 기간',
  'billing.plans.col.edit': '변경',
  'billing.plans.days': '{days}일',
  'billing.plans.edit': '변경',
  'billing.plans.editLabel': '{name} 보관 기간 변경',
  'billing.plans.editTitle': '{name} 이력 보관 기간',
  'billing.plans.field': '보관 기간(일)',
  'billing.plans.hint': '7일에서 3650일까지 정할 수 있습니다.',
  'billing.plans.invalid': '이력 보관 기간은 7일에서 3650일 사이의 정수로 입력해 주세요.',
  'billing.plans.saved': '{name}의 이력 보관 기간을 {days}일로 바꿨습니다.',
  'billing.plans.loading': '요금제를 불러오는 중입니다.',
};

export const planRetentionEn: Record<keyof typeof planRetentionKo, string> = {
  'billing.subs.tab.plans': 'Plan history retention',
  'billing.plans.caption': 'History retention per plan',
  'billing.plans.intro': 'How many days layer versions and web map revisions are kept, per plan. A nightly job deletes older history; the latest version of each layer and map is always kept.',
  'billing.plans.col.plan': 'Plan',
  'billing.plans.col.days': 'Kept for',
  'billing.plans.col.edit': 'Change',
  'billing.plans.days': '{days} days',
  'billing.plans.edit': 'Change',
  'billing.plans.editLabel': 'Change the retention of {name}',
  'billing.plans.editTitle': 'History retention of {name}',
  'billing.plans.field': 'Kept for (days)',
  'billing.plans.hint': 'From 7 to 3650 days.',
  'billing.plans.invalid': 'History retention must be a whole number of days from 7 to 3650.',
  'billing.plans.saved': 'The history of {name} is now kept for {days} days.',
  'billing.plans.loading': 'Loading the plans.',
};
