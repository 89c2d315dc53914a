import {
  BANNED_NAME_WORDS,
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
