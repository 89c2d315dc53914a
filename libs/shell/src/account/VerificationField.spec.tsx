import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, fakeFetch, renderWithServices } from '../testing';
import { bodyOf } from './testing/auth-fixtures';
import { VerificationField, type VerificationFieldProps } from './VerificationField';

type Handler = (request: Request) => Response | Promise<Response>;

function verificationApi(routes: Record<string, Handler>) {
  return fakeFetch((request) => routes[new URL(request.url).pathname]?.(request) ?? envelope(404, '없는 주소입니다.'));
}

const inThreeMinutes = () => envelope(200, { expireDt: new Date(Date.now() + 180_000).toISOString() });
const SIGN_UP_ROUTES: Record<string, Handler> = {
  '/api/auth/email/verify-email': inThreeMinutes,
  '/api/auth/email/verify-email/response': async (request) =>
    (await bodyOf(request)).emailCrtfcKey === '123456'
      ? envelope(200, { verificationToken: 'token-1' })
      : envelope(422, '인증번호가 일치하지 않습니다.'),
};

function renderField(fetch: ReturnType<typeof fakeFetch>, props: Partial<VerificationFieldProps> = {}) {
  const onVerified = jest.fn();
  const onReset = jest.fn();
  const view = renderWithServices(
    <VerificationField type="signUp" label="이메일" params={{ userId: 'kim' }} onVerified={onVerified} onReset={onReset} {...props} />,
    { fetch },
  );
  return { ...view, onVerified, onReset };
}

const sendButton = () => screen.getByRole('button', { name: '이메일 인증번호 발송' });

async function sendCode(user: ReturnType<typeof userEvent.setup>, email = 'kim@example.com') {
  await user.type(screen.getByLabelText('이메일'), email);
  await user.click(sendButton());
  return screen.findByLabelText('이메일 인증번호');
}

describe('VerificationField', () => {
  afterEach(() => jest.useRealTimers());

  it('checks the address and the parent parameters before sending', async () => {
    const user = userEvent.setup();
    const fetch = verificationApi(SIGN_UP_ROUTES);
    renderField(fetch, { params: {} });

    await user.type(screen.getByLabelText('이메일'), 'kim@');
    await user.click(sendButton());
    expect(screen.getByText('올바른 이메일 주소를 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByLabelText('이메일')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('이메일')).toHaveAccessibleDescription('올바른 이메일 주소를 입력해 주세요.');

    await user.type(screen.getByLabelText('이메일'), 'example.com');
    await user.click(sendButton());
    expect(screen.getByText('아이디 값을 확인 후 진행해 주세요.')).toBeInTheDocument();
    expect(fetch.requests).toHaveLength(0);
  });

  it('sends the code, counts down, and once confirmed locks the inputs and emits the token', async () => {
    const user = userEvent.setup();
    const fetch = verificationApi(SIGN_UP_ROUTES);
    const { onVerified } = renderField(fetch);

    const code = await sendCode(user);
    expect(await bodyOf(fetch.requests[0])).toEqual({ emailaddr: 'kim@example.com', userId: 'kim' });
    expect(screen.getByRole('status')).toHaveTextContent('요청하신 이메일/휴대폰으로 인증번호가 발송되었습니다.');
    expect(screen.getByRole('timer')).toHaveTextContent(/남은 시간 0[23]:\d\d/);
    expect(screen.getByRole('button', { name: '이메일 인증번호 재발송' })).toBeInTheDocument();
    expect(code).toHaveFocus();

    await user.type(code, '12a3456');
    expect(code).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: '이메일 인증번호 확인' }));

    expect(await screen.findByText('인증이 완료되었습니다.')).toBeInTheDocument();
    expect(onVerified).toHaveBeenCalledWith({ verificationToken: 'token-1', target: 'kim@example.com' });
    expect(screen.getByLabelText(/^이메일/, { selector: 'input[type=email]' })).toBeDisabled();
    expect(code).toBeDisabled();
    expect(screen.queryByRole('button', { name: /인증번호 발송|재발송/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText('인증 완료')).toBeInTheDocument();
  });

  it('goes back to idle when the time runs out', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderField(verificationApi(SIGN_UP_ROUTES));

    await sendCode(user);
    expect(screen.getByRole('timer')).toHaveTextContent('남은 시간 03:00');
    await act(() => jest.advanceTimersByTimeAsync(61_000));
    expect(screen.getByRole('timer')).toHaveTextContent('남은 시간 01:59');
    await act(() => jest.advanceTimersByTimeAsync(120_000));

    expect(screen.getByRole('alert')).toHaveTextContent('인증번호 입력 시간이 만료되었습니다. 다시 인증해 주세요.');
    expect(screen.queryByLabelText('이메일 인증번호')).not.toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
  });

  it("shows the server's words for a wrong code and resets after 5 failures", async () => {
    const user = userEvent.setup();
    renderField(verificationApi(SIGN_UP_ROUTES));
    const code = await sendCode(user);

    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await user.clear(code);
      await user.type(code, '000000');
      await user.click(screen.getByRole('button', { name: '이메일 인증번호 확인' }));
      expect(await screen.findByText(`인증번호가 일치하지 않습니다. (남은 확인 횟수 ${5 - attempt}회)`)).toBeInTheDocument();
    }
    await user.clear(code);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: '이메일 인증번호 확인' }));

    expect(await screen.findByText('인증에 5회 실패했습니다. 인증번호를 새로 발급받아 주세요.')).toBeInTheDocument();
    expect(screen.queryByLabelText('이메일 인증번호')).not.toBeInTheDocument();
  });

  it('resets when the server says the code is dead (410)', async () => {
    const user = userEvent.setup();
    renderField(
      verificationApi({
        ...SIGN_UP_ROUTES,
        '/api/auth/email/verify-email/response': () => envelope(410, '인증번호 입력 시간이 만료되었습니다. 다시 인증해 주세요.'),
      }),
    );
    const code = await sendCode(user);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: '이메일 인증번호 확인' }));
    await waitFor(() => expect(screen.queryByLabelText('이메일 인증번호')).not.toBeInTheDocument());
    expect(
      screen.getByText('인증번호 입력 시간이 만료되었습니다. 다시 인증해 주세요.', { selector: '.verification-field__notice' }),
    ).toBeInTheDocument();
  });

  it('asks before a verified target changes, then starts over', async () => {
    const user = userEvent.setup();
    const { onReset } = renderField(verificationApi(SIGN_UP_ROUTES));
    const code = await sendCode(user);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: '이메일 인증번호 확인' }));
    await screen.findByText('인증이 완료되었습니다.');

    await user.click(screen.getByRole('button', { name: '이메일 변경' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('변경하면 인증을 다시 진행해야 합니다. 계속하시겠습니까?');
    await user.click(screen.getByRole('button', { name: '확인' }));

    await waitFor(() => expect(screen.getByLabelText('이메일')).toBeEnabled());
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(sendButton()).toBeInTheDocument();
    expect(screen.getByLabelText('이메일')).toHaveValue('kim@example.com');
  });

  it('checks a sign-up e-mail for use first', async () => {
    const user = userEvent.setup();
    const fetch = verificationApi({
      ...SIGN_UP_ROUTES,
      '/api/users/email/exists': () => envelope(200, { exists: true, message: '이미 사용 중입니다.' }),
    });
    renderField(fetch, { checkAvailable: true });
    await user.type(screen.getByLabelText('이메일'), 'used@example.com');
    await user.click(sendButton());
    expect(await screen.findByText('이미 사용 중입니다.')).toBeInTheDocument();
    expect(fetch.requests.map((r) => new URL(r.url).pathname)).toEqual(['/api/users/email/exists']);
  });

  it('verifies a mobile number by SMS, without its hyphens', async () => {
    const user = userEvent.setup();
    const fetch = verificationApi({
      '/api/instt/sms/crtfc/send': inThreeMinutes,
      '/api/instt/sms/crtfc/check': () => envelope(200, { verificationToken: 'sms-token' }),
    });
    const { onVerified } = renderField(fetch, { channel: 'sms', label: '휴대폰 번호' });

    await user.type(screen.getByLabelText('휴대폰 번호'), '02-123-4567');
    await user.click(screen.getByRole('button', { name: '휴대폰 번호 인증번호 발송' }));
    expect(screen.getByText('올바른 휴대폰 번호를 입력해 주세요.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('휴대폰 번호'));
    await user.type(screen.getByLabelText('휴대폰 번호'), '010-1234-5678');
    await user.click(screen.getByRole('button', { name: '휴대폰 번호 인증번호 발송' }));
    await user.type(await screen.findByLabelText('휴대폰 번호 인증번호'), '654321');
    await user.click(screen.getByRole('button', { name: '휴대폰 번호 인증번호 확인' }));

    await screen.findByText('인증이 완료되었습니다.');
    expect(await bodyOf(fetch.requests[1])).toEqual({ userId: 'kim', phoneNumber: '01012345678', smsCrtfcKey: '654321' });
    expect(onVerified).toHaveBeenCalledWith({ verificationToken: 'sms-token', target: '01012345678' });
  });
});
