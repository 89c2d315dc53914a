import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RETURN_ADDRESS_STORAGE_KEY } from '@nuri/shell';
import { renderApp } from '../test/render-app';
import { adminAuthApi, decryptPassword, installWebCrypto, KWATER_ADMIN, MEMBER, OPERATOR, requestsTo } from './testing/account-api';

beforeAll(installWebCrypto);
afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

async function logIn(userId: string, code?: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('아이디'), userId);
  await user.type(screen.getByLabelText('비밀번호'), 'Nuri!2026demo');
  await user.click(screen.getByRole('button', { name: '로그인' }));
  if (!code) return;
  await user.type(await screen.findByLabelText('이메일 인증번호'), code);
  await user.click(screen.getByRole('button', { name: '인증하고 로그인' }));
}

describe('/admin/login', () => {
  it('logs a platform admin in with the e-mailed code, then opens the provider admin', async () => {
    const fetch = adminAuthApi(OPERATOR);
    const { services } = renderApp({ fetch, route: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: '관리자 로그인' })).toBeInTheDocument();

    await logIn('operator01', '246810');

    expect(await screen.findByRole('heading', { level: 1, name: '관리자 홈' })).toBeInTheDocument();
    const column = await screen.findByRole('complementary');
    expect(await within(column).findByRole('navigation', { name: '관리자 메뉴' })).toBeInTheDocument();
    expect(within(column).getByRole('button', { name: '로그아웃' })).toBeInTheDocument();
    expect(services.session.getSnapshot()).toMatchObject({ userId: 'operator01', userSeCode: 4 });
    const sent = (await requestsTo(fetch, '/api/auth/login')[0].clone().json()) as { password: string };
    expect(sent.password).not.toBe('Nuri!2026demo');
    expect(decryptPassword(sent.password)).toBe('Nuri!2026demo');
    // The menu is asked for with the admin's token.
    const menu = fetch.requests.find((r) => new URL(r.url).pathname === '/api/menu');
    expect(menu?.headers.get('Authorization')).toBe('Bearer access-operator01');
  });

  it("opens an institution admin's own admin system", async () => {
    renderApp({ fetch: adminAuthApi(KWATER_ADMIN), route: '/login' });
    await logIn('lee', '246810');
    const column = await screen.findByRole('complementary');
    expect(within(column).getByRole('region', { name: 'kwater' })).toBeInTheDocument();
    expect(await within(column).findByRole('link', { name: '대시보드' })).toHaveAttribute('href', '/kwater/insttDashBoard');
  });

  it('goes back to the admin screen the admin was sent away from', async () => {
    window.sessionStorage.setItem(RETURN_ADDRESS_STORAGE_KEY, '/admin/manageLayer');
    renderApp({ fetch: adminAuthApi(OPERATOR), route: '/login' });
    await logIn('operator01', '246810');
    expect(await screen.findByRole('heading', { level: 1, name: '레이어 관리' })).toBeInTheDocument();
  });

  it('refuses an account that is not an admin, and revokes its login', async () => {
    const fetch = adminAuthApi(MEMBER);
    const { services } = renderApp({ fetch, route: '/login' });
    await logIn('kim');
    expect(await screen.findByRole('alert')).toHaveTextContent('관리자 계정으로만 로그인할 수 있습니다.');
    expect(services.session.getSnapshot().userId).toBeNull();
    await waitFor(() => expect(requestsTo(fetch, '/api/auth/logout')).toHaveLength(1));
  });
});
