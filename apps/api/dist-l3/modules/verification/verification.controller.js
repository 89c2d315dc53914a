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
exports.VerificationController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../../common/auth/decorators");
const api_envelope_decorator_1 = require("../../common/envelope/api-envelope.decorator");
const locale_1 = require("../../common/i18n/locale");
const account_service_1 = require("../auth/account.service");
const verification_dto_1 = require("./dto/verification.dto");
const verification_service_1 = require("./verification.service");
/**
 * Verification codes by e-mail (signUp, idFind, pwFind) and SMS (signUp): send answers the
 * code's expireDt, /response and /check a one-use verification token (spec 001 §4, §5).
 */
let VerificationController = class VerificationController {
    verification;
    accounts;
    constructor(verification, accounts) {
        this.verification = verification;
        this.accounts = accounts;
    }
    /** Sends a sign-up (or e-mail change) code to an e-mail address. */
    sendSignUp(dto, ip, req) {
        return this.verification.send(this.signUpEmail(dto), ip, (0, locale_1.localeOf)(req));
    }
    confirmSignUp(dto, ip) {
        return this.verification.confirm(this.signUpEmail(dto), dto.emailCrtfcKey, ip);
    }
    /** Sends an idFind code to the e-mail of the member with this name. */
    sendFindId(dto, ip, req) {
        return this.accounts.sendFindIdCode(dto, ip, (0, locale_1.localeOf)(req));
    }
    /** Confirms the idFind code and answers the member id. */
    confirmFindId(dto, ip) {
        return this.accounts.confirmFindId(dto, ip);
    }
    /** Sends a pwFind code to the e-mail of the member with this id and name. */
    sendFindPassword(dto, ip, req) {
        return this.accounts.sendFindPasswordCode(dto, ip, (0, locale_1.localeOf)(req));
    }
    confirmFindPassword(dto, ip) {
        return this.accounts.confirmFindPassword(dto, ip);
    }
    /** Sends a sign-up code by SMS. */
    sendSms(dto, ip, req) {
        return this.verification.send(this.signUpSms(dto), ip, (0, locale_1.localeOf)(req));
    }
    checkSms(dto, ip) {
        return this.verification.confirm(this.signUpSms(dto), dto.smsCrtfcKey, ip);
    }
    signUpEmail(dto) {
        return { type: 'signUp', channel: 'email', target: dto.emailaddr, params: { userId: dto.userId } };
    }
    signUpSms(dto) {
        return { type: 'signUp', channel: 'sms', target: dto.phoneNumber, params: { userId: dto.userId } };
    }
};
exports.VerificationController = VerificationController;
__decorate([
    (0, common_1.Post)('auth/email/verify-email'),
    (0, common_1.HttpCode)(200),
    (0, api_envelope_decorator_1.ApiEnvelope)(verification_dto_1.ExpireDto),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, common_1.Ip)()),
    __param(2, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [verification_dto_1.VerifyEmailSendDto, String, Object]),
    __metadata("design:returntype", Promise)
], VerificationController.prototype, "sendSignUp", null);
__decorate([
    (0, common_1.Post)('auth/email/verify-email/response'),
    (0, common_1.HttpCode)(200),
    (0, api_envelope_decorator_1.ApiEnvelope)(verification_dto_1.VerifiedDto),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, common_1.Ip)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [verification_dto_1.VerifyEmailConfirmDto, String]),
    __metadata("design:returntype", Promise)
], VerificationController.prototype, "confirmSignUp", null);
__decorate([
    (0, common_1.Post)('auth/email/find-id'),
    (0, common_1.HttpCode)(200),
    (0, api_envelope_decorator_1.ApiEnvelope)(verification_dto_1.ExpireDto),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, common_1.Ip)()),
    __param(2, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [verification_dto_1.FindIdSendDto, String, Object]),
    __metadata("design:returntype", Promise)
], VerificationController.prototype, "sendFindId", null);
__decorate([
    (0, common_1.Post)('auth/email/find-id/response'),
    (0, common_1.HttpCode)(200),
    (0, api_envelope_decorator_1.ApiEnvelope)(verification_dto_1.FoundIdDto),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, common_1.Ip)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [verification_dto_1.FindIdConfirmDto, String]),
    __metadata("design:returntype", Promise)
], VerificationController.prototype, "confirmFindId", null);
__decorate([
    (0, common_1.Post)('auth/email/find-password'),
    (0, common_1.HttpCode)(200),
    (0, api_envelope_decorator_1.ApiEnvelope)(verification_dto_1.ExpireDto),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, common_1.Ip)()),
    __param(2, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [verification_dto_1.FindPasswordSendDto, String, Object]),
    __metadata("design:returntype", Promise)
], VerificationController.prototype, "sendFindPassword", null);
__decorate([
    (0, common_1.Post)('auth/email/find-password/response'),
    (0, common_1.HttpCode)(200),
    (0, api_envelope_decorator_1.ApiEnvelope)(verification_dto_1.VerifiedDto),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, common_1.Ip)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [verification_dto_1.FindPasswordConfirmDto, String]),
    __metadata("design:returntype", Promise)
], VerificationController.prototype, "confirmFindPassword", null);
__decorate([
    (0, common_1.Post)('instt/sms/crtfc/send'),
    (0, common_1.HttpCode)(200),
    (0, api_envelope_decorator_1.ApiEnvelope)(verification_dto_1.ExpireDto),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, common_1.Ip)()),
    __param(2, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [verification_dto_1.SmsSendDto, String, Object]),
    __metadata("design:returntype", Promise)
], VerificationController.prototype, "sendSms", null);
__decorate([
    (0, common_1.Post)('instt/sms/crtfc/check'),
    (0, common_1.HttpCode)(200),
    (0, api_envelope_decorator_1.ApiEnvelope)(verification_dto_1.VerifiedDto),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, common_1.Ip)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [verification_dto_1.SmsCheckDto, String]),
    __metadata("design:returntype", Promise)
], VerificationController.prototype, "checkSms", null);
exports.VerificationController = VerificationController = __decorate([
    (0, swagger_1.ApiTags)('verification'),
    (0, decorators_1.Public)(),
    (0, common_1.Controller)(),
    __metadata("design:paramtypes", [verification_service_1.VerificationService,
        account_service_1.AccountService])
], VerificationController);
//# sourceMappingURL=verification.controller.js.map