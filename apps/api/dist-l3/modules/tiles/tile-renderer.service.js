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
exports.TileRenderer = exports.TILE_FEATURE_LIMIT = void 0;
exports.tileStatement = tileStatement;
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const typeorm_2 = require("typeorm");
const tile_grid_1 = require("./tile-grid");
const tiles_queries_1 = require("./tiles.queries");
/**
 * Most features one tile carries. Beyond it the tile holds an arbitrary subset (the first rows
 * the index yields): low zooms of dense layers stay small and fast.
 */
exports.TILE_FEATURE_LIMIT = 10_000;
/**
 * The tile statement for a layer, or null when the tile lies outside the layer's data (then the
 * tile is empty without asking the database).
 */
function tileStatement(source, t, limit = exports.TILE_FEATURE_LIMIT) {
    if (!source.extent)
        return null;
    const box = (0, tile_grid_1.intersectBoxes)((0, tile_grid_1.tileBounds3857)(t, tile_grid_1.MVT_BUFFER / tile_grid_1.MVT_EXTENT), source.extent.m3857);
    if (!box)
        return null;
    const sql = (0, tiles_queries_1.tileSql)({ table: source.table, geom: source.geom, id: source.id, attributes: source.attributes.map((c) => c.quoted) });
    return { sql, params: [t.z, t.x, t.y, ...box, densifyStep(box), source.srid, source.lyrId, limit] };
}
// Sixteen segments per side keep the transformed box's curved edges within a fraction of the
// MVT buffer.
function densifyStep(b) {
    return Math.max(b[2] - b[0], b[3] - b[1]) / 16 || 1;
}
/** Renders MVT tiles with ST_AsMVT (an empty buffer for an empty tile). */
let TileRenderer = class TileRenderer {
    db;
    constructor(db) {
        this.db = db;
    }
    async render(source, t) {
        const statement = tileStatement(source, t);
        if (!statement)
            return Buffer.alloc(0);
        const rows = await this.db.query(statement.sql, statement.params);
        return rows[0]?.tile ?? Buffer.alloc(0);
    }
};
exports.TileRenderer = TileRenderer;
exports.TileRenderer = TileRenderer = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, typeorm_1.InjectDataSource)()),
    __metadata("design:paramtypes", [typeorm_2.DataSource])
], TileRenderer);
//# sourceMappingURL=tile-renderer.service.js.map