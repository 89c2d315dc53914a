import { isNumericCode, verificationCountdown } from '@nuri/domain';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from './session';
import { useAccount } from './session-context';
import type { LoginOptions } from './session-store';
import './verification.css';

export interface SecondFactorFormProps {
  /** The challenge of the login answer. */
  challengeId: string;
  accept?: LoginOptions['accept'];
  /** Shown when `accept` refuses the account. */
  notAllowedMessage?: string;
  onSignedIn(user: SessionUser): void;
  /** Back to id and password (the challenge ended). */
  onRestart(): void;
}

/**
 * The admin login's second step: the code e-mailed by POST /api/emailAuthentication/send (sent
 * as the step opens, again on request), its countdown, then POST /api/auth/login/second-factor.
 */
export function SecondFactorForm({ challengeId, accept, notAllowedMessage, onSignedIn, onRestart }: SecondFactorFormProps) {
  const { t } = useTranslation();
  const account = useAccount();
  const id = useId();
  const [code, setCode] = useState('');
  const [expireAt, setExpireAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [busy, setBusy] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);

  const send = useCallback(async () => {
    setSending(true);
    setError(null);
    const answer = await account.sendSecondFactor(challengeId);
    setSending(false);
    if (answer.ok) {
      setNow(Date.now());
      setExpireAt(Date.parse(answer.result.expireDt));
      setCode('');
      codeRef.current?.focus();
    } else {
      setExpireAt(null);
      setError(answer.message || t('verification.issueFailed'));
    }
  }, [account, challengeId, t]);

  // The code goes out once as the step opens (StrictMode's second mount sends nothing).
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (sentFor.current === challengeId) return;
    sentFor.current = challengeId;
    void send();
  }, [challengeId, send]);

  useEffect(() => {
    if (expireAt === null) return undefined;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [expireAt]);
  const countdown = expireAt === null ? null : verificationCountdown(new Date(expireAt), new Date(now));
  const expired = countdown?.expired ?? false;

  const fail = (text: string) => {
    setError(text);
    // The message is announced (role=alert) and focused, so it is read before anything else.
    requestAnimationFrame(() => errorRef.current?.focus());
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (expired) return fail(t('verification.expired'));
    if (!isNumericCode(code)) {
      setError(t('verification.codeNumeric'));
      codeRef.current?.focus();
      return;
    }
    setBusy(true);
    const outcome = await account.confirmSecondFactor(challengeId, code, { accept });
    setBusy(false);
    if (outcome.kind === 'signedIn') onSignedIn(outcome.user);
    else if (outcome.kind === 'notAllowed') fail(notAllowedMessage ?? t('error.noPermission'));
    else if (outcome.kind === 'failed') fail(outcome.message || t(outcome.status === 0 ? 'error.noResponse' : 'error.temporary'));
  };

  const errorId = `${id}-error`;
  return (
    <form className="login-form" noValidate aria-labelledby={`${id}-title`} onSubmit={(event) => void submit(event)}>
      <h2 id={`${id}-title`}>{t('account.secondFactor.title')}</h2>
      <p>{t('account.secondFactor.intro')}</p>
      {sending && <p role="status">{t('account.secondFactor.sending')}</p>}
      {!sending && expireAt !== null && <p role="status">{t('verification.sent')}</p>}
      <div className="login-form__field">
        <label htmlFor={`${id}-code`}>{t('account.secondFactor.code')}</label>
        <input
          ref={codeRef}
          id={`${id}-code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setCode(event.target.value.replace(/\D+/g, ''))}
        />
      </div>
      {countdown && (
        <span role="timer" className="login-form__timer">
          {expired ? t('verification.expired') : t('verification.remainingTime', { time: countdown.text })}
        </span>
      )}
      {error && (
        <p ref={errorRef} id={errorId} role="alert" tabIndex={-1} className="login-form__error">
          {error}
        </p>
      )}
      <div className="login-form__actions">
        <button type="submit" disabled={busy || sending}>
          {t(busy ? 'account.secondFactor.submitting' : 'account.secondFactor.submit')}
        </button>
        <button type="button" className="button--secondary" disabled={sending} onClick={() => void send()}>
          {t('account.secondFactor.resend')}
        </button>
        <button type="button" className="button--secondary" onClick={onRestart}>
          {t('account.secondFactor.restart')}
        </button>
      </div>
    </form>
  );
}
