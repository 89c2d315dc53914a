import type { MessageKey } from './i18n/messages';

// A standard address: local part of letters, digits and . _ % + - (no leading, trailing or
// doubled dot), '@', then dot-separated domain labels of letters, digits and inner hyphens,
// ending in a top-level label of at least 2 letters. RFC 5321 limits: 64 local, 254 total.
export const EMAIL_PATTERN =
  /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_LENGTH = 64;

// Korean mobile numbers: 01, a carrier digit (010, 011, 016, 017, 018, 019), then 7 or 8
// digits, so 10 or 11 digits in all ('0101234567', '01012345678').
export const MOBILE_NUMBER_PATTERN = /^01[016789]\d{7,8}$/;

export const CONTACT_MESSAGE_KEYS = {
  INVALID_EMAIL: 'contact.invalidEmail',
  INVALID_MOBILE: 'contact.invalidMobile',
} as const satisfies Record<string, MessageKey>;

/** Trims surrounding spaces; the address itself is kept as typed. */
export function normalizeEmail(text: string): string {
  return text.trim();
}

export function isValidEmail(text: string): boolean {
  const email = normalizeEmail(text);
  const at = email.lastIndexOf('@');
  return email.length <= EMAIL_MAX_LENGTH && at <= EMAIL_LOCAL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** null when valid, else the 'enter a correct e-mail address' key. */
export function validateEmail(text: string): MessageKey | null {
  return isValidEmail(text) ? null : CONTACT_MESSAGE_KEYS.INVALID_EMAIL;
}

/** Strips hyphens, spaces and dots people type between the digit groups. */
export function normalizeMobileNumber(text: string): string {
  return text.replace(/[\s.-]/g, '');
}

/** Validates after normalising, so '010-1234-5678' is valid. */
export function isValidMobileNumber(text: string): boolean {
  return MOBILE_NUMBER_PATTERN.test(normalizeMobileNumber(text));
}

/** null when valid, else the 'enter a correct mobile number' key. */
export function validateMobileNumber(text: string): MessageKey | null {
  return isValidMobileNumber(text) ? null : CONTACT_MESSAGE_KEYS.INVALID_MOBILE;
}

/** '01012345678' → '010-1234-5678', '0111234567' → '011-123-4567'; other input is returned as is. */
export function formatMobileNumber(text: string): string {
  const digits = normalizeMobileNumber(text);
  if (!MOBILE_NUMBER_PATTERN.test(digits)) return text;
  const middle = digits.length === 11 ? 4 : 3;
  return `${digits.slice(0, 3)}-${digits.slice(3, 3 + middle)}-${digits.slice(3 + middle)}`;
}

/** Member ids: 4–20 lower-case letters, digits or underscores, starting with a letter (not editable later). */
export const USER_ID_PATTERN = /^[a-z][a-z0-9_]{3,19}$/;

export function isValidUserId(userId: string): boolean {
  return USER_ID_PATTERN.test(userId);
}
