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
exports.AccountController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../../common/auth/decorators");
const api_envelope_decorator_1 = require("../../common/envelope/api-envelope.decorator");
const signup_dto_1 = require("../users/dto/signup.dto");
const account_service_1 = require("./account.service");
const verification_dto_1 = require("../verification/dto/verification.dto");
let AccountController = class AccountController {
    accounts;
    constructor(accounts) {
        this.accounts = accounts;
    }
    /** Individual sign-up: joins the openBiz institution. Needs the e-mail verification token. */
    signUp(dto, ip) {
        return this.accounts.signUp(dto, ip);
    }
    /** Institution sign-up: the institution with its plan and its master admin account. */
    signUpInstitution(dto, ip) {
        return this.accounts.signUpInstitution(dto, ip);
    }
    /** The id found by a confirmed idFind verification (the token is spent). */
    findId(q) {
        return this.accounts.findId(q.verificationToken);
    }
    /** Sets a new password with a confirmed pwFind verification. */
    async findPassword(dto) {
        await this.accounts.resetPassword(dto.verificationToken, dto.newPassword);
        return null;
    }
};
exports.AccountController = AccountController;
__decorate([
    (0, common_1.Post)('signup'),
    (0, api_envelope_decorator_1.ApiEnvelope)(signup_dto_1.SignedUpDto, { status: 201 }),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, common_1.Ip)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [signup_dto_1.SignUpDto, String]),
    __metadata("design:returntype", Promise)
], AccountController.prototype, "signUp", null);
__decorate([
    (0, common_1.Post)('signup/instt'),
    (0, api_envelope_decorator_1.ApiEnvelope)(signup_dto_1.SignedUpDto, { status: 201 }),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, common_1.Ip)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [signup_dto_1.InsttSignUpDto, String]),
    __metadata("design:returntype", Promise)
], AccountController.prototype, "signUpInstitution", null);
__decorate([
    (0, common_1.Get)('find-id'),
    (0, api_envelope_decorator_1.ApiEnvelope)(verification_dto_1.FoundUserIdDto),
    __param(0, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [signup_dto_1.FindIdQueryDto]),
    __metadata("design:returntype", Promise)
], AccountController.prototype, "findId", null);
__decorate([
    (0, common_1.Post)('find-password'),
    (0, common_1.HttpCode)(200),
    (0, api_envelope_decorator_1.ApiEnvelope)(null),
    __param(0, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [signup_dto_1.FindPasswordDto]),
    __metadata("design:returntype", Promise)
], AccountController.prototype, "findPassword", null);
exports.AccountController = AccountController = __decorate([
    (0, swagger_1.ApiTags)('auth'),
    (0, decorators_1.Public)(),
    (0, common_1.Controller)('auth/users'),
    __metadata("design:paramtypes", [account_service_1.AccountService])
], AccountController);
//# sourceMappingURL=account.controller.js.map