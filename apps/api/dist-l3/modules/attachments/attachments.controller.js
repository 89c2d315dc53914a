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
exports.AttachmentsController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../../common/auth/decorators");
const api_envelope_decorator_1 = require("../../common/envelope/api-envelope.decorator");
const raw_response_decorator_1 = require("../../common/envelope/raw-response.decorator");
const attachment_sniff_1 = require("./attachment-sniff");
const attachment_upload_interceptor_1 = require("./attachment-upload.interceptor");
const attachments_service_1 = require("./attachments.service");
const attachments_dto_1 = require("./dto/attachments.dto");
let AttachmentsController = class AttachmentsController {
    attachments;
    constructor(attachments) {
        this.attachments = attachments;
    }
    /**
     * Uploads up to 10 files of at most 20 MB each (png, jpg/jpeg, gif, pdf, docx, xlsx, pptx, hwp, UTF-8 txt/csv;
     * the content must match the extension: 415 otherwise, 413 when too large), as a new group or into one of yours.
     */
    upload(user, files, dto) {
        return this.attachments.upload(user, files, dto.atchmnflId);
    }
    /** The files of a group (the uploader, members of the uploader's institution, provider admins). */
    list(user, p) {
        return this.attachments.list(user, p.atchmnflId);
    }
    /** Deletes one file of a group (the uploader, admins of the uploader's institution, provider admins). */
    async remove(user, p) {
        await this.attachments.remove(user, p.atchmnflId, p.fileOrdr);
        return null;
    }
    /** Downloads the group's files as one zip named by the time, e.g. 20261121_153000.zip (readers of the group). */
    download(user, p) {
        return this.attachments.download(user, p.atchmnflId);
    }
};
exports.AttachmentsController = AttachmentsController;
__decorate([
    (0, common_1.Post)(),
    (0, common_1.UseInterceptors)(attachment_upload_interceptor_1.AttachmentUploadInterceptor),
    (0, swagger_1.ApiConsumes)('multipart/form-data'),
    (0, swagger_1.ApiBody)({
        schema: {
            type: 'object',
            required: [attachment_upload_interceptor_1.ATTACHMENT_FIELD],
            properties: {
                [attachment_upload_interceptor_1.ATTACHMENT_FIELD]: {
                    type: 'array',
                    maxItems: attachment_upload_interceptor_1.ATTACHMENT_MAX_FILES,
                    items: { type: 'string', format: 'binary' },
                    description: `Allowed extensions: ${attachment_sniff_1.ATTACHMENT_EXTENSIONS.join(', ')}`,
                },
                atchmnflId: { type: 'string', format: 'uuid', description: 'Add to this group of yours.' },
            },
        },
    }),
    (0, api_envelope_decorator_1.ApiEnvelope)(attachments_dto_1.UploadedAttachmentsDto, { status: 201 }),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.UploadedFiles)()),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object, attachments_dto_1.UploadAttachmentsDto]),
    __metadata("design:returntype", Promise)
], AttachmentsController.prototype, "upload", null);
__decorate([
    (0, common_1.Get)(':atchmnflId'),
    (0, api_envelope_decorator_1.ApiEnvelope)(attachments_dto_1.AttachmentGroupDto),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, attachments_dto_1.AttachmentIdParamDto]),
    __metadata("design:returntype", Promise)
], AttachmentsController.prototype, "list", null);
__decorate([
    (0, common_1.Delete)(':atchmnflId/:fileOrdr'),
    (0, api_envelope_decorator_1.ApiEnvelope)(null),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, attachments_dto_1.AttachmentFileParamDto]),
    __metadata("design:returntype", Promise)
], AttachmentsController.prototype, "remove", null);
__decorate([
    (0, common_1.Post)(':atchmnflId/download'),
    (0, common_1.HttpCode)(200),
    (0, raw_response_decorator_1.RawResponse)(),
    (0, swagger_1.ApiProduces)('application/zip'),
    (0, swagger_1.ApiOkResponse)({
        description: 'The zip file',
        content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
    }),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, attachments_dto_1.AttachmentIdParamDto]),
    __metadata("design:returntype", Promise)
], AttachmentsController.prototype, "download", null);
exports.AttachmentsController = AttachmentsController = __decorate([
    (0, swagger_1.ApiTags)('attachments'),
    (0, swagger_1.ApiBearerAuth)('bearer'),
    (0, common_1.Controller)('attachments'),
    __metadata("design:paramtypes", [attachments_service_1.AttachmentsService])
], AttachmentsController);
//# sourceMappingURL=attachments.controller.js.map