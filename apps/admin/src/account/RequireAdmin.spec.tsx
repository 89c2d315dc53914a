import { screen } from '@testing-library/react';
import {
  SessionProvider,
  SystemScopeProvider,
  RETURN_ADDRESS_STORAGE_KEY,
  SESSION_STORAGE_KEY,
} from '@nuri/shell';
import { envelope, fakeFetch, renderWithServices } from '@nuri/shell/testing';
import { Route, Routes } from 'react-router-dom';
import { APP_MESSAGES } from '../i18n/messages';
import { RequireAdmin } from './RequireAdmin';

function renderGuarded(route: string, insttCode: string | null = null) {
  return renderWithServices(
    <SessionProvider>
      <SystemScopeProvider system={insttCode ? 'institution-admin' : 'provider-admin'} insttCode={insttCode}>
        <Routes>
          <Route element={<RequireAdmin />}>
            <Route path="/manageLayer" element={<h1>레이어 관리</h1>} />
            <Route path="/kwater/insttManage" element={<h1>기관 관리</h1>} />
          </Route>
          <Route path="/login" element={<h1>관리자 로그인</h1>} />
        </Routes>
      </SystemScopeProvider>
    </SessionProvider>,
    { fetch: fakeFetch(() => envelope(404, null)), route, messages: APP_MESSAGES },
  );
}

const signIn = (user: object) => window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));

describe('RequireAdmin', () => {
  afterEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('sends an anonymous visitor to /admin/login, remembering the screen', async () => {
    renderGuarded('/manageLayer?viewId=556');
    expect(await screen.findByRole('heading', { name: '관리자 로그인' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem(RETURN_ADDRESS_STORAGE_KEY)).toBe('/admin/manageLayer?viewId=556');
  });

  it("shows the screen to the system's admin", () => {
    signIn({ userId: 'lee', userNm: '이관리', userSeCode: 14, insttCode: 'kwater' });
    renderGuarded('/kwater/insttManage', 'kwater');
    expect(screen.getByRole('heading', { name: '기관 관리' })).toBeInTheDocument();
  });

  it('tells another account that the screen is not theirs', () => {
    signIn({ userId: 'lee', userNm: '이관리', userSeCode: 14, insttCode: 'other' });
    renderGuarded('/kwater/insttManage', 'kwater');
    expect(screen.getByRole('heading', { name: '관리자 전용 화면' })).toBeInTheDocument();
    expect(screen.getByText('이관리 님의 계정으로는 이 관리자 화면을 사용할 수 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '로그아웃하고 다른 계정으로 로그인' })).toHaveAttribute('href', '/logout');
  });
});
