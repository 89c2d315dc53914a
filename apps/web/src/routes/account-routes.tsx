import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { IdPwFindPage } from '../account/find/IdPwFindPage';
import { JoinPage } from '../account/join/JoinPage';
import { LoginPage } from '../account/LoginPage';
import { MyPage } from '../account/mypage/MyPage';
import { PasswordChangePage } from '../account/PasswordChangePage';
import { TermsPage } from '../account/terms/TermsPage';

/** Which system's layout the routes are rendered in: '/' (provider) or '/:insttCode' (institution). */
export type RouteScope = 'provider' | 'institution';

/**
 * Routes of the login, join, idpwfind, passwordChange, myPage (issue: accounts), as <Route>
 * elements for App.tsx: in both systems (under the institution code in the institution's);
 * the legal texts (/terms?termsType=…) in the provider's only.
 */
export function accountRoutes(scope: RouteScope): ReactNode {
  return (
    <>
      <Route path="login" element={<LoginPage />} />
      <Route path="join" element={<JoinPage />} />
      <Route path="idpwfind" element={<IdPwFindPage />} />
      <Route path="passwordChange" element={<PasswordChangePage />} />
      <Route path="myPage" element={<MyPage />} />
      {scope === 'provider' && <Route path="terms" element={<TermsPage />} />}
    </>
  );
}
