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
exports.LayerDataController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../../common/auth/decorators");
const api_envelope_decorator_1 = require("../../common/envelope/api-envelope.decorator");
const raw_response_decorator_1 = require("../../common/envelope/raw-response.decorator");
const api_paged_decorator_1 = require("../../common/paging/api-paged.decorator");
const attributes_dto_1 = require("./dto/attributes.dto");
const download_dto_1 = require("./dto/download.dto");
const layers_dto_1 = require("./dto/layers.dto");
const layer_attributes_service_1 = require("./layer-attributes.service");
const layer_download_service_1 = require("./layer-download.service");
/** Reading a vector layer's data: columns, attribute queries, extent and downloads (viewers). */
let LayerDataController = class LayerDataController {
    attributes;
    downloads;
    constructor(attributes, downloads) {
        this.attributes = attributes;
        this.downloads = downloads;
    }
    /** The columns of the layer's table (name, type; the key and the geometry column flagged). */
    columns(user, p) {
        return this.attributes.columns(user, p.lyrId);
    }
    /**
     * Attribute query: a page of features matching `attributeFilter` (see its description),
     * sorted by `sortColumnName`, as GeoJSON features in EPSG:4326 (geometry left out with
     * excludeGeometry). 400 with the character position for a bad filter.
     */
    query(user, p, q) {
        return this.attributes.query(user, p.lyrId, q);
    }
    /** The extent of the features matching `attributeFilter`: [minx, miny, maxx, maxy] in EPSG:4326 and natively. */
    bbox(user, p, q) {
        return this.attributes.bbox(user, p.lyrId, q.attributeFilter);
    }
    /**
     * Downloads the layer as GeoJSON, a zipped shapefile (UTF-8 or CP949, with its .cpg), CSV,
     * GeoPackage or KML, named after the layer.
     */
    download(user, p, dto) {
        return this.downloads.download(user, p.lyrId, dto);
    }
};
exports.LayerDataController = LayerDataController;
__decorate([
    (0, common_1.Get)(':lyrId/columns'),
    (0, api_envelope_decorator_1.ApiEnvelope)(attributes_dto_1.LayerColumnDto, { isArray: true }),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, layers_dto_1.LayerIdParamDto]),
    __metadata("design:returntype", Promise)
], LayerDataController.prototype, "columns", null);
__decorate([
    (0, common_1.Post)(':lyrId/attributes'),
    (0, common_1.HttpCode)(200),
    (0, api_paged_decorator_1.ApiPagedEnvelope)(attributes_dto_1.FeatureDto),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, layers_dto_1.LayerIdParamDto, attributes_dto_1.AttributeQueryDto]),
    __metadata("design:returntype", Promise)
], LayerDataController.prototype, "query", null);
__decorate([
    (0, common_1.Get)(':lyrId/bbox'),
    (0, api_envelope_decorator_1.ApiEnvelope)(attributes_dto_1.LayerBboxDto),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __param(2, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, layers_dto_1.LayerIdParamDto, attributes_dto_1.AttributeFilterQueryDto]),
    __metadata("design:returntype", Promise)
], LayerDataController.prototype, "bbox", null);
__decorate([
    (0, common_1.Post)(':lyrId/download'),
    (0, common_1.HttpCode)(200),
    (0, raw_response_decorator_1.RawResponse)(),
    (0, swagger_1.ApiProduces)('application/geo+json', 'application/zip', 'text/csv', 'application/geopackage+sqlite3', 'application/vnd.google-earth.kml+xml'),
    (0, swagger_1.ApiOkResponse)({ description: 'The file', schema: { type: 'string', format: 'binary' } }),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, layers_dto_1.LayerIdParamDto, download_dto_1.LayerDownloadDto]),
    __metadata("design:returntype", Promise)
], LayerDataController.prototype, "download", null);
exports.LayerDataController = LayerDataController = __decorate([
    (0, swagger_1.ApiTags)('layers'),
    (0, swagger_1.ApiBearerAuth)('bearer'),
    (0, common_1.Controller)('layers'),
    __metadata("design:paramtypes", [layer_attributes_service_1.LayerAttributes,
        layer_download_service_1.LayerDownloads])
], LayerDataController);
//# sourceMappingURL=layer-data.controller.js.map