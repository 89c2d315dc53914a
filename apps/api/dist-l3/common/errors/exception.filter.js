"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.EnvelopeExceptionFilter = void 0;
const common_1 = require("@nestjs/common");
const locale_1 = require("../i18n/locale");
const domain_error_1 = require("./domain-error");
const error_status_1 = require("./error-status");
/**
 * The one exception filter: every error leaves as the envelope { code, message, result } with
 * the proper HTTP status. Unknown errors become 500 with a generic text; internals are logged,
 * never sent.
 */
let EnvelopeExceptionFilter = class EnvelopeExceptionFilter {
    logger = new common_1.Logger('Errors');
    catch(exception, host) {
        const http = host.switchToHttp();
        const res = http.getResponse();
        const req = http.getRequest();
        if (res.headersSent)
            return;
        const locale = (0, locale_1.localeOf)(req);
        const domain = this.toDomainError(exception);
        const status = (0, error_status_1.statusOf)(domain.code);
        const message = (0, locale_1.translate)(domain.messageKey, domain.params, locale);
        if (status >= 500) {
            this.logger.error({ err: exception, path: req?.originalUrl }, exception instanceof Error ? exception.message : 'unknown error');
        }
        res.status(status).json({ code: status, message, result: this.localizeResult(domain.result, locale) ?? message });
    }
    /** Field errors may carry catalog keys (DTO messages in the spec's words): translate them. */
    localizeResult(result, locale) {
        if (!Array.isArray(result))
            return result;
        return result.map((f) => {
            if (!f || typeof f !== 'object' || !('field' in f) || !('message' in f) || typeof f.message !== 'string')
                return f;
            const params = 'params' in f && f.params && typeof f.params === 'object' ? f.params : {};
            return { field: f.field, message: (0, locale_1.translate)(f.message, params, locale) };
        });
    }
    toDomainError(exception) {
        if (exception instanceof domain_error_1.DomainError)
            return exception;
        if (exception instanceof common_1.HttpException) {
            const code = (0, error_status_1.codeOfStatus)(exception.getStatus());
            return new domain_error_1.DomainError(code, (0, error_status_1.defaultMessageKey)(code));
        }
        // Errors raised by express middleware (body-parser: entity.too.large, entity.parse.failed…).
        const httpLike = exception;
        const status = httpLike?.status ?? httpLike?.statusCode;
        if (typeof status === 'number' && status >= 400 && status < 500) {
            const code = (0, error_status_1.codeOfStatus)(status);
            return new domain_error_1.DomainError(code, (0, error_status_1.defaultMessageKey)(code));
        }
        return new domain_error_1.DomainError('INTERNAL', 'error.serverError');
    }
};
exports.EnvelopeExceptionFilter = EnvelopeExceptionFilter;
exports.EnvelopeExceptionFilter = EnvelopeExceptionFilter = __decorate([
    (0, common_1.Catch)()
], EnvelopeExceptionFilter);
//# sourceMappingURL=exception.filter.js.map