import {
  appAddress,
  isSignedIn,
  rememberReturnAddress,
  systemPath,
  useGoTo,
  useSession,
  useSystemScope,
  type SignedInSession,
} from '@nuri/shell';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

/**
 * Screens of a signed-in user: while the session is restored they wait; an anonymous visitor
 * goes to the login, which brings them back here.
 */
export function RequireSignIn({ children }: { children: (session: SignedInSession) => ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  if (!session.loaded) return <p role="status">{t('common.loading')}</p>;
  if (!isSignedIn(session)) return <ToLogin />;
  return <>{children(session)}</>;
}

function ToLogin() {
  const { t } = useTranslation();
  const scope = useSystemScope();
  const goTo = useGoTo();
  const { pathname, search } = useLocation();
  useEffect(() => {
    rememberReturnAddress(appAddress('web', pathname + search));
    goTo(systemPath(scope, '/login'), { replace: true });
  }, [goTo, pathname, search, scope]);
  return <p role="status">{t('web.account.signInRequired')}</p>;
}
