import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../test/fake-api';
import { renderApp } from '../test/render-app';

describe('HomePage', () => {
  it('shows the product name, its description and the service status panel', async () => {
    renderApp({ fetch: fakeApi() });

    expect(screen.getByRole('heading', { level: 1, name: '누리지도' })).toBeInTheDocument();
    expect(screen.getByText(/누리지도는 기관이 요금제를 구독하고/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '서비스 상태' })).toBeInTheDocument();
    expect(await screen.findByText('버전 1.2.3')).toBeInTheDocument();
  });

  it('renders in English when English is the chosen language', () => {
    renderApp({ fetch: fakeApi(), language: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Nuri Map' })).toBeInTheDocument();
  });

  it('renders the not-found page inside the app for unknown routes', async () => {
    // '/some' is an institution code the API does not know: it says so, then the page is not found.
    const user = userEvent.setup();
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp({ fetch: fakeApi(), route: '/some/route' });

    await user.click(await screen.findByRole('button', { name: '확인' }));
    expect(log).toHaveBeenCalledWith(expect.stringContaining('institution-user menu'), expect.anything());
    log.mockRestore();
    expect(screen.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '처음으로' })).toHaveAttribute('href', '/');
  });

  it('renders the not-found page for an unknown route of an institution', async () => {
    renderApp({ fetch: fakeApi(), route: '/openbiz/some/route' });
    expect(await screen.findByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '처음으로' })).toHaveAttribute('href', '/');
  });
});
