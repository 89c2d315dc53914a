// UI strings of the nav pieces, merged into the @nuri/ui catalog (i18n/ko.ts, i18n/en.ts).
// English is typed by the Korean keys: a missing or extra key fails the type check.
// Menu names come from the menu API (name / nameEn); terms, login, sign-up, my page and
// 'preparing' come from the @nuri/domain catalogue.
export const navKo = {
  'nav.main': '주 메뉴',
  'nav.admin': '관리자 메뉴',
  'nav.menuButton': '메뉴',
  'nav.newWindow': '(새 창)',
  'nav.newTab': '(새 탭)',
  'nav.home': '사용자 화면',
  'nav.alertMessage': '{menu} 서비스는 준비 중입니다.',
  'nav.frameTitle': '{menu} 화면',
  'nav.preparing.badge': '준비 중인 화면',
  'nav.preparing.body': '{menu} 화면은 준비 중입니다. 빠른 시일 안에 제공하겠습니다.',
  'nav.preparing.home': '처음 화면으로',
  'nav.route.idpwfind': '아이디·비밀번호 찾기',
  'nav.route.passwordChange': '비밀번호 변경',
  'nav.footer.legal': '약관 및 정책',
  'nav.footer.company': '누리지도',
  'nav.footer.description': '기관을 위한 지도 제작·공유 구독 서비스',
  'nav.footer.copyright': '© {year} 누리지도. All rights reserved.',
} as const;

export const navEn: Record<keyof typeof navKo, string> = {
  'nav.main': 'Main menu',
  'nav.admin': 'Admin menu',
  'nav.menuButton': 'Menu',
  'nav.newWindow': '(new window)',
  'nav.newTab': '(new tab)',
  'nav.home': 'User site',
  'nav.alertMessage': 'The {menu} service is being prepared.',
  'nav.frameTitle': '{menu} screen',
  'nav.preparing.badge': 'Screen in preparation',
  'nav.preparing.body': 'The {menu} screen is being prepared and will be available soon.',
  'nav.preparing.home': 'Go to the first screen',
  'nav.route.idpwfind': 'Find ID or password',
  'nav.route.passwordChange': 'Change password',
  'nav.footer.legal': 'Terms and policies',
  'nav.footer.company': 'Nuri Map',
  'nav.footer.description': 'Map publishing by subscription, for institutions',
  'nav.footer.copyright': '© {year} Nuri Map. All rights reserved.',
};
