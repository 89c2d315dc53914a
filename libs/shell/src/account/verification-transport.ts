import { normalizeEmail, normalizeMobileNumber, type VerificationChannel, type VerificationType } from '@nuri/domain';
import type { AppApiClient } from '../api/api-client';

/** What a confirmed code proves: a one-use token; find-id also answers the member id. */
export interface VerifiedResult {
  verificationToken: string;
  userId?: string;
  registDt?: string;
}

/** Parent-provided parameters the code is bound to (spec 001 §5). */
export interface VerificationParams {
  userId?: string;
  userNm?: string;
}

/**
 * The calls behind a verification field. A refusal rejects with the client's ApiError, whose
 * alert (in the server's words) the API client has already shown.
 */
export interface VerificationTransport {
  /** Whether the target is taken (sign-up e-mail), asked before a code is sent. */
  checkAvailable?(target: string): Promise<{ exists: boolean; message: string }>;
  send(target: string): Promise<{ expireDt: string }>;
  confirm(target: string, code: string): Promise<VerifiedResult>;
}

/** Verification types a screen offers (otp is the admin login's second factor, not a field). */
export type FieldVerificationType = Exclude<VerificationType, 'otp'>;

export interface VerificationTransportOptions {
  type: FieldVerificationType;
  channel: VerificationChannel;
  params: VerificationParams;
  checkAvailable?: boolean;
}

/** The target as sent: a trimmed address, or a mobile number without hyphens. */
export function normalizeTarget(channel: VerificationChannel, text: string): string {
  return channel === 'sms' ? normalizeMobileNumber(text) : normalizeEmail(text);
}

/**
 * The API's verification routes (API.md §2): e-mail codes for signUp (also an e-mail change),
 * idFind and pwFind under /auth/email, SMS codes for signUp under /instt/sms/crtfc.
 */
export function createVerificationTransport(
  api: AppApiClient,
  { type, channel, params, checkAvailable }: VerificationTransportOptions,
): VerificationTransport {
  // The API requires the parent-provided parameters (the document says so). A screen still
  // missing one calls all the same, the field left out of the JSON, so the refusal comes in the
  // spec's words ('{fields} check the value and proceed').
  const { userId, userNm } = params as Required<VerificationParams>;
  const available = checkAvailable
    ? (email: string) => api.unwrap(api.GET('/api/users/email/exists', { params: { query: { email } } }))
    : undefined;

  if (channel === 'sms') {
    if (type !== 'signUp') throw new Error('phone verification is for sign-up only');
    return {
      send: (phoneNumber) => api.unwrap(api.POST('/api/instt/sms/crtfc/send', { body: { userId, phoneNumber } })),
      confirm: (phoneNumber, smsCrtfcKey) =>
        api.unwrap(api.POST('/api/instt/sms/crtfc/check', { body: { userId, phoneNumber, smsCrtfcKey } })),
    };
  }
  switch (type) {
    case 'signUp':
      return {
        checkAvailable: available,
        send: (emailaddr) => api.unwrap(api.POST('/api/auth/email/verify-email', { body: { emailaddr, userId } })),
        confirm: (emailaddr, emailCrtfcKey) =>
          api.unwrap(api.POST('/api/auth/email/verify-email/response', { body: { emailaddr, userId, emailCrtfcKey } })),
      };
    case 'idFind':
      return {
        checkAvailable: available,
        send: (emailaddr) => api.unwrap(api.POST('/api/auth/email/find-id', { body: { emailaddr, userNm } })),
        confirm: (emailaddr, emailCrtfcKey) =>
          api.unwrap(api.POST('/api/auth/email/find-id/response', { body: { emailaddr, userNm, emailCrtfcKey } })),
      };
    case 'pwFind':
      return {
        checkAvailable: available,
        send: (emailaddr) =>
          api.unwrap(api.POST('/api/auth/email/find-password', { body: { emailaddr, userId, userNm } })),
        confirm: (emailaddr, emailCrtfcKey) =>
          api.unwrap(
            api.POST('/api/auth/email/find-password/response', { body: { emailaddr, userId, userNm, emailCrtfcKey } }),
          ),
      };
  }
}
