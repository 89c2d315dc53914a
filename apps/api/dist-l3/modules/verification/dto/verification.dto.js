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
exports.FoundIdDto = exports.FoundUserIdDto = exports.VerifiedDto = exports.ExpireDto = exports.SmsCheckDto = exports.SmsSendDto = exports.FindPasswordConfirmDto = exports.FindIdConfirmDto = exports.VerifyEmailConfirmDto = exports.FindPasswordSendDto = exports.FindIdSendDto = exports.VerifyEmailSendDto = void 0;
const domain_1 = require("@nuri/domain");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const trim = ({ value }) => (typeof value === 'string' ? value.trim() : value);
// Parent-provided fields are optional here: their absence is reported together with the spec's
// message '{fields} check the value and proceed' by the verification rules.
class EmailTarget {
    emailaddr;
}
__decorate([
    (0, class_transformer_1.Transform)(trim),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(domain_1.EMAIL_MAX_LENGTH),
    (0, class_validator_1.Matches)(domain_1.EMAIL_PATTERN, { message: 'contact.invalidEmail' }),
    __metadata("design:type", String)
], EmailTarget.prototype, "emailaddr", void 0);
class VerifyEmailSendDto extends EmailTarget {
    /** The id being signed up with. */
    userId;
}
exports.VerifyEmailSendDto = VerifyEmailSendDto;
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(30),
    __metadata("design:type", String)
], VerifyEmailSendDto.prototype, "userId", void 0);
class FindIdSendDto extends EmailTarget {
    userNm;
}
exports.FindIdSendDto = FindIdSendDto;
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(50),
    __metadata("design:type", String)
], FindIdSendDto.prototype, "userNm", void 0);
class FindPasswordSendDto extends EmailTarget {
    userId;
    userNm;
}
exports.FindPasswordSendDto = FindPasswordSendDto;
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(30),
    __metadata("design:type", String)
], FindPasswordSendDto.prototype, "userId", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(50),
    __metadata("design:type", String)
], FindPasswordSendDto.prototype, "userNm", void 0);
const code = () => (0, class_validator_1.Matches)(/^\d{4,8}$/, { message: 'verification.codeNumeric' });
class VerifyEmailConfirmDto extends VerifyEmailSendDto {
    emailCrtfcKey;
}
exports.VerifyEmailConfirmDto = VerifyEmailConfirmDto;
__decorate([
    (0, class_validator_1.IsString)(),
    code(),
    __metadata("design:type", String)
], VerifyEmailConfirmDto.prototype, "emailCrtfcKey", void 0);
class FindIdConfirmDto extends FindIdSendDto {
    emailCrtfcKey;
}
exports.FindIdConfirmDto = FindIdConfirmDto;
__decorate([
    (0, class_validator_1.IsString)(),
    code(),
    __metadata("design:type", String)
], FindIdConfirmDto.prototype, "emailCrtfcKey", void 0);
class FindPasswordConfirmDto extends FindPasswordSendDto {
    emailCrtfcKey;
}
exports.FindPasswordConfirmDto = FindPasswordConfirmDto;
__decorate([
    (0, class_validator_1.IsString)(),
    code(),
    __metadata("design:type", String)
], FindPasswordConfirmDto.prototype, "emailCrtfcKey", void 0);
class SmsSendDto {
    userId;
    /** Mobile number, 01 followed by 8 or 9 digits (hyphens allowed). */
    phoneNumber;
}
exports.SmsSendDto = SmsSendDto;
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.Matches)(domain_1.USER_ID_PATTERN, { message: 'auth.idFormat' }),
    __metadata("design:type", String)
], SmsSendDto.prototype, "userId", void 0);
__decorate([
    (0, class_transformer_1.Transform)(({ value }) => (typeof value === 'string' ? value.replace(/[\s.-]/g, '') : value)),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.Matches)(/^01[016789]\d{7,8}$/, { message: 'contact.invalidMobile' }),
    __metadata("design:type", String)
], SmsSendDto.prototype, "phoneNumber", void 0);
class SmsCheckDto extends SmsSendDto {
    smsCrtfcKey;
}
exports.SmsCheckDto = SmsCheckDto;
__decorate([
    (0, class_validator_1.IsString)(),
    code(),
    __metadata("design:type", String)
], SmsCheckDto.prototype, "smsCrtfcKey", void 0);
class ExpireDto {
    /** When the code stops being accepted (ISO 8601). */
    expireDt;
}
exports.ExpireDto = ExpireDto;
class VerifiedDto {
    /** One-use proof of this verification, redeemed by the flow that asked for it (30 minutes). */
    verificationToken;
}
exports.VerifiedDto = VerifiedDto;
class FoundUserIdDto {
    /** The member id registered with this name and e-mail. */
    userId;
    registDt;
}
exports.FoundUserIdDto = FoundUserIdDto;
class FoundIdDto extends FoundUserIdDto {
    /** Also answers GET /auth/users/find-id once. */
    verificationToken;
}
exports.FoundIdDto = FoundIdDto;
//# sourceMappingURL=verification.dto.js.map