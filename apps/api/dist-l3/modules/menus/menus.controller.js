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
exports.MenusController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const domain_1 = require("@nuri/domain");
const decorators_1 = require("../../common/auth/decorators");
const scope_decorators_1 = require("../../common/auth/scope.decorators");
const api_envelope_decorator_1 = require("../../common/envelope/api-envelope.decorator");
const menu_dto_1 = require("./dto/menu.dto");
const menus_service_1 = require("./menus.service");
let MenusController = class MenusController {
    menus;
    constructor(menus) {
        this.menus = menus;
    }
    /**
     * The menu tree of a system, already filtered for the institution (wavusOnly, openBiz, election,
     * menu access). User systems are public; provider-admin needs a provider admin, institution-admin
     * the admin of that institution or a provider admin.
     */
    list(q, user) {
        return this.menus.tree(q.systemType, q.insttCode, user);
    }
    /** Whether an institution may use an access-controlled menu (accessAt Y or N): its members and provider admins. */
    async accessCheck(q) {
        return { accessAt: await this.menus.accessCheck(q.insttCode, q.menuId) };
    }
    /** Allows (Y) or denies (N) menus to an institution by menuIdList (provider admin); a denied menu's routes answer 403. */
    controlAccess(dto, user) {
        return this.menus.controlAccess(dto, user.userId);
    }
};
exports.MenusController = MenusController;
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Get)(),
    (0, api_envelope_decorator_1.ApiEnvelope)(menu_dto_1.MenuItemDto, { isArray: true }),
    __param(0, (0, common_1.Query)()),
    __param(1, (0, decorators_1.CurrentUser)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [menu_dto_1.MenuQueryDto, Object]),
    __metadata("design:returntype", Promise)
], MenusController.prototype, "list", null);
__decorate([
    (0, scope_decorators_1.InsttScoped)(),
    (0, common_1.Get)('access-check/instt'),
    (0, api_envelope_decorator_1.ApiEnvelope)(menu_dto_1.MenuAccessCheckDto),
    __param(0, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [menu_dto_1.MenuAccessCheckQueryDto]),
    __metadata("design:returntype", Promise)
], MenusController.prototype, "accessCheck", null);
__decorate([
    (0, decorators_1.Roles)(domain_1.USER_SE_CODES.PROVIDER_ADMIN),
    (0, common_1.Post)('access-control/instt'),
    (0, common_1.HttpCode)(200),
    (0, api_envelope_decorator_1.ApiEnvelope)(menu_dto_1.MenuAccessControlDto),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, decorators_1.CurrentUser)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [menu_dto_1.MenuAccessControlDto, Object]),
    __metadata("design:returntype", Promise)
], MenusController.prototype, "controlAccess", null);
exports.MenusController = MenusController = __decorate([
    (0, swagger_1.ApiTags)('menus'),
    (0, swagger_1.ApiBearerAuth)('bearer'),
    (0, common_1.Controller)('menu'),
    __metadata("design:paramtypes", [menus_service_1.MenusService])
], MenusController);
//# sourceMappingURL=menus.controller.js.map