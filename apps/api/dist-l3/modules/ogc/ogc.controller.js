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
exports.OgcController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../../common/auth/decorators");
const envelope_1 = require("../../common/envelope/envelope");
const raw_response_decorator_1 = require("../../common/envelope/raw-response.decorator");
const tiles_dto_1 = require("../tiles/dto/tiles.dto");
const ogc_dto_1 = require("./dto/ogc.dto");
const ogc_documents_1 = require("./ogc-documents");
const ogc_service_1 = require("./ogc.service");
const originOf = (req) => `${req.protocol}://${req.get('host')}`;
const JSON_DOC = { schema: { type: 'object' } };
function sendGeoJson(res, body) {
    res.type(ogc_documents_1.GEOJSON_TYPE).set('Content-Crs', `<${ogc_documents_1.CRS84}>`).send(body);
}
/**
 * OGC API – Features (read): GeoJSON in CRS84, readable by GDAL's OAPIF driver and QGIS.
 * Public routes: anonymous callers see layers shared with everyone; a bearer token adds the
 * layers its user may view. Answers are plain OGC documents, not the envelope.
 */
let OgcController = class OgcController {
    ogc;
    constructor(ogc) {
        this.ogc = ogc;
    }
    /** Landing page: links to the API definition, conformance and collections. */
    landing(req, _q) {
        return this.ogc.landing(originOf(req));
    }
    /** Conformance classes: core, GeoJSON, OpenAPI 3.0. */
    conformance(_q) {
        return this.ogc.conformance();
    }
    /** The vector layers the caller may view (paged by limit and offset, next link). */
    collections(user, req, q) {
        return this.ogc.collections(user, originOf(req), q);
    }
    /** One collection (layer): title, extent in CRS84, items link. */
    collection(user, p, req, _q) {
        return this.ogc.collection(user, p.lyrId, originOf(req));
    }
    /** Features of a layer: bbox (CRS84), limit (default 10, at most 1000), offset; next and prev links. */
    async items(user, p, q, req, res) {
        sendGeoJson(res, await this.ogc.items(user, p.lyrId, q, originOf(req)));
    }
    /** One feature by id (the layer table's gid). */
    async item(user, p, _q, req, res) {
        sendGeoJson(res, await this.ogc.item(user, p.lyrId, p.featureId, originOf(req)));
    }
};
exports.OgcController = OgcController;
__decorate([
    (0, common_1.Get)(),
    (0, swagger_1.ApiOkResponse)({ content: { 'application/json': JSON_DOC } }),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, ogc_dto_1.OgcFormatQueryDto]),
    __metadata("design:returntype", Object)
], OgcController.prototype, "landing", null);
__decorate([
    (0, common_1.Get)('conformance'),
    (0, swagger_1.ApiOkResponse)({ content: { 'application/json': JSON_DOC } }),
    __param(0, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [ogc_dto_1.OgcFormatQueryDto]),
    __metadata("design:returntype", Object)
], OgcController.prototype, "conformance", null);
__decorate([
    (0, common_1.Get)('collections'),
    (0, swagger_1.ApiOkResponse)({ content: { 'application/json': JSON_DOC } }),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Req)()),
    __param(2, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object, ogc_dto_1.OgcPageQueryDto]),
    __metadata("design:returntype", Promise)
], OgcController.prototype, "collections", null);
__decorate([
    (0, common_1.Get)('collections/:lyrId'),
    (0, swagger_1.ApiOkResponse)({ content: { 'application/json': JSON_DOC } }),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __param(2, (0, common_1.Req)()),
    __param(3, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, tiles_dto_1.LayerIdParamDto, Object, ogc_dto_1.OgcFormatQueryDto]),
    __metadata("design:returntype", Promise)
], OgcController.prototype, "collection", null);
__decorate([
    (0, common_1.Get)('collections/:lyrId/items'),
    (0, swagger_1.ApiProduces)(ogc_documents_1.GEOJSON_TYPE),
    (0, swagger_1.ApiOkResponse)({ content: { [ogc_documents_1.GEOJSON_TYPE]: JSON_DOC } }),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __param(2, (0, common_1.Query)()),
    __param(3, (0, common_1.Req)()),
    __param(4, (0, common_1.Res)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, tiles_dto_1.LayerIdParamDto,
        ogc_dto_1.OgcItemsQueryDto, Object, Object]),
    __metadata("design:returntype", Promise)
], OgcController.prototype, "items", null);
__decorate([
    (0, common_1.Get)('collections/:lyrId/items/:featureId'),
    (0, swagger_1.ApiProduces)(ogc_documents_1.GEOJSON_TYPE),
    (0, swagger_1.ApiOkResponse)({ content: { [ogc_documents_1.GEOJSON_TYPE]: JSON_DOC } }),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __param(2, (0, common_1.Query)()),
    __param(3, (0, common_1.Req)()),
    __param(4, (0, common_1.Res)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, ogc_dto_1.OgcItemParamsDto,
        ogc_dto_1.OgcFormatQueryDto, Object, Object]),
    __metadata("design:returntype", Promise)
], OgcController.prototype, "item", null);
exports.OgcController = OgcController = __decorate([
    (0, decorators_1.Public)(),
    (0, raw_response_decorator_1.RawResponse)(),
    (0, swagger_1.ApiTags)('ogc'),
    (0, swagger_1.ApiBearerAuth)('bearer'),
    (0, swagger_1.ApiResponse)({ status: 'default', description: 'Error envelope (400 bad parameter, 403, 404, 409 layer not ready)', type: envelope_1.ErrorEnvelopeDto }),
    (0, common_1.Controller)('ogc'),
    __metadata("design:paramtypes", [ogc_service_1.OgcService])
], OgcController);
//# sourceMappingURL=ogc.controller.js.map