import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope } from '@nuri/shell/testing';
import { RETURN_ADDRESS_STORAGE_KEY } from '@nuri/shell';
import { renderApp } from '../test/render-app';
import { accountApi, bodyOf, decryptPassword, installWebCrypto, MEMBER, requestsTo, tokensFor } from './testing/account-api';

beforeAll(installWebCrypto);
afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

async function logIn(userId: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('아이디'), userId);
  await user.type(screen.getByLabelText('비밀번호'), password);
  await user.click(screen.getByRole('button', { name: '로그인' }));
}

describe('/login', () => {
  it('logs in with the password encrypted and goes back to the remembered screen', async () => {
    window.sessionStorage.setItem(RETURN_ADDRESS_STORAGE_KEY, '/gallery');
    const fetch = accountApi({ 'POST /api/auth/login': () => envelope(200, { secondFactorRequired: false, ...tokensFor(MEMBER) }) });
    const { services } = renderApp({ fetch, route: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: '로그인' })).toBeInTheDocument();

    await logIn('kim', 'Secret!2024');

    expect(await screen.findByRole('heading', { level: 1, name: '누리지도 갤러리' })).toBeInTheDocument();
    const body = await bodyOf(requestsTo(fetch, 'POST /api/auth/login')[0]);
    expect(body.password).not.toBe('Secret!2024');
    expect(decryptPassword(body.password)).toBe('Secret!2024');
    expect(services.session.getSnapshot()).toMatchObject({ userId: 'kim', userNm: '김누리' });
    expect(await screen.findByRole('button', { name: '사용자 메뉴: 김누리 님' })).toBeInTheDocument();
  });

  it('goes back to the address named by ?returnUrl=, and never to another site', async () => {
    const fetch = accountApi({ 'POST /api/auth/login': () => envelope(200, { secondFactorRequired: false, ...tokensFor(MEMBER) }) });
    renderApp({ fetch, route: `/login?returnUrl=${encodeURIComponent('/gallery')}` });
    await logIn('kim', 'Secret!2024');
    expect(await screen.findByRole('heading', { level: 1, name: '누리지도 갤러리' })).toBeInTheDocument();
  });

  it('ignores a ?returnUrl= of another site', async () => {
    const fetch = accountApi({ 'POST /api/auth/login': () => envelope(200, { secondFactorRequired: false, ...tokensFor(MEMBER) }) });
    renderApp({ fetch, route: `/login?returnUrl=${encodeURIComponent('//evil.example/')}` });
    await logIn('kim', 'Secret!2024');
    // The home of the app ('/'), as a signed-in member sees it.
    expect(await screen.findByRole('heading', { level: 1, name: '김누리 님, 반갑습니다' })).toBeInTheDocument();
  });

  it("shows the server's words: a withdrawn account", async () => {
    const fetch = accountApi({ 'POST /api/auth/login': () => envelope(403, '탈퇴한 계정입니다.') });
    renderApp({ fetch, route: '/login' });
    await logIn('gone', 'Secret!2024');
    expect(await screen.findByRole('alert')).toHaveTextContent('탈퇴한 계정입니다.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('sends a password past its age to the password change first', async () => {
    const expired = { ...MEMBER, passwordChangeRequired: true };
    const fetch = accountApi({ 'POST /api/auth/login': () => envelope(200, { secondFactorRequired: false, ...tokensFor(expired) }) });
    renderApp({ fetch, route: '/openbiz/login' });
    await logIn('kim', 'Secret!2024');
    expect(await screen.findByRole('heading', { level: 1, name: '비밀번호 변경' })).toBeInTheDocument();
    expect(screen.getByText(/비밀번호를 변경한 지 90일이 지났습니다/)).toBeInTheDocument();
  });

  it('links to the sign-up and the id/password finding of its system', async () => {
    renderApp({ fetch: accountApi({}), route: '/openbiz/login' });
    expect(await screen.findByRole('heading', { level: 1, name: '로그인' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '회원가입' }).map((a) => a.getAttribute('href'))).toContain('/openbiz/join');
    expect(screen.getByRole('link', { name: '아이디·비밀번호 찾기' })).toHaveAttribute('href', '/openbiz/idpwfind');
  });
});
