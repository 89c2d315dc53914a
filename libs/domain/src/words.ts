import type { MessageKey, MessageParams } from './i18n/messages';

// Words refused in names (user, group, institution, content names), matched as
// case-insensitive substrings. '관리자' = administrator.
export const BANNED_NAME_WORDS = ['admin', 'test', 'sample', 'system', 'sysop', '관리자'] as const;
// Restricted words: 테스트 test, 광고 advertisement, 홍보 promotion, 무료 free, 할인 discount.
// They fail the name check too, unless the caller allows them (e.g. for a provider admin).
export const RESTRICTED_NAME_WORDS = ['테스트', '광고', '홍보', '무료', '할인', 'preview'] as const;

export type NameWordKind = 'banned' | 'restricted';

/** What the checked text is: a name (person, institution, group) or a user id; the message names it. */
export type NameField = 'name' | 'userId';

const WORD_MESSAGE_KEYS: Record<NameField, Record<NameWordKind, MessageKey>> = {
  name: { banned: 'name.bannedWord', restricted: 'name.restrictedWord' },
  userId: { banned: 'userId.bannedWord', restricted: 'userId.restrictedWord' },
};

export type NameCheck =
  | { ok: true }
  | { ok: false; kind: NameWordKind; word: string; messageKey: MessageKey; params: MessageParams };

// NFC first: Korean typed on macOS can arrive decomposed (NFD) and would slip past a plain match.
function normalise(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

function findWord(text: string, words: readonly string[]): string | null {
  const haystack = normalise(text);
  return words.find((word) => haystack.includes(word)) ?? null;
}

/** The first banned word (in list order) contained in the text, or null. */
export function findBannedWord(text: string): string | null {
  return findWord(text, BANNED_NAME_WORDS);
}

/** The first restricted word (in list order) contained in the text, or null. */
export function findRestrictedWord(text: string): string | null {
  return findWord(text, RESTRICTED_NAME_WORDS);
}

/** A refusal naming the word found and its message. */
function refused(kind: NameWordKind, word: string, messageKey: MessageKey) {
  return { ok: false as const, kind, word, messageKey, params: { word } };
}

/** Banned words are checked first; restricted words unless options.allowRestricted. */
export function checkName(text: string, options: { allowRestricted?: boolean; field?: NameField } = {}): NameCheck {
  const keys = WORD_MESSAGE_KEYS[options.field ?? 'name'];
  const banned = findBannedWord(text);
  if (banned) return refused('banned', banned, keys.banned);
  const restricted = options.allowRestricted ? null : findRestrictedWord(text);
  if (restricted) return refused('restricted', restricted, keys.restricted);
  return { ok: true };
}

// Content titles, gallery entries and group names (docs/api-guide.md "Names"): banned words are
// refused; a restricted word is accepted only when the request confirms it (the header
// RESTRICTED_WORD_CONFIRM_HEADER: Y, after the screen asked the user) and the use is listed to
// the provider's operators for review. Ids, person names and institution names keep refusing
// restricted words (checkName).

/** Request fields holding a content title, gallery entry or group name. */
export const CONTENT_NAME_FIELDS = [
  'lyrNm',
  'userMapSj',
  'webappTmplatSj',
  'mapGaleSj',
  'cntntsSj',
  'groupNm',
] as const;

/** The request header that confirms a restricted word in a content name (value 'Y'). */
export const RESTRICTED_WORD_CONFIRM_HEADER = 'X-Restricted-Word-Confirm';

export type ContentNameCheck =
  | { ok: true; restrictedWord: string | null }
  | { ok: false; kind: NameWordKind; word: string; messageKey: MessageKey; params: MessageParams };

/** The content-name rule: banned refused; restricted refused unless confirmed (then ok with the word to flag). */
export function checkContentName(text: string, options: { confirmed?: boolean } = {}): ContentNameCheck {
  const banned = findBannedWord(text);
  if (banned) return refused('banned', banned, 'name.bannedWord');
  const restricted = findRestrictedWord(text);
  if (restricted && !options.confirmed) return refused('restricted', restricted, 'name.restrictedWordConfirm');
  return { ok: true, restrictedWord: restricted };
}
