import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_STORAGE_KEY } from '@nuri/ui';
import { envelope, fakeFetch } from '@nuri/shell/testing';
import { renderApp } from '../test/render-app';

const HEALTH = { status: 'ok', version: '0.1.0', checks: { db: { status: 'up' } } };

describe('language switch', () => {
  afterEach(() => window.localStorage.clear());

  it('switches the page from Korean to English and keeps the choice', async () => {
    const user = userEvent.setup();
    renderApp({ fetch: fakeFetch(() => envelope(200, HEALTH)) });

    expect(screen.getByRole('heading', { level: 1, name: '관리자 홈' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '누리지도 관리자' })).toBeInTheDocument();
    expect(screen.getByText(/플랫폼 관리자와 기관 관리자를 위한/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '한국어' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'English' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Admin home' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nuri Map Admin' })).toBeInTheDocument();
    expect(screen.getByText(/The Nuri Map administration/)).toBeInTheDocument();
    expect(screen.queryByText('관리자 홈')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.title).toBe('Nuri Map Admin');
  });
});
