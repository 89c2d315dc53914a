import { ApiError } from '@nuri/api-client';
import { validatePasswordChange, type PasswordChangeFailure } from '@nuri/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@nuri/ui';
import '../styles/account.css';

/** What is sent to change a password (spec 000 §3): both passwords already encrypted. */
export interface PasswordChange {
  userId: string;
  oldPassword: string;
  newPassword: string;
}

export interface PasswordChangeFormProps {
  /** The user whose password changes (the expired user in the expired-password flow). */
  userId: string;
  /** Their name: the new password must not contain it. */
  userNm: string | null;
  /** The current password when the parent already holds it; the field is then not asked. */
  oldPassword?: string;
  /** Encrypts one password for sending (createPasswordEncryptor(...).encrypt). */
  encrypt: (plaintext: string) => Promise<string>;
  /** Sends the change (PUT /api/users/password). */
  onSubmit: (change: PasswordChange) => Promise<void>;
  /** Called after the change succeeded and its message was shown. */
  onChanged?: () => void;
}

/**
 * Password change (spec 000 §5): the old password unless supplied, the shared password rules,
 * not the user's name, a matching confirmation; any failure reads 'check password format'.
 * Passwords leave the form encrypted.
 */
export function PasswordChangeForm({ userId, userNm, oldPassword, encrypt, onSubmit, onChanged }: PasswordChangeFormProps) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const titleId = useId();
  const errorId = useId();
  const [fields, setFields] = useState({ old: '', next: '', confirm: '' });
  const [failures, setFailures] = useState<PasswordChangeFailure[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const asksOld = oldPassword === undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const current = oldPassword ?? fields.old;
    const check = validatePasswordChange({
      userNm,
      oldPassword: current,
      oldPasswordSuppliedByParent: !asksOld,
      newPassword: fields.next,
      confirmPassword: fields.confirm,
    });
    setFailures(check.failures);
    if (!check.ok) return;
    setSubmitting(true);
    try {
      const [encryptedOld, encryptedNew] = await Promise.all([encrypt(current), encrypt(fields.next)]);
      await onSubmit({ userId, oldPassword: encryptedOld, newPassword: encryptedNew });
      setFields({ old: '', next: '', confirm: '' });
      void dialogs.alert({ type: 'success', message: t('password.changed') });
      onChanged?.();
    } catch (error) {
      // A refused answer has already been shown with the server's text by the API client.
      if (!(error instanceof ApiError)) void dialogs.alert({ type: 'failure', message: t('password.changeFailed') });
    } finally {
      setSubmitting(false);
    }
  };

  const invalid = failures.length > 0;
  const field = (key: keyof typeof fields, label: string, autoComplete: string) => (
    <div className="password-form__field">
      <label htmlFor={`${titleId}-${key}`}>{label}</label>
      <input
        id={`${titleId}-${key}`}
        type="password"
        autoComplete={autoComplete}
        value={fields[key]}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => setFields({ ...fields, [key]: event.target.value })}
      />
    </div>
  );

  return (
    <form className="password-form" aria-labelledby={titleId} noValidate onSubmit={(event) => void submit(event)}>
      <h2 id={titleId}>{t('account.password.title')}</h2>
      <p className="password-form__rule">{t('password.rule')}</p>
      {asksOld && field('old', t('account.password.old'), 'current-password')}
      {field('next', t('account.password.new'), 'new-password')}
      {field('confirm', t('account.password.confirm'), 'new-password')}
      {invalid && (
        <div id={errorId} role="alert" className="password-form__error">
          <p>{t('password.checkFormat')}</p>
          <ul>
            {failures.map((failure) => (
              <li key={failure.code}>{t(failure.messageKey)}</li>
            ))}
          </ul>
        </div>
      )}
      <button type="submit" disabled={submitting}>
        {t(submitting ? 'account.password.submitting' : 'account.password.submit')}
      </button>
    </form>
  );
}
