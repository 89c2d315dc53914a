/**
 * Typed domain errors. Services throw these; the one exception filter maps each code to an
 * HTTP status and the envelope. Add a feature's codes here and to the switch in
 * error-status.ts (the compiler refuses a code without a status).
 */
export type ErrorCode =
  | 'VALIDATION_FAILED'
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'ROUTE_NOT_FOUND'
  | 'CONFLICT'
  | 'GONE'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RULE_VIOLATION'
  | 'RATE_LIMITED'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL';

export interface FieldError {
  field: string;
  /** Text, or a catalog key translated by the exception filter (with params). */
  message: string;
  params?: Record<string, string | number>;
}

export type MessageParams = Record<string, string | number>;

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    /** Message catalog key (libs/domain i18n) or, when no key fits, a literal text. */
    readonly messageKey: string,
    readonly params: MessageParams = {},
    /** Extra data for the envelope's result (e.g. validation field list). */
    readonly result?: unknown,
  ) {
    super(messageKey);
    this.name = 'DomainError';
  }
}

export class ValidationFailedError extends DomainError {
  constructor(readonly fields: FieldError[]) {
    super('VALIDATION_FAILED', 'error.validation', {}, fields);
  }
}
