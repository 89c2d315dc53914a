import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '../test/fake-api';
import { renderApp } from '../test/render-app';

describe('HomePage', () => {
  it('shows what the service does, a call to start, gallery highlights, notices and plans', async () => {
    renderApp({ fetch: fakeApi() });

    expect(screen.getByRole('heading', { level: 1, name: '누리지도' })).toBeInTheDocument();
    expect(screen.getByText(/누리지도는 기관이 요금제를 구독하고/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '무료로 시작하기' })).toHaveAttribute('href', '/join');
    expect(screen.getByRole('heading', { level: 2, name: '누리지도로 할 수 있는 일' })).toBeInTheDocument();

    const gallery = screen.getByRole('region', { name: '지도 갤러리' });
    const thumbnail = await within(gallery).findByRole('img', { name: '서울 공원 지도 미리보기' });
    expect(thumbnail).toHaveAttribute('src', '/api/mapgallery/7/thumbnail');
    expect(within(gallery).getByRole('link', { name: /서울 공원 지도/ })).toHaveAttribute(
      'href',
      '/gallery/7',
    );
    expect(within(gallery).getByText('누리지도 · 조회 1200')).toBeInTheDocument();

    const notices = screen.getByRole('region', { name: '공지사항' });
    expect(await within(notices).findByRole('link', { name: '서비스 점검 안내' })).toHaveAttribute(
      'href',
      '/notice/31',
    );
    const plans = screen.getByRole('region', { name: '요금제' });
    expect(await within(plans).findByText('월 300,000원부터')).toBeInTheDocument();
    expect(within(plans).getByText('10명 · 50GB 포함')).toBeInTheDocument();
    // The service status is the operator's (admin dashboard), not the public's.
    expect(screen.queryByRole('heading', { name: '서비스 상태' })).not.toBeInTheDocument();
  });

  it('renders in English when English is the chosen language', () => {
    renderApp({ fetch: fakeApi(), language: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Nuri Map' })).toBeInTheDocument();
  });

  it('renders the not-found page inside the app for unknown routes', async () => {
    // '/some' is an institution code the API does not know: the page is not found, shown alone
    // (no error dialog on top of it).
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp({ fetch: fakeApi(), route: '/some/route' });

    expect(await screen.findByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeInTheDocument();
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith(expect.stringContaining('institution-user menu'), expect.anything()),
    );
    log.mockRestore();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '처음으로' })).toHaveAttribute('href', '/');
  });

  it('renders the not-found page for an unknown route of an institution', async () => {
    renderApp({ fetch: fakeApi(), route: '/openbiz/some/route' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '처음으로' })).toHaveAttribute('href', '/');
  });
});
