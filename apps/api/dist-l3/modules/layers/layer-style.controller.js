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
exports.LayerStyleController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../../common/auth/decorators");
const api_envelope_decorator_1 = require("../../common/envelope/api-envelope.decorator");
const raw_response_decorator_1 = require("../../common/envelope/raw-response.decorator");
const layers_dto_1 = require("./dto/layers.dto");
const style_dto_1 = require("./dto/style.dto");
const layer_style_service_1 = require("./layer-style.service");
const sld_upload_interceptor_1 = require("./style/sld-upload.interceptor");
/** Layer styles: the builder's JSON style and an SLD document for published layers. */
let LayerStyleController = class LayerStyleController {
    styles;
    constructor(styles) {
        this.styles = styles;
    }
    /** The JSON style, whether an SLD is stored and the SLD itself (viewers). */
    get(user, p) {
        return this.styles.get(user, p.lyrId);
    }
    /** Saves the builder's JSON style (editors); bumps the data version. */
    setJson(user, p, dto) {
        return this.styles.setJson(user, p.lyrId, dto.styleJson);
    }
    /** The stored SLD document (viewers; 404 when none). */
    sld(user, p) {
        return this.styles.sld(user, p.lyrId);
    }
    /**
     * Uploads an SLD (editors), as a multipart 'file' (.sld or .xml) or an XML body
     * (application/xml, text/xml, application/vnd.ogc.sld+xml): only when the layer is published
     * (409 otherwise), UTF-8, at most 1 MB (413), well-formed XML whose root is StyledLayerDescriptor (400).
     */
    setSld(user, p, upload) {
        return this.styles.setSld(user, p.lyrId, upload);
    }
    /** Removes the SLD (editors). */
    removeSld(user, p) {
        return this.styles.removeSld(user, p.lyrId);
    }
};
exports.LayerStyleController = LayerStyleController;
__decorate([
    (0, common_1.Get)(':lyrId/style'),
    (0, api_envelope_decorator_1.ApiEnvelope)(style_dto_1.LayerStyleDto),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, layers_dto_1.LayerIdParamDto]),
    __metadata("design:returntype", Promise)
], LayerStyleController.prototype, "get", null);
__decorate([
    (0, common_1.Put)(':lyrId/style'),
    (0, api_envelope_decorator_1.ApiEnvelope)(style_dto_1.LayerStyleDto),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, layers_dto_1.LayerIdParamDto, style_dto_1.LayerStyleJsonDto]),
    __metadata("design:returntype", Promise)
], LayerStyleController.prototype, "setJson", null);
__decorate([
    (0, common_1.Get)(':lyrId/style/sld'),
    (0, raw_response_decorator_1.RawResponse)(),
    (0, common_1.Header)('Content-Type', 'application/vnd.ogc.sld+xml; charset=utf-8'),
    (0, swagger_1.ApiProduces)('application/vnd.ogc.sld+xml'),
    (0, swagger_1.ApiOkResponse)({ description: 'The SLD document', schema: { type: 'string' } }),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, layers_dto_1.LayerIdParamDto]),
    __metadata("design:returntype", Promise)
], LayerStyleController.prototype, "sld", null);
__decorate([
    (0, common_1.Put)(':lyrId/style/sld'),
    (0, common_1.UseInterceptors)(sld_upload_interceptor_1.SldUploadInterceptor),
    (0, swagger_1.ApiConsumes)('multipart/form-data', 'application/xml', 'text/xml', 'application/vnd.ogc.sld+xml'),
    (0, swagger_1.ApiBody)({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } }),
    (0, api_envelope_decorator_1.ApiEnvelope)(style_dto_1.LayerStyleDto),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __param(2, (0, sld_upload_interceptor_1.SldBody)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, layers_dto_1.LayerIdParamDto, Object]),
    __metadata("design:returntype", Promise)
], LayerStyleController.prototype, "setSld", null);
__decorate([
    (0, common_1.Delete)(':lyrId/style/sld'),
    (0, api_envelope_decorator_1.ApiEnvelope)(style_dto_1.LayerStyleDto),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, layers_dto_1.LayerIdParamDto]),
    __metadata("design:returntype", Promise)
], LayerStyleController.prototype, "removeSld", null);
exports.LayerStyleController = LayerStyleController = __decorate([
    (0, swagger_1.ApiTags)('layers'),
    (0, swagger_1.ApiBearerAuth)('bearer'),
    (0, common_1.Controller)('layers'),
    __metadata("design:paramtypes", [layer_style_service_1.LayerStyles])
], LayerStyleController);
//# sourceMappingURL=layer-style.controller.js.map