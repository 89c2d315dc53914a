// UI strings of the account pieces, merged into the @nuri/ui catalog (i18n/ko.ts, i18n/en.ts).
// English is typed by the Korean keys: a missing or extra key fails the type check.
// Status, thumbnail, password and unpaid texts come from the @nuri/domain catalogue
// (instt.*, thumbnail.*, password.*, unpaid.*).
export const accountKo = {
  'account.userMenu.toggle': '사용자 메뉴: {name}',
  'account.userMenu.greeting': '{name} 님',
  'account.org.imageAlt': '{name} 기관 이미지',
  'account.org.noImage': '기관 이미지 없음',
  'account.org.status': '운영 상태',
  'account.org.changeImage': '이미지 변경',
  'account.org.deleteImage': '이미지 삭제',
  'account.org.imageHint': 'png, jpg, jpeg 파일, 1MB 이하',
  'account.org.uploaded': '기관 이미지를 변경했습니다.',
  'account.org.deleted': '{name}의 기관 이미지를 삭제했습니다.',
  'account.org.deleteFailed': '잠시 후 다시 시도해 주세요.',
  'account.password.title': '비밀번호 변경',
  'account.password.old': '현재 비밀번호',
  'account.password.new': '새 비밀번호',
  'account.password.confirm': '새 비밀번호 확인',
  'account.password.submit': '비밀번호 변경',
  'account.password.submitting': '변경하는 중…',
} as const;

export const accountEn: Record<keyof typeof accountKo, string> = {
  'account.userMenu.toggle': 'User menu: {name}',
  'account.userMenu.greeting': '{name}',
  'account.org.imageAlt': 'Image of {name}',
  'account.org.noImage': 'No institution image',
  'account.org.status': 'Operation status',
  'account.org.changeImage': 'Change image',
  'account.org.deleteImage': 'Delete image',
  'account.org.imageHint': 'png, jpg or jpeg file, up to 1MB',
  'account.org.uploaded': 'The institution image has been changed.',
  'account.org.deleted': 'The image of {name} has been deleted.',
  'account.org.deleteFailed': 'Please try again in a moment.',
  'account.password.title': 'Change password',
  'account.password.old': 'Current password',
  'account.password.new': 'New password',
  'account.password.confirm': 'Confirm new password',
  'account.password.submit': 'Change password',
  'account.password.submitting': 'Changing…',
};
