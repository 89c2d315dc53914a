import { en } from './en';
import { ko } from './ko';
import { formatMessage, isMessageKey, MESSAGES, placeholdersOf, translate } from './messages';

describe('message catalog', () => {
  const koKeys = Object.keys(ko).sort();
  const enKeys = Object.keys(en).sort();

  it('has the same keys in Korean and English', () => {
    expect(enKeys).toEqual(koKeys);
  });

  it('uses the same placeholders in both languages for every key', () => {
    for (const key of koKeys as (keyof typeof ko)[]) {
      expect([key, placeholdersOf(en[key]).sort()]).toEqual([key, placeholdersOf(ko[key]).sort()]);
    }
  });

  it('has no empty texts', () => {
    for (const locale of ['ko', 'en'] as const) {
      for (const [key, text] of Object.entries(MESSAGES[locale]))
        expect([key, text.trim().length > 0]).toEqual([key, true]);
    }
  });

  it('keys are dotted lower camel', () => {
    for (const key of koKeys) expect(key).toMatch(/^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$/);
  });

  it('holds the spec texts in English', () => {
    expect(en['error.sessionEnded']).toBe('The session has ended. Log in again.');
    expect(en['error.requestCanceled']).toBe('Request canceled');
    expect(en['error.title']).toBe('Error notice');
    expect(en['password.checkFormat']).toBe('Check the password format.');
    expect(en['date.mustBeAfter']).toBe('{field} must be set after {limit}({date}).');
    expect(ko['error.sessionEnded']).toBe('세션이 종료되었습니다. 다시 로그인해 주세요.');
  });
});

describe('formatMessage', () => {
  it('replaces named placeholders, repeated ones too', () => {
    expect(formatMessage('{a} and {b} and {a}', { a: 'x', b: 2 })).toBe('x and 2 and x');
  });

  it('keeps unknown placeholders visible', () => {
    expect(formatMessage('hello {name}', {})).toBe('hello {name}');
  });

  it('formats 0 rather than dropping it', () => {
    expect(formatMessage('{n} left', { n: 0 })).toBe('0 left');
  });
});

describe('translate', () => {
  it('defaults to Korean and formats parameters', () => {
    expect(translate('thumbnail.sizeExceeded', { size: '1.5MB' })).toBe(
      '썸네일 용량은 1MB로 제한됩니다. (현재 용량: 1.5MB)',
    );
    expect(
      translate('date.mustBeBefore', { field: 'End date', limit: 'Today', date: '2024-03-15' }, 'en'),
    ).toBe('End date must be set before Today(2024-03-15).');
  });

  it('recognises catalog keys only', () => {
    expect(isMessageKey('error.noPermission')).toBe(true);
    expect(isMessageKey('error.nope')).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
  });
});
