import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope } from '@nuri/shell/testing';
import { renderApp } from '../../test/render-app';
import { accountApi, bodyOf, decryptPassword, inThreeMinutes, installWebCrypto, requestsTo, type Handler } from '../testing/account-api';

// A long form: typing into it takes a while under jsdom.
jest.setTimeout(20_000);
beforeAll(installWebCrypto);
afterEach(() => window.localStorage.clear());

const VERIFY: Record<string, Handler> = {
  'GET /api/users/email/exists': () => envelope(200, { exists: false, message: '사용 가능합니다.' }),
  'POST /api/auth/email/verify-email': inThreeMinutes,
  'POST /api/auth/email/verify-email/response': () => envelope(200, { verificationToken: 'email-token' }),
  'GET /api/users/id/exists': (request) =>
    envelope(200, new URL(request.url).searchParams.get('userId') === 'taken1'
      ? { exists: true, message: '이미 사용 중입니다.' }
      : { exists: false, message: '사용 가능합니다.' }),
};

const textbox = (name: string) => screen.getByRole('textbox', { name });
const passwordField = () => screen.getByLabelText(/^비밀번호\s*\*?$/);
const confirmField = () => screen.getByLabelText(/^비밀번호 확인\s*\*?$/);

async function fillMember(user: ReturnType<typeof userEvent.setup>, userId = 'newbie') {
  await user.click(screen.getByRole('checkbox', { name: /모두 동의합니다/ }));
  await user.type(textbox('아이디'), userId);
  await user.click(screen.getByRole('button', { name: '아이디 중복 확인' }));
  await waitFor(() => expect(textbox('아이디')).toHaveAccessibleDescription(expect.stringContaining('사용 가능합니다.')));
  await user.type(textbox('이름'), '새내기');
  await user.type(textbox('이메일'), `${userId}@example.com`);
  await user.click(screen.getByRole('button', { name: '이메일 인증번호 발송' }));
  await user.type(await screen.findByLabelText('이메일 인증번호'), '123456');
  await user.click(screen.getByRole('button', { name: '이메일 인증번호 확인' }));
  await screen.findByText('인증이 완료되었습니다.');
  await user.type(passwordField(), 'Nuri!2026pass');
  await user.type(confirmField(), 'Nuri!2026pass');
}

describe('/join', () => {
  it('shows both legal texts in full, and says what is missing, focusing the first', async () => {
    const user = userEvent.setup();
    const fetch = accountApi(VERIFY);
    renderApp({ fetch, route: '/join' });

    expect(await screen.findByRole('tab', { name: '개인 회원가입' })).toHaveAttribute('aria-selected', 'true');
    const terms = screen.getByRole('region', { name: '누리지도 이용약관' });
    expect(within(terms).getByText(/아이디는 가입 후 수정할 수 없습니다/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '누리지도 개인정보처리방침' })).getByText(/회사명\(기관명\)/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '가입하기' }));

    const agree = screen.getByRole('checkbox', { name: '[필수] 이용약관에 동의합니다.' });
    expect(agree).toHaveFocus();
    expect(agree).toHaveAccessibleDescription('필수 약관에 동의해 주세요.');
    expect(textbox('아이디')).toHaveAccessibleDescription(expect.stringContaining('아이디를 입력해 주세요.'));
    expect(textbox('이메일')).toHaveAccessibleDescription(expect.stringContaining('인증을 완료해 주세요.'));
    expect(passwordField()).toHaveAccessibleDescription(expect.stringContaining('비밀번호를 입력해 주세요.'));
    expect(requestsTo(fetch, 'POST /api/auth/users/signup')).toHaveLength(0);
  });

  it('checks the id and shows the password rules as they are met', async () => {
    const user = userEvent.setup();
    renderApp({ fetch: accountApi(VERIFY), route: '/join' });

    await user.type(textbox('아이디'), 'taken1');
    await user.click(screen.getByRole('button', { name: '아이디 중복 확인' }));
    expect(await screen.findByText('이미 사용 중입니다.')).toBeInTheDocument();

    const rule = (text: string) => screen.getByText(text).closest('li');
    await user.type(textbox('이름'), '새내기');
    await user.type(passwordField(), 'abc');
    expect(rule('9~20자')).not.toHaveClass('is-met');
    expect(rule('영문 포함')).toHaveClass('is-met');
    await user.type(passwordField(), 'defg1!');
    expect(rule('9~20자')).toHaveClass('is-met');
    expect(rule('특수문자 포함')).toHaveClass('is-met');
    await user.type(confirmField(), 'abcdefg1!');
    expect(screen.getByText('비밀번호가 일치합니다.')).toBeInTheDocument();
  });

  it('signs up with the verified e-mail and the password encrypted, then welcomes the member', async () => {
    const user = userEvent.setup();
    const fetch = accountApi({
      ...VERIFY,
      'POST /api/auth/users/signup': () => envelope(201, { userId: 'newbie', insttCode: 'openbiz' }),
    });
    renderApp({ fetch, route: '/join' });

    await fillMember(user);
    await user.click(screen.getByRole('button', { name: '가입하기' }));

    expect(await screen.findByRole('heading', { name: '회원가입이 완료되었습니다.' })).toBeInTheDocument();
    const body = await bodyOf(requestsTo(fetch, 'POST /api/auth/users/signup')[0]);
    expect(body).toMatchObject({
      userId: 'newbie',
      userNm: '새내기',
      emailaddr: 'newbie@example.com',
      emailVerificationToken: 'email-token',
      termsAgreeAt: 'Y',
      privacyAgreeAt: 'Y',
      marketingAgreeAt: 'Y',
    });
    expect(body).not.toHaveProperty('phoneNumber');
    expect(body.userPassword).not.toBe('Nuri!2026pass');
    expect(decryptPassword(body.userPassword)).toBe('Nuri!2026pass');
    expect(screen.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login');
  });

  it('signs up an institution with its code checked, its plan and its master account', async () => {
    const user = userEvent.setup();
    const fetch = accountApi({
      ...VERIFY,
      'GET /api/instt/exists': () => envelope(200, { exists: false, message: '사용 가능합니다.' }),
      'POST /api/auth/users/signup/instt': () => envelope(201, { userId: 'newbie', insttCode: 'seoul-gu' }),
    });
    renderApp({ fetch, route: '/join' });
    await user.click(screen.getByRole('tab', { name: '기관 회원가입' }));

    await user.type(textbox('기관 코드'), 'gallery');
    await user.click(screen.getByRole('button', { name: '기관 코드 중복 확인' }));
    expect(screen.getByText('사용할 수 없는 기관 코드입니다.')).toBeInTheDocument();
    await user.clear(textbox('기관 코드'));
    await user.type(textbox('기관 코드'), 'seoul-gu');
    await user.click(screen.getByRole('button', { name: '기관 코드 중복 확인' }));
    await waitFor(() => expect(requestsTo(fetch, 'GET /api/instt/exists')).toHaveLength(1));
    await user.type(textbox('기관명'), '서울구청');
    await user.selectOptions(screen.getByRole('combobox', { name: '요금제' }), '000004');
    await user.type(screen.getByRole('textbox', { name: '기관 전화번호' }), '02-123-4567');
    await fillMember(user);
    await user.click(screen.getByRole('button', { name: '가입하기' }));

    expect(await screen.findByRole('heading', { name: '회원가입이 완료되었습니다.' })).toBeInTheDocument();
    const body = await bodyOf(requestsTo(fetch, 'POST /api/auth/users/signup/instt')[0]);
    expect(body).toMatchObject({ insttCode: 'seoul-gu', insttNm: '서울구청', planCode: '000004', insttTel: '02-123-4567', userId: 'newbie' });
    expect(decryptPassword(body.userPassword)).toBe('Nuri!2026pass');
    expect(screen.getByText(/\/seoul-gu/)).toBeInTheDocument();
  });
});
