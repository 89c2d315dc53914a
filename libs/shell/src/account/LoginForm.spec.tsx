import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, fakeFetch, renderWithServices } from '../testing';
import { LoginForm } from './LoginForm';
import { SessionProvider } from './session-context';
import {
  bodyOf,
  decryptPassword,
  installWebCrypto,
  MEMBER,
  PROVIDER_ADMIN,
  publicKeyAnswer,
  tokensFor,
} from './testing/auth-fixtures';

type Handler = (request: Request) => Response | Promise<Response>;

function authApi(routes: Record<string, Handler>) {
  return fakeFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/auth/public-key') return publicKeyAnswer();
    return routes[path]?.(request) ?? envelope(404, '없는 주소입니다.');
  });
}

function renderLogin(fetch: ReturnType<typeof fakeFetch>, props: { accept?: (user: { userSeCode: number }) => boolean } = {}) {
  const onSignedIn = jest.fn();
  const view = renderWithServices(
    <SessionProvider>
      <LoginForm onSignedIn={onSignedIn} accept={props.accept} notAllowedMessage="관리자만 로그인할 수 있습니다." />
    </SessionProvider>,
    { fetch },
  );
  return { ...view, onSignedIn };
}

const of = (fetch: ReturnType<typeof fakeFetch>, path: string) => fetch.requests.filter((r) => new URL(r.url).pathname === path);

beforeAll(installWebCrypto);
afterEach(() => window.localStorage.clear());

describe('LoginForm', () => {
  it('asks for the id and the password, focusing the first one missing', async () => {
    const user = userEvent.setup();
    const fetch = authApi({});
    renderLogin(fetch);

    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(screen.getByLabelText('아이디')).toHaveFocus();
    expect(screen.getByLabelText('아이디')).toHaveAccessibleDescription('아이디를 입력해 주세요.');
    expect(screen.getByText('비밀번호를 입력해 주세요.')).toBeInTheDocument();
    expect(fetch.requests).toHaveLength(0);
  });

  it("logs in with the password encrypted, and shows a refusal in the server's words", async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const fetch = authApi({
      '/api/auth/login': () => {
        attempts += 1;
        return attempts === 1
          ? envelope(403, '비밀번호를 5회 잘못 입력하여 15분 동안 로그인할 수 없습니다.')
          : envelope(200, { secondFactorRequired: false, ...tokensFor(MEMBER) });
      },
    });
    const { onSignedIn, services } = renderLogin(fetch);

    await user.type(screen.getByLabelText('아이디'), 'kim');
    await user.type(screen.getByLabelText('비밀번호'), 'Secret!2024');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('비밀번호를 5회 잘못 입력하여 15분 동안 로그인할 수 없습니다.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText('비밀번호')).toHaveValue('');

    await user.type(screen.getByLabelText('비밀번호'), 'Secret!2024');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ userId: 'kim' })));
    const sent = await bodyOf(of(fetch, '/api/auth/login')[1]);
    expect(sent.password).not.toBe('Secret!2024');
    expect(decryptPassword(String(sent.password))).toBe('Secret!2024');
    expect(services.session.getSnapshot().userId).toBe('kim');
  });

  it('continues an admin login with the e-mailed code, its countdown and a resend', async () => {
    const user = userEvent.setup();
    const fetch = authApi({
      '/api/auth/login': () => envelope(200, { secondFactorRequired: true, challengeId: 'challenge-0123456789' }),
      '/api/emailAuthentication/send': () => envelope(200, { expireDt: new Date(Date.now() + 180_000).toISOString() }),
      '/api/auth/login/second-factor': async (request) =>
        (await bodyOf(request)).emailCrtfcKey === '246810'
          ? envelope(200, tokensFor(PROVIDER_ADMIN))
          : envelope(422, '인증번호가 일치하지 않습니다.'),
    });
    const { onSignedIn } = renderLogin(fetch);

    await user.type(screen.getByLabelText('아이디'), 'operator01');
    await user.type(screen.getByLabelText('비밀번호'), 'Nuri!2026demo');
    await user.click(screen.getByRole('button', { name: '로그인' }));

    expect(await screen.findByRole('heading', { name: '관리자 이메일 인증' })).toBeInTheDocument();
    await waitFor(() => expect(of(fetch, '/api/emailAuthentication/send')).toHaveLength(1));
    expect(await screen.findByRole('timer')).toHaveTextContent(/남은 시간 0[23]:\d\d/);
    await user.type(screen.getByLabelText('이메일 인증번호'), '111111');
    await user.click(screen.getByRole('button', { name: '인증하고 로그인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('인증번호가 일치하지 않습니다.');

    await user.click(screen.getByRole('button', { name: '인증번호 재발송' }));
    await waitFor(() => expect(of(fetch, '/api/emailAuthentication/send')).toHaveLength(2));
    await user.type(screen.getByLabelText('이메일 인증번호'), '246810');
    await user.click(screen.getByRole('button', { name: '인증하고 로그인' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ userSeCode: 4 })));
    expect(await bodyOf(of(fetch, '/api/emailAuthentication/send')[0])).toEqual({ challengeId: 'challenge-0123456789' });
  });

  it('refuses an account the app does not take', async () => {
    const user = userEvent.setup();
    const fetch = authApi({
      '/api/auth/login': () => envelope(200, { secondFactorRequired: false, ...tokensFor(MEMBER) }),
      '/api/auth/logout': () => envelope(200, null),
    });
    const { onSignedIn, services } = renderLogin(fetch, { accept: (user) => user.userSeCode === 4 });

    await user.type(screen.getByLabelText('아이디'), 'kim');
    await user.type(screen.getByLabelText('비밀번호'), 'Secret!2024');
    await user.click(screen.getByRole('button', { name: '로그인' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('관리자만 로그인할 수 있습니다.');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(services.session.getSnapshot().userId).toBeNull();
    await waitFor(() => expect(of(fetch, '/api/auth/logout')).toHaveLength(1));
  });

  it('marks both fields required and shows nothing before the user acts', () => {
    renderLogin(authApi({}));
    expect(screen.getByLabelText('아이디')).toBeRequired();
    expect(screen.getByLabelText('비밀번호')).toBeRequired();
    expect(screen.getByLabelText('아이디')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's 429 text with its seconds", async () => {
    const user = userEvent.setup();
    const wait = '요청이 너무 많습니다. 37초 후에 다시 시도해 주세요.';
    renderLogin(authApi({ '/api/auth/login': () => envelope(429, null, wait) }));
    await user.type(screen.getByLabelText('아이디'), 'kim');
    await user.type(screen.getByLabelText('비밀번호'), 'Secret!2024');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(wait);
  });
});
