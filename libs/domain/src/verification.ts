import type { MessageKey, MessageParams } from './i18n/messages';

export const VERIFICATION_TYPES = ['idFind', 'pwFind', 'signUp', 'otp'] as const;
export type VerificationType = (typeof VERIFICATION_TYPES)[number];
export type VerificationChannel = 'email' | 'sms';

/** After this many failed checks the code is dead and a new one must be issued. */
export const VERIFICATION_MAX_FAILURES = 5;
/** Codes are numeric; the server issues this many digits. */
export const VERIFICATION_CODE_LENGTH = 6;
/** A code must be entered within this time (expireDt = issue time + this). */
export const VERIFICATION_CODE_TTL_SECONDS = 180;
/** A confirmed verification may be used (sign-up, password reset…) within this time. */
export const VERIFICATION_TOKEN_TTL_SECONDS = 1800;

/** Parameters the parent screen must supply, non-empty, per type (spec 001 §5). */
export const VERIFICATION_REQUIRED_PARAMS = {
  idFind: ['userNm'],
  pwFind: ['userId', 'userNm'],
  signUp: ['userId'],
  otp: [],
} as const satisfies Record<VerificationType, readonly string[]>;
export type VerificationParamName = (typeof VERIFICATION_REQUIRED_PARAMS)[VerificationType][number];

export function isVerificationType(value: unknown): value is VerificationType {
  return typeof value === 'string' && (VERIFICATION_TYPES as readonly string[]).includes(value);
}

/** Phone (SMS) verification exists only for sign-up. */
export function supportsPhoneVerification(type: VerificationType): boolean {
  return type === 'signUp';
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Required parameters that are missing, null or blank, in their declared order. */
export function missingVerificationParams(
  type: VerificationType,
  params: Readonly<Record<string, unknown>>,
): VerificationParamName[] {
  const required: readonly VerificationParamName[] = VERIFICATION_REQUIRED_PARAMS[type];
  return required.filter((name) => isEmpty(params[name]));
}

/** '{fields} check the value and proceed' with the missing names, or null when none are missing. */
export function checkVerificationParams(
  type: VerificationType,
  params: Readonly<Record<string, unknown>>,
): { messageKey: MessageKey; params: MessageParams; missing: VerificationParamName[] } | null {
  const missing = missingVerificationParams(type, params);
  if (missing.length === 0) return null;
  return { messageKey: 'verification.checkParams', params: { fields: missing.join(', ') }, missing };
}

/** The code field takes digits only. */
export function isNumericCode(text: string): boolean {
  return /^\d+$/.test(text);
}

/** Whether another failed check is still allowed after `failures` failures. */
export function hasAttemptsLeft(failures: number): boolean {
  return failures < VERIFICATION_MAX_FAILURES;
}

/** Countdown to expireDt: whole seconds left (never negative) and 'MM:SS'. */
export function verificationCountdown(
  expireDt: Date,
  now: Date,
): { secondsLeft: number; text: string; expired: boolean } {
  const secondsLeft = Math.max(0, Math.ceil((expireDt.getTime() - now.getTime()) / 1000));
  const minutes = Math.floor(secondsLeft / 60);
  const seconds = secondsLeft % 60;
  return {
    secondsLeft,
    text: `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`,
    expired: secondsLeft === 0,
  };
}
