import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RETURN_ADDRESS_STORAGE_KEY } from '@nuri/shell';
import { envelope } from '@nuri/shell/testing';
import { renderApp } from '../test/render-app';
import { accountApi, bodyOf, decryptPassword, installWebCrypto, MEMBER, requestsTo, storeLogin } from './testing/account-api';

beforeAll(installWebCrypto);
afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('/passwordChange', () => {
  it('sends an anonymous visitor to the login, to come back here', async () => {
    renderApp({ fetch: accountApi({}), route: '/passwordChange' });
    expect(await screen.findByRole('heading', { level: 1, name: '로그인' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem(RETURN_ADDRESS_STORAGE_KEY)).toBe('/passwordChange');
  });

  it('changes the password with both passwords encrypted', async () => {
    const user = userEvent.setup();
    storeLogin(MEMBER);
    const fetch = accountApi({ 'PUT /api/users/password': () => envelope(200, null) }, MEMBER);
    renderApp({ fetch, route: '/passwordChange' });

    await user.type(await screen.findByLabelText('현재 비밀번호'), 'Old!2024pass');
    await user.type(screen.getByLabelText('새 비밀번호'), 'New!2026pass');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'New!2026pass');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));

    expect(await screen.findByText('비밀번호가 변경되었습니다.')).toBeInTheDocument();
    const put = requestsTo(fetch, 'PUT /api/users/password')[0];
    const body = await bodyOf(put);
    expect(body.oldPassword).not.toBe('Old!2024pass');
    expect(decryptPassword(body.oldPassword)).toBe('Old!2024pass');
    expect(decryptPassword(body.newPassword)).toBe('New!2026pass');
    expect(put.headers.get('Authorization')).toBe('Bearer access-kim');
    // Then on to the home (the member's, signed in), the session refreshed (the password is no longer past its age).
    await waitFor(() => expect(requestsTo(fetch, 'POST /api/auth/refresh')).toHaveLength(2));
    expect(await screen.findByRole('heading', { level: 1, name: '김누리 님, 반갑습니다' })).toBeInTheDocument();
  });

  it("refuses a new password that holds the user's name, before sending", async () => {
    const user = userEvent.setup();
    const named = { ...MEMBER, userNm: 'nuri' };
    storeLogin(named);
    const fetch = accountApi({}, named);
    renderApp({ fetch, route: '/passwordChange' });
    await user.type(await screen.findByLabelText('현재 비밀번호'), 'Old!2024pass');
    await user.type(screen.getByLabelText('새 비밀번호'), 'Nuri!2026pass');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'Nuri!2026pass');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findByText('이름은 비밀번호로 사용할 수 없습니다.')).toBeInTheDocument();
    expect(requestsTo(fetch, 'PUT /api/users/password')).toHaveLength(0);
  });
});
