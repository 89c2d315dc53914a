import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope } from '@nuri/shell/testing';
import { renderApp } from '../../test/render-app';
import { accountApi, inThreeMinutes, installWebCrypto, requestsTo, type Handler } from '../testing/account-api';

// The sign-up form's feedback: required marks, messages only once the user has acted, each
// rule named for its field, and the server's 429 text with its seconds.
jest.setTimeout(20_000);
beforeAll(installWebCrypto);
afterEach(() => window.localStorage.clear());

const WAIT = '요청이 너무 많습니다. 42초 후에 다시 시도해 주세요.';
const tooMany = () => envelope(429, null, WAIT);

const textbox = (name: string) => screen.getByRole('textbox', { name });
const passwordField = () => screen.getByLabelText(/^비밀번호\s*\*?$/);
const confirmField = () => screen.getByLabelText(/^비밀번호 확인\s*\*?$/);

function renderJoin(routes: Record<string, Handler> = {}) {
  const fetch = accountApi(routes);
  renderApp({ fetch, route: '/join' });
  return { fetch, user: userEvent.setup() };
}

describe('/join feedback', () => {
  it('marks the required fields and says nothing on an untouched form, even after tabbing through it', async () => {
    const { user } = renderJoin();
    await screen.findByRole('tab', { name: '개인 회원가입' });
    for (const field of [textbox('아이디'), textbox('이름'), passwordField(), confirmField()]) {
      expect(field).toBeRequired();
      expect(field).not.toHaveAttribute('aria-invalid');
    }
    expect(textbox('휴대폰 번호(선택)')).not.toBeRequired();
    expect(screen.getByText('* 표시는 필수 입력 항목입니다.')).toBeInTheDocument();

    await user.click(textbox('이름'));
    await user.tab();
    await user.click(confirmField());
    await user.tab();
    expect(screen.queryByText(/일치하지 않습니다/)).not.toBeInTheDocument();
    expect(screen.queryByText(/입력해 주세요/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for a missing confirmation instead of calling it a mismatch, and says "do not match" once both differ', async () => {
    const { user } = renderJoin();
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    expect(confirmField()).toHaveAccessibleDescription('비밀번호를 한 번 더 입력해 주세요.');
    expect(screen.queryByText(/일치하지 않습니다/)).not.toBeInTheDocument();

    await user.type(passwordField(), 'Nuri!2026pass');
    await user.type(confirmField(), 'Nuri!2026pasz');
    await user.tab();
    expect(confirmField()).toHaveAccessibleDescription('비밀번호와 비밀번호 확인이 일치하지 않습니다.');
    await user.clear(confirmField());
    await user.type(confirmField(), 'Nuri!2026pass');
    expect(screen.getByText('비밀번호가 일치합니다.')).toBeInTheDocument();
  });

  it('checks a typed name when the user leaves it, naming the name rule', async () => {
    const { user } = renderJoin();
    await user.type(textbox('이름'), '김');
    expect(screen.queryByText('2~50자로 입력해 주세요.')).not.toBeInTheDocument();
    await user.tab();
    expect(textbox('이름')).toHaveAccessibleDescription('2~50자로 입력해 주세요.');
  });

  it('names the id rule for a banned word in the id, not a name rule', async () => {
    const { user, fetch } = renderJoin();
    await user.type(textbox('아이디'), 'admin7');
    await user.click(screen.getByRole('button', { name: '아이디 중복 확인' }));
    expect(textbox('아이디')).toHaveAccessibleDescription(
      expect.stringContaining("'admin'은(는) 아이디에 사용할 수 없는 단어입니다."),
    );
    expect(screen.queryByText(/이름에 사용할 수 없는/)).not.toBeInTheDocument();
    expect(requestsTo(fetch, 'GET /api/users/id/exists')).toHaveLength(0);
  });

  it("shows the server's 429 text with its seconds under the id when the check is rate-limited", async () => {
    const { user } = renderJoin({ 'GET /api/users/id/exists': tooMany });
    await user.type(textbox('아이디'), 'newbie');
    await user.click(screen.getByRole('button', { name: '아이디 중복 확인' }));
    await waitFor(() => expect(textbox('아이디')).toHaveAccessibleDescription(expect.stringContaining(WAIT)));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("shows the server's 429 text with its seconds when the sign-up itself is rate-limited", async () => {
    const { user, fetch } = renderJoin({
      'GET /api/users/email/exists': () => envelope(200, { exists: false, message: '사용 가능합니다.' }),
      'POST /api/auth/email/verify-email': inThreeMinutes,
      'POST /api/auth/email/verify-email/response': () => envelope(200, { verificationToken: 'email-token' }),
      'GET /api/users/id/exists': () => envelope(200, { exists: false, message: '사용 가능합니다.' }),
      'POST /api/auth/users/signup': tooMany,
    });
    await user.click(screen.getByRole('checkbox', { name: /모두 동의합니다/ }));
    await user.type(textbox('아이디'), 'newbie');
    await user.click(screen.getByRole('button', { name: '아이디 중복 확인' }));
    await waitFor(() => expect(textbox('아이디')).toHaveAccessibleDescription(expect.stringContaining('사용 가능합니다.')));
    await user.type(textbox('이름'), '새내기');
    await user.type(textbox('이메일'), 'newbie@example.com');
    await user.click(screen.getByRole('button', { name: '이메일 인증번호 발송' }));
    await user.type(await screen.findByLabelText('이메일 인증번호'), '123456');
    await user.click(screen.getByRole('button', { name: '이메일 인증번호 확인' }));
    await screen.findByText('인증이 완료되었습니다.');
    await user.type(passwordField(), 'Nuri!2026pass');
    await user.type(confirmField(), 'Nuri!2026pass');
    await user.click(screen.getByRole('button', { name: '가입하기' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(WAIT);
    expect(requestsTo(fetch, 'POST /api/auth/users/signup')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
