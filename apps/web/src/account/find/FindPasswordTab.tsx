import { AppLink, systemPath, useAccount, useApi, useSystemScope, VerificationField } from '@nuri/shell';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@nuri/ui';
import { focusFirstError, type FieldErrors } from '../form/form-errors';
import { passwordAcceptable, PasswordRules } from '../form/PasswordRules';

type Field = 'password' | 'passwordConfirm';

/** Find password: id, name and a code sent to the member's e-mail, then a new password. */
export function FindPasswordTab() {
  const { t } = useTranslation();
  const api = useApi();
  const account = useAccount();
  const scope = useSystemScope();
  const id = useId();
  const [who, setWho] = useState({ userId: '', userNm: '' });
  const [token, setToken] = useState<string | null>(null);
  const [password, setPassword] = useState({ password: '', passwordConfirm: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  // Bumped to start the verification over: a refused reset has spent its token.
  const [round, setRound] = useState(0);

  if (done) {
    return (
      <div className="find-result" role="status">
        <p>{t('web.account.find.passwordDone')}</p>
        <AppLink href={systemPath(scope, '/login')} className="account-page__button">
          {t('button.login')}
        </AppLink>
      </div>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token) return;
    const problems: FieldErrors<Field> = {};
    if (!passwordAcceptable(password.password, who.userNm)) problems.password = t('password.checkFormat');
    if (!password.passwordConfirm || password.password !== password.passwordConfirm) {
      problems.passwordConfirm = t('password.confirmMismatch');
    }
    setErrors(problems);
    if (focusFirstError(['password', 'passwordConfirm'], problems, (field) => `${id}-${field}`)) return;
    setBusy(true);
    try {
      const newPassword = await account.encryptPassword(password.password);
      await api.unwrap(api.POST('/api/auth/users/find-password', { body: { verificationToken: token, newPassword } }));
      setDone(true);
    } catch {
      // The client has shown the refusal; the token is spent, so the code is asked again.
      setToken(null);
      setRound(round + 1);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="find-form">
      <p>{t('web.account.find.passwordIntro')}</p>
      <TextField
        id={`${id}-userId`}
        label={t('field.userId')}
        required
        autoComplete="username"
        value={who.userId}
        disabled={token !== null}
        onChange={(userId) => setWho({ ...who, userId: userId.trim() })}
      />
      <TextField
        id={`${id}-userNm`}
        label={t('field.userNm')}
        required
        autoComplete="name"
        value={who.userNm}
        disabled={token !== null}
        onChange={(userNm) => setWho({ ...who, userNm })}
      />
      <VerificationField
        key={round}
        type="pwFind"
        label={t('field.emailaddr')}
        required
        params={{ userId: who.userId, userNm: who.userNm.trim() }}
        onVerified={(verified) => setToken(verified.verificationToken)}
        onReset={() => setToken(null)}
      />
      {token && (
        <form className="find-form" noValidate aria-label={t('web.account.find.passwordTab')} onSubmit={(event) => void submit(event)}>
          <TextField
            id={`${id}-password`}
            label={t('web.account.find.newPassword')}
            type="password"
            required
            autoComplete="new-password"
            value={password.password}
            onChange={(value) => setPassword({ ...password, password: value })}
            hint={<PasswordRules password={password.password} userNm={who.userNm} />}
            error={errors.password}
          />
          <TextField
            id={`${id}-passwordConfirm`}
            label={t('web.account.find.newPasswordConfirm')}
            type="password"
            required
            autoComplete="new-password"
            value={password.passwordConfirm}
            onChange={(value) => setPassword({ ...password, passwordConfirm: value })}
            error={errors.passwordConfirm}
          />
          <button type="submit" disabled={busy}>
            {t('web.account.find.setPassword')}
          </button>
        </form>
      )}
    </div>
  );
}
