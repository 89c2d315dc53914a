import { MESSAGES, placeholdersOf } from '@nuri/domain';
import { mergeResources, UI_MESSAGES } from './catalog';

describe('shared UI catalogue', () => {
  it('has the same keys and placeholders in Korean and English', () => {
    const { ko, en } = UI_MESSAGES;
    expect(Object.keys(en).sort()).toEqual(Object.keys(ko).sort());
    for (const key of Object.keys(ko) as (keyof typeof ko)[]) {
      expect([key, placeholdersOf(en[key]).sort()]).toEqual([key, placeholdersOf(ko[key]).sort()]);
    }
  });

  it('does not redefine a key of the domain catalogue', () => {
    const clashes = Object.keys(UI_MESSAGES.ko).filter((key) => key in MESSAGES.ko);
    expect(clashes).toEqual([]);
  });
});

describe('mergeResources', () => {
  const app = {
    ko: { 'app.name': '앱', 'status.title': '앱의 상태' },
    en: { 'app.name': 'App', 'status.title': 'App status' },
  };

  it('merges the domain catalogue, the shared strings and the app strings per language', () => {
    const resources = mergeResources(app);
    expect(resources.ko.translation['error.title']).toBe('오류 안내');
    expect(resources.ko.translation['language.label']).toBe('언어 선택');
    expect(resources.en.translation['app.name']).toBe('App');
  });

  it("lets the app's own strings win", () => {
    expect(mergeResources(app).en.translation['status.title']).toBe('App status');
  });
});
