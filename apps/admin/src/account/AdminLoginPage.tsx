import {
  AppLink,
  isSafeReturnAddress,
  isSignedIn,
  LoginForm,
  rememberReturnAddress,
  takeReturnAddress,
  useGoTo,
  useSession,
  type SessionUser,
} from '@nuri/shell';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { adminHome, adminReturnAddress, isAdminAccount } from './admin-access';

/**
 * /admin/login: id and password, then the code e-mailed to the admin (second factor); platform
 * admins land on /admin/, institution admins on /admin/{insttCode}/ (or where they were going).
 * Other accounts are refused: they log in on the user site.
 */
export function AdminLoginPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const session = useSession();
  const goTo = useGoTo();
  const [search] = useSearchParams();
  const requested = search.get('returnUrl');

  const onSignedIn = (user: SessionUser) => {
    // ?returnUrl= names the way back too (an admin screen's address).
    if (requested && isSafeReturnAddress(requested)) rememberReturnAddress(requested);
    if (user.passwordChangeRequired) {
      goTo('/admin/passwordChange', { replace: true });
      return;
    }
    goTo(adminReturnAddress(user, takeReturnAddress()) ?? adminHome(user), { replace: true });
  };

  return (
    <section className="panel admin-login" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('admin.account.login.title')}</h1>
      <p>{t('admin.account.login.intro')}</p>
      {isSignedIn(session) && isAdminAccount(session) && (
        <p>
          {t('admin.account.login.already', { name: session.userNm })}{' '}
          <AppLink href={adminHome(session)}>{t('admin.account.login.toHome')}</AppLink>
        </p>
      )}
      <LoginForm
        accept={isAdminAccount}
        notAllowedMessage={t('admin.account.login.notAdmin')}
        onSignedIn={onSignedIn}
        footer={
          <p>
            <AppLink href="/login">{t('admin.account.login.userSite')}</AppLink>
          </p>
        }
      />
    </section>
  );
}
