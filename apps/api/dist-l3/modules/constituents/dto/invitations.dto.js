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
exports.InvitationAgreedDto = exports.InvitationCheckDto = exports.InvitationDto = exports.OpenBizInviteDto = exports.InviteDto = exports.InsttInvitationParamDto = exports.InvitationParamDto = void 0;
const swagger_1 = require("@nestjs/swagger");
const domain_1 = require("@nuri/domain");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const constituents_dto_1 = require("./constituents.dto");
const trim = ({ value }) => (typeof value === 'string' ? value.trim() : value);
const INVITATION_STATES = ['WAITING', 'AGREED', 'CANCELED'];
class InvitationParamDto {
    /** Invitation id (from the notice's link). */
    insttUserNtcnId;
}
exports.InvitationParamDto = InvitationParamDto;
__decorate([
    (0, class_validator_1.IsUUID)(),
    __metadata("design:type", String)
], InvitationParamDto.prototype, "insttUserNtcnId", void 0);
class InsttInvitationParamDto extends constituents_dto_1.InsttParamDto {
    /** Invitation id. */
    insttUserNtcnId;
}
exports.InsttInvitationParamDto = InsttInvitationParamDto;
__decorate([
    (0, class_validator_1.IsUUID)(),
    __metadata("design:type", String)
], InsttInvitationParamDto.prototype, "insttUserNtcnId", void 0);
/** Invite by e-mail (an account is not needed yet) or by the id of an existing openBiz member: give one of the two. */
class InviteDto {
    /** E-mail address of the person invited. */
    emailaddr;
    /** User id of an existing openBiz member. */
    userId;
    /** Level given on acceptance: 11 editor, 12 member, 13 viewer, 14 institution admin. */
    userSeCode;
}
exports.InviteDto = InviteDto;
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Transform)(trim),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(domain_1.EMAIL_MAX_LENGTH),
    (0, class_validator_1.Matches)(domain_1.EMAIL_PATTERN, { message: 'contact.invalidEmail' }),
    __metadata("design:type", String)
], InviteDto.prototype, "emailaddr", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(30),
    __metadata("design:type", String)
], InviteDto.prototype, "userId", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: domain_1.INSTITUTION_MEMBER_CODES }),
    (0, class_validator_1.IsInt)(),
    (0, class_validator_1.IsIn)(domain_1.INSTITUTION_MEMBER_CODES),
    __metadata("design:type", Number)
], InviteDto.prototype, "userSeCode", void 0);
class OpenBizInviteDto {
    /** User id of the openBiz member to invite. */
    userId;
    /** Level given on acceptance: 11 editor, 12 member, 13 viewer, 14 institution admin. */
    userSeCode;
}
exports.OpenBizInviteDto = OpenBizInviteDto;
__decorate([
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(30),
    __metadata("design:type", String)
], OpenBizInviteDto.prototype, "userId", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: domain_1.INSTITUTION_MEMBER_CODES }),
    (0, class_validator_1.IsInt)(),
    (0, class_validator_1.IsIn)(domain_1.INSTITUTION_MEMBER_CODES),
    __metadata("design:type", Number)
], OpenBizInviteDto.prototype, "userSeCode", void 0);
class InvitationDto {
    insttUserNtcnId;
    insttCode;
    /** Address the notice was sent to. */
    emailaddr;
    /** The invited account, when one exists. */
    userId;
    /** Name of the invited account, when one exists. */
    userNm;
    /** Level given on acceptance. */
    userSeCode;
    /** Name of the level, in the caller's language. */
    userSeCodeNm;
    /** Y: an existing openBiz member whose account moves into the institution on acceptance. */
    openbizMoveAt;
    sttusCode;
    /** The admin who invited. */
    registerId;
    registDt;
    /** The invitation can be accepted until this time (7 days after it was sent). */
    expiresDt;
    /** Y when a waiting invitation is past expiresDt (it can no longer be accepted). */
    expiredAt;
}
exports.InvitationDto = InvitationDto;
__decorate([
    (0, swagger_1.ApiProperty)({ enum: domain_1.INSTITUTION_MEMBER_CODES }),
    __metadata("design:type", Number)
], InvitationDto.prototype, "userSeCode", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: ['Y', 'N'] }),
    __metadata("design:type", String)
], InvitationDto.prototype, "openbizMoveAt", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: INVITATION_STATES }),
    __metadata("design:type", Object)
], InvitationDto.prototype, "sttusCode", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: ['Y', 'N'] }),
    __metadata("design:type", String)
], InvitationDto.prototype, "expiredAt", void 0);
/** What the invitation link shows; the e-mail is masked unless the caller is the invitee. */
class InvitationCheckDto {
    insttUserNtcnId;
    insttCode;
    insttNm;
    userSeCode;
    /** Name of the level, in the caller's language. */
    userSeCodeNm;
    sttusCode;
    expiresDt;
    /** Y when the invitation is past expiresDt. */
    expiredAt;
    /** Invited address: in full for the invitee, masked (ab***@example.com) for anyone else. */
    emailaddr;
    /** true when the logged-in caller is the invited person (may accept). */
    isInvitee;
}
exports.InvitationCheckDto = InvitationCheckDto;
__decorate([
    (0, swagger_1.ApiProperty)({ enum: domain_1.INSTITUTION_MEMBER_CODES }),
    __metadata("design:type", Number)
], InvitationCheckDto.prototype, "userSeCode", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: INVITATION_STATES }),
    __metadata("design:type", Object)
], InvitationCheckDto.prototype, "sttusCode", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: ['Y', 'N'] }),
    __metadata("design:type", String)
], InvitationCheckDto.prototype, "expiredAt", void 0);
class InvitationAgreedDto {
    insttCode;
    insttNm;
    userSeCode;
    /** Name of the level, in the caller's language. */
    userSeCodeNm;
    /** Y when the account moved out of openBiz. */
    openbizMoveAt;
}
exports.InvitationAgreedDto = InvitationAgreedDto;
__decorate([
    (0, swagger_1.ApiProperty)({ enum: domain_1.INSTITUTION_MEMBER_CODES }),
    __metadata("design:type", Number)
], InvitationAgreedDto.prototype, "userSeCode", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: ['Y', 'N'] }),
    __metadata("design:type", String)
], InvitationAgreedDto.prototype, "openbizMoveAt", void 0);
//# sourceMappingURL=invitations.dto.js.map