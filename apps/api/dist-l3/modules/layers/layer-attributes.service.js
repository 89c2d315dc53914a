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
exports.LayerAttributes = void 0;
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const typeorm_2 = require("typeorm");
const domain_error_1 = require("../../common/errors/domain-error");
const paged_1 = require("../../common/paging/paged");
const db_errors_1 = require("./db-errors");
const filter_error_1 = require("./filter/filter-error");
const filter_parser_1 = require("./filter/filter-parser");
const filter_queries_1 = require("./filter/filter.queries");
const layer_access_service_1 = require("./layer-access.service");
const layer_data_queries_1 = require("./layer-data.queries");
const layer_table_1 = require("./layer-table");
/** Reading a vector layer's data: its columns, attribute queries and extents. */
let LayerAttributes = class LayerAttributes {
    access;
    tables;
    db;
    constructor(access, tables, db) {
        this.access = access;
        this.tables = tables;
        this.db = db;
    }
    /** The columns of the layer's table, from the catalog. */
    async columns(user, lyrId) {
        const t = await this.viewTable(user, lyrId);
        return t.columns.map((c) => ({
            name: c.name,
            type: c.type,
            kind: c.kind,
            nullable: c.nullable,
            isKey: c === t.key,
            isGeometry: c === t.geometry,
            geometryType: c.geometryType,
            srid: c.srid,
        }));
    }
    /** One page of the features matching the filter, sorted by a column of the layer. */
    async query(user, lyrId, q) {
        const t = await this.viewTable(user, lyrId);
        const where = this.condition(t, q.attributeFilter);
        const sort = q.sortColumnName ? (0, layer_table_1.findColumn)(t.columns, q.sortColumnName) : t.key;
        if (!sort || sort.kind === 'geometry') {
            const params = { column: q.sortColumnName ?? '' };
            throw new domain_error_1.DomainError('VALIDATION_FAILED', 'layer.unknownColumn', params, [
                { field: 'sortColumnName', message: 'layer.unknownColumn', params },
            ]);
        }
        const n = where.params.length;
        const [rows, count] = await this.run(() => Promise.all([
            this.db.query((0, layer_data_queries_1.featurePageSql)(t, where.sql, n, sort, q.sortBy, !q.excludeGeometry), [
                ...where.params,
                (0, layer_data_queries_1.nonPropertyColumns)(t),
                q.pageSize,
                (0, paged_1.offsetOf)(q),
            ]),
            this.db.query((0, layer_data_queries_1.featureCountSql)(t, where.sql), where.params),
        ]));
        const features = rows.map((r) => ({ type: 'Feature', id: r.id, properties: r.properties, geometry: r.geometry }));
        return (0, paged_1.toPaged)(features, count[0]?.total ?? 0, q);
    }
    /** The extent of the matching features in EPSG:4326 and in the layer's coordinate system. */
    async bbox(user, lyrId, attributeFilter) {
        const layer = await this.access.forView(user, lyrId);
        this.access.requireVector(layer);
        const t = await this.tables.describe(layer);
        const where = this.condition(t, attributeFilter);
        const [row] = await this.run(() => this.db.query((0, layer_data_queries_1.bboxSql)(t, where.sql), where.params));
        const box = (values) => values.every((v) => v !== null) ? values.map(Number) : null;
        return {
            bbox: box([row.wxmin, row.wymin, row.wxmax, row.wymax]),
            nativeBbox: box([row.xmin, row.ymin, row.xmax, row.ymax]),
            srid: layer.srid,
            featureCnt: row.total,
        };
    }
    async viewTable(user, lyrId) {
        const layer = await this.access.forView(user, lyrId);
        this.access.requireVector(layer);
        return this.tables.describe(layer);
    }
    condition(t, attributeFilter) {
        const text = attributeFilter?.trim();
        return (0, filter_queries_1.filterCondition)(text ? (0, filter_parser_1.parseFilter)(text) : null, t.columns, 't');
    }
    /** Values PostgreSQL refuses (a date text that is not a date…) are the filter's fault: 400. */
    async run(query) {
        try {
            return await query();
        }
        catch (e) {
            if ((0, db_errors_1.isValueRejected)(e))
                throw (0, filter_error_1.filterError)('layer.filter.valueInvalid');
            throw e;
        }
    }
};
exports.LayerAttributes = LayerAttributes;
exports.LayerAttributes = LayerAttributes = __decorate([
    (0, common_1.Injectable)(),
    __param(2, (0, typeorm_1.InjectDataSource)()),
    __metadata("design:paramtypes", [layer_access_service_1.LayerAccess,
        layer_table_1.LayerTables,
        typeorm_2.DataSource])
], LayerAttributes);
//# sourceMappingURL=layer-attributes.service.js.map