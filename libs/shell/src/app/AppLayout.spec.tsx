import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { envelope, fakeFetch, renderWithServices } from '../testing';
import { AppLayout } from './AppLayout';
import { NotFoundPage } from './NotFoundPage';

function Routed() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<h1>홈</h1>} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

describe('AppLayout', () => {
  const fetch = fakeFetch(() => envelope(200, null));

  it("shows the app's name as brand link and page title, a skip link and the main region", () => {
    renderWithServices(<Routed />, { fetch });

    expect(screen.getByRole('link', { name: '테스트 앱' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('테스트 앱');
    expect(screen.getByRole('link', { name: '본문 바로가기' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1, name: '홈' }));
    expect(screen.getByRole('group', { name: '언어 선택' })).toBeInTheDocument();
  });

  it('shows the not-found page, with a link home, inside the layout', () => {
    renderWithServices(<Routed />, { fetch, route: '/nowhere', language: 'en' });

    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Test app');
  });
});
