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
exports.LayerTables = void 0;
exports.columnKind = columnKind;
exports.findColumn = findColumn;
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const typeorm_2 = require("typeorm");
const domain_error_1 = require("../../common/errors/domain-error");
const layer_table_queries_1 = require("./layer-table.queries");
const KINDS = {
    int2: 'numeric',
    int4: 'numeric',
    int8: 'numeric',
    float4: 'numeric',
    float8: 'numeric',
    numeric: 'numeric',
    bool: 'boolean',
    text: 'text',
    varchar: 'text',
    bpchar: 'text',
    citext: 'text',
    date: 'temporal',
    timestamp: 'temporal',
    timestamptz: 'temporal',
    time: 'temporal',
    timetz: 'temporal',
    geometry: 'geometry',
};
function columnKind(udtName) {
    return Object.prototype.hasOwnProperty.call(KINDS, udtName) ? KINDS[udtName] : 'other';
}
/** Reads a vector layer's table from the PostgreSQL catalog (the only source of identifiers). */
let LayerTables = class LayerTables {
    db;
    constructor(db) {
        this.db = db;
    }
    /** The table of a layer; 409 when the layer has no table (yet) or it lacks a key or geometry. */
    async describe(layer, manager) {
        const found = layer.tableNm ? await this.tableName(layer.tableNm, manager) : null;
        if (!found)
            throw new domain_error_1.DomainError('CONFLICT', 'layer.notReady');
        const rows = await (manager ?? this.db).query(layer_table_queries_1.LAYER_COLUMNS_SQL, [found]);
        const columns = rows.map((r) => ({ ...r, kind: columnKind(r.udtName) }));
        const geometries = columns.filter((c) => c.kind === 'geometry');
        const geometry = geometries.find((c) => c.name === layer.geomColumn) ?? geometries[0];
        const key = columns.find((c) => c.isKey);
        if (!geometry || !key)
            throw new domain_error_1.DomainError('CONFLICT', 'layer.noKeyColumn');
        return {
            table: found,
            qualified: (0, layer_table_queries_1.qualifiedTable)(found),
            columns,
            key,
            geometry,
            attributes: columns.filter((c) => c !== key && c.kind !== 'geometry'),
        };
    }
    /** The catalog's spelling of a table in the layers schema, or null. */
    async tableName(tableNm, manager) {
        const rows = await (manager ?? this.db).query(layer_table_queries_1.LAYER_TABLE_SQL, [tableNm]);
        return rows[0]?.table ?? null;
    }
};
exports.LayerTables = LayerTables;
exports.LayerTables = LayerTables = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, typeorm_1.InjectDataSource)()),
    __metadata("design:paramtypes", [typeorm_2.DataSource])
], LayerTables);
/** A column by the name a request gives: exact, else the one case-insensitive match; null otherwise. */
function findColumn(columns, name) {
    const exact = columns.find((c) => c.name === name);
    if (exact)
        return exact;
    const folded = columns.filter((c) => c.name.toLowerCase() === name.toLowerCase());
    return folded.length === 1 ? folded[0] : null;
}
//# sourceMappingURL=layer-table.js.map