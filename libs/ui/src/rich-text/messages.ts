// UI strings of the rich-text editor, merged into the @nuri/ui catalog (i18n/ko.ts, i18n/en.ts).
export const richTextKo = {
  'richText.toolbar': '서식 도구',
  'richText.bold': '굵게',
  'richText.italic': '기울임',
  'richText.underline': '밑줄',
  'richText.strike': '취소선',
  'richText.heading': '소제목',
  'richText.bulletList': '글머리 기호 목록',
  'richText.orderedList': '번호 목록',
  'richText.quote': '인용',
  'richText.undo': '실행 취소',
  'richText.redo': '다시 실행',
  'richText.loading': '편집기를 불러오는 중…',
} as const;

export const richTextEn: Record<keyof typeof richTextKo, string> = {
  'richText.toolbar': 'Formatting',
  'richText.bold': 'Bold',
  'richText.italic': 'Italic',
  'richText.underline': 'Underline',
  'richText.strike': 'Strikethrough',
  'richText.heading': 'Subheading',
  'richText.bulletList': 'Bulleted list',
  'richText.orderedList': 'Numbered list',
  'richText.quote': 'Quote',
  'richText.undo': 'Undo',
  'richText.redo': 'Redo',
  'richText.loading': 'Loading the editor…',
};
