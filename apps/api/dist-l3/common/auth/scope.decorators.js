"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MenuAccessRequired = exports.InsttScoped = exports.MENU_ACCESS = exports.INSTT_SCOPE = void 0;
const common_1 = require("@nestjs/common");
exports.INSTT_SCOPE = 'nuri:instt-scope';
exports.MENU_ACCESS = 'nuri:menu-access';
/**
 * The route belongs to the institution named in the request: members of another institution
 * get 403 (provider admins pass).
 */
const InsttScoped = (options = {}) => (0, common_1.SetMetadata)(exports.INSTT_SCOPE, { param: 'insttCode', adminOnly: false, ...options });
exports.InsttScoped = InsttScoped;
/** The route sits behind an access-controlled menu: an institution denied it gets 403. */
const MenuAccessRequired = (menuId) => (0, common_1.SetMetadata)(exports.MENU_ACCESS, menuId);
exports.MenuAccessRequired = MenuAccessRequired;
//# sourceMappingURL=scope.decorators.js.map