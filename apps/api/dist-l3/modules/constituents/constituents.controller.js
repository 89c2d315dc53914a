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
exports.ConstituentsController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../../common/auth/decorators");
const scope_decorators_1 = require("../../common/auth/scope.decorators");
const api_envelope_decorator_1 = require("../../common/envelope/api-envelope.decorator");
const locale_1 = require("../../common/i18n/locale");
const api_paged_decorator_1 = require("../../common/paging/api-paged.decorator");
const page_query_dto_1 = require("../../common/paging/page-query.dto");
const constituents_service_1 = require("./constituents.service");
const constituents_dto_1 = require("./dto/constituents.dto");
const invitations_dto_1 = require("./dto/invitations.dto");
const invitations_service_1 = require("./invitations.service");
/**
 * Members of an institution (spec 001 §7 Constituents). Every route is institution-scoped: members
 * of another institution get 403; "admin" routes need the institution's admin (14) or a
 * provider admin (4). The openBiz institution is not managed here (provider admins only).
 */
let ConstituentsController = class ConstituentsController {
    constituents;
    invitations;
    constructor(constituents, invitations) {
        this.constituents = constituents;
        this.invitations = invitations;
    }
    /**
     * Active members of the institution (paged, newest first). `userNm` searches names,
     * `excludeMyId=true` leaves the caller out (share search); sort: registDt, userNm, userId, userSeCode.
     */
    list(user, p, q, req) {
        return this.constituents.list(user, p.insttCode, q, (0, locale_1.localeOf)(req));
    }
    /** Invites by e-mail (or the id of an openBiz member); the notice links to /invites/{insttUserNtcnId} and is valid for 7 days. Admin. */
    invite(user, p, dto, req) {
        return this.invitations.invite(user, p.insttCode, dto, (0, locale_1.localeOf)(req));
    }
    /** Invites an existing openBiz member by id; on acceptance the account moves into the institution. Admin. */
    inviteOpenBiz(user, p, dto, req) {
        return this.invitations.inviteOpenBiz(user, p.insttCode, dto, (0, locale_1.localeOf)(req));
    }
    /** The join-confirmation waiting list (paged); sort: registDt, expiresDt, emailaddr; `searchNm` matches e-mail or name. Admin. */
    waiting(user, p, q, req) {
        return this.invitations.waiting(user, p.insttCode, q, (0, locale_1.localeOf)(req));
    }
    /** Cancels a waiting invitation. Admin. */
    async cancelInvite(user, p) {
        await this.invitations.cancel(user, p.insttCode, p.insttUserNtcnId);
        return null;
    }
    /** The default user list: the master account and the institution's admins. Admin. */
    defaultUsers(user, p, req) {
        return this.constituents.defaultUsers(user, p.insttCode, (0, locale_1.localeOf)(req));
    }
    /** A member's level. */
    level(user, p, req) {
        return this.constituents.level(user, p.insttCode, p.userId, (0, locale_1.localeOf)(req));
    }
    /** Changes a member's level (11, 12, 13, 14). The last admin and the master account cannot be lowered (422). Admin. */
    updateLevel(user, p, dto, req) {
        return this.constituents.updateLevel(user, p.insttCode, p.userId, dto.userSeCode, (0, locale_1.localeOf)(req));
    }
    /**
     * Removes a member: the account moves to openBiz as a member (12); what they made stays with the
     * institution (owned by its master). Not the master, the last admin or yourself (422). Admin.
     */
    async remove(user, p) {
        await this.constituents.remove(user, p.insttCode, p.userId);
        return null;
    }
};
exports.ConstituentsController = ConstituentsController;
__decorate([
    (0, common_1.Get)(),
    (0, scope_decorators_1.InsttScoped)(),
    (0, api_paged_decorator_1.ApiPagedEnvelope)(constituents_dto_1.ConstituentDto),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __param(2, (0, common_1.Query)()),
    __param(3, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, constituents_dto_1.InsttParamDto,
        constituents_dto_1.ConstituentQueryDto, Object]),
    __metadata("design:returntype", Promise)
], ConstituentsController.prototype, "list", null);
__decorate([
    (0, common_1.Post)('invite'),
    (0, scope_decorators_1.InsttScoped)({ adminOnly: true }),
    (0, api_envelope_decorator_1.ApiEnvelope)(invitations_dto_1.InvitationDto, { status: 201 }),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __param(2, (0, common_1.Body)()),
    __param(3, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, constituents_dto_1.InsttParamDto, invitations_dto_1.InviteDto, Object]),
    __metadata("design:returntype", Promise)
], ConstituentsController.prototype, "invite", null);
__decorate([
    (0, common_1.Post)('invite/openbiz'),
    (0, scope_decorators_1.InsttScoped)({ adminOnly: true }),
    (0, api_envelope_decorator_1.ApiEnvelope)(invitations_dto_1.InvitationDto, { status: 201 }),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __param(2, (0, common_1.Body)()),
    __param(3, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, constituents_dto_1.InsttParamDto,
        invitations_dto_1.OpenBizInviteDto, Object]),
    __metadata("design:returntype", Promise)
], ConstituentsController.prototype, "inviteOpenBiz", null);
__decorate([
    (0, common_1.Get)('invites'),
    (0, scope_decorators_1.InsttScoped)({ adminOnly: true }),
    (0, api_paged_decorator_1.ApiPagedEnvelope)(invitations_dto_1.InvitationDto),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __param(2, (0, common_1.Query)()),
    __param(3, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, constituents_dto_1.InsttParamDto,
        page_query_dto_1.PageQueryDto, Object]),
    __metadata("design:returntype", Promise)
], ConstituentsController.prototype, "waiting", null);
__decorate([
    (0, common_1.Delete)('invites/:insttUserNtcnId'),
    (0, scope_decorators_1.InsttScoped)({ adminOnly: true }),
    (0, api_envelope_decorator_1.ApiEnvelope)(null),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, invitations_dto_1.InsttInvitationParamDto]),
    __metadata("design:returntype", Promise)
], ConstituentsController.prototype, "cancelInvite", null);
__decorate([
    (0, common_1.Get)('default-users'),
    (0, scope_decorators_1.InsttScoped)({ adminOnly: true }),
    (0, api_envelope_decorator_1.ApiEnvelope)(constituents_dto_1.ConstituentDto, { isArray: true }),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __param(2, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, constituents_dto_1.InsttParamDto, Object]),
    __metadata("design:returntype", Promise)
], ConstituentsController.prototype, "defaultUsers", null);
__decorate([
    (0, common_1.Get)(':userId/level'),
    (0, scope_decorators_1.InsttScoped)(),
    (0, api_envelope_decorator_1.ApiEnvelope)(constituents_dto_1.LevelDto),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __param(2, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, constituents_dto_1.InsttMemberParamDto, Object]),
    __metadata("design:returntype", Promise)
], ConstituentsController.prototype, "level", null);
__decorate([
    (0, common_1.Put)(':userId/level'),
    (0, scope_decorators_1.InsttScoped)({ adminOnly: true }),
    (0, api_envelope_decorator_1.ApiEnvelope)(constituents_dto_1.LevelDto),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __param(2, (0, common_1.Body)()),
    __param(3, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, constituents_dto_1.InsttMemberParamDto,
        constituents_dto_1.LevelUpdateDto, Object]),
    __metadata("design:returntype", Promise)
], ConstituentsController.prototype, "updateLevel", null);
__decorate([
    (0, common_1.Delete)(':userId'),
    (0, scope_decorators_1.InsttScoped)({ adminOnly: true }),
    (0, api_envelope_decorator_1.ApiEnvelope)(null),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, constituents_dto_1.InsttMemberParamDto]),
    __metadata("design:returntype", Promise)
], ConstituentsController.prototype, "remove", null);
exports.ConstituentsController = ConstituentsController = __decorate([
    (0, swagger_1.ApiTags)('constituents'),
    (0, swagger_1.ApiBearerAuth)('bearer'),
    (0, common_1.Controller)('instt/:insttCode/constituents'),
    __metadata("design:paramtypes", [constituents_service_1.ConstituentsService,
        invitations_service_1.InvitationsService])
], ConstituentsController);
//# sourceMappingURL=constituents.controller.js.map