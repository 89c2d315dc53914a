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
exports.LayerThumbnailController = void 0;
const common_1 = require("@nestjs/common");
const platform_express_1 = require("@nestjs/platform-express");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../../common/auth/decorators");
const api_envelope_decorator_1 = require("../../common/envelope/api-envelope.decorator");
const raw_response_decorator_1 = require("../../common/envelope/raw-response.decorator");
const layers_dto_1 = require("./dto/layers.dto");
const layer_thumbnails_service_1 = require("./layer-thumbnails.service");
// Hard cap of the upload itself; the 1 MB thumbnail rule answers with its own message.
const THUMBNAIL_UPLOAD_CAP = 10 * 1024 * 1024;
const UPLOAD = (0, platform_express_1.FileInterceptor)('file', { limits: { fileSize: THUMBNAIL_UPLOAD_CAP, files: 1 } });
const UPLOAD_BODY = {
    schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
};
/** Layer thumbnails: made by the importer from the data, replaceable by editors. */
let LayerThumbnailController = class LayerThumbnailController {
    thumbnails;
    constructor(thumbnails) {
        this.thumbnails = thumbnails;
    }
    /** The thumbnail image (viewers; 404 when there is none). */
    image(user, p) {
        return this.thumbnails.image(user, p.lyrId);
    }
    /** Uploads a thumbnail (editors): png, jpg or jpeg by name and content, at most 1 MB (415, 413 otherwise). */
    upload(user, p, file) {
        return this.thumbnails.upload(user, p.lyrId, file);
    }
    /** Replaces the thumbnail (same rules as the upload). */
    replace(user, p, file) {
        return this.thumbnails.upload(user, p.lyrId, file);
    }
    /** Removes the thumbnail (editors). */
    async remove(user, p) {
        await this.thumbnails.remove(user, p.lyrId);
        return null;
    }
};
exports.LayerThumbnailController = LayerThumbnailController;
__decorate([
    (0, common_1.Get)(':lyrId/thumbnail'),
    (0, raw_response_decorator_1.RawResponse)(),
    (0, common_1.Header)('Cache-Control', 'private, max-age=60'),
    (0, swagger_1.ApiProduces)('image/png', 'image/jpeg'),
    (0, swagger_1.ApiOkResponse)({ description: 'The image', schema: { type: 'string', format: 'binary' } }),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, layers_dto_1.LayerIdParamDto]),
    __metadata("design:returntype", Promise)
], LayerThumbnailController.prototype, "image", null);
__decorate([
    (0, common_1.Post)(':lyrId/thumbnail'),
    (0, common_1.HttpCode)(200),
    (0, common_1.UseInterceptors)(UPLOAD),
    (0, swagger_1.ApiConsumes)('multipart/form-data'),
    (0, swagger_1.ApiBody)(UPLOAD_BODY),
    (0, api_envelope_decorator_1.ApiEnvelope)('string', { description: 'The thumbnail address' }),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __param(2, (0, common_1.UploadedFile)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, layers_dto_1.LayerIdParamDto, Object]),
    __metadata("design:returntype", Promise)
], LayerThumbnailController.prototype, "upload", null);
__decorate([
    (0, common_1.Put)(':lyrId/thumbnail'),
    (0, common_1.UseInterceptors)(UPLOAD),
    (0, swagger_1.ApiConsumes)('multipart/form-data'),
    (0, swagger_1.ApiBody)(UPLOAD_BODY),
    (0, api_envelope_decorator_1.ApiEnvelope)('string', { description: 'The thumbnail address' }),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __param(2, (0, common_1.UploadedFile)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, layers_dto_1.LayerIdParamDto, Object]),
    __metadata("design:returntype", Promise)
], LayerThumbnailController.prototype, "replace", null);
__decorate([
    (0, common_1.Delete)(':lyrId/thumbnail'),
    (0, api_envelope_decorator_1.ApiEnvelope)(null),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, layers_dto_1.LayerIdParamDto]),
    __metadata("design:returntype", Promise)
], LayerThumbnailController.prototype, "remove", null);
exports.LayerThumbnailController = LayerThumbnailController = __decorate([
    (0, swagger_1.ApiTags)('layers'),
    (0, swagger_1.ApiBearerAuth)('bearer'),
    (0, common_1.Controller)('layers'),
    __metadata("design:paramtypes", [layer_thumbnails_service_1.LayerThumbnails])
], LayerThumbnailController);
//# sourceMappingURL=layer-thumbnail.controller.js.map