import {
  PasswordChangeForm,
  takeReturnAddress,
  useAccount,
  useApi,
  useGoTo,
  useSession,
  type PasswordChange,
} from '@nuri/shell';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { adminHome, adminReturnAddress, isAdminAccount } from './admin-access';
import { RequireAdmin } from './RequireAdmin';

/** /admin/passwordChange: the admin's password change (the login comes here for an expired one). */
export function AdminPasswordChangePage() {
  const { t } = useTranslation();
  const titleId = useId();
  const api = useApi();
  const account = useAccount();
  const session = useSession();
  const goTo = useGoTo();

  const send = async ({ oldPassword, newPassword }: PasswordChange) => {
    await api.unwrap(api.PUT('/api/users/password', { body: { oldPassword, newPassword } }));
  };
  const onward = () => {
    const user = { userSeCode: session.userSeCode ?? 4, insttCode: session.insttCode };
    goTo(adminReturnAddress(user, takeReturnAddress()) ?? adminHome(user), { replace: true });
  };

  return (
    <section className="panel" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('nav.route.passwordChange')}</h1>
      {/* Any admin: the page lives in the provider-admin system, institution admins use it too. */}
      <RequireAdmin allow={(current) => current.userSeCode !== null && isAdminAccount({ userSeCode: current.userSeCode })}>
        {session.passwordChangeRequired && (
          <p>
            {t('admin.account.password.expired')}{' '}
            <button type="button" className="button--secondary" onClick={onward}>
              {t('admin.account.password.later')}
            </button>
          </p>
        )}
        {session.userId && (
          <PasswordChangeForm
            userId={session.userId}
            userNm={session.userNm}
            encrypt={account.encryptPassword}
            onSubmit={send}
            onChanged={() => void account.refresh().then(onward)}
          />
        )}
      </RequireAdmin>
    </section>
  );
}
