import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_STORAGE_KEY } from '@nuri/ui';
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

  it('keeps /gallery for the provider-user gallery, shown as a screen in preparation', async () => {
    renderApp({ fetch: fakeApi(), route: '/gallery' });

    expect(await screen.findByRole('heading', { level: 1, name: '갤러리' })).toBeInTheDocument();
    expect(screen.getByText('준비 중인 화면')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: '주 메뉴' });
    expect(within(nav).getByRole('link', { name: '갤러리' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '요금 정책' })).toHaveAttribute('href', '/pricesPolicy');
  });

  it('shows the signed-in member with my page at their institution', async () => {
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ userId: 'kim', userNm: '김누리', userSeCode: 12, insttCode: 'openbiz' }),
    );
    renderApp({ fetch: fakeApi() });

    await userEvent.setup().click(screen.getByRole('button', { name: '사용자 메뉴: 김누리' }));
    expect(await screen.findByRole('link', { name: '마이페이지' })).toHaveAttribute('href', '/openbiz/myPage');
    expect(screen.queryByRole('link', { name: '로그인' })).not.toBeInTheDocument();
  });
});
