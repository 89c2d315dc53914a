"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.statusOf = statusOf;
exports.codeOfStatus = codeOfStatus;
exports.defaultMessageKey = defaultMessageKey;
const common_1 = require("@nestjs/common");
/** The one mapping from domain error codes to HTTP statuses (exhaustive by type). */
function statusOf(code) {
    switch (code) {
        case 'VALIDATION_FAILED':
        case 'BAD_REQUEST':
            return common_1.HttpStatus.BAD_REQUEST;
        case 'UNAUTHENTICATED':
            return common_1.HttpStatus.UNAUTHORIZED;
        case 'FORBIDDEN':
            return common_1.HttpStatus.FORBIDDEN;
        case 'NOT_FOUND':
        case 'ROUTE_NOT_FOUND':
            return common_1.HttpStatus.NOT_FOUND;
        case 'CONFLICT':
            return common_1.HttpStatus.CONFLICT;
        case 'GONE':
            return common_1.HttpStatus.GONE;
        case 'PAYLOAD_TOO_LARGE':
            return common_1.HttpStatus.PAYLOAD_TOO_LARGE;
        case 'UNSUPPORTED_MEDIA_TYPE':
            return common_1.HttpStatus.UNSUPPORTED_MEDIA_TYPE;
        case 'RULE_VIOLATION':
            return common_1.HttpStatus.UNPROCESSABLE_ENTITY;
        case 'RATE_LIMITED':
            return common_1.HttpStatus.TOO_MANY_REQUESTS;
        case 'SERVICE_UNAVAILABLE':
            return common_1.HttpStatus.SERVICE_UNAVAILABLE;
        case 'INTERNAL':
            return common_1.HttpStatus.INTERNAL_SERVER_ERROR;
        default: {
            const unknownCode = code;
            throw new Error(`unmapped error code ${String(unknownCode)}`);
        }
    }
}
/** Generic code for an HTTP status raised by the framework itself (404 route, 413 body…). */
function codeOfStatus(status) {
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
function defaultMessageKey(code) {
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
            const unknownCode = code;
            throw new Error(`unmapped error code ${String(unknownCode)}`);
        }
    }
}
//# sourceMappingURL=error-status.js.map