import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { LoginPage } from '../account/LoginPage';
import { lazyScreen, Page } from './lazy-page';

// Screens a first visit seldom needs are their own chunks.
const IdPwFindPage = lazyScreen(() => import('../account/find/IdPwFindPage').then((m) => m.IdPwFindPage));
const JoinPage = lazyScreen(() => import('../account/join/JoinPage').then((m) => m.JoinPage));
const MyPage = lazyScreen(() => import('../account/mypage/MyPage').then((m) => m.MyPage));
const PasswordChangePage = lazyScreen(() =>
  import('../account/PasswordChangePage').then((m) => m.PasswordChangePage),
);
const TermsPage = lazyScreen(() => import('../account/terms/TermsPage').then((m) => m.TermsPage));

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
      <Route
        path="join"
        element={
          <Page>
            <JoinPage />
          </Page>
        }
      />
      <Route
        path="idpwfind"
        element={
          <Page>
            <IdPwFindPage />
          </Page>
        }
      />
      <Route
        path="passwordChange"
        element={
          <Page>
            <PasswordChangePage />
          </Page>
        }
      />
      <Route
        path="myPage"
        element={
          <Page>
            <MyPage />
          </Page>
        }
      />
      {scope === 'provider' && (
        <Route
          path="terms"
          element={
            <Page>
              <TermsPage />
            </Page>
          }
        />
      )}
    </>
  );
}
