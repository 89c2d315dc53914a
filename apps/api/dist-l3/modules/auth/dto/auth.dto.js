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
exports.LogoutDto = exports.RefreshDto = exports.SecondFactorDto = exports.ChallengeDto = exports.LoginResultDto = exports.TokensDto = exports.SessionUserDto = exports.LoginDto = exports.PublicKeyDto = void 0;
const swagger_1 = require("@nestjs/swagger");
const domain_1 = require("@nuri/domain");
const class_validator_1 = require("class-validator");
class PublicKeyDto {
    /** Identifier of the key pair (changes when the key does). */
    keyId;
    /** RSA public key (SPKI PEM) to encrypt password fields with RSA-OAEP-SHA256. */
    publicKey;
}
exports.PublicKeyDto = PublicKeyDto;
class LoginDto {
    userId;
    /** base64(RSA-OAEP-SHA256(password)) under GET /auth/public-key. */
    password;
}
exports.LoginDto = LoginDto;
__decorate([
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.Length)(1, 30),
    __metadata("design:type", String)
], LoginDto.prototype, "userId", void 0);
__decorate([
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(1024),
    __metadata("design:type", String)
], LoginDto.prototype, "password", void 0);
class SessionUserDto {
    userId;
    userNm;
    userSeCode;
    insttCode;
    insttNm;
    /** Operational status of the institution (PAUSED: unpaid, read-only). */
    insttSttusCode;
    /** The password is older than 90 days: the client sends the user to the password change. */
    passwordChangeRequired;
}
exports.SessionUserDto = SessionUserDto;
__decorate([
    (0, swagger_1.ApiProperty)({ enum: [4, 11, 12, 13, 14] }),
    __metadata("design:type", Number)
], SessionUserDto.prototype, "userSeCode", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: Object.values(domain_1.INSTT_STATUS_CODES) }),
    __metadata("design:type", String)
], SessionUserDto.prototype, "insttSttusCode", void 0);
class TokensDto {
    accessToken;
    /** Rotating refresh token: each use returns a new one; a reused token ends the login. */
    refreshToken;
    /** Access-token lifetime in seconds. */
    expiresIn;
    user;
}
exports.TokensDto = TokensDto;
class LoginResultDto {
    /** True for admin accounts (4, 14): confirm the e-mailed code with challengeId first. */
    secondFactorRequired;
    challengeId;
    accessToken;
    refreshToken;
    expiresIn;
    user;
}
exports.LoginResultDto = LoginResultDto;
class ChallengeDto {
    challengeId;
}
exports.ChallengeDto = ChallengeDto;
__decorate([
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.Length)(16, 64),
    __metadata("design:type", String)
], ChallengeDto.prototype, "challengeId", void 0);
class SecondFactorDto extends ChallengeDto {
    /** The numeric code from the e-mail. */
    emailCrtfcKey;
}
exports.SecondFactorDto = SecondFactorDto;
__decorate([
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.Matches)(/^\d{4,8}$/, { message: 'verification.codeNumeric' }),
    __metadata("design:type", String)
], SecondFactorDto.prototype, "emailCrtfcKey", void 0);
class RefreshDto {
    refreshToken;
}
exports.RefreshDto = RefreshDto;
__decorate([
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.Length)(20, 200),
    __metadata("design:type", String)
], RefreshDto.prototype, "refreshToken", void 0);
class LogoutDto {
    /** The refresh token of this login (its family is revoked). */
    refreshToken;
}
exports.LogoutDto = LogoutDto;
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.Length)(20, 200),
    __metadata("design:type", String)
], LogoutDto.prototype, "refreshToken", void 0);
//# sourceMappingURL=auth.dto.js.map