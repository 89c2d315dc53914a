"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.flattenValidationErrors = flattenValidationErrors;
exports.createValidationPipe = createValidationPipe;
const common_1 = require("@nestjs/common");
const domain_error_1 = require("./errors/domain-error");
/** Flattens nested class-validator errors into { field, message } with dotted paths. */
function flattenValidationErrors(errors, parent = '') {
    const out = [];
    for (const e of errors) {
        const field = parent ? `${parent}.${e.property}` : e.property;
        for (const message of Object.values(e.constraints ?? {}))
            out.push({ field, message });
        if (e.children?.length)
            out.push(...flattenValidationErrors(e.children, field));
    }
    return out;
}
/** The global validation pipe: whitelist DTO fields, convert types, list every field error. */
function createValidationPipe() {
    return new common_1.ValidationPipe({
        whitelist: true,
        forbidNonWhitelisted: true,
        transform: true,
        exceptionFactory: (errors) => new domain_error_1.ValidationFailedError(flattenValidationErrors(errors)),
    });
}
//# sourceMappingURL=validation.js.map