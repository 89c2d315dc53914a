import type { MessageKey } from './i18n/messages';

// Shared password rules. The spec does not show them; these are ours, in line with common
// Korean guidance (KISA) for a three-class password:
// - 9 to 20 characters;
// - at least one letter (A–Z, a–z), one digit and one special character (any other printable
//   ASCII character, e.g. ! @ # $ %);
// - printable ASCII only: no spaces or other whitespace, no Hangul or other non-ASCII
//   characters (they depend on the keyboard and encoding of the device);
// - no character repeated 4 or more times in a row ('aaaa', '1111').
export const PASSWORD_MIN_LENGTH = 9;
export const PASSWORD_MAX_LENGTH = 20;
export const PASSWORD_MAX_REPEAT = 3;
/** A password older than this must be changed at the next login (passwordChange screen). */
export const PASSWORD_MAX_AGE_DAYS = 90;

export type PasswordRuleViolation =
  | 'LENGTH'
  | 'WHITESPACE'
  | 'INVALID_CHARACTER'
  | 'MISSING_LETTER'
  | 'MISSING_DIGIT'
  | 'MISSING_SPECIAL'
  | 'REPEATED_CHARACTER';

const REPEATED = new RegExp(`(.)\\1{${PASSWORD_MAX_REPEAT},}`, 'u');

/** Every rule the password breaks; empty when it satisfies the shared rules. */
export function passwordRuleViolations(password: string): PasswordRuleViolation[] {
  const violations: PasswordRuleViolation[] = [];
  const length = Array.from(password).length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) violations.push('LENGTH');
  if (/\s/u.test(password)) violations.push('WHITESPACE');
  if (/[^\s\x21-\x7e]/u.test(password)) violations.push('INVALID_CHARACTER');
  if (!/[A-Za-z]/.test(password)) violations.push('MISSING_LETTER');
  if (!/\d/.test(password)) violations.push('MISSING_DIGIT');
  if (!/[\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]/.test(password)) violations.push('MISSING_SPECIAL');
  if (REPEATED.test(password)) violations.push('REPEATED_CHARACTER');
  return violations;
}

export function satisfiesPasswordRules(password: string): boolean {
  return passwordRuleViolations(password).length === 0;
}

// Names shorter than 2 characters would forbid too many passwords, so they are not checked.
const NAME_MIN_LENGTH = 2;

/** Whether the password contains the user's name (case-insensitive, spaces in the name ignored). */
export function passwordContainsName(password: string, userNm: string | null | undefined): boolean {
  const name = (userNm ?? '').replace(/\s+/g, '').toLowerCase();
  if (Array.from(name).length < NAME_MIN_LENGTH) return false;
  return password.toLowerCase().includes(name);
}

export interface PasswordChangeInput {
  userNm: string | null | undefined;
  oldPassword?: string | null;
  /** The parent screen already holds the old password (e.g. the expired-password flow). */
  oldPasswordSuppliedByParent: boolean;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordChangeFailureCode =
  'OLD_PASSWORD_REQUIRED' | 'RULE' | 'CONTAINS_NAME' | 'CONFIRM_MISMATCH';

export interface PasswordChangeFailure {
  code: PasswordChangeFailureCode;
  messageKey: MessageKey;
  /** The broken rules, for code 'RULE'. */
  violations?: PasswordRuleViolation[];
}

export interface PasswordChangeCheck {
  ok: boolean;
  failures: PasswordChangeFailure[];
  /** 'check password format' whenever anything failed (spec 000 §5), else null. */
  summaryKey: MessageKey | null;
}

export function validatePasswordChange(input: PasswordChangeInput): PasswordChangeCheck {
  const failures: PasswordChangeFailure[] = [];
  if (!input.oldPasswordSuppliedByParent && !input.oldPassword) {
    failures.push({ code: 'OLD_PASSWORD_REQUIRED', messageKey: 'password.oldRequired' });
  }
  const violations = passwordRuleViolations(input.newPassword);
  if (violations.length > 0) failures.push({ code: 'RULE', messageKey: 'password.rule', violations });
  if (passwordContainsName(input.newPassword, input.userNm)) {
    failures.push({ code: 'CONTAINS_NAME', messageKey: 'password.nameNotAllowed' });
  }
  if (input.newPassword !== input.confirmPassword) {
    failures.push({ code: 'CONFIRM_MISMATCH', messageKey: 'password.confirmMismatch' });
  }
  const ok = failures.length === 0;
  return { ok, failures, summaryKey: ok ? null : 'password.checkFormat' };
}
