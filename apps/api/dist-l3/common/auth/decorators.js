"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CurrentUser = exports.Roles = exports.Public = exports.ROLES = exports.IS_PUBLIC = void 0;
const common_1 = require("@nestjs/common");
exports.IS_PUBLIC = 'nuri:public';
exports.ROLES = 'nuri:roles';
/** A route anyone may call without a token. */
const Public = () => (0, common_1.SetMetadata)(exports.IS_PUBLIC, true);
exports.Public = Public;
/** Only callers whose userSeCode is listed. */
const Roles = (...codes) => (0, common_1.SetMetadata)(exports.ROLES, codes);
exports.Roles = Roles;
/** The authenticated caller (set by the auth guard). */
exports.CurrentUser = (0, common_1.createParamDecorator)((_, ctx) => {
    return ctx.switchToHttp().getRequest().user;
});
//# sourceMappingURL=decorators.js.map