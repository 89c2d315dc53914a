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
exports.AuthController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../../common/auth/decorators");
const api_envelope_decorator_1 = require("../../common/envelope/api-envelope.decorator");
const locale_1 = require("../../common/i18n/locale");
const verification_dto_1 = require("../verification/dto/verification.dto");
const auth_service_1 = require("./auth.service");
const auth_dto_1 = require("./dto/auth.dto");
const password_cipher_service_1 = require("./password-cipher.service");
let AuthController = class AuthController {
    auth;
    cipher;
    constructor(auth, cipher) {
        this.auth = auth;
        this.cipher = cipher;
    }
    /** The RSA public key that password fields are encrypted with (RSA-OAEP-SHA256, base64). */
    publicKey() {
        return { keyId: this.cipher.keyId, publicKey: this.cipher.publicKey };
    }
    /** Log in with id and encrypted password; admin accounts answer with a second-factor challenge. */
    login(dto, ip) {
        return this.auth.login(dto.userId, dto.password, ip);
    }
    /** Sends the admin's login code to their e-mail. */
    sendSecondFactor(dto, ip, req) {
        return this.auth.sendSecondFactor(dto.challengeId, ip, (0, locale_1.localeOf)(req));
    }
    /** Completes an admin login with the e-mailed code. */
    secondFactor(dto, ip) {
        return this.auth.confirmSecondFactor(dto.challengeId, dto.emailCrtfcKey, ip);
    }
    /** Exchanges a refresh token for new tokens (the old one is spent; reuse ends the login). */
    refresh(dto, ip) {
        return this.auth.refresh(dto.refreshToken, ip);
    }
    /** Ends this login: the refresh family and the access token are revoked. */
    async logout(user, dto) {
        await this.auth.logout(user, dto.refreshToken);
        return null;
    }
};
exports.AuthController = AuthController;
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Get)('auth/public-key'),
    (0, api_envelope_decorator_1.ApiEnvelope)(auth_dto_1.PublicKeyDto),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", auth_dto_1.PublicKeyDto)
], AuthController.prototype, "publicKey", null);
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Post)('auth/login'),
    (0, common_1.HttpCode)(200),
    (0, api_envelope_decorator_1.ApiEnvelope)(auth_dto_1.LoginResultDto),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, common_1.Ip)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [auth_dto_1.LoginDto, String]),
    __metadata("design:returntype", Promise)
], AuthController.prototype, "login", null);
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Post)('emailAuthentication/send'),
    (0, common_1.HttpCode)(200),
    (0, api_envelope_decorator_1.ApiEnvelope)(verification_dto_1.ExpireDto),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, common_1.Ip)()),
    __param(2, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [auth_dto_1.ChallengeDto, String, Object]),
    __metadata("design:returntype", Promise)
], AuthController.prototype, "sendSecondFactor", null);
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Post)('auth/login/second-factor'),
    (0, common_1.HttpCode)(200),
    (0, api_envelope_decorator_1.ApiEnvelope)(auth_dto_1.TokensDto),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, common_1.Ip)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [auth_dto_1.SecondFactorDto, String]),
    __metadata("design:returntype", Promise)
], AuthController.prototype, "secondFactor", null);
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Post)('auth/refresh'),
    (0, common_1.HttpCode)(200),
    (0, api_envelope_decorator_1.ApiEnvelope)(auth_dto_1.TokensDto),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, common_1.Ip)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [auth_dto_1.RefreshDto, String]),
    __metadata("design:returntype", Promise)
], AuthController.prototype, "refresh", null);
__decorate([
    (0, swagger_1.ApiBearerAuth)('bearer'),
    (0, common_1.Post)('auth/logout'),
    (0, common_1.HttpCode)(200),
    (0, api_envelope_decorator_1.ApiEnvelope)(null),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, auth_dto_1.LogoutDto]),
    __metadata("design:returntype", Promise)
], AuthController.prototype, "logout", null);
exports.AuthController = AuthController = __decorate([
    (0, swagger_1.ApiTags)('auth'),
    (0, common_1.Controller)(),
    __metadata("design:paramtypes", [auth_service_1.AuthService,
        password_cipher_service_1.PasswordCipher])
], AuthController);
//# sourceMappingURL=auth.controller.js.map