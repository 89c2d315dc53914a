"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.EnvelopeInterceptor = void 0;
const common_1 = require("@nestjs/common");
const core_1 = require("@nestjs/core");
const rxjs_1 = require("rxjs");
const locale_1 = require("../i18n/locale");
const raw_response_decorator_1 = require("./raw-response.decorator");
/** Wraps every successful handler result in { code, message, result } unless marked raw. */
let EnvelopeInterceptor = class EnvelopeInterceptor {
    reflector;
    constructor(reflector) {
        this.reflector = reflector;
    }
    intercept(context, next) {
        const raw = this.reflector.getAllAndOverride(raw_response_decorator_1.RAW_RESPONSE, [context.getHandler(), context.getClass()]);
        if (raw || context.getType() !== 'http')
            return next.handle();
        const http = context.switchToHttp();
        const req = http.getRequest();
        const res = http.getResponse();
        return next.handle().pipe((0, rxjs_1.map)((result) => {
            if (result instanceof common_1.StreamableFile || res.headersSent)
                return result;
            const code = res.statusCode;
            return { code, message: (0, locale_1.translate)('common.success', {}, (0, locale_1.localeOf)(req)), result: result ?? null };
        }));
    }
};
exports.EnvelopeInterceptor = EnvelopeInterceptor;
exports.EnvelopeInterceptor = EnvelopeInterceptor = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [core_1.Reflector])
], EnvelopeInterceptor);
//# sourceMappingURL=envelope.interceptor.js.map