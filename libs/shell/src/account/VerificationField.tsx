import type { VerificationChannel } from '@nuri/domain';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionalApi } from '../api/api-context';
import { useVerification, type Verified, type VerificationStep } from './use-verification';
import {
  createVerificationTransport,
  type FieldVerificationType,
  type VerificationParams,
  type VerificationTransport,
} from './verification-transport';
import '../styles/account.css';
import './verification.css';

export interface VerificationFieldProps {
  /** signUp (also an e-mail change), idFind or pwFind; SMS works for signUp only. */
  type: FieldVerificationType;
  channel?: VerificationChannel;
  /** The target's label ('이메일', '휴대폰 번호'). */
  label: string;
  /** Parent-provided parameters: idFind needs userNm, pwFind userId and userNm, signUp userId. */
  params?: VerificationParams;
  /** Id of the target input: the parent focuses it when its form refers to this field. */
  id?: string;
  /** The parent's error about this field ('complete the verification'…). */
  error?: string | null;
  initialTarget?: string;
  /** The sign-up e-mail: checked for use first ('already in use' / 'available'). */
  checkAvailable?: boolean;
  required?: boolean;
  hint?: string;
  /** Replaces the API's verification routes (catalogue, tests). */
  transport?: VerificationTransport;
  onVerified(verified: Verified): void;
  onReset?(): void;
  onStepChange?(step: VerificationStep): void;
  onTargetChange?(text: string): void;
}

/**
 * E-mail or SMS verification (spec 001 §2, §4, §5, §8): the target with a send button, then the
 * numeric code with its countdown and a confirm button; once verified the inputs lock and the
 * send button gives way to 'change'. Emits the verification token to the parent.
 */
export function VerificationField(props: VerificationFieldProps) {
  const api = useOptionalApi();
  const { type, channel = 'email', params = {}, checkAvailable = false } = props;
  const { userId, userNm } = params;
  // Rebuilt when what it sends changes.
  const fromApi = useMemo(
    () => (api ? createVerificationTransport(api, { type, channel, params: { userId, userNm }, checkAvailable }) : null),
    [api, type, channel, userId, userNm, checkAvailable],
  );
  const transport = props.transport ?? fromApi;
  if (!transport) throw new Error('VerificationField needs an ApiProvider or a transport');
  return <VerificationFieldView {...props} channel={channel} params={params} transport={transport} />;
}

type ViewProps = VerificationFieldProps & { channel: VerificationChannel; params: VerificationParams; transport: VerificationTransport };

function VerificationFieldView(props: ViewProps) {
  const { t } = useTranslation();
  const own = useId();
  const inputId = props.id ?? `${own}-target`;
  const codeId = `${own}-code`;
  const noticeId = `${own}-notice`;
  const targetErrorId = `${own}-target-error`;
  const codeErrorId = `${own}-code-error`;
  const hintId = `${own}-hint`;
  const v = useVerification(props);
  const { label } = props;
  const verified = v.step === 'verified';
  const targetError = v.targetError ?? props.error ?? null;
  // Focus follows the flow: to the code once sent, back to the target when it starts over.
  const previousStep = useRef(v.step);
  useEffect(() => {
    const from = previousStep.current;
    previousStep.current = v.step;
    if (v.step === 'sent') document.getElementById(codeId)?.focus();
    else if (v.step === 'idle' && from !== 'idle') document.getElementById(inputId)?.focus();
  }, [v.step, v.expireAt, codeId, inputId]);
  const describedBy = [props.hint && hintId, targetError && targetErrorId, v.notice && noticeId].filter(Boolean).join(' ');

  return (
    <div className={`verification-field verification-field--${v.step}`}>
      <div className="verification-field__head">
        <label htmlFor={inputId} className="verification-field__label">
          {label}
        </label>
        {verified && <span className="verification-field__badge">{t('account.verification.verified')}</span>}
      </div>
      <div className="verification-field__row">
        <input
          id={inputId}
          type={props.channel === 'sms' ? 'tel' : 'email'}
          autoComplete={props.channel === 'sms' ? 'tel' : 'email'}
          value={v.target}
          disabled={verified || v.busy}
          required={props.required}
          aria-invalid={targetError ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => v.setTarget(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void v.send();
          }}
        />
        {verified ? (
          <button
            type="button"
            className="button--secondary"
            aria-label={t('account.verification.changeFor', { label })}
            onClick={() => void v.change()}
          >
            {t('account.verification.change')}
          </button>
        ) : (
          <button
            type="button"
            className="button--secondary"
            disabled={v.busy}
            aria-label={t(v.step === 'sent' ? 'account.verification.resendFor' : 'account.verification.sendFor', { label })}
            onClick={() => void v.send()}
          >
            {v.step === 'sent' ? t('account.verification.resend') : t('verification.sendCode')}
          </button>
        )}
      </div>
      {props.hint && (
        <p id={hintId} className="verification-field__hint">
          {props.hint}
        </p>
      )}
      {targetError && (
        <p id={targetErrorId} className="verification-field__error">
          {targetError}
        </p>
      )}
      {v.step !== 'idle' && (
        <div className="verification-field__row">
          <label htmlFor={codeId} className="account-sr-only">
            {t('account.verification.code', { label })}
          </label>
          <input
            id={codeId}
            className="verification-field__code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            placeholder={t('account.verification.code', { label })}
            value={v.code}
            disabled={verified || v.busy}
            aria-invalid={v.codeError ? true : undefined}
            aria-describedby={v.codeError ? codeErrorId : undefined}
            onChange={(event) => v.setCode(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              void v.confirm();
            }}
          />
          {v.step === 'sent' && (
            <>
              <span role="timer" className="verification-field__timer">
                {t('verification.remainingTime', { time: v.countdown })}
              </span>
              <button
                type="button"
                disabled={v.busy}
                aria-label={t('account.verification.confirmFor', { label })}
                onClick={() => void v.confirm()}
              >
                {t('verification.confirmCode')}
              </button>
            </>
          )}
        </div>
      )}
      {v.codeError && (
        <p id={codeErrorId} className="verification-field__error" role="alert">
          {v.codeError}
        </p>
      )}
      <p
        id={noticeId}
        className={`verification-field__notice verification-field__notice--${v.notice?.tone ?? 'none'}`}
        role={v.notice?.tone === 'error' ? 'alert' : 'status'}
      >
        {v.notice?.text}
      </p>
    </div>
  );
}
