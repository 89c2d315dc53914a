"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ValidationFailedError = exports.DomainError = void 0;
class DomainError extends Error {
    code;
    messageKey;
    params;
    result;
    constructor(code, 
    /** Message catalog key (libs/domain i18n) or, when no key fits, a literal text. */
    messageKey, params = {}, 
    /** Extra data for the envelope's result (e.g. validation field list). */
    result) {
        super(messageKey);
        this.code = code;
        this.messageKey = messageKey;
        this.params = params;
        this.result = result;
        this.name = 'DomainError';
    }
}
exports.DomainError = DomainError;
class ValidationFailedError extends DomainError {
    fields;
    constructor(fields) {
        super('VALIDATION_FAILED', 'error.validation', {}, fields);
        this.fields = fields;
    }
}
exports.ValidationFailedError = ValidationFailedError;
//# sourceMappingURL=domain-error.js.map