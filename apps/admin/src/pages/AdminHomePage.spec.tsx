import { screen } from '@testing-library/react';
import { envelope, fakeFetch } from '@nuri/shell/testing';
import { renderApp } from '../test/render-app';

describe('AdminHomePage', () => {
  it('is the admin landing, without the service status (the operator dashboard shows it)', async () => {
    const health = {
      status: 'ok',
      version: '1.2.3',
      checks: { db: { status: 'up' }, gdal: { status: 'up' } },
    };
    renderApp({ fetch: fakeFetch(() => envelope(200, health)) });

    expect(screen.getByRole('heading', { level: 1, name: '관리자 홈' })).toBeInTheDocument();
    expect(screen.getByText(/플랫폼 관리자와 기관 관리자를 위한/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '누리지도 관리자' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '서비스 상태' })).not.toBeInTheDocument();
  });

  it('renders the not-found page inside the app for unknown routes', () => {
    renderApp({ fetch: fakeFetch(() => envelope(200, null)), route: '/some/route' });
    expect(screen.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '처음으로' })).toHaveAttribute('href', '/');
  });
});
