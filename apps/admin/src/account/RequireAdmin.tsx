import { logoutPath } from '@nuri/domain';
import {
  AppLink,
  appAddress,
  isSignedIn,
  rememberReturnAddress,
  useSession,
  useSystemScope,
  type Session,
} from '@nuri/shell';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isAdminOf } from './admin-access';

/**
 * Admin screens: an anonymous visitor goes to /admin/login, which brings them back; a signed-in
 * account that is not this system's admin (or not what `allow` takes) is told so. As a layout route
 * (`<Route element={<RequireAdmin />}>…</Route>`) or around a screen.
 */
export function RequireAdmin({ children, allow }: { children?: ReactNode; allow?: (session: Session) => boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const scope = useSystemScope();
  if (!session.loaded) return <p role="status">{t('common.loading')}</p>;
  if (allow ? allow(session) : isAdminOf(scope, session)) return <>{children ?? <Outlet />}</>;
  if (!isSignedIn(session)) return <ToAdminLogin />;
  return (
    <section className="panel" aria-labelledby="admin-guard-title">
      <h1 id="admin-guard-title">{t('admin.account.guard.title')}</h1>
      <p>{t('admin.account.guard.notAllowed', { name: session.userNm })}</p>
      <AppLink href={logoutPath(scope.system)}>{t('admin.account.guard.switch')}</AppLink>
    </section>
  );
}

function ToAdminLogin() {
  const { pathname, search } = useLocation();
  useEffect(() => rememberReturnAddress(appAddress('admin', pathname + search)), [pathname, search]);
  // The admin app's router: '/login' is /admin/login.
  return <Navigate to="/login" replace />;
}
