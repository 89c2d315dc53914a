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
exports.MenuItemDto = exports.MenuAccessCheckDto = exports.MenuAccessControlDto = exports.MenuAccessCheckQueryDto = exports.MenuQueryDto = void 0;
const swagger_1 = require("@nestjs/swagger");
const class_validator_1 = require("class-validator");
const domain_1 = require("@nuri/domain");
class MenuQueryDto {
    /** The system whose menu is asked for. */
    systemType;
    /** Institution code (required for the institution systems). */
    insttCode;
}
exports.MenuQueryDto = MenuQueryDto;
__decorate([
    (0, swagger_1.ApiProperty)({ enum: domain_1.SYSTEM_TYPES }),
    (0, class_validator_1.IsIn)(domain_1.SYSTEM_TYPES),
    __metadata("design:type", String)
], MenuQueryDto.prototype, "systemType", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.Matches)(/^[a-z][a-z0-9-]{1,29}$/),
    __metadata("design:type", String)
], MenuQueryDto.prototype, "insttCode", void 0);
class MenuAccessCheckQueryDto {
    /** Institution code. */
    insttCode;
    /** Access-controlled menu id (e.g. IP_ACCESS). */
    menuId;
}
exports.MenuAccessCheckQueryDto = MenuAccessCheckQueryDto;
__decorate([
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.Matches)(/^[a-z][a-z0-9-]{1,29}$/),
    __metadata("design:type", String)
], MenuAccessCheckQueryDto.prototype, "insttCode", void 0);
__decorate([
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(40),
    __metadata("design:type", String)
], MenuAccessCheckQueryDto.prototype, "menuId", void 0);
class MenuAccessControlDto {
    /** Institution code. */
    insttCode;
    /** Access-controlled menu ids to set (each must exist in the menu table). */
    menuIdList;
    /** Y allows the menus (and the routes behind them), N denies them. */
    accessAt;
}
exports.MenuAccessControlDto = MenuAccessControlDto;
__decorate([
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.Matches)(/^[a-z][a-z0-9-]{1,29}$/),
    __metadata("design:type", String)
], MenuAccessControlDto.prototype, "insttCode", void 0);
__decorate([
    (0, class_validator_1.IsArray)(),
    (0, class_validator_1.ArrayNotEmpty)(),
    (0, class_validator_1.ArrayMaxSize)(100),
    (0, class_validator_1.ArrayUnique)(),
    (0, class_validator_1.IsString)({ each: true }),
    (0, class_validator_1.MaxLength)(40, { each: true }),
    __metadata("design:type", Array)
], MenuAccessControlDto.prototype, "menuIdList", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: ['Y', 'N'] }),
    (0, class_validator_1.IsIn)(['Y', 'N']),
    __metadata("design:type", String)
], MenuAccessControlDto.prototype, "accessAt", void 0);
class MenuAccessCheckDto {
    accessAt;
}
exports.MenuAccessCheckDto = MenuAccessCheckDto;
__decorate([
    (0, swagger_1.ApiProperty)({ enum: ['Y', 'N'] }),
    __metadata("design:type", String)
], MenuAccessCheckDto.prototype, "accessAt", void 0);
class MenuItemDto {
    /** Stable key of the item. */
    id;
    /** Korean name. */
    name;
    /** English name. */
    nameEn;
    linkType;
    /** Route inside the system (without the institution or /admin prefix), or a target address. */
    routerLink;
    systemType;
    /** Position among its siblings, from 1. */
    order;
    /** group: only holds children; page: opens a screen. */
    viewType;
    /** Screen number of the spec (e.g. 41, 5321), when the item opens one. */
    viewId;
    /** Access-controlled menu id, when the institution may be denied the item. */
    menuId;
    /** Marked as an add-on service. */
    addOn;
    innerMenu;
}
exports.MenuItemDto = MenuItemDto;
__decorate([
    (0, swagger_1.ApiProperty)({ enum: domain_1.MENU_LINK_TYPES }),
    __metadata("design:type", String)
], MenuItemDto.prototype, "linkType", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: domain_1.SYSTEM_TYPES }),
    __metadata("design:type", String)
], MenuItemDto.prototype, "systemType", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: ['group', 'page'] }),
    __metadata("design:type", String)
], MenuItemDto.prototype, "viewType", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => [MenuItemDto] }),
    __metadata("design:type", Array)
], MenuItemDto.prototype, "innerMenu", void 0);
//# sourceMappingURL=menu.dto.js.map