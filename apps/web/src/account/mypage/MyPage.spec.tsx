import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope } from '@nuri/shell/testing';
import { renderApp } from '../../test/render-app';
import {
  accountApi,
  bodyOf,
  decryptPassword,
  inThreeMinutes,
  installWebCrypto,
  MEMBER,
  requestsTo,
  storeLogin,
  type Handler,
} from '../testing/account-api';

const INFO = {
  userId: 'kim',
  userNm: '김누리',
  emailaddr: 'kim@example.com',
  userSeCode: 12,
  userSeCodeNm: '일반 구성원',
  insttCode: 'openbiz',
  insttNm: '오픈비즈',
  insttSttusCode: 'NORMAL',
  phoneNumber: '01012345678',
  marketingAgreeAt: 'N',
  userImage: null,
  registDt: '2024-07-11T00:00:00Z',
  passwordChangeDt: '2024-07-11T00:00:00Z',
};

jest.setTimeout(15_000);
beforeAll(installWebCrypto);
afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

function renderMyPage(routes: Record<string, Handler> = {}) {
  storeLogin(MEMBER);
  const fetch = accountApi(
    {
      'GET /api/users/me': () => envelope(200, INFO),
      'PUT /api/users/me': async (request) => envelope(200, { ...INFO, ...(await bodyOf(request)) }),
      ...routes,
    },
    MEMBER,
  );
  const view = renderApp({ fetch, route: '/myPage?active=myInfoManager' });
  return { ...view, fetch };
}

const myInfo = () => screen.findByRole('form', { name: '내 정보' });

describe('/myPage?active=myInfoManager', () => {
  it('shows my info: the id (not editable), role and institution', async () => {
    renderMyPage();
    const form = await myInfo();
    expect(within(form).getByText('kim')).toBeInTheDocument();
    expect(within(form).getByText('(아이디는 변경할 수 없습니다.)')).toBeInTheDocument();
    expect(within(form).queryByRole('textbox', { name: '아이디' })).not.toBeInTheDocument();
    expect(within(form).getByText('일반 구성원')).toBeInTheDocument();
    expect(within(form).getByText('오픈비즈 (openbiz)')).toBeInTheDocument();
    expect(within(form).getByText('010-1234-5678')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '내 정보 관리' })).toHaveAttribute('aria-current', 'page');
  });

  it('saves the name and the marketing consent', async () => {
    const user = userEvent.setup();
    const { fetch } = renderMyPage();
    const form = await myInfo();
    const name = within(form).getByRole('textbox', { name: '이름' });
    await user.clear(name);
    await user.type(name, '김나래');
    await user.click(within(form).getByRole('switch', { name: '마케팅 정보 수신 동의' }));
    await user.click(within(form).getByRole('button', { name: '저장' }));

    expect(await screen.findByText('내 정보를 저장했습니다.')).toBeInTheDocument();
    expect(await bodyOf(requestsTo(fetch, 'PUT /api/users/me')[0])).toEqual({ userNm: '김나래', marketingAgreeAt: 'Y' });
  });

  it('changes the e-mail only once the new address is verified', async () => {
    const user = userEvent.setup();
    const { fetch } = renderMyPage({
      'GET /api/users/email/exists': () => envelope(200, { exists: false, message: '사용 가능합니다.' }),
      'POST /api/auth/email/verify-email': inThreeMinutes,
      'POST /api/auth/email/verify-email/response': () => envelope(200, { verificationToken: 'new-email-token' }),
    });
    const form = await myInfo();
    const email = within(form).getByRole('textbox', { name: '이메일' });
    await user.clear(email);
    await user.type(email, 'kim2@example.com');
    await user.click(within(form).getByRole('button', { name: '저장' }));
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription(expect.stringContaining('인증을 완료해 주세요.'));
    expect(requestsTo(fetch, 'PUT /api/users/me')).toHaveLength(0);

    await user.click(within(form).getByRole('button', { name: '이메일 인증번호 발송' }));
    await user.type(await within(form).findByLabelText('이메일 인증번호'), '123456');
    await user.click(within(form).getByRole('button', { name: '이메일 인증번호 확인' }));
    await within(form).findByText('인증이 완료되었습니다.');
    await user.click(within(form).getByRole('button', { name: '저장' }));

    await waitFor(() => expect(requestsTo(fetch, 'PUT /api/users/me')).toHaveLength(1));
    expect(await bodyOf(requestsTo(fetch, 'PUT /api/users/me')[0])).toMatchObject({
      emailaddr: 'kim2@example.com',
      emailVerificationToken: 'new-email-token',
    });
    expect(await bodyOf(requestsTo(fetch, 'POST /api/auth/email/verify-email')[0])).toEqual({
      emailaddr: 'kim2@example.com',
      userId: 'kim',
    });
  });

  it('checks the profile image before sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { fetch } = renderMyPage({ 'POST /api/users/image': () => envelope(200, '/api/users/kim/image') });
    await myInfo();
    const input = screen.getByLabelText('프로필 이미지 변경');

    await user.upload(input, new File(['x'], 'photo.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alertdialog', { name: '확장자 확인' })).toHaveTextContent('png, jpg, jpeg 파일을 선택해 주세요.');
    await user.click(screen.getByRole('button', { name: '확인' }));

    await user.upload(input, new File([new Uint8Array(2 * 1024 * 1024)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByRole('alertdialog', { name: '용량 확인' })).toHaveTextContent('썸네일 용량은 1MB로 제한됩니다.');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(requestsTo(fetch, 'POST /api/users/image')).toHaveLength(0);

    await user.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(requestsTo(fetch, 'POST /api/users/image')).toHaveLength(1));
    expect(await screen.findByText('프로필 이미지를 변경했습니다.')).toBeInTheDocument();
    // (jsdom's FormData does not survive Node's Request: the multipart body itself is left to the browser tests.)
    expect(requestsTo(fetch, 'GET /api/users/me')).toHaveLength(2);
  });

  it('withdraws with the password encrypted and a reason, after a confirmation, then logs out', async () => {
    const user = userEvent.setup();
    const { fetch, services } = renderMyPage({ 'DELETE /api/users/me': () => envelope(200, null) });
    const form = await screen.findByRole('form', { name: '회원 탈퇴' });

    await user.type(within(form).getByLabelText(/^현재 비밀번호/), 'Secret!2024');
    await user.click(within(form).getByRole('button', { name: '탈퇴하기' }));
    const reason = within(form).getByRole('combobox', { name: '탈퇴 사유' });
    expect(reason).toHaveFocus();
    expect(reason).toHaveAccessibleDescription('탈퇴 사유를 선택해 주세요.');

    await user.selectOptions(reason, '99');
    await user.click(within(form).getByRole('button', { name: '탈퇴하기' }));
    expect(within(form).getByRole('textbox', { name: '하고 싶은 말씀' })).toHaveFocus();
    await user.type(within(form).getByRole('textbox', { name: '하고 싶은 말씀' }), '잘 썼습니다');
    await user.click(within(form).getByRole('button', { name: '탈퇴하기' }));

    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('정말 탈퇴하시겠습니까?');
    await user.click(within(confirm).getByRole('button', { name: '탈퇴하기' }));
    // The success is a toast (no dialog to dismiss) and the session ends.
    expect(await screen.findByText('회원 탈퇴가 완료되었습니다.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await waitFor(() => expect(services.session.getSnapshot().userId).toBeNull());
    const body = await bodyOf(requestsTo(fetch, 'DELETE /api/users/me')[0]);
    expect(body).toMatchObject({ whdwlResnCode: '99', whdwlResn: '잘 썼습니다' });
    expect(decryptPassword(body.userPassword)).toBe('Secret!2024');
    expect(requestsTo(fetch, 'POST /api/auth/logout')).toHaveLength(1);
    expect(await screen.findByRole('heading', { level: 1, name: '누리지도' })).toBeInTheDocument();
  });

  it('has no my page for a platform admin', async () => {
    const admin = { ...MEMBER, userId: 'root', userNm: '운영자', userSeCode: 4 as const };
    storeLogin(admin);
    renderApp({ fetch: accountApi({}, admin), route: '/myPage' });
    expect(await screen.findByText('플랫폼 관리자 계정은 마이페이지를 사용하지 않습니다.')).toBeInTheDocument();
  });
});
