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
exports.UsersController = void 0;
const common_1 = require("@nestjs/common");
const platform_express_1 = require("@nestjs/platform-express");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../../common/auth/decorators");
const api_envelope_decorator_1 = require("../../common/envelope/api-envelope.decorator");
const raw_response_decorator_1 = require("../../common/envelope/raw-response.decorator");
const domain_error_1 = require("../../common/errors/domain-error");
const locale_1 = require("../../common/i18n/locale");
const account_service_1 = require("../auth/account.service");
const users_dto_1 = require("./dto/users.dto");
const users_service_1 = require("./users.service");
// Hard cap of the upload itself; the 1 MB thumbnail rule answers with its own message.
const IMAGE_UPLOAD_CAP = 10 * 1024 * 1024;
let UsersController = class UsersController {
    users;
    accounts;
    constructor(users, accounts) {
        this.users = users;
        this.accounts = accounts;
    }
    /** Whether a member id is taken ('already in use' / 'available'). */
    async idExists(q, req) {
        return this.existsAnswer(await this.users.idExists(q.userId), req);
    }
    /** Whether an e-mail address is used by an active member. */
    async emailExists(q, req) {
        return this.existsAnswer(await this.users.emailExists(q.email), req);
    }
    /** My account information. */
    me(user, req) {
        return this.users.me(user.userId, (0, locale_1.localeOf)(req));
    }
    /** Updates my name, marketing consent or (with its verification token) e-mail. */
    async updateMe(user, dto, req) {
        await this.accounts.updateMe(user.userId, dto);
        return this.users.me(user.userId, (0, locale_1.localeOf)(req));
    }
    /** Changes my password (old password, or a revalidation token from POST /users/validation). */
    async changePassword(user, dto) {
        await this.accounts.changePassword(user.userId, dto);
        return null;
    }
    /** Re-checks my password before a sensitive change. */
    async revalidate(user, dto, ip) {
        return { revalidationToken: await this.accounts.revalidate(user.userId, dto.password, ip) };
    }
    /** Uploads my profile image (png, jpg or jpeg, at most 1 MB). */
    setImage(user, file) {
        if (!file)
            throw new domain_error_1.DomainError('VALIDATION_FAILED', 'error.validation', {}, [{ field: 'file', message: 'file is required' }]);
        return this.users.setImage(user.userId, file);
    }
    /** Removes my profile image. */
    async deleteImage(user) {
        await this.users.deleteImage(user.userId);
        return null;
    }
    /** A member's profile image. */
    async image(userId, res) {
        const file = await this.users.imageFile(userId);
        res.setHeader('Cache-Control', 'private, max-age=300');
        res.sendFile(file);
    }
    /** Withdraws my membership (password and reason required). */
    async withdraw(user, dto) {
        await this.accounts.withdraw(user.userId, dto);
        return null;
    }
    existsAnswer(exists, req) {
        return { exists, message: (0, locale_1.translate)(exists ? 'common.alreadyInUse' : 'common.available', {}, (0, locale_1.localeOf)(req)) };
    }
};
exports.UsersController = UsersController;
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Get)('id/exists'),
    (0, api_envelope_decorator_1.ApiEnvelope)(users_dto_1.ExistsDto),
    __param(0, (0, common_1.Query)()),
    __param(1, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [users_dto_1.UserIdExistsQueryDto, Object]),
    __metadata("design:returntype", Promise)
], UsersController.prototype, "idExists", null);
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Get)('email/exists'),
    (0, api_envelope_decorator_1.ApiEnvelope)(users_dto_1.ExistsDto),
    __param(0, (0, common_1.Query)()),
    __param(1, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [users_dto_1.EmailExistsQueryDto, Object]),
    __metadata("design:returntype", Promise)
], UsersController.prototype, "emailExists", null);
__decorate([
    (0, common_1.Get)('me'),
    (0, api_envelope_decorator_1.ApiEnvelope)(users_dto_1.MyInfoDto),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", Promise)
], UsersController.prototype, "me", null);
__decorate([
    (0, common_1.Put)('me'),
    (0, api_envelope_decorator_1.ApiEnvelope)(users_dto_1.MyInfoDto),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Body)()),
    __param(2, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, users_dto_1.UpdateMyInfoDto, Object]),
    __metadata("design:returntype", Promise)
], UsersController.prototype, "updateMe", null);
__decorate([
    (0, common_1.Put)('password'),
    (0, api_envelope_decorator_1.ApiEnvelope)(null),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, users_dto_1.PasswordChangeDto]),
    __metadata("design:returntype", Promise)
], UsersController.prototype, "changePassword", null);
__decorate([
    (0, common_1.Post)('validation'),
    (0, common_1.HttpCode)(200),
    (0, api_envelope_decorator_1.ApiEnvelope)(users_dto_1.RevalidatedDto),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Body)()),
    __param(2, (0, common_1.Ip)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, users_dto_1.RevalidateDto, String]),
    __metadata("design:returntype", Promise)
], UsersController.prototype, "revalidate", null);
__decorate([
    (0, common_1.Post)('image'),
    (0, common_1.HttpCode)(200),
    (0, swagger_1.ApiConsumes)('multipart/form-data'),
    (0, swagger_1.ApiBody)({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } }),
    (0, common_1.UseInterceptors)((0, platform_express_1.FileInterceptor)('file', { limits: { fileSize: IMAGE_UPLOAD_CAP, files: 1 } })),
    (0, api_envelope_decorator_1.ApiEnvelope)('string'),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.UploadedFile)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", Promise)
], UsersController.prototype, "setImage", null);
__decorate([
    (0, common_1.Delete)('image'),
    (0, api_envelope_decorator_1.ApiEnvelope)(null),
    __param(0, (0, decorators_1.CurrentUser)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], UsersController.prototype, "deleteImage", null);
__decorate([
    (0, decorators_1.Public)(),
    (0, raw_response_decorator_1.RawResponse)(),
    (0, common_1.Get)(':userId/image'),
    __param(0, (0, common_1.Param)('userId')),
    __param(1, (0, common_1.Res)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Object]),
    __metadata("design:returntype", Promise)
], UsersController.prototype, "image", null);
__decorate([
    (0, common_1.Delete)('me'),
    (0, api_envelope_decorator_1.ApiEnvelope)(null),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, users_dto_1.WithdrawDto]),
    __metadata("design:returntype", Promise)
], UsersController.prototype, "withdraw", null);
exports.UsersController = UsersController = __decorate([
    (0, swagger_1.ApiTags)('users'),
    (0, swagger_1.ApiBearerAuth)('bearer'),
    (0, common_1.Controller)('users'),
    __metadata("design:paramtypes", [users_service_1.UsersService,
        account_service_1.AccountService])
], UsersController);
//# sourceMappingURL=users.controller.js.map