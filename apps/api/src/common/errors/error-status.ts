import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from './domain-error';

/** The one mapping from domain error codes to HTTP statuses (exhaustive by type). */
export function statusOf(code: ErrorCode): HttpStatus {
  switch (code) {
    case 'VALIDATION_FAILED':
    case 'BAD_REQUEST':
      return HttpStatus.BAD_REQUEST;
    case 'UNAUTHENTICATED':
      return HttpStatus.UNAUTHORIZED;
    case 'FORBIDDEN':
      return HttpStatus.FORBIDDEN;
    case 'NOT_FOUND':
    case 'ROUTE_NOT_FOUND':
      return HttpStatus.NOT_FOUND;
    case 'CONFLICT':
      return HttpStatus.CONFLICT;
    case 'GONE':
      return HttpStatus.GONE;
    case 'PAYLOAD_TOO_LARGE':
      return HttpStatus.PAYLOAD_TOO_LARGE;
    case 'UNSUPPORTED_MEDIA_TYPE':
      return HttpStatus.UNSUPPORTED_MEDIA_TYPE;
    case 'RULE_VIOLATION':
      return HttpStatus.UNPROCESSABLE_ENTITY;
    case 'RATE_LIMITED':
      return HttpStatus.TOO_MANY_REQUESTS;
    case 'SERVICE_UNAVAILABLE':
      return HttpStatus.SERVICE_UNAVAILABLE;
    case 'INTERNAL':
      return HttpStatus.INTERNAL_SERVER_ERROR;
    default: {
      const unknownCode: never = code;
      throw new Error(`unmapped error code ${String(unknownCode)}`);
    }
  }
}

/** Generic code for an HTTP status raised by the framework itself (404 route, 413 body…). */
export function codeOfStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'ROUTE_NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 410:
      return 'GONE';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 422:
      return 'RULE_VIOLATION';
    case 429:
      return 'RATE_LIMITED';
    case 503:
      return 'SERVICE_UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
  }
}

/** Catalog key of the default message for a code. */
export function defaultMessageKey(code: ErrorCode): string {
  switch (code) {
    case 'VALIDATION_FAILED':
      return 'error.validation';
    case 'BAD_REQUEST':
      return 'error.badRequest';
    case 'UNAUTHENTICATED':
      return 'error.sessionEnded';
    case 'FORBIDDEN':
      return 'error.noPermission';
    case 'NOT_FOUND':
      return 'error.notFound';
    case 'ROUTE_NOT_FOUND':
      return 'error.routeNotFound';
    case 'CONFLICT':
      return 'error.conflict';
    case 'GONE':
      return 'error.gone';
    case 'PAYLOAD_TOO_LARGE':
      return 'error.tooLarge';
    case 'UNSUPPORTED_MEDIA_TYPE':
      return 'error.unsupportedFileType';
    case 'RULE_VIOLATION':
      return 'error.ruleViolation';
    case 'RATE_LIMITED':
      return 'error.tooManyRequests';
    case 'SERVICE_UNAVAILABLE':
      return 'error.serviceUnavailable';
    case 'INTERNAL':
      return 'error.serverError';
    default: {
      const unknownCode: never = code;
      throw new Error(`unmapped error code ${String(unknownCode)}`);
    }
  }
}
