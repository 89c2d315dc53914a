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
exports.InvitationsController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../../common/auth/decorators");
const api_envelope_decorator_1 = require("../../common/envelope/api-envelope.decorator");
const locale_1 = require("../../common/i18n/locale");
const invitations_dto_1 = require("./dto/invitations.dto");
const invitations_service_1 = require("./invitations.service");
/** The invitee's side of an invitation (the link in the notice: /invites/{insttUserNtcnId}). */
let InvitationsController = class InvitationsController {
    invitations;
    constructor(invitations) {
        this.invitations = invitations;
    }
    /**
     * Checks an invitation: institution, level, state and expiry. Public, so the link works before
     * signing up or logging in; the unguessable id is the capability, and the e-mail is masked
     * unless the caller is logged in as the invitee (isInvitee).
     */
    check(user, p, req) {
        return this.invitations.check(user, p.insttUserNtcnId, (0, locale_1.localeOf)(req));
    }
    /**
     * Accepts an invitation while logged in as the invited account: joins the institution with the
     * invited level, leaving openBiz. Refresh the tokens afterwards (they still name the old
     * institution). 410 when expired, 409 when canceled or already accepted, 403 for anyone else.
     */
    agree(user, p, req) {
        return this.invitations.agree(user, p.insttUserNtcnId, (0, locale_1.localeOf)(req));
    }
};
exports.InvitationsController = InvitationsController;
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Get)(':insttUserNtcnId'),
    (0, api_envelope_decorator_1.ApiEnvelope)(invitations_dto_1.InvitationCheckDto),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __param(2, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, invitations_dto_1.InvitationParamDto, Object]),
    __metadata("design:returntype", Promise)
], InvitationsController.prototype, "check", null);
__decorate([
    (0, swagger_1.ApiBearerAuth)('bearer'),
    (0, common_1.Post)(':insttUserNtcnId/agree'),
    (0, common_1.HttpCode)(200),
    (0, api_envelope_decorator_1.ApiEnvelope)(invitations_dto_1.InvitationAgreedDto),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __param(2, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, invitations_dto_1.InvitationParamDto, Object]),
    __metadata("design:returntype", Promise)
], InvitationsController.prototype, "agree", null);
exports.InvitationsController = InvitationsController = __decorate([
    (0, swagger_1.ApiTags)('constituents'),
    (0, common_1.Controller)('invites'),
    __metadata("design:paramtypes", [invitations_service_1.InvitationsService])
], InvitationsController);
//# sourceMappingURL=invitations.controller.js.map