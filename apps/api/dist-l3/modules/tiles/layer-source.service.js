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
exports.LayerSources = void 0;
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const typeorm_2 = require("typeorm");
const domain_error_1 = require("../../common/errors/domain-error");
const sql_identifier_1 = require("./sql-identifier");
const tile_grid_1 = require("./tile-grid");
const tiles_queries_1 = require("./tiles.queries");
const INTEGER_TYPES = new Set(['int2', 'int4', 'int8']);
const SPATIAL_TYPES = new Set(['geometry', 'geography', 'raster', 'box2d', 'box3d']);
const RESERVED = new Set(['__mvt_geom', '__mvt_id', '__env']);
const FEATURE_KEY = 'gid';
/** Entries are keyed by data version; the age limit only bounds an edit that forgot to bump it. */
const MEMO_AGE_MS = 10 * 60_000;
const MEMO_SIZE = 500;
/**
 * Describes layer tables (columns, SRID, extent, row count) for the tile and OGC features
 * routes, memoised per process by lyrId and data_version: an edit bumps the version, so a new
 * description is read on the next request.
 */
let LayerSources = class LayerSources {
    db;
    sources = new Map();
    counts = new Map();
    constructor(db) {
        this.db = db;
    }
    of(layer) {
        return this.remember(this.sources, `${layer.lyrId}:${layer.dataVersion}`, () => this.load(layer));
    }
    /** Number of rows of the whole table (OGC numberMatched without a filter). */
    count(source) {
        return this.remember(this.counts, `${source.lyrId}:${source.version}`, async () => {
            const rows = await this.db.query((0, tiles_queries_1.countRowsSql)(source.table));
            return Number(rows[0]?.n ?? 0);
        });
    }
    remember(memo, key, load) {
        const hit = memo.get(key);
        if (hit && Date.now() - hit.at < MEMO_AGE_MS)
            return hit.value;
        const value = load();
        memo.set(key, { at: Date.now(), value });
        value.catch(() => memo.delete(key));
        // Maps iterate in insertion order: drop the oldest entries.
        for (const old of memo.keys()) {
            if (memo.size <= MEMO_SIZE)
                break;
            memo.delete(old);
        }
        return value;
    }
    async load(layer) {
        const table = (0, sql_identifier_1.layerIdentifier)(layer.tableNm);
        const geom = (0, sql_identifier_1.layerIdentifier)(layer.geomColumn);
        const columns = await this.db.query(tiles_queries_1.LAYER_COLUMNS, [layer.tableNm]);
        const geomColumn = columns.find((c) => c.name === layer.geomColumn && c.type === 'geometry');
        if (!geomColumn)
            throw new domain_error_1.DomainError('CONFLICT', 'tiles.layerDataUnavailable');
        const srid = geomColumn.srid && geomColumn.srid > 0 ? geomColumn.srid : layer.srid;
        const idColumn = columns.find((c) => c.name === FEATURE_KEY && INTEGER_TYPES.has(c.type));
        const attributes = columns
            .filter((c) => c !== idColumn && !SPATIAL_TYPES.has(c.type) && !RESERVED.has(c.name))
            .map((c) => ({ name: c.name, quoted: (0, sql_identifier_1.quoteIdent)(c.name), type: c.type }));
        const extentRows = await this.db.query((0, tiles_queries_1.layerExtentSql)(table, geom), [srid]);
        const e = extentRows[0];
        const extent = e
            ? {
                native: [e.nMinX, e.nMinY, e.nMaxX, e.nMaxY],
                crs84: [e.minLon, e.minLat, e.maxLon, e.maxLat],
                m3857: (0, tile_grid_1.crs84To3857)([e.minLon, e.minLat, e.maxLon, e.maxLat]),
            }
            : null;
        return {
            lyrId: layer.lyrId,
            version: layer.dataVersion,
            table,
            geom,
            srid,
            id: idColumn ? (0, sql_identifier_1.quoteIdent)(idColumn.name) : null,
            attributes,
            extent,
        };
    }
};
exports.LayerSources = LayerSources;
exports.LayerSources = LayerSources = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, typeorm_1.InjectDataSource)()),
    __metadata("design:paramtypes", [typeorm_2.DataSource])
], LayerSources);
//# sourceMappingURL=layer-source.service.js.map