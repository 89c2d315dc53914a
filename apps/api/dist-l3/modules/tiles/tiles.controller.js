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
exports.TilesController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../../common/auth/decorators");
const raw_response_decorator_1 = require("../../common/envelope/raw-response.decorator");
const envelope_1 = require("../../common/envelope/envelope");
const tiles_dto_1 = require("./dto/tiles.dto");
const raster_service_1 = require("./raster.service");
const send_file_1 = require("./send-file");
const tile_json_service_1 = require("./tile-json.service");
const tiles_service_1 = require("./tiles.service");
/**
 * Vector tiles, TileJSON and raster files of layers. Public routes: a layer shared with
 * everyone needs no token; otherwise the bearer token's user must pass the content-access
 * policy (403).
 */
let TilesController = class TilesController {
    tiles;
    tileJson;
    rasters;
    constructor(tiles, tileJson, rasters) {
        this.tiles = tiles;
        this.tileJson = tileJson;
        this.rasters = rasters;
    }
    /**
     * A Mapbox vector tile (EPSG:3857 XYZ grid) of a vector layer: 204 when empty, 304 for a
     * current If-None-Match; ETag from the layer's data version; X-Tile-Cache HIT or MISS.
     */
    async tile(user, p, ifNoneMatch, res) {
        const answer = await this.tiles.tile(user, p.lyrId, { z: p.z, x: p.x, y: p.y }, ifNoneMatch);
        res.status(answer.status).set(answer.headers);
        if (answer.body)
            res.end(answer.body);
        else
            res.end();
    }
    /** TileJSON 3.0.0 of a vector layer: tile URL template, zooms, bounds and attribute names. */
    describe(user, p, req) {
        return this.tileJson.describe(user, p.lyrId, `${req.protocol}://${req.get('host')}`);
    }
    /**
     * The layer's Cloud-Optimized GeoTIFF, with HTTP Range requests (206, Accept-Ranges,
     * Content-Range) for OpenLayers' GeoTIFF source.
     */
    async raster(user, p, res) {
        const file = await this.rasters.file(user, p.lyrId);
        await (0, send_file_1.sendStoredFile)(res, file.root, file.relativePath, { 'Cache-Control': file.cacheControl, 'Content-Type': 'image/tiff' });
    }
};
exports.TilesController = TilesController;
__decorate([
    (0, common_1.Get)(':lyrId/:z/:x/:y.mvt'),
    (0, swagger_1.ApiProduces)(tiles_service_1.MVT_MEDIA_TYPE),
    (0, swagger_1.ApiOkResponse)({ description: 'The tile', content: { [tiles_service_1.MVT_MEDIA_TYPE]: { schema: { type: 'string', format: 'binary' } } } }),
    (0, swagger_1.ApiResponse)({ status: 204, description: 'No feature in this tile' }),
    (0, swagger_1.ApiResponse)({ status: 304, description: 'Not modified' }),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __param(2, (0, common_1.Headers)('if-none-match')),
    __param(3, (0, common_1.Res)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, tiles_dto_1.TileParamsDto, Object, Object]),
    __metadata("design:returntype", Promise)
], TilesController.prototype, "tile", null);
__decorate([
    (0, common_1.Get)(':lyrId/tilejson.json'),
    (0, swagger_1.ApiOkResponse)({ type: tiles_dto_1.TileJsonDto }),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __param(2, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, tiles_dto_1.LayerIdParamDto, Object]),
    __metadata("design:returntype", Promise)
], TilesController.prototype, "describe", null);
__decorate([
    (0, common_1.Get)(':lyrId/raster.tif'),
    (0, swagger_1.ApiProduces)('image/tiff'),
    (0, swagger_1.ApiOkResponse)({ description: 'The whole file', content: { 'image/tiff': { schema: { type: 'string', format: 'binary' } } } }),
    (0, swagger_1.ApiResponse)({ status: 206, description: 'The requested byte range' }),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __param(2, (0, common_1.Res)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, tiles_dto_1.LayerIdParamDto, Object]),
    __metadata("design:returntype", Promise)
], TilesController.prototype, "raster", null);
exports.TilesController = TilesController = __decorate([
    (0, decorators_1.Public)(),
    (0, raw_response_decorator_1.RawResponse)(),
    (0, swagger_1.ApiTags)('tiles'),
    (0, swagger_1.ApiBearerAuth)('bearer'),
    (0, swagger_1.ApiResponse)({ status: 'default', description: 'Error envelope (400 bad tile address, 403, 404, 409 layer not ready)', type: envelope_1.ErrorEnvelopeDto }),
    (0, common_1.Controller)('tiles'),
    __metadata("design:paramtypes", [tiles_service_1.TilesService,
        tile_json_service_1.TileJsonService,
        raster_service_1.RasterService])
], TilesController);
//# sourceMappingURL=tiles.controller.js.map