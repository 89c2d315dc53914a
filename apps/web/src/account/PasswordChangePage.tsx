import {
  PasswordChangeForm,
  systemPath,
  takeReturnAddress,
  useAccount,
  useApi,
  useGoTo,
  useSystemScope,
  type PasswordChange,
} from '@nuri/shell';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import './account.css';
import { RequireSignIn } from './RequireSignIn';

/**
 * /passwordChange: the current and the new password (PUT /api/users/password, both encrypted).
 * The login comes here first for a password past its age; afterwards it goes on to where the
 * user was going.
 */
export function PasswordChangePage() {
  const { t } = useTranslation();
  const titleId = useId();
  const api = useApi();
  const account = useAccount();
  const scope = useSystemScope();
  const goTo = useGoTo();

  const send = async ({ oldPassword, newPassword }: PasswordChange) => {
    await api.unwrap(api.PUT('/api/users/password', { body: { oldPassword, newPassword } }));
  };
  const onward = () => goTo(takeReturnAddress() ?? systemPath(scope, '/'), { replace: true });

  return (
    <section className="panel account-page account-page--narrow" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('nav.route.passwordChange')}</h1>
      <RequireSignIn>
        {(session) => (
          <>
            {session.passwordChangeRequired && (
              <div className="account-page__notice" role="note">
                <p>{t('web.account.password.expired')}</p>
                <button type="button" className="button--secondary" onClick={onward}>
                  {t('web.account.password.later')}
                </button>
              </div>
            )}
            <PasswordChangeForm
              userId={session.userId}
              userNm={session.userNm}
              encrypt={account.encryptPassword}
              onSubmit={send}
              onChanged={() => {
                // The session learns that the password is no longer past its age.
                void account.refresh().then(onward);
              }}
            />
          </>
        )}
      </RequireSignIn>
    </section>
  );
}
