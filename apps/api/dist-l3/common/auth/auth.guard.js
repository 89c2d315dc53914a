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
exports.AccessTokenGuard = void 0;
const common_1 = require("@nestjs/common");
const core_1 = require("@nestjs/core");
const passport_1 = require("@nestjs/passport");
const domain_error_1 = require("../errors/domain-error");
const decorators_1 = require("./decorators");
/**
 * Global guard: every route needs a valid access token unless marked @Public(). On public
 * routes a valid token still identifies the caller (e.g. shared content), an invalid one is
 * ignored.
 */
let AccessTokenGuard = class AccessTokenGuard extends (0, passport_1.AuthGuard)('jwt') {
    reflector;
    constructor(reflector) {
        super();
        this.reflector = reflector;
    }
    async canActivate(context) {
        const isPublic = this.reflector.getAllAndOverride(decorators_1.IS_PUBLIC, [context.getHandler(), context.getClass()]);
        if (!isPublic)
            return (await super.canActivate(context));
        const req = context.switchToHttp().getRequest();
        if (!req.headers.authorization)
            return true;
        try {
            await super.canActivate(context);
        }
        catch {
            // Anonymous access stays possible with a stale token.
        }
        return true;
    }
    handleRequest(err, user) {
        if (err || !user)
            throw new domain_error_1.DomainError('UNAUTHENTICATED', 'error.sessionEnded');
        return user;
    }
};
exports.AccessTokenGuard = AccessTokenGuard;
exports.AccessTokenGuard = AccessTokenGuard = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [core_1.Reflector])
], AccessTokenGuard);
//# sourceMappingURL=auth.guard.js.map