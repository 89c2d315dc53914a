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
exports.WithdrawDto = exports.RevalidatedDto = exports.RevalidateDto = exports.PasswordChangeDto = exports.UpdateMyInfoDto = exports.MyInfoDto = exports.ExistsDto = exports.EmailExistsQueryDto = exports.UserIdExistsQueryDto = void 0;
const swagger_1 = require("@nestjs/swagger");
const domain_1 = require("@nuri/domain");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const trim = ({ value }) => (typeof value === 'string' ? value.trim() : value);
class UserIdExistsQueryDto {
    userId;
}
exports.UserIdExistsQueryDto = UserIdExistsQueryDto;
__decorate([
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(30),
    __metadata("design:type", String)
], UserIdExistsQueryDto.prototype, "userId", void 0);
class EmailExistsQueryDto {
    email;
}
exports.EmailExistsQueryDto = EmailExistsQueryDto;
__decorate([
    (0, class_transformer_1.Transform)(trim),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(domain_1.EMAIL_MAX_LENGTH),
    (0, class_validator_1.Matches)(domain_1.EMAIL_PATTERN, { message: 'contact.invalidEmail' }),
    __metadata("design:type", String)
], EmailExistsQueryDto.prototype, "email", void 0);
class ExistsDto {
    exists;
    /** 'already in use' or 'available', in the caller's language. */
    message;
}
exports.ExistsDto = ExistsDto;
class MyInfoDto {
    userId;
    userNm;
    emailaddr;
    userSeCode;
    /** Name of the role, in the caller's language. */
    userSeCodeNm;
    insttCode;
    insttNm;
    insttSttusCode;
    /** Mobile number (shown to its owner only). */
    phoneNumber;
    marketingAgreeAt;
    /** Address of the profile image, or null. */
    userImage;
    registDt;
    passwordChangeDt;
}
exports.MyInfoDto = MyInfoDto;
__decorate([
    (0, swagger_1.ApiProperty)({ enum: [4, 11, 12, 13, 14] }),
    __metadata("design:type", Number)
], MyInfoDto.prototype, "userSeCode", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: Object.values(domain_1.INSTT_STATUS_CODES) }),
    __metadata("design:type", String)
], MyInfoDto.prototype, "insttSttusCode", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: ['Y', 'N'] }),
    __metadata("design:type", String)
], MyInfoDto.prototype, "marketingAgreeAt", void 0);
class UpdateMyInfoDto {
    userNm;
    /** A new e-mail needs the token of its verification (verify-email). */
    emailaddr;
    emailVerificationToken;
    marketingAgreeAt;
}
exports.UpdateMyInfoDto = UpdateMyInfoDto;
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Transform)(trim),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.Length)(2, 50),
    __metadata("design:type", String)
], UpdateMyInfoDto.prototype, "userNm", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Transform)(trim),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(domain_1.EMAIL_MAX_LENGTH),
    (0, class_validator_1.Matches)(domain_1.EMAIL_PATTERN, { message: 'contact.invalidEmail' }),
    __metadata("design:type", String)
], UpdateMyInfoDto.prototype, "emailaddr", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(100),
    __metadata("design:type", String)
], UpdateMyInfoDto.prototype, "emailVerificationToken", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: ['Y', 'N'] }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(['Y', 'N']),
    __metadata("design:type", String)
], UpdateMyInfoDto.prototype, "marketingAgreeAt", void 0);
class PasswordChangeDto {
    /** Current password, encrypted; not needed with a fresh revalidation token. */
    oldPassword;
    /** New password, encrypted. */
    newPassword;
    /** Token from POST /users/validation (the old password was just re-checked). */
    revalidationToken;
}
exports.PasswordChangeDto = PasswordChangeDto;
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(1024),
    __metadata("design:type", String)
], PasswordChangeDto.prototype, "oldPassword", void 0);
__decorate([
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(1024),
    __metadata("design:type", String)
], PasswordChangeDto.prototype, "newPassword", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(100),
    __metadata("design:type", String)
], PasswordChangeDto.prototype, "revalidationToken", void 0);
class RevalidateDto {
    /** Current password, encrypted. */
    password;
}
exports.RevalidateDto = RevalidateDto;
__decorate([
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(1024),
    __metadata("design:type", String)
], RevalidateDto.prototype, "password", void 0);
class RevalidatedDto {
    /** Proof of a fresh password check, usable for 10 minutes. */
    revalidationToken;
}
exports.RevalidatedDto = RevalidatedDto;
class WithdrawDto {
    /** Current password, encrypted. */
    userPassword;
    /** Free-text reason. */
    whdwlResn;
    /** Reason code (common code group of withdrawal reasons). */
    whdwlResnCode;
}
exports.WithdrawDto = WithdrawDto;
__decorate([
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(1024),
    __metadata("design:type", String)
], WithdrawDto.prototype, "userPassword", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(500),
    __metadata("design:type", String)
], WithdrawDto.prototype, "whdwlResn", void 0);
__decorate([
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.Length)(1, 10),
    __metadata("design:type", String)
], WithdrawDto.prototype, "whdwlResnCode", void 0);
//# sourceMappingURL=users.dto.js.map