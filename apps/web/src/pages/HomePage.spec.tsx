import { screen } from '@testing-library/react';
import { envelope, fakeFetch } from '@nuri/ui/testing';
import { renderApp } from '../test/render-app';

describe('HomePage', () => {
  it('shows the product name, its description and the service status panel', async () => {
    renderApp({ fetch: fakeFetch(() => envelope(200, { status: 'ok', version: '1.2.3', checks: { db: { status: 'up' } } })) });

    expect(screen.getByRole('heading', { level: 1, name: '누리지도' })).toBeInTheDocument();
    expect(screen.getByText(/누리지도는 기관이 요금제를 구독하고/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '서비스 상태' })).toBeInTheDocument();
    expect(await screen.findByText('버전 1.2.3')).toBeInTheDocument();
  });

  it('renders in English when English is the chosen language', () => {
    renderApp({ fetch: fakeFetch(() => envelope(200, null)), language: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Nuri Map' })).toBeInTheDocument();
  });

  it('renders the not-found page inside the app for unknown routes', () => {
    renderApp({ fetch: fakeFetch(() => envelope(200, null)), route: '/some/route' });
    expect(screen.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '처음으로' })).toHaveAttribute('href', '/');
  });
});
