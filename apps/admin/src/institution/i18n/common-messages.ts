// Strings shared by the institution admin screens (lookups, forms, levels, plans).
export const commonKo = {
  'insttAdmin.lookup.retry': '다시 시도',
  'insttAdmin.form.required': '{field}을(를) 입력해 주세요.',
  'insttAdmin.form.saving': '처리하는 중…',
  'insttAdmin.form.password': '비밀번호',
  'insttAdmin.form.passwordHint': '본인 확인을 위해 현재 계정의 비밀번호를 입력해 주세요.',
  'insttAdmin.level.label': '권한',
  'insttAdmin.plan.basic': '기본 요금제',
  'insttAdmin.plan.education': '교육용 요금제',
  'insttAdmin.plan.other': '요금제 {code}',
  'insttAdmin.none': '없음',
} as const;

export const commonEn: Record<keyof typeof commonKo, string> = {
  'insttAdmin.lookup.retry': 'Try again',
  'insttAdmin.form.required': 'Enter the {field}.',
  'insttAdmin.form.saving': 'Working…',
  'insttAdmin.form.password': 'Password',
  'insttAdmin.form.passwordHint': 'Enter the password of your account to confirm it is you.',
  'insttAdmin.level.label': 'Level',
  'insttAdmin.plan.basic': 'Basic plan',
  'insttAdmin.plan.education': 'Education plan',
  'insttAdmin.plan.other': 'Plan {code}',
  'insttAdmin.none': 'None',
};
