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
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.RasterService = void 0;
const promises_1 = require("node:fs/promises");
const node_path_1 = __importDefault(require("node:path"));
const common_1 = require("@nestjs/common");
const domain_error_1 = require("../../common/errors/domain-error");
const app_config_1 = require("../../config/app-config");
const content_access_service_1 = require("../access/content-access.service");
const layer_access_service_1 = require("../layers/layer-access.service");
const tiles_service_1 = require("./tiles.service");
/** The Cloud-Optimized GeoTIFF of a raster layer, behind the content-access policy. */
let RasterService = class RasterService {
    access;
    policy;
    config;
    constructor(access, policy, config) {
        this.access = access;
        this.policy = policy;
        this.config = config;
    }
    async file(user, lyrId) {
        const layer = await this.access.forView(user, lyrId);
        if (!layer.rasterPath)
            throw new domain_error_1.DomainError('NOT_FOUND', 'tiles.noRaster');
        if (layer.lyrSttusCode !== 'READY')
            throw new domain_error_1.DomainError('CONFLICT', 'tiles.layerDataUnavailable');
        const root = this.config.storageDir;
        const absolute = node_path_1.default.resolve(root, layer.rasterPath);
        // raster_path is written by the import, but never let it leave the storage folder.
        if (!absolute.startsWith(root + node_path_1.default.sep))
            throw new domain_error_1.DomainError('NOT_FOUND', 'tiles.noRaster');
        const info = await (0, promises_1.stat)(absolute).catch(() => null);
        if (!info?.isFile())
            throw new domain_error_1.DomainError('NOT_FOUND', 'tiles.noRaster');
        return { root, relativePath: node_path_1.default.relative(root, absolute), cacheControl: await (0, tiles_service_1.cacheControlFor)(this.policy, user, layer) };
    }
};
exports.RasterService = RasterService;
exports.RasterService = RasterService = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [layer_access_service_1.LayerAccess,
        content_access_service_1.ContentAccessPolicy,
        app_config_1.AppConfig])
], RasterService);
//# sourceMappingURL=raster.service.js.map