import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SecondFactorForm } from './SecondFactorForm';
import type { SessionUser } from './session';
import { useAccount } from './session-context';
import type { LoginOptions } from './session-store';
import './verification.css';

export interface LoginFormProps {
  /** Which accounts this app takes (the admin app: admins only). */
  accept?: LoginOptions['accept'];
  /** Shown when `accept` refuses the account. */
  notAllowedMessage?: string;
  onSignedIn(user: SessionUser): void;
  /** Under the form: sign-up, find id/password. */
  footer?: ReactNode;
}

type Field = 'userId' | 'password';

/**
 * Id and password (the password leaves encrypted), refusals in the server's words (wrong
 * password, locked, disabled, withdrawn, IP refused…); admin accounts continue with the
 * e-mailed code.
 */
export function LoginForm({ accept, notAllowedMessage, onSignedIn, footer }: LoginFormProps) {
  const { t } = useTranslation();
  const account = useAccount();
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ userId: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [challengeId, setChallengeId] = useState<string | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);

  if (challengeId) {
    return (
      <SecondFactorForm
        challengeId={challengeId}
        accept={accept}
        notAllowedMessage={notAllowedMessage}
        onSignedIn={onSignedIn}
        onRestart={() => {
          setChallengeId(null);
          setValues({ ...values, password: '' });
        }}
      />
    );
  }

  const focus = (field: Field) => document.getElementById(`${id}-${field}`)?.focus();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors: Partial<Record<Field, string>> = {};
    if (!values.userId.trim()) errors.userId = t('account.login.userIdRequired');
    if (!values.password) errors.password = t('account.login.passwordRequired');
    setFieldErrors(errors);
    setError(null);
    const first = (['userId', 'password'] as const).find((field) => errors[field]);
    if (first) {
      focus(first);
      return;
    }
    setBusy(true);
    const outcome = await account.login(values.userId.trim(), values.password, { accept });
    setBusy(false);
    if (outcome.kind === 'signedIn') return onSignedIn(outcome.user);
    if (outcome.kind === 'secondFactor') return setChallengeId(outcome.challengeId);
    setValues({ ...values, password: '' });
    setError(
      outcome.kind === 'notAllowed'
        ? (notAllowedMessage ?? t('error.noPermission'))
        : outcome.message || t(outcome.status === 0 ? 'error.noResponse' : 'error.temporary'),
    );
    requestAnimationFrame(() => errorRef.current?.focus());
  };

  const errorId = `${id}-error`;
  const field = (name: Field, label: string, type: string, autoComplete: string) => {
    const own = fieldErrors[name];
    const describedBy = [own && `${id}-${name}-error`, error && errorId].filter(Boolean).join(' ');
    return (
      <div className="login-form__field">
        <div className="login-form__label">
          <label htmlFor={`${id}-${name}`}>{label}</label>
          {/* For the eye: the input itself says it is required. */}
          <span className="login-form__required" aria-hidden="true">
            *
          </span>
        </div>
        <input
          id={`${id}-${name}`}
          type={type}
          required
          autoComplete={autoComplete}
          value={values[name]}
          aria-invalid={own || error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => {
            setValues({ ...values, [name]: event.target.value });
            setFieldErrors({ ...fieldErrors, [name]: undefined });
          }}
        />
        {own && (
          <p id={`${id}-${name}-error`} className="login-form__field-error">
            {own}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className="login-form" noValidate onSubmit={(event) => void submit(event)}>
      {field('userId', t('account.login.userId'), 'text', 'username')}
      {field('password', t('account.login.password'), 'password', 'current-password')}
      {error && (
        <p ref={errorRef} id={errorId} role="alert" tabIndex={-1} className="login-form__error">
          {error}
        </p>
      )}
      <div className="login-form__actions">
        <button type="submit" disabled={busy}>
          {t(busy ? 'account.login.submitting' : 'button.login')}
        </button>
      </div>
      {footer}
    </form>
  );
}
