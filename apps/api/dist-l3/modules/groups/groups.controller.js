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
exports.GroupsController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../../common/auth/decorators");
const api_envelope_decorator_1 = require("../../common/envelope/api-envelope.decorator");
const locale_1 = require("../../common/i18n/locale");
const api_paged_decorator_1 = require("../../common/paging/api-paged.decorator");
const groups_dto_1 = require("./dto/groups.dto");
const groups_service_1 = require("./groups.service");
/**
 * Groups (share scope 2): a member's named lists of fellow members of the same institution.
 * Members 11, 12 and 14 of an institution own groups; viewers (13), openBiz accounts and provider
 * admins do not. A group is changed by its owner, its institution's admins (14) and provider
 * admins (4); its members may read it.
 */
let GroupsController = class GroupsController {
    groups;
    constructor(groups) {
        this.groups = groups;
    }
    /** My groups (paged, newest first; `groupNm` searches names; sort: registDt, groupNm, memberCnt). Admins add `insttCode` for every group of their institution. */
    list(user, q) {
        return this.groups.list(user, q);
    }
    /** Creates a group (409 when I already have a group of that name, 422 for banned words or members of another institution). */
    create(user, dto, req) {
        return this.groups.create(user, dto, (0, locale_1.localeOf)(req));
    }
    /** A group with its members. */
    detail(user, p, req) {
        return this.groups.detail(user, p.groupSn, (0, locale_1.localeOf)(req));
    }
    /** Renames a group or changes its description. */
    update(user, p, dto, req) {
        return this.groups.update(user, p.groupSn, dto, (0, locale_1.localeOf)(req));
    }
    /** Deletes a group. */
    async remove(user, p) {
        await this.groups.remove(user, p.groupSn);
        return null;
    }
    /** Adds members: active members of the group's institution only (422 naming the others). */
    addMembers(user, p, dto, req) {
        return this.groups.addMembers(user, p.groupSn, dto.userIdList, (0, locale_1.localeOf)(req));
    }
    /** Removes members. */
    removeMembers(user, p, dto, req) {
        return this.groups.removeMembers(user, p.groupSn, dto.userIdList, (0, locale_1.localeOf)(req));
    }
};
exports.GroupsController = GroupsController;
__decorate([
    (0, common_1.Get)(),
    (0, api_paged_decorator_1.ApiPagedEnvelope)(groups_dto_1.GroupSummaryDto),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, groups_dto_1.GroupQueryDto]),
    __metadata("design:returntype", Promise)
], GroupsController.prototype, "list", null);
__decorate([
    (0, common_1.Post)(),
    (0, api_envelope_decorator_1.ApiEnvelope)(groups_dto_1.GroupDetailDto, { status: 201 }),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Body)()),
    __param(2, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, groups_dto_1.GroupCreateDto, Object]),
    __metadata("design:returntype", Promise)
], GroupsController.prototype, "create", null);
__decorate([
    (0, common_1.Get)(':groupSn'),
    (0, api_envelope_decorator_1.ApiEnvelope)(groups_dto_1.GroupDetailDto),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __param(2, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, groups_dto_1.GroupParamDto, Object]),
    __metadata("design:returntype", Promise)
], GroupsController.prototype, "detail", null);
__decorate([
    (0, common_1.Put)(':groupSn'),
    (0, api_envelope_decorator_1.ApiEnvelope)(groups_dto_1.GroupDetailDto),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __param(2, (0, common_1.Body)()),
    __param(3, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, groups_dto_1.GroupParamDto,
        groups_dto_1.GroupUpdateDto, Object]),
    __metadata("design:returntype", Promise)
], GroupsController.prototype, "update", null);
__decorate([
    (0, common_1.Delete)(':groupSn'),
    (0, api_envelope_decorator_1.ApiEnvelope)(null),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, groups_dto_1.GroupParamDto]),
    __metadata("design:returntype", Promise)
], GroupsController.prototype, "remove", null);
__decorate([
    (0, common_1.Post)(':groupSn/members'),
    (0, api_envelope_decorator_1.ApiEnvelope)(groups_dto_1.GroupDetailDto, { status: 201 }),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __param(2, (0, common_1.Body)()),
    __param(3, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, groups_dto_1.GroupParamDto,
        groups_dto_1.GroupMembersDto, Object]),
    __metadata("design:returntype", Promise)
], GroupsController.prototype, "addMembers", null);
__decorate([
    (0, common_1.Delete)(':groupSn/members'),
    (0, api_envelope_decorator_1.ApiEnvelope)(groups_dto_1.GroupDetailDto),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __param(2, (0, common_1.Body)()),
    __param(3, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, groups_dto_1.GroupParamDto,
        groups_dto_1.GroupMembersDto, Object]),
    __metadata("design:returntype", Promise)
], GroupsController.prototype, "removeMembers", null);
exports.GroupsController = GroupsController = __decorate([
    (0, swagger_1.ApiTags)('groups'),
    (0, swagger_1.ApiBearerAuth)('bearer'),
    (0, common_1.Controller)('groups'),
    __metadata("design:paramtypes", [groups_service_1.GroupsService])
], GroupsController);
//# sourceMappingURL=groups.controller.js.map