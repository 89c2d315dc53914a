import type { MessageKey } from './i18n/messages';
import { isReservedRouteName } from './reserved-routes';

/**
 * Institution code shape: 2–30 characters of lower-case letters, digits and single hyphens,
 * starting with a letter and not ending with a hyphen ('seoul-gu', 'k-water2'). The code is a
 * URL segment, so it stays lower case and free of characters that need encoding; a leading
 * letter keeps it apart from numeric ids.
 */
export const INSTT_CODE_MIN_LENGTH = 2;
export const INSTT_CODE_MAX_LENGTH = 30;
export const INSTT_CODE_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
/**
 * What routes accept where an existing institution is named (paths, queries, bodies): the code's
 * characters and length, checked loosely (a code that does not exist answers 404 or 403 there).
 */
export const INSTT_CODE_PARAM_PATTERN = /^[a-z][a-z0-9-]{1,29}$/;

export type InsttCodeProblem = 'FORMAT' | 'RESERVED';
export type InsttCodeCheck = { ok: true } | { ok: false; problem: InsttCodeProblem; messageKey: MessageKey };

export function validateInsttCode(code: string): InsttCodeCheck {
  if (
    code.length < INSTT_CODE_MIN_LENGTH ||
    code.length > INSTT_CODE_MAX_LENGTH ||
    !INSTT_CODE_PATTERN.test(code)
  ) {
    return { ok: false, problem: 'FORMAT', messageKey: 'instt.code.invalid' };
  }
  if (isReservedRouteName(code)) return { ok: false, problem: 'RESERVED', messageKey: 'instt.code.reserved' };
  return { ok: true };
}

/** An institution is active when deleteAt is absent or 'N' (spec 000 §3). */
export function isInstitutionActive(deleteAt: string | null | undefined): boolean {
  return deleteAt === undefined || deleteAt === null || deleteAt === '' || deleteAt === 'N';
}

// Operational status (spec 000 §4): billing moves a normal institution to 'billing in progress'
// and, when overdue, to 'paused'; payment brings it back (ARCHITECTURE §6).
export const INSTT_STATUS_CODES = { NORMAL: 'NORMAL', BILLING: 'BILLING', PAUSED: 'PAUSED' } as const;
export type InsttStatusCode = (typeof INSTT_STATUS_CODES)[keyof typeof INSTT_STATUS_CODES];
export const DEFAULT_INSTT_STATUS: InsttStatusCode = 'NORMAL';

export const INSTT_STATUS_MESSAGE_KEYS: Readonly<Record<InsttStatusCode, MessageKey>> = {
  NORMAL: 'instt.status.normal',
  BILLING: 'instt.status.billing',
  PAUSED: 'instt.status.paused',
};

/** Display tone of the status message: paused red, billing yellow, normal default. */
export const INSTT_STATUS_TONES = {
  NORMAL: 'default',
  BILLING: 'yellow',
  PAUSED: 'red',
} as const satisfies Record<InsttStatusCode, string>;
