import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_STORAGE_KEY } from '@nuri/shell';
import { envelope, fakeFetch } from '@nuri/shell/testing';
import { fakeApi } from './test/fake-api';
import { renderApp } from './test/render-app';

const topLevelNames = (nav: HTMLElement) =>
  Array.from(nav.querySelectorAll('.top-menu__list > li'), (li) => li.firstElementChild?.firstChild?.textContent);

describe('web app systems', () => {
  afterEach(() => window.localStorage.clear());

  it('is the provider-user system at /: top menu, user menu and footer', async () => {
    renderApp({ fetch: fakeApi() });

    const nav = await screen.findByRole('navigation', { name: '주 메뉴' });
    expect(topLevelNames(nav)).toEqual(['서비스 소개', '서비스 랩', '갤러리', '고객지원', '요금 정책']);
    expect(within(nav).getByRole('link', { name: '서비스 소개' })).toHaveAttribute('href', '/userGuide');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: '회원가입' })).toHaveAttribute('href', '/join');
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: '이용약관' })).toHaveAttribute(
      'href',
      '/terms?termsType=userTerms',
    );
  });

  it("is the institution-user system at /:insttCode, its menu under the institution's code", async () => {
    renderApp({ fetch: fakeApi(), route: '/openbiz' });

    expect(screen.getByRole('heading', { level: 1, name: 'openbiz' })).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: '주 메뉴' });
    expect(within(nav).getByRole('link', { name: '갤러리' })).toHaveAttribute('href', '/openbiz/gallery');
    expect(within(nav).queryByRole('link', { name: '서비스 소개' })).not.toBeInTheDocument();
  });

  it("keeps /gallery for the provider-user gallery (the provider's own, galleryType product)", async () => {
    const menus = fakeApi();
    const fetch = fakeFetch((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/mapgallery') return envelope(200, { content: [], totalElements: 0, pageIndex: 1, pageSize: 12, last: true });
      if (path === '/api/mapgallery/count') return envelope(200, { total: 0, map: 0, app: 0 });
      return menus(request);
    });
    renderApp({ fetch, route: '/gallery' });

    expect(await screen.findByRole('heading', { level: 1, name: '누리지도 갤러리' })).toBeInTheDocument();
    expect(await screen.findByText('갤러리에 등록된 지도가 없습니다.')).toBeInTheDocument();
    const list = fetch.requests.map((r) => new URL(r.url)).find((u) => u.pathname === '/api/mapgallery');
    expect(list?.searchParams.get('galleryType')).toBe('product');
    const nav = await screen.findByRole('navigation', { name: '주 메뉴' });
    expect(within(nav).getByRole('link', { name: '갤러리' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '요금 정책' })).toHaveAttribute('href', '/pricesPolicy');
  });

  it('shows the signed-in member with my page at their institution', async () => {
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ userId: 'kim', userNm: '김누리', userSeCode: 12, insttCode: 'openbiz' }),
    );
    renderApp({ fetch: fakeApi() });

    await userEvent.setup().click(screen.getByRole('button', { name: '사용자 메뉴: 김누리 님' }));
    expect(await screen.findByRole('link', { name: '마이페이지' })).toHaveAttribute('href', '/openbiz/myPage');
    expect(screen.queryByRole('link', { name: '로그인' })).not.toBeInTheDocument();
  });
});
