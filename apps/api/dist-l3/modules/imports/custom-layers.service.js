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
exports.CustomLayersService = exports.CUSTOM_SQL_TYPES = void 0;
const node_crypto_1 = require("node:crypto");
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const domain_1 = require("@nuri/domain");
const typeorm_2 = require("typeorm");
const domain_error_1 = require("../../common/errors/domain-error");
const layer_entity_1 = require("../layers/entities/layer.entity");
const imports_queries_1 = require("./imports.queries");
const layer_tables_1 = require("./layer-tables");
const GEOMETRIES = {
    point: { type: 'Point', code: '1' },
    line: { type: 'LineString', code: '2' },
    polygon: { type: 'Polygon', code: '3' },
};
exports.CUSTOM_SQL_TYPES = {
    text: 'text',
    integer: 'integer',
    double: 'double precision',
    boolean: 'boolean',
    date: 'date',
    timestamp: 'timestamptz',
};
// Lower-case letters or Hangul first, then letters, digits, '_'; at most 63 bytes (PostgreSQL's limit).
const COLUMN_NAME = /^[a-z가-힣][a-z0-9가-힣_]*$/;
const RESERVED = new Set([layer_tables_1.FID_COLUMN, layer_tables_1.GEOM_COLUMN]);
/**
 * Custom layers: an empty table of the chosen geometry type (SRID 5186) with typed columns,
 * ready at once; features are added later through the features API. Table and layer row are
 * created in one transaction, so a failure leaves neither.
 */
let CustomLayersService = class CustomLayersService {
    db;
    constructor(db) {
        this.db = db;
    }
    async create(caller, dto, holdDataSeCode) {
        if (!dto.geometryType)
            throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.geometryTypeRequired');
        if (!dto.lyrNm)
            throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.custom.nameRequired');
        const columns = checkColumns(dto.columns ?? []);
        const geometry = GEOMETRIES[dto.geometryType];
        const lyrId = (0, node_crypto_1.randomUUID)();
        const table = (0, layer_tables_1.layerTableOf)(lyrId);
        await this.db.transaction(async (tx) => {
            await tx.query((0, imports_queries_1.createCustomTableSql)(table, columns.map((c) => ({ name: c.name, type: exports.CUSTOM_SQL_TYPES[c.type] })), geometry.type, domain_1.DEFAULT_MAP_SRID));
            await tx.query((0, imports_queries_1.spatialIndexSql)(table));
            await tx.getRepository(layer_entity_1.Layer).insert({
                lyrId,
                lyrNm: dto.lyrNm,
                lyrDc: dto.lyrDc ?? null,
                lyrTySeCode: geometry.code,
                holdDataSeCode,
                uploadTy: 'custom',
                insttCode: caller.insttCode,
                registerId: caller.userId,
                tableNm: table.name,
                geomColumn: layer_tables_1.GEOM_COLUMN,
                geomType: geometry.type,
                srid: domain_1.DEFAULT_MAP_SRID,
                featureCnt: 0,
                lyrSttusCode: 'READY',
            });
        });
        return { lyrId, jobId: null, lyrSttusCode: 'READY', subLayers: [] };
    }
};
exports.CustomLayersService = CustomLayersService;
exports.CustomLayersService = CustomLayersService = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, typeorm_1.InjectDataSource)()),
    __metadata("design:paramtypes", [typeorm_2.DataSource])
], CustomLayersService);
function checkColumns(columns) {
    const seen = new Set();
    for (const c of columns) {
        if (!COLUMN_NAME.test(c.name) || Buffer.byteLength(c.name) > 63 || RESERVED.has(c.name)) {
            throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.custom.columnInvalid', { name: c.name });
        }
        if (seen.has(c.name))
            throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.custom.columnDuplicate', { name: c.name });
        seen.add(c.name);
    }
    return columns;
}
//# sourceMappingURL=custom-layers.service.js.map