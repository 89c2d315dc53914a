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
Object.defineProperty(exports, "__esModule", { value: true });
exports.TileJsonService = void 0;
const common_1 = require("@nestjs/common");
const layer_access_service_1 = require("../layers/layer-access.service");
const layer_source_service_1 = require("./layer-source.service");
const tile_grid_1 = require("./tile-grid");
const NUMERIC = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);
function fieldKind(c) {
    if (NUMERIC.has(c.type))
        return 'Number';
    return c.type === 'bool' ? 'Boolean' : 'String';
}
const clampLat = (v) => Math.max(-tile_grid_1.MAX_MERCATOR_LAT, Math.min(tile_grid_1.MAX_MERCATOR_LAT, v));
const clampLon = (v) => Math.max(-180, Math.min(180, v));
/** TileJSON for the builder: the tile URL template, zooms, data bounds and attribute names. */
let TileJsonService = class TileJsonService {
    access;
    sources;
    constructor(access, sources) {
        this.access = access;
        this.sources = sources;
    }
    async describe(user, lyrId, origin) {
        const layer = await this.access.forView(user, lyrId);
        this.access.requireVector(layer);
        const source = await this.sources.of(layer);
        const fields = Object.fromEntries(source.attributes.map((c) => [c.name, fieldKind(c)]));
        const out = {
            tilejson: '3.0.0',
            name: layer.lyrNm,
            scheme: 'xyz',
            tiles: [`${origin}/api/tiles/${encodeURIComponent(layer.lyrId)}/{z}/{x}/{y}.mvt`],
            minzoom: 0,
            maxzoom: tile_grid_1.MAX_TILE_ZOOM,
            vector_layers: [{ id: layer.lyrId, fields, minzoom: 0, maxzoom: tile_grid_1.MAX_TILE_ZOOM }],
        };
        if (layer.lyrDc)
            out.description = layer.lyrDc;
        if (source.extent) {
            const [w, s, e, n] = source.extent.crs84;
            out.bounds = [clampLon(w), clampLat(s), clampLon(e), clampLat(n)];
            out.center = [(out.bounds[0] + out.bounds[2]) / 2, (out.bounds[1] + out.bounds[3]) / 2, 12];
        }
        return out;
    }
};
exports.TileJsonService = TileJsonService;
exports.TileJsonService = TileJsonService = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [layer_access_service_1.LayerAccess,
        layer_source_service_1.LayerSources])
], TileJsonService);
//# sourceMappingURL=tile-json.service.js.map