import {
  AppLink,
  isSafeReturnAddress,
  isSignedIn,
  LoginForm,
  rememberReturnAddress,
  systemPath,
  takeReturnAddress,
  useGoTo,
  useSession,
  useSystemScope,
  type SessionUser,
} from '@nuri/shell';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import './account.css';

/**
 * /login (and /{insttCode}/login): id and password, the admin's e-mailed code when asked;
 * then back to where the user came from (remembered, or ?returnUrl=), or home. An expired password goes to the password
 * change first.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const scope = useSystemScope();
  const session = useSession();
  const goTo = useGoTo();
  const [search] = useSearchParams();
  // ?returnUrl= names the way back too (links from screens that need a login).
  const requested = search.get('returnUrl');
  const named = requested && isSafeReturnAddress(requested) ? requested : null;

  const onSignedIn = (user: SessionUser) => {
    if (named) rememberReturnAddress(named);
    // The return address waits for the password change, which uses it afterwards.
    if (user.passwordChangeRequired) goTo(systemPath(scope, '/passwordChange'), { replace: true });
    else goTo(takeReturnAddress() ?? systemPath(scope, '/'), { replace: true });
  };

  return (
    <section className="panel account-page account-page--narrow" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('button.login')}</h1>
      {isSignedIn(session) && (
        <p className="account-page__notice">
          {t('web.account.login.already', { name: session.userNm })}{' '}
          <AppLink href={systemPath(scope, '/')}>{t('web.account.toHome')}</AppLink>
        </p>
      )}
      <LoginForm
        onSignedIn={onSignedIn}
        footer={
          <ul className="account-page__links">
            <li>
              <AppLink href={systemPath(scope, '/join')}>{t('button.signUp')}</AppLink>
            </li>
            <li>
              <AppLink href={systemPath(scope, '/idpwfind')}>{t('nav.route.idpwfind')}</AppLink>
            </li>
          </ul>
        }
      />
    </section>
  );
}
