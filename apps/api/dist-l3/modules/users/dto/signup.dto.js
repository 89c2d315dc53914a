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
exports.SignedUpDto = exports.FindIdQueryDto = exports.FindPasswordDto = exports.InsttSignUpDto = exports.SignUpDto = void 0;
const swagger_1 = require("@nestjs/swagger");
const domain_1 = require("@nuri/domain");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const trim = ({ value }) => (typeof value === 'string' ? value.trim() : value);
class SignUpDto {
    /** Member id (cannot be changed later). */
    userId;
    userNm;
    emailaddr;
    /** base64(RSA-OAEP-SHA256(password)). */
    userPassword;
    /** Token from POST /auth/email/verify-email/response for this e-mail. */
    emailVerificationToken;
    /** Optional mobile number, verified by SMS. */
    phoneNumber;
    /** Token from POST /instt/sms/crtfc/check for this number (required with phoneNumber). */
    phoneVerificationToken;
    /** Agreement to the terms of use (required). */
    termsAgreeAt;
    /** Agreement to the privacy policy (required). */
    privacyAgreeAt;
    marketingAgreeAt;
}
exports.SignUpDto = SignUpDto;
__decorate([
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.Matches)(domain_1.USER_ID_PATTERN, { message: 'auth.idFormat' }),
    __metadata("design:type", String)
], SignUpDto.prototype, "userId", void 0);
__decorate([
    (0, class_transformer_1.Transform)(trim),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.Length)(2, 50),
    __metadata("design:type", String)
], SignUpDto.prototype, "userNm", void 0);
__decorate([
    (0, class_transformer_1.Transform)(trim),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(domain_1.EMAIL_MAX_LENGTH),
    (0, class_validator_1.Matches)(domain_1.EMAIL_PATTERN, { message: 'contact.invalidEmail' }),
    __metadata("design:type", String)
], SignUpDto.prototype, "emailaddr", void 0);
__decorate([
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(1024),
    __metadata("design:type", String)
], SignUpDto.prototype, "userPassword", void 0);
__decorate([
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(100),
    __metadata("design:type", String)
], SignUpDto.prototype, "emailVerificationToken", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Transform)(({ value }) => (typeof value === 'string' ? value.replace(/[\s.-]/g, '') : value)),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.Matches)(/^01[016789]\d{7,8}$/, { message: 'contact.invalidMobile' }),
    __metadata("design:type", String)
], SignUpDto.prototype, "phoneNumber", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(100),
    __metadata("design:type", String)
], SignUpDto.prototype, "phoneVerificationToken", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: ['Y'] }),
    (0, class_validator_1.Equals)('Y', { message: 'auth.termsRequired' }),
    __metadata("design:type", String)
], SignUpDto.prototype, "termsAgreeAt", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: ['Y'] }),
    (0, class_validator_1.Equals)('Y', { message: 'auth.termsRequired' }),
    __metadata("design:type", String)
], SignUpDto.prototype, "privacyAgreeAt", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: ['Y', 'N'] }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(['Y', 'N']),
    __metadata("design:type", String)
], SignUpDto.prototype, "marketingAgreeAt", void 0);
class InsttSignUpDto extends SignUpDto {
    /** Institution code: the prefix of the institution's site paths. */
    insttCode;
    insttNm;
    planCode;
    insttTel;
    insttAddr;
}
exports.InsttSignUpDto = InsttSignUpDto;
__decorate([
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.Matches)(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/),
    (0, class_validator_1.Length)(2, 30),
    __metadata("design:type", String)
], InsttSignUpDto.prototype, "insttCode", void 0);
__decorate([
    (0, class_transformer_1.Transform)(trim),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.Length)(2, 100),
    __metadata("design:type", String)
], InsttSignUpDto.prototype, "insttNm", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: Object.values(domain_1.PLAN_CODES) }),
    (0, class_validator_1.IsIn)(Object.values(domain_1.PLAN_CODES), { message: 'auth.unknownPlan' }),
    __metadata("design:type", String)
], InsttSignUpDto.prototype, "planCode", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(30),
    __metadata("design:type", String)
], InsttSignUpDto.prototype, "insttTel", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(300),
    __metadata("design:type", String)
], InsttSignUpDto.prototype, "insttAddr", void 0);
class FindPasswordDto {
    /** Token from POST /auth/email/find-password/response. */
    verificationToken;
    /** base64(RSA-OAEP-SHA256(new password)). */
    newPassword;
}
exports.FindPasswordDto = FindPasswordDto;
__decorate([
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(100),
    __metadata("design:type", String)
], FindPasswordDto.prototype, "verificationToken", void 0);
__decorate([
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(1024),
    __metadata("design:type", String)
], FindPasswordDto.prototype, "newPassword", void 0);
class FindIdQueryDto {
    verificationToken;
}
exports.FindIdQueryDto = FindIdQueryDto;
__decorate([
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(100),
    __metadata("design:type", String)
], FindIdQueryDto.prototype, "verificationToken", void 0);
class SignedUpDto {
    userId;
    insttCode;
}
exports.SignedUpDto = SignedUpDto;
//# sourceMappingURL=signup.dto.js.map