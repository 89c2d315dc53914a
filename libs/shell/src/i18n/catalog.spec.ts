import { MESSAGES, placeholdersOf } from '@nuri/domain';
import { UI_MESSAGES } from '@nuri/ui';
import { SHELL_MESSAGES, withShellMessages } from './catalog';

describe('app shell catalogue', () => {
  it('has the same keys and placeholders in Korean and English', () => {
    const { ko, en } = SHELL_MESSAGES;
    expect(Object.keys(en).sort()).toEqual(Object.keys(ko).sort());
    for (const key of Object.keys(ko) as (keyof typeof ko)[]) {
      expect([key, placeholdersOf(en[key]).sort()]).toEqual([key, placeholdersOf(ko[key]).sort()]);
    }
  });

  it('does not redefine a key of the domain or the kit catalogue', () => {
    const clashes = Object.keys(SHELL_MESSAGES.ko).filter((key) => key in MESSAGES.ko || key in UI_MESSAGES.ko);
    expect(clashes).toEqual([]);
  });

  it("puts the app's strings over the shell's", () => {
    const merged = withShellMessages({
      ko: { 'app.name': '앱', 'status.title': '앱의 상태' },
      en: { 'app.name': 'App', 'status.title': 'App status' },
    });
    expect(merged.ko['status.title']).toBe('앱의 상태');
    expect(merged.en['notFound.home']).toBe('Go to home');
  });
});
