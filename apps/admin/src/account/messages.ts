// UI strings of the admin app's account screens, merged into the app catalog (i18n/ko.ts, en.ts).
// English is typed by the Korean keys: a missing or extra key fails the type check.
// The login form's own strings come from @nuri/ui (account.*).
export const accountKo = {
  'admin.account.login.title': '관리자 로그인',
  'admin.account.login.intro': '플랫폼 관리자와 기관 관리자의 로그인입니다. 비밀번호 확인 뒤 등록된 이메일로 인증번호를 보냅니다.',
  'admin.account.login.notAdmin': '관리자 계정으로만 로그인할 수 있습니다. 일반 회원은 사용자 화면에서 로그인해 주세요.',
  'admin.account.login.already': '{name} 님으로 로그인되어 있습니다.',
  'admin.account.login.toHome': '관리자 화면으로',
  'admin.account.login.userSite': '사용자 화면 로그인',
  'admin.account.password.expired': '비밀번호를 변경한 지 90일이 지났습니다. 안전을 위해 비밀번호를 변경해 주세요.',
  'admin.account.password.later': '다음에 변경하기',
  'admin.account.guard.title': '관리자 전용 화면',
  'admin.account.guard.notAllowed': '{name} 님의 계정으로는 이 관리자 화면을 사용할 수 없습니다.',
  'admin.account.guard.switch': '로그아웃하고 다른 계정으로 로그인',
} as const;

export const accountEn: Record<keyof typeof accountKo, string> = {
  'admin.account.login.title': 'Administrator login',
  'admin.account.login.intro':
    'For platform and institution administrators. After the password, a code is sent to the registered e-mail address.',
  'admin.account.login.notAdmin': 'Only administrator accounts can log in here. Members log in on the user site.',
  'admin.account.login.already': 'You are logged in as {name}.',
  'admin.account.login.toHome': 'Go to the admin site',
  'admin.account.login.userSite': 'Log in on the user site',
  'admin.account.password.expired': 'Your password is more than 90 days old. Please change it to keep your account safe.',
  'admin.account.password.later': 'Change it later',
  'admin.account.guard.title': 'Administrators only',
  'admin.account.guard.notAllowed': 'The account of {name} cannot use this admin screen.',
  'admin.account.guard.switch': 'Log out and log in with another account',
};
