"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.AuthCoreModule = void 0;
const common_1 = require("@nestjs/common");
const core_1 = require("@nestjs/core");
const passport_1 = require("@nestjs/passport");
const auth_guard_1 = require("./auth.guard");
const institution_scope_guard_1 = require("./institution-scope.guard");
const ip_access_guard_1 = require("./ip-access.guard");
const jwt_strategy_1 = require("./jwt.strategy");
const menu_access_guard_1 = require("./menu-access.guard");
const roles_guard_1 = require("./roles.guard");
/**
 * Authentication and authorization for every route: access token, role, IP allow-list,
 * institution scope and menu access, in that order.
 */
let AuthCoreModule = class AuthCoreModule {
};
exports.AuthCoreModule = AuthCoreModule;
exports.AuthCoreModule = AuthCoreModule = __decorate([
    (0, common_1.Module)({
        imports: [passport_1.PassportModule],
        providers: [
            jwt_strategy_1.JwtStrategy,
            { provide: core_1.APP_GUARD, useClass: auth_guard_1.AccessTokenGuard },
            { provide: core_1.APP_GUARD, useClass: roles_guard_1.RolesGuard },
            // Order matters: who the caller is, then where from, then which institution and menu.
            { provide: core_1.APP_GUARD, useClass: ip_access_guard_1.IpAccessGuard },
            { provide: core_1.APP_GUARD, useClass: institution_scope_guard_1.InstitutionScopeGuard },
            { provide: core_1.APP_GUARD, useClass: menu_access_guard_1.MenuAccessGuard },
        ],
    })
], AuthCoreModule);
//# sourceMappingURL=auth-core.module.js.map