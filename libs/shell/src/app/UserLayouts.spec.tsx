import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SystemType } from '@nuri/domain';
import { Route, Routes } from 'react-router-dom';
import { InstitutionProfileProvider } from '../account/institution-profile';
import { SessionProvider } from '../account/session-context';
import { createSessionStore, type SessionStore } from '../account/session-store';
import { MENUS } from '../nav/menu-fixtures';
import type { MenuItem } from '../nav/menu.types';
import { menuQueryKey } from '../nav/use-menu';
import { LocationProbe } from '../nav/render-nav';
import { envelope, fakeFetch, renderWithServices } from '../testing';
import type { Language } from '@nuri/ui';
import { LogoutRoute } from './LogoutRoute';
import { SystemRoutePage } from './SystemRoutePage';
import { InstitutionLayout, PublicLayout } from './UserLayouts';

/** The menu API: the fixture trees for openbiz and the provider; 404 for other institutions. */
function menuApi(menus: Record<SystemType, MenuItem[]> = MENUS) {
  return fakeFetch((request) => {
    const url = new URL(request.url);
    if (url.pathname !== '/api/menu') return envelope(404, '없는 주소입니다.');
    const insttCode = url.searchParams.get('insttCode');
    if (insttCode && insttCode !== 'openbiz') return envelope(404, '요청한 정보를 찾을 수 없습니다.');
    return envelope(200, menus[url.searchParams.get('systemType') as SystemType]);
  });
}

interface RenderOptions {
  fetch?: ReturnType<typeof fakeFetch>;
  language?: Language;
  store?: SessionStore;
}

function renderWeb(route: string, { fetch = menuApi(), language, store = createSessionStore() }: RenderOptions = {}) {
  const view = renderWithServices(
    <SessionProvider store={store}>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route index element={<h1>홈</h1>} />
          <Route path="logout" element={<LogoutRoute />} />
          <Route path="*" element={<SystemRoutePage />} />
        </Route>
        <Route path=":insttCode" element={<InstitutionLayout />}>
          <Route index element={<h1>기관 홈</h1>} />
          <Route path="*" element={<SystemRoutePage />} />
        </Route>
      </Routes>
      <LocationProbe />
    </SessionProvider>,
    { fetch, route, language },
  );
  return { ...view, fetch };
}

const menuRequests = (fetch: ReturnType<typeof fakeFetch>) =>
  fetch.requests.map((r) => new URL(r.url)).filter((u) => u.pathname === '/api/menu').map((u) => u.search);

describe('PublicLayout (provider-user system)', () => {
  it('has the landmarks, and the top menu only once the menu has loaded', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = fakeFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { container } = renderWeb('/', { fetch });

    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('link', { name: '테스트 앱' }));
    expect(screen.getByRole('main')).toHaveTextContent('홈');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(container.querySelector('#main-wrapper')).toContainElement(screen.getByRole('main'));
    expect(screen.queryByRole('navigation', { name: '주 메뉴' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '갤러리' })).not.toBeInTheDocument();

    await waitFor(() => expect(fetch.requests).toHaveLength(1));
    expect(screen.queryByRole('navigation', { name: '주 메뉴' })).not.toBeInTheDocument();
    await act(async () => answer(envelope(200, MENUS['provider-user'])));

    const nav = await screen.findByRole('navigation', { name: '주 메뉴' });
    expect(within(nav).getByRole('link', { name: '갤러리' })).toHaveAttribute('href', '/gallery');
    expect(menuRequests(fetch)).toEqual(['?systemType=provider-user']);
  });

  it('renders no menu when the menu fails to load, and logs it', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWeb('/', { fetch: fakeFetch(() => envelope(500, null)) });

    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith(expect.stringContaining('provider-user menu'), expect.anything()),
    );
    expect(screen.queryByRole('navigation', { name: '주 메뉴' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('홈');
    log.mockRestore();
  });

  it('shows the preparing page, naming the menu, for a menu route without a screen', async () => {
    renderWeb('/pricesPolicy');
    expect(await screen.findByRole('heading', { level: 1, name: '요금 정책' })).toBeInTheDocument();
    expect(screen.getByText('준비 중인 화면')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '요금 정책' })).toHaveAttribute('aria-current', 'page');
  });

  it('switches the header style on login, join, idpwfind and passwordChange', async () => {
    const { container, services } = renderWeb('/login');
    const layout = () => container.querySelector('.app-layout');
    // Once the menu has loaded, the plain header still shows neither menu nor user menu.
    await waitFor(() =>
      expect(services.queryClient.getQueryState(menuQueryKey('provider-user'))?.status).toBe('success'),
    );
    expect(layout()).toHaveClass('app-layout--header-plain');
    expect(screen.getByRole('heading', { level: 1, name: '로그인' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '주 메뉴' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '회원가입' })).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('link', { name: '처음 화면으로' }));
    expect(layout()).toHaveClass('app-layout--header-default');
    expect(layout()).not.toHaveClass('app-layout--header-plain');
    expect(await screen.findByRole('navigation', { name: '주 메뉴' })).toBeInTheDocument();
  });

  it('titles the terms page by its termsType', () => {
    renderWeb('/terms?termsType=privacyPolicy');
    expect(screen.getByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeInTheDocument();
  });

  it('shows the signed-in user, and /logout ends the session and goes home', async () => {
    const store = createSessionStore();
    store.signIn({ userId: 'kim', userNm: '김누리', userSeCode: 12, insttCode: 'openbiz' });
    renderWeb('/logout', { store });

    expect(await screen.findByRole('heading', { level: 1, name: '홈' })).toBeInTheDocument();
    expect(store.getSnapshot().userId).toBeNull();
    expect(screen.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login');
  });
});

describe('InstitutionLayout (institution-user system)', () => {
  it("loads the institution's menu and prefixes its routes with the institution code", async () => {
    const { fetch } = renderWeb('/openbiz/gallery');

    const nav = await screen.findByRole('navigation', { name: '주 메뉴' });
    expect(within(nav).getByRole('link', { name: '갤러리' })).toHaveAttribute('href', '/openbiz/gallery');
    expect(within(nav).getByRole('link', { name: '갤러리' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: '갤러리' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /테스트 앱/ })).toHaveAttribute('href', '/openbiz');
    expect(menuRequests(fetch)).toEqual(['?systemType=institution-user&insttCode=openbiz']);
  });

  it('refuses a reserved route name: /gallery stays the provider-user gallery', async () => {
    const { fetch } = renderWeb('/gallery');

    expect(await screen.findByRole('heading', { level: 1, name: '갤러리' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: '주 메뉴' });
    expect(within(nav).getByRole('link', { name: '갤러리' })).toHaveAttribute('href', '/gallery');
    expect(within(nav).getByRole('button', { name: '서비스 랩' })).toBeInTheDocument();
    expect(menuRequests(fetch)).toEqual(['?systemType=provider-user']);
  });

  it('shows the main-site not-found page, alone, for an institution the menu API does not know', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWeb('/nowhere/gallery');

    expect(await screen.findByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeInTheDocument();
    // The 404 is the page's own: no error dialog on top of it.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '테스트 앱' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: '주 메뉴' })).not.toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('shows the not-found page, asking nothing, for a segment that cannot be an institution code', async () => {
    const { fetch } = renderWeb('/Not.A-Code/gallery');
    expect(screen.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: '주 메뉴' })).toBeInTheDocument();
    expect(menuRequests(fetch)).toEqual(['?systemType=provider-user']);
  });

  it('shows the not-found page for a route outside the menu', async () => {
    renderWeb('/openbiz/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '주 메뉴' })).toBeInTheDocument();
  });

  it("shows the institution's name when the app can read it, and English menu names", async () => {
    renderWithServices(
      <InstitutionProfileProvider load={async (insttCode) => ({ insttCode, insttNm: '오픈비즈' })}>
        <Routes>
          <Route path=":insttCode" element={<InstitutionLayout />}>
            <Route index element={<p>기관 홈</p>} />
          </Route>
        </Routes>
      </InstitutionProfileProvider>,
      { fetch: menuApi(), route: '/openbiz', language: 'en' },
    );
    expect(await screen.findByRole('link', { name: 'Test app 오픈비즈' })).toHaveAttribute('href', '/openbiz');
    expect(await screen.findByRole('button', { name: 'Map' })).toBeInTheDocument();
  });
});
