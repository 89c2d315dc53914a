import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope } from '@nuri/shell/testing';
import { renderApp } from '../../test/render-app';
import { accountApi, bodyOf, decryptPassword, inThreeMinutes, installWebCrypto, requestsTo } from '../testing/account-api';

beforeAll(installWebCrypto);
afterEach(() => window.localStorage.clear());

describe('/idpwfind', () => {
  it('finds the id with the name and a code sent to the e-mail', async () => {
    const user = userEvent.setup();
    const fetch = accountApi({
      'POST /api/auth/email/find-id': inThreeMinutes,
      'POST /api/auth/email/find-id/response': () =>
        envelope(200, { userId: 'kim', registDt: '2024-07-11T00:00:00Z', verificationToken: 'token' }),
    });
    renderApp({ fetch, route: '/idpwfind' });
    expect(await screen.findByRole('tab', { name: '아이디 찾기' })).toHaveAttribute('aria-selected', 'true');

    await user.type(screen.getByRole('textbox', { name: '이메일' }), 'kim@example.com');
    await user.click(screen.getByRole('button', { name: '이메일 인증번호 발송' }));
    expect(screen.getByText('이름 값을 확인 후 진행해 주세요.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: '이름' }), '김누리');
    await user.click(screen.getByRole('button', { name: '이메일 인증번호 발송' }));
    await user.type(await screen.findByLabelText('이메일 인증번호'), '123456');
    await user.click(screen.getByRole('button', { name: '이메일 인증번호 확인' }));

    expect(await screen.findByText('kim')).toHaveClass('find-result__value');
    expect(await bodyOf(requestsTo(fetch, 'POST /api/auth/email/find-id')[0])).toEqual({ emailaddr: 'kim@example.com', userNm: '김누리' });
  });

  it('sets a new password, encrypted, after the pwFind code', async () => {
    const user = userEvent.setup();
    const fetch = accountApi({
      'POST /api/auth/email/find-password': inThreeMinutes,
      'POST /api/auth/email/find-password/response': () => envelope(200, { verificationToken: 'pw-token' }),
      'POST /api/auth/users/find-password': () => envelope(200, null),
    });
    renderApp({ fetch, route: '/idpwfind?tab=password' });

    await user.type(screen.getByRole('textbox', { name: '아이디' }), 'kim');
    await user.type(screen.getByRole('textbox', { name: '이름' }), '김누리');
    await user.type(screen.getByRole('textbox', { name: '이메일' }), 'kim@example.com');
    await user.click(screen.getByRole('button', { name: '이메일 인증번호 발송' }));
    await user.type(await screen.findByLabelText('이메일 인증번호'), '123456');
    await user.click(screen.getByRole('button', { name: '이메일 인증번호 확인' }));

    const next = await screen.findByLabelText(/^새 비밀번호\s*\*?$/);
    await user.type(next, 'short');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(next).toHaveFocus();
    expect(next).toHaveAccessibleDescription(expect.stringContaining('비밀번호 형식을 확인해 주세요.'));

    await user.clear(next);
    await user.type(next, 'Nuri!2026new');
    await user.type(screen.getByLabelText(/^새 비밀번호 확인/), 'Nuri!2026new');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));

    expect(await screen.findByText('비밀번호가 변경되었습니다. 새 비밀번호로 로그인해 주세요.')).toBeInTheDocument();
    const body = await bodyOf(requestsTo(fetch, 'POST /api/auth/users/find-password')[0]);
    expect(body.verificationToken).toBe('pw-token');
    expect(body.newPassword).not.toBe('Nuri!2026new');
    expect(decryptPassword(body.newPassword)).toBe('Nuri!2026new');
    expect(await bodyOf(requestsTo(fetch, 'POST /api/auth/email/find-password')[0])).toEqual({
      emailaddr: 'kim@example.com',
      userId: 'kim',
      userNm: '김누리',
    });
  });
});
