import {
  BANNED_NAME_WORDS,
  checkContentName,
  checkName,
  findBannedWord,
  findRestrictedWord,
  RESTRICTED_NAME_WORDS,
} from './words';

function mixCase(word: string): string {
  return Array.from(word, (c, i) => (i % 2 === 0 ? c.toUpperCase() : c.toLowerCase())).join('');
}

describe('banned and restricted words', () => {
  it('lists the spec words', () => {
    expect(BANNED_NAME_WORDS).toEqual(['admin', 'test', 'sample', 'system', 'sysop', '관리자']);
    expect(RESTRICTED_NAME_WORDS).toEqual(['테스트', '광고', '홍보', '무료', '할인', 'preview']);
  });

  it.each(BANNED_NAME_WORDS.map((w) => [w]))('finds banned %p in mixed case inside a name', (word) => {
    const name = `my ${mixCase(word)} map`;
    expect(findBannedWord(name)).toBe(word);
    expect(checkName(name)).toEqual({
      ok: false,
      kind: 'banned',
      word,
      messageKey: 'name.bannedWord',
      params: { word },
    });
  });

  it.each(RESTRICTED_NAME_WORDS.map((w) => [w]))(
    'finds restricted %p in mixed case inside a name',
    (word) => {
      const name = `${mixCase(word)}지도`;
      expect(findRestrictedWord(name)).toBe(word);
      expect(findBannedWord(name)).toBeNull();
      expect(checkName(name)).toMatchObject({
        ok: false,
        kind: 'restricted',
        word,
        messageKey: 'name.restrictedWord',
      });
    },
  );

  it('accepts ordinary names', () => {
    expect(checkName('서울시 공원 지도')).toEqual({ ok: true });
    expect(checkName('Seoul parks')).toEqual({ ok: true });
  });

  it('names the id rule, not a name rule, when the text is a user id', () => {
    expect(checkName('admin7', { field: 'userId' })).toEqual({
      ok: false,
      kind: 'banned',
      word: 'admin',
      messageKey: 'userId.bannedWord',
      params: { word: 'admin' },
    });
    expect(checkName('preview1', { field: 'userId' })).toMatchObject({ messageKey: 'userId.restrictedWord' });
  });

  it('reports banned before restricted', () => {
    expect(checkName('무료 Admin 지도')).toMatchObject({ kind: 'banned', word: 'admin' });
  });

  it('lets restricted words through when allowed, never banned ones', () => {
    expect(checkName('무료 지도', { allowRestricted: true })).toEqual({ ok: true });
    expect(checkName('sysop 지도', { allowRestricted: true })).toMatchObject({ kind: 'banned' });
  });

  it('matches decomposed (NFD) Korean text', () => {
    expect(findBannedWord('관리자'.normalize('NFD'))).toBe('관리자');
  });
});

describe('checkContentName', () => {
  it('refuses banned words even when confirmed', () => {
    expect(checkContentName('Admin 지도', { confirmed: true })).toMatchObject({
      ok: false,
      kind: 'banned',
      word: 'admin',
      messageKey: 'name.bannedWord',
    });
  });

  it('refuses a restricted word without the confirmation and accepts it with one, naming the word', () => {
    expect(checkContentName('무료 주차장')).toMatchObject({
      ok: false,
      kind: 'restricted',
      word: '무료',
      messageKey: 'name.restrictedWordConfirm',
    });
    expect(checkContentName('무료 주차장', { confirmed: true })).toEqual({
      ok: true,
      restrictedWord: '무료',
    });
    expect(checkContentName('공원 지도')).toEqual({ ok: true, restrictedWord: null });
  });
});
