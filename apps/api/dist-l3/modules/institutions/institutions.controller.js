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
exports.InstitutionsController = void 0;
const common_1 = require("@nestjs/common");
const platform_express_1 = require("@nestjs/platform-express");
const swagger_1 = require("@nestjs/swagger");
const domain_1 = require("@nuri/domain");
const decorators_1 = require("../../common/auth/decorators");
const scope_decorators_1 = require("../../common/auth/scope.decorators");
const api_envelope_decorator_1 = require("../../common/envelope/api-envelope.decorator");
const raw_response_decorator_1 = require("../../common/envelope/raw-response.decorator");
const domain_error_1 = require("../../common/errors/domain-error");
const locale_1 = require("../../common/i18n/locale");
const api_paged_decorator_1 = require("../../common/paging/api-paged.decorator");
const users_dto_1 = require("../users/dto/users.dto");
const institutions_dto_1 = require("./dto/institutions.dto");
const institution_admin_service_1 = require("./institution-admin.service");
const institutions_service_1 = require("./institutions.service");
// Hard cap of the upload itself; the 1 MB thumbnail rule answers with its own message.
const IMAGE_UPLOAD_CAP = 10 * 1024 * 1024;
let InstitutionsController = class InstitutionsController {
    institutions;
    admin;
    constructor(institutions, admin) {
        this.institutions = institutions;
        this.admin = admin;
    }
    /** Institutions with their member counts (provider admin; paged; searchNm over name and code; sort: creatDt, insttNm, insttCode, planCode, insttSttusCode, memberCnt). */
    list(q) {
        return this.institutions.list(q);
    }
    /** Creates an institution (provider admin): code rules, banned words, unique code and name; telephone and address stored encrypted. */
    create(user, dto) {
        return this.admin.create(user, dto);
    }
    /** Whether an institution code or name is taken ('already in use' / 'available'). */
    exists(q, req) {
        return this.institutions.exists(q, (0, locale_1.localeOf)(req));
    }
    /** The institution's public panel (404 for unknown or deleted institutions). */
    panel(p) {
        return this.institutions.panel(p.insttCode);
    }
    /** The institution image (public, like the panel). */
    async image(p, res) {
        const file = await this.institutions.imageFile(p.insttCode);
        res.sendFile(file.absolutePath, {
            headers: { 'Content-Type': file.fileMime, 'Cache-Control': 'public, max-age=300' },
        });
    }
    /** Details with the decrypted telephone and address, the master account and its masked phone (admins of the institution, provider admin). */
    detail(user, p) {
        return this.institutions.detail(user, p.insttCode);
    }
    /** Updates name, telephone, address and site address (admins). */
    update(user, p, dto) {
        return this.admin.update(user, p.insttCode, dto);
    }
    /** Replaces the institution image (multipart 'file': png, jpg or jpeg, at most 1 MB, checked by content; admins). */
    setImage(user, p, file) {
        if (!file)
            throw new domain_error_1.DomainError('VALIDATION_FAILED', 'error.validation', {}, [
                { field: 'file', message: 'file is required' },
            ]);
        return this.admin.setImage(user, p.insttCode, file);
    }
    /** Removes the institution image (admins). */
    deleteImage(p) {
        return this.admin.deleteImage(p.insttCode);
    }
    /** Operational status: statusMsg is 'normal operation', 'billing in progress' or 'paused' (members of the institution, provider admin). */
    status(p, req) {
        return this.institutions.status(p.insttCode, (0, locale_1.localeOf)(req));
    }
    /** Sets the operational status and/or the deleted flag (provider admin); deleteAt Y hides the institution and refuses its members. */
    setState(p, dto) {
        return this.admin.setState(p.insttCode, dto);
    }
};
exports.InstitutionsController = InstitutionsController;
__decorate([
    (0, decorators_1.Roles)(domain_1.USER_SE_CODES.PROVIDER_ADMIN),
    (0, common_1.Get)(),
    (0, api_paged_decorator_1.ApiPagedEnvelope)(institutions_dto_1.InsttListRowDto),
    __param(0, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [institutions_dto_1.InsttListQueryDto]),
    __metadata("design:returntype", Promise)
], InstitutionsController.prototype, "list", null);
__decorate([
    (0, decorators_1.Roles)(domain_1.USER_SE_CODES.PROVIDER_ADMIN),
    (0, common_1.Post)(),
    (0, api_envelope_decorator_1.ApiEnvelope)(institutions_dto_1.InstitutionDetailDto, { status: 201 }),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, institutions_dto_1.CreateInsttDto]),
    __metadata("design:returntype", Promise)
], InstitutionsController.prototype, "create", null);
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Get)('exists'),
    (0, api_envelope_decorator_1.ApiEnvelope)(users_dto_1.ExistsDto),
    __param(0, (0, common_1.Query)()),
    __param(1, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [institutions_dto_1.InsttExistsQueryDto, Object]),
    __metadata("design:returntype", Promise)
], InstitutionsController.prototype, "exists", null);
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Get)(':insttCode'),
    (0, api_envelope_decorator_1.ApiEnvelope)(institutions_dto_1.InstitutionDto),
    __param(0, (0, common_1.Param)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [institutions_dto_1.InsttCodeParamDto]),
    __metadata("design:returntype", Promise)
], InstitutionsController.prototype, "panel", null);
__decorate([
    (0, decorators_1.Public)(),
    (0, raw_response_decorator_1.RawResponse)(),
    (0, common_1.Get)(':insttCode/image'),
    __param(0, (0, common_1.Param)()),
    __param(1, (0, common_1.Res)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [institutions_dto_1.InsttCodeParamDto, Object]),
    __metadata("design:returntype", Promise)
], InstitutionsController.prototype, "image", null);
__decorate([
    (0, scope_decorators_1.InsttScoped)({ adminOnly: true }),
    (0, common_1.Get)(':insttCode/detail'),
    (0, api_envelope_decorator_1.ApiEnvelope)(institutions_dto_1.InstitutionDetailDto),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, institutions_dto_1.InsttCodeParamDto]),
    __metadata("design:returntype", Promise)
], InstitutionsController.prototype, "detail", null);
__decorate([
    (0, scope_decorators_1.InsttScoped)({ adminOnly: true }),
    (0, common_1.Put)(':insttCode'),
    (0, api_envelope_decorator_1.ApiEnvelope)(institutions_dto_1.InstitutionDetailDto),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, institutions_dto_1.InsttCodeParamDto,
        institutions_dto_1.UpdateInsttDto]),
    __metadata("design:returntype", Promise)
], InstitutionsController.prototype, "update", null);
__decorate([
    (0, scope_decorators_1.InsttScoped)({ adminOnly: true }),
    (0, common_1.Post)(':insttCode/image'),
    (0, common_1.HttpCode)(200),
    (0, swagger_1.ApiConsumes)('multipart/form-data'),
    (0, swagger_1.ApiBody)({
        schema: {
            type: 'object',
            required: ['file'],
            properties: { file: { type: 'string', format: 'binary' } },
        },
    }),
    (0, common_1.UseInterceptors)((0, platform_express_1.FileInterceptor)('file', { limits: { fileSize: IMAGE_UPLOAD_CAP, files: 1 } })),
    (0, api_envelope_decorator_1.ApiEnvelope)(institutions_dto_1.InstitutionDto),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __param(2, (0, common_1.UploadedFile)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, institutions_dto_1.InsttCodeParamDto, Object]),
    __metadata("design:returntype", Promise)
], InstitutionsController.prototype, "setImage", null);
__decorate([
    (0, scope_decorators_1.InsttScoped)({ adminOnly: true }),
    (0, common_1.Delete)(':insttCode/image'),
    (0, api_envelope_decorator_1.ApiEnvelope)(institutions_dto_1.InstitutionDto),
    __param(0, (0, common_1.Param)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [institutions_dto_1.InsttCodeParamDto]),
    __metadata("design:returntype", Promise)
], InstitutionsController.prototype, "deleteImage", null);
__decorate([
    (0, scope_decorators_1.InsttScoped)(),
    (0, common_1.Get)(':insttCode/status'),
    (0, api_envelope_decorator_1.ApiEnvelope)(institutions_dto_1.InsttStatusDto),
    __param(0, (0, common_1.Param)()),
    __param(1, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [institutions_dto_1.InsttCodeParamDto, Object]),
    __metadata("design:returntype", Promise)
], InstitutionsController.prototype, "status", null);
__decorate([
    (0, decorators_1.Roles)(domain_1.USER_SE_CODES.PROVIDER_ADMIN),
    (0, scope_decorators_1.InsttScoped)({ adminOnly: true }),
    (0, common_1.Put)(':insttCode/state'),
    (0, api_envelope_decorator_1.ApiEnvelope)(institutions_dto_1.InsttStateResultDto),
    __param(0, (0, common_1.Param)()),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [institutions_dto_1.InsttCodeParamDto, institutions_dto_1.InsttStateDto]),
    __metadata("design:returntype", Promise)
], InstitutionsController.prototype, "setState", null);
exports.InstitutionsController = InstitutionsController = __decorate([
    (0, swagger_1.ApiTags)('institutions'),
    (0, swagger_1.ApiBearerAuth)('bearer'),
    (0, common_1.Controller)('instt'),
    __metadata("design:paramtypes", [institutions_service_1.InstitutionsService,
        institution_admin_service_1.InstitutionAdminService])
], InstitutionsController);
//# sourceMappingURL=institutions.controller.js.map