import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_STORAGE_KEY } from '@nuri/ui';
import { fakeApi } from '../test/fake-api';
import { renderApp } from '../test/render-app';

describe('language switch', () => {
  afterEach(() => window.localStorage.clear());

  it('switches the page from Korean to English and keeps the choice', async () => {
    const user = userEvent.setup();
    renderApp({ fetch: fakeApi() });

    expect(screen.getByRole('heading', { level: 1, name: '누리지도' })).toBeInTheDocument();
    expect(await screen.findByText('월 300,000원부터')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '갤러리' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '한국어' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'English' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Nuri Map' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Map gallery' })).toBeInTheDocument();
    expect(screen.getByText('From KRW 300,000 a month')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', '/gallery');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.queryByText('누리지도')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.title).toBe('Nuri Map');
  });
});
