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
exports.InstitutionScopeGuard = void 0;
exports.requestedInstitution = requestedInstitution;
const common_1 = require("@nestjs/common");
const core_1 = require("@nestjs/core");
const domain_1 = require("@nuri/domain");
const domain_error_1 = require("../errors/domain-error");
const scope_decorators_1 = require("./scope.decorators");
/**
 * Every institution code a request names. A handler may read any of the three places, so all
 * of them must name the caller's institution, not just the first one found.
 */
function requestedInstitution(req, param) {
    const body = req.body;
    const values = [req.params[param], req.query[param], body?.[param]].filter((v) => v !== undefined && v !== null && v !== '');
    return {
        codes: [...new Set(values.filter((v) => typeof v === 'string'))],
        malformed: values.some((v) => typeof v !== 'string'),
    };
}
/** Tenant isolation: institution routes answer only their own members (and provider admins). */
let InstitutionScopeGuard = class InstitutionScopeGuard {
    reflector;
    constructor(reflector) {
        this.reflector = reflector;
    }
    canActivate(context) {
        const scope = this.reflector.getAllAndOverride(scope_decorators_1.INSTT_SCOPE, [
            context.getHandler(),
            context.getClass(),
        ]);
        if (!scope)
            return true;
        const req = context.switchToHttp().getRequest();
        const user = req.user;
        if (!user)
            throw new domain_error_1.DomainError('UNAUTHENTICATED', 'error.sessionEnded');
        if (user.userSeCode === domain_1.USER_SE_CODES.PROVIDER_ADMIN)
            return true;
        const requested = requestedInstitution(req, scope.param);
        if (requested.malformed || requested.codes.some((code) => code !== user.insttCode)) {
            throw new domain_error_1.DomainError('FORBIDDEN', 'error.noPermission');
        }
        if (scope.adminOnly && user.userSeCode !== domain_1.USER_SE_CODES.INSTT_ADMIN)
            throw new domain_error_1.DomainError('FORBIDDEN', 'error.noPermission');
        return true;
    }
};
exports.InstitutionScopeGuard = InstitutionScopeGuard;
exports.InstitutionScopeGuard = InstitutionScopeGuard = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [core_1.Reflector])
], InstitutionScopeGuard);
//# sourceMappingURL=institution-scope.guard.js.map