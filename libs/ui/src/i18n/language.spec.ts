import { detectLanguage, LANGUAGE_STORAGE_KEY } from './language';

describe('detectLanguage', () => {
  afterEach(() => window.localStorage.clear());

  it('is Korean by default', () => {
    expect(detectLanguage('', window.localStorage)).toBe('ko');
  });

  it('takes the stored choice', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(detectLanguage('', window.localStorage)).toBe('en');
  });

  it('lets ?lang= win over the stored choice and ignores unknown languages', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ko');
    expect(detectLanguage('?lang=en', window.localStorage)).toBe('en');
    expect(detectLanguage('?lang=fr', window.localStorage)).toBe('ko');
  });

  it('survives a storage that throws', () => {
    const broken = { getItem: () => { throw new Error('denied'); } } as unknown as Storage;
    expect(detectLanguage('', broken)).toBe('ko');
  });
});
