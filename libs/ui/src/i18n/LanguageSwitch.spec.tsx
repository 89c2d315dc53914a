import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '../overlay/spec-render';
import { LANGUAGE_STORAGE_KEY } from './language';
import { LanguageSwitch } from './LanguageSwitch';

describe('LanguageSwitch', () => {
  afterEach(() => window.localStorage.clear());

  it('is a labelled group of toggle buttons, the current language pressed', () => {
    renderInApp(<LanguageSwitch />);

    expect(screen.getByRole('group', { name: '언어 선택' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '한국어' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
  });

  it('changes the language, <html lang> and the stored choice', async () => {
    const user = userEvent.setup();
    renderInApp(<LanguageSwitch />);

    await user.click(screen.getByRole('button', { name: 'English' }));

    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '한국어' })).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });
});
