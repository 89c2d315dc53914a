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
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.MenuAccessGuard = void 0;
const common_1 = require("@nestjs/common");
const core_1 = require("@nestjs/core");
const typeorm_1 = require("@nestjs/typeorm");
const domain_1 = require("@nuri/domain");
const typeorm_2 = require("typeorm");
const domain_error_1 = require("../errors/domain-error");
const institution_scope_guard_1 = require("./institution-scope.guard");
const scope_decorators_1 = require("./scope.decorators");
/** A route behind a menu the institution was denied answers 403, not only the hidden menu. */
let MenuAccessGuard = class MenuAccessGuard {
    reflector;
    db;
    constructor(reflector, db) {
        this.reflector = reflector;
        this.db = db;
    }
    async canActivate(context) {
        const menuId = this.reflector.getAllAndOverride(scope_decorators_1.MENU_ACCESS, [context.getHandler(), context.getClass()]);
        if (!menuId)
            return true;
        const req = context.switchToHttp().getRequest();
        const user = req.user;
        if (user?.userSeCode === domain_1.USER_SE_CODES.PROVIDER_ADMIN)
            return true;
        const scope = this.reflector.getAllAndOverride(scope_decorators_1.INSTT_SCOPE, [context.getHandler(), context.getClass()]);
        // The institution scope guard has already refused requests naming another institution.
        const insttCode = (0, institution_scope_guard_1.requestedInstitution)(req, scope?.param ?? 'insttCode').codes[0] ?? user?.insttCode;
        if (!insttCode)
            return true;
        const rows = await this.db.query(`SELECT access_at FROM menu_access WHERE instt_code = $1 AND menu_id = $2`, [insttCode, menuId]);
        if (rows[0]?.access_at === 'N')
            throw new domain_error_1.DomainError('FORBIDDEN', 'error.menuNotAllowed');
        return true;
    }
};
exports.MenuAccessGuard = MenuAccessGuard;
exports.MenuAccessGuard = MenuAccessGuard = __decorate([
    (0, common_1.Injectable)(),
    __param(1, (0, typeorm_1.InjectDataSource)()),
    __metadata("design:paramtypes", [core_1.Reflector,
        typeorm_2.DataSource])
], MenuAccessGuard);
//# sourceMappingURL=menu-access.guard.js.map