// UI strings of the public notice lists and detail (/notice, institution notices) and popup notices.
// Merged into the catalog (i18n/ko.ts, en.ts). English is typed by the Korean keys.
export const noticesKo = {
  'web.notice.title': '공지사항',
  'web.notice.listLabel': '공지사항 목록',
  'web.notice.col.no': '번호',
  'web.notice.col.title': '제목',
  'web.notice.col.views': '조회수',
  'web.notice.col.date': '등록일',
  'web.notice.empty': '등록된 공지사항이 없습니다.',
  'web.notice.loadFailed': '공지사항을 불러오지 못했습니다.',
  'web.notice.pages': '공지사항 페이지',
  'web.notice.notFound': '공지사항을 찾을 수 없습니다.',
  'web.notice.back': '목록으로',
  'web.notice.meta': '등록일 {date} · 조회수 {views}',
  'web.notice.popup.label': '공지 팝업',
  'web.notice.popup.hideToday': '오늘 하루 보지 않기',
  'web.notice.popup.close': '닫기',
  'web.notice.files': '첨부파일',
} satisfies Record<string, string>;

export const noticesEn: Record<keyof typeof noticesKo, string> = {
  'web.notice.title': 'Notices',
  'web.notice.listLabel': 'Notice list',
  'web.notice.col.no': 'No.',
  'web.notice.col.title': 'Title',
  'web.notice.col.views': 'Views',
  'web.notice.col.date': 'Registered',
  'web.notice.empty': 'There are no notices.',
  'web.notice.loadFailed': 'The notices could not be loaded.',
  'web.notice.pages': 'Notice pages',
  'web.notice.notFound': 'The notice could not be found.',
  'web.notice.back': 'Back to the list',
  'web.notice.meta': 'Registered {date} · {views} views',
  'web.notice.popup.label': 'Notice popup',
  'web.notice.popup.hideToday': "Don't show again today",
  'web.notice.popup.close': 'Close',
  'web.notice.files': 'Attachments',
};
