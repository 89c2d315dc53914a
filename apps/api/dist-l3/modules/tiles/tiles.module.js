"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.TilesModule = void 0;
const common_1 = require("@nestjs/common");
const layers_module_1 = require("../layers/layers.module");
const layer_source_service_1 = require("./layer-source.service");
const raster_service_1 = require("./raster.service");
const tile_cache_service_1 = require("./tile-cache.service");
const tile_json_service_1 = require("./tile-json.service");
const tile_renderer_service_1 = require("./tile-renderer.service");
const tiles_controller_1 = require("./tiles.controller");
const tiles_service_1 = require("./tiles.service");
/**
 * Vector tiles (ST_AsMVT, cached in Redis by data version), TileJSON and raster files of layers
 * (issue: layers). Exports LayerSources, the description of layer tables the OGC API reuses.
 */
let TilesModule = class TilesModule {
};
exports.TilesModule = TilesModule;
exports.TilesModule = TilesModule = __decorate([
    (0, common_1.Module)({
        imports: [layers_module_1.LayersModule],
        controllers: [tiles_controller_1.TilesController],
        providers: [tiles_service_1.TilesService, tile_json_service_1.TileJsonService, raster_service_1.RasterService, layer_source_service_1.LayerSources, tile_cache_service_1.TileCache, tile_renderer_service_1.TileRenderer],
        exports: [layer_source_service_1.LayerSources, tile_cache_service_1.TileCache],
    })
], TilesModule);
//# sourceMappingURL=tiles.module.js.map