import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_STORAGE_KEY, type SessionUser } from '@nuri/shell';
import { envelope, fakeFetch } from '@nuri/shell/testing';
import { fakeApi, menuRequests } from '../test/fake-api';
import { renderApp } from '../test/render-app';

const PLATFORM_ADMIN: SessionUser = { userId: 'root', userNm: '운영자', userSeCode: 4, insttCode: null };
const KWATER_ADMIN: SessionUser = { userId: 'lee', userNm: '이관리', userSeCode: 14, insttCode: 'kwater' };

function signIn(user: SessionUser) {
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
}

describe('admin layouts', () => {
  afterEach(() => window.localStorage.clear());

  it('shows no admin column and asks for no menu without an admin session', async () => {
    const fetch = fakeApi();
    const { container } = renderApp({ fetch });

    expect(await screen.findByRole('heading', { level: 1, name: '관리자 홈' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '관리자 메뉴' })).not.toBeInTheDocument();
    expect(menuRequests(fetch)).toEqual([]);
    expect(container.querySelector('#admin-container')).toContainElement(screen.getByRole('main'));
    expect(screen.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login');
  });

  it('gives a platform admin the side menu, once loaded, and a logout button', async () => {
    signIn(PLATFORM_ADMIN);
    const fetch = fakeApi();
    renderApp({ fetch });

    const column = screen.getByRole('complementary');
    expect(within(column).queryByRole('navigation')).not.toBeInTheDocument();
    const menu = await within(column).findByRole('navigation', { name: '관리자 메뉴' });
    expect(within(menu).getByRole('link', { name: '대시보드' })).toHaveAttribute('href', '/dashboard');
    expect(within(menu).getByRole('button', { name: '콘텐츠 관리' })).toHaveAttribute('aria-expanded', 'false');
    expect(menuRequests(fetch)).toEqual(['?systemType=provider-admin']);
    expect(within(column).queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '사용자 화면' })).toHaveAttribute('href', '/');

    await userEvent.setup().click(within(column).getByRole('button', { name: '로그아웃' }));
    await waitFor(() => expect(screen.queryByRole('complementary')).not.toBeInTheDocument());
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: '관리자 홈' })).toBeInTheDocument();
  });

  it("gives an institution admin the institution's profile panel and menu", async () => {
    signIn(KWATER_ADMIN);
    const fetch = fakeApi();
    renderApp({ fetch, route: '/kwater/insttManage/usage' });

    const column = screen.getByRole('complementary');
    const panel = within(column).getByRole('region', { name: 'kwater' });
    expect(panel).toHaveTextContent('정상 운영');
    expect(within(column).queryByRole('button', { name: '로그아웃' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '사용자 화면' })).toHaveAttribute('href', '/kwater/myPage');
    const menu = await within(column).findByRole('navigation', { name: '관리자 메뉴' });
    expect(within(menu).getByRole('button', { name: '기관 관리' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('link', { name: '실시간 사용량' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: '대시보드' })).toHaveAttribute('href', '/kwater/insttDashBoard');
    expect(screen.getByRole('heading', { level: 1, name: '실시간 사용량' })).toBeInTheDocument();
    expect(menuRequests(fetch)).toEqual(['?systemType=institution-admin&insttCode=kwater']);
  });

  it("shows no column to an institution admin in another institution's admin, nor to a platform admin there", async () => {
    signIn({ ...KWATER_ADMIN, insttCode: 'other' });
    const fetch = fakeApi();
    const first = renderApp({ fetch, route: '/kwater' });
    expect(await screen.findByRole('heading', { level: 1, name: '관리자 홈' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    first.unmount();

    signIn(PLATFORM_ADMIN);
    renderApp({ fetch, route: '/kwater' });
    expect(await screen.findByRole('heading', { level: 1, name: '관리자 홈' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(menuRequests(fetch)).toEqual([]);
  });

  it('keeps reserved names for the provider-admin system: /manageLayer is its screen', async () => {
    signIn(PLATFORM_ADMIN);
    const fetch = fakeApi();
    renderApp({ fetch, route: '/manageLayer' });

    expect(await screen.findByRole('heading', { level: 1, name: '레이어 관리' })).toBeInTheDocument();
    // The provider's layer management screen, not an institution named "manageLayer".
    expect(await screen.findByRole('region', { name: '레이어 목록' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '콘텐츠 관리' })).toHaveAttribute('aria-expanded', 'true');
    expect(menuRequests(fetch)).toEqual(['?systemType=provider-admin']);
  });

  it('shows no side menu when the menu fails to load, and logs it', async () => {
    signIn(PLATFORM_ADMIN);
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp({ fetch: fakeFetch(() => envelope(500, null)) });

    await waitFor(() => expect(log).toHaveBeenCalledWith(expect.stringContaining('provider-admin menu'), expect.anything()));
    expect(screen.queryByRole('navigation', { name: '관리자 메뉴' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('complementary')).getByRole('button', { name: '로그아웃' })).toBeInTheDocument();
    log.mockRestore();
  });
});
