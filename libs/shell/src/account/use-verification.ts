import { ApiError } from '@nuri/api-client';
import {
  checkVerificationParams,
  isNumericCode,
  validateEmail,
  validateMobileNumber,
  VERIFICATION_MAX_FAILURES,
  verificationCountdown,
  type VerificationChannel,
} from '@nuri/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@nuri/ui';
import {
  normalizeTarget,
  type FieldVerificationType,
  type VerificationParams,
  type VerificationTransport,
  type VerifiedResult,
} from './verification-transport';

export type VerificationStep = 'idle' | 'sent' | 'verified';

/** A confirmed verification, as the parent form sends it on. */
export interface Verified extends VerifiedResult {
  /** The verified address or (normalised) mobile number. */
  target: string;
}

export interface Notice {
  tone: 'error' | 'info' | 'success';
  text: string;
}

export interface UseVerificationOptions {
  type: FieldVerificationType;
  channel: VerificationChannel;
  params: VerificationParams;
  initialTarget?: string;
  transport: VerificationTransport;
  onVerified(verified: Verified): void;
  /** A verification the parent holds is void (target changed, parameters changed). */
  onReset?(): void;
  onStepChange?(step: VerificationStep): void;
  /** Every edit of the target (an optional field that is filled in must be verified). */
  onTargetChange?(text: string): void;
}

interface State {
  step: VerificationStep;
  /** When the sent code stops being accepted (ms since the epoch). */
  expireAt: number;
  failures: number;
}

const IDLE: State = { step: 'idle', expireAt: 0, failures: 0 };

/**
 * The verification code flow of spec 001 §4: idle → sent (countdown to expireDt) → verified;
 * back to idle on expiry, after 5 failed checks, or when the target changes after confirmation.
 */
export function useVerification(options: UseVerificationOptions) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const { type, channel, params, transport } = options;
  const [target, setTargetText] = useState(options.initialTarget ?? '');
  const [code, setCodeText] = useState('');
  const [state, setState] = useState<State>(IDLE);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [targetError, setTargetError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const latest = useRef(options);
  latest.current = options;
  const stepRef = useRef<VerificationStep>('idle');

  const moveTo = useCallback((next: State, message: Notice | null) => {
    const previous = stepRef.current;
    stepRef.current = next.step;
    setState(next);
    setNotice(message);
    if (next.step === 'idle') setCodeText('');
    setCodeError(null);
    if (previous === 'verified' && next.step !== 'verified') latest.current.onReset?.();
    if (previous !== next.step) latest.current.onStepChange?.(next.step);
  }, []);

  // The countdown: a tick a second while a code is out; at zero the code is dead.
  useEffect(() => {
    if (state.step !== 'sent') return undefined;
    setNow(Date.now());
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [state.step, state.expireAt]);
  const countdown = verificationCountdown(new Date(state.expireAt), new Date(now));
  useEffect(() => {
    if (state.step === 'sent' && countdown.expired) moveTo(IDLE, { tone: 'error', text: t('verification.expired') });
  }, [state.step, countdown.expired, moveTo, t]);

  // The code is bound to the parent's parameters (the id being signed up…): they changed, so must it.
  const paramsKey = `${params.userId ?? ''}\u0000${params.userNm ?? ''}`;
  const sentWith = useRef(paramsKey);
  useEffect(() => {
    if (paramsKey === sentWith.current) return;
    sentWith.current = paramsKey;
    if (state.step !== 'idle') moveTo(IDLE, { tone: 'info', text: t('account.verification.paramsChanged') });
  }, [paramsKey, state.step, moveTo, t]);

  const formatProblem = (text: string): string | null => {
    const key = channel === 'sms' ? validateMobileNumber(text) : validateEmail(text);
    if (key) return t(key);
    const missing = checkVerificationParams(type, { ...params });
    if (!missing) return null;
    return t('verification.checkParams', { fields: missing.missing.map((name) => t(`field.${name}`)).join(', ') });
  };

  const send = async (): Promise<boolean> => {
    const problem = formatProblem(target);
    setTargetError(problem);
    if (problem) return false;
    const normalized = normalizeTarget(channel, target);
    setBusy(true);
    try {
      let availableText: string | null = null;
      if (transport.checkAvailable) {
        const answer = await transport.checkAvailable(normalized);
        if (answer.exists) {
          setTargetError(answer.message);
          return false;
        }
        availableText = answer.message;
      }
      const { expireDt } = await transport.send(normalized);
      sentWith.current = paramsKey;
      setNow(Date.now());
      moveTo({ step: 'sent', expireAt: Date.parse(expireDt), failures: 0 }, {
        tone: 'info',
        text: availableText ? `${availableText} ${t('verification.sent')}` : t('verification.sent'),
      });
      return true;
    } catch {
      setNotice({ tone: 'error', text: t('verification.issueFailed') });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (): Promise<boolean> => {
    if (state.step !== 'sent') {
      setCodeError(t('verification.completeVerification'));
      return false;
    }
    if (!isNumericCode(code)) {
      setCodeError(t('verification.codeNumeric'));
      return false;
    }
    const normalized = normalizeTarget(channel, target);
    setBusy(true);
    try {
      const result = await transport.confirm(normalized, code);
      moveTo({ ...state, step: 'verified' }, { tone: 'success', text: t('verification.complete') });
      latest.current.onVerified({ ...result, target: normalized });
      return true;
    } catch (error) {
      const text = error instanceof ApiError ? error.message : t('error.temporary');
      // 410: the code expired or died after too many failures: a new one is needed.
      if (error instanceof ApiError && error.status === 410) {
        moveTo(IDLE, { tone: 'error', text });
        return false;
      }
      const failures = state.failures + 1;
      if (failures >= VERIFICATION_MAX_FAILURES) {
        moveTo(IDLE, { tone: 'error', text: t('verification.tooManyFailures') });
        return false;
      }
      setState({ ...state, failures });
      setCodeError(t('account.verification.attemptsLeft', { message: text, count: VERIFICATION_MAX_FAILURES - failures }));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const setTarget = (text: string) => {
    setTargetText(text);
    setTargetError(null);
    latest.current.onTargetChange?.(text);
    // A code sent to the old target is no use for the new one.
    if (state.step === 'sent') moveTo(IDLE, null);
  };

  const setCode = (text: string) => {
    setCodeText(text.replace(/\D+/g, ''));
    setCodeError(null);
  };

  /** Verified, then changed: asks first, since the verification must be done again. */
  const change = async (): Promise<boolean> => {
    if (!(await dialogs.confirm({ message: t('verification.reverifyConfirm') }))) return false;
    moveTo(IDLE, null);
    return true;
  };

  return {
    step: state.step,
    target,
    code,
    notice,
    targetError,
    codeError,
    busy,
    /** Changes with every code sent (a resend too). */
    expireAt: state.expireAt,
    countdown: countdown.text,
    setTarget,
    setCode,
    send,
    confirm,
    change,
  };
}
