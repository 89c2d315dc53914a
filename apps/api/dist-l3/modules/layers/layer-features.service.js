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
exports.LayerFeatures = void 0;
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const typeorm_2 = require("typeorm");
const clock_service_1 = require("../../common/clock/clock.service");
const domain_error_1 = require("../../common/errors/domain-error");
const db_errors_1 = require("./db-errors");
const geojson_check_1 = require("./features/geojson-check");
const layer_access_service_1 = require("./layer-access.service");
const layer_features_queries_1 = require("./layer-features.queries");
const layer_table_1 = require("./layer-table");
const validation = (field, messageKey, params = {}) => new domain_error_1.DomainError('VALIDATION_FAILED', messageKey, params, [{ field, message: messageKey, params }]);
/**
 * Editing the features of a vector layer (custom layers in the builder, any vector layer):
 * editors per the content-access policy. Each edit bumps the layer's data version.
 */
let LayerFeatures = class LayerFeatures {
    access;
    tables;
    clock;
    db;
    constructor(access, tables, clock, db) {
        this.access = access;
        this.tables = tables;
        this.clock = clock;
        this.db = db;
    }
    async create(user, lyrId, dto) {
        const { layer, t } = await this.editable(user, lyrId);
        if (!dto.geometry)
            throw validation('geometry', 'layer.feature.geometryInvalid');
        const geojson = this.geometryOf(layer, t, dto.geometry);
        const { columns, values } = this.valuesOf(t, dto.properties);
        return this.write(layer, t, async (tx) => {
            const [row] = (await tx.query((0, layer_features_queries_1.insertFeatureSql)(t, columns), [...values, geojson, this.sridOf(layer, t)]));
            return { id: row.id, delta: 1 };
        });
    }
    /** Replaces the given properties and, when sent, the geometry of one feature. */
    async update(user, lyrId, gid, dto) {
        const { layer, t } = await this.editable(user, lyrId);
        const geojson = dto.geometry ? this.geometryOf(layer, t, dto.geometry) : null;
        const { columns, values } = this.valuesOf(t, dto.properties);
        if (!geojson && !columns.length)
            throw validation('properties', 'error.validation');
        const key = this.keyOf(t, gid);
        return this.write(layer, t, async (tx) => {
            const params = geojson ? [...values, geojson, this.sridOf(layer, t), key] : [...values, key];
            const rows = (await tx.query((0, layer_features_queries_1.updateFeatureSql)(t, columns, geojson !== null), params));
            const id = rows[0][0]?.id;
            if (id === undefined)
                throw new domain_error_1.DomainError('NOT_FOUND', 'layer.feature.notFound');
            return { id, delta: 0 };
        });
    }
    async remove(user, lyrId, gid) {
        const { layer, t } = await this.editable(user, lyrId);
        const key = this.keyOf(t, gid);
        return this.write(layer, t, async (tx) => {
            const rows = (await tx.query((0, layer_features_queries_1.deleteFeatureSql)(t), [key]));
            const id = rows[0][0]?.id;
            if (id === undefined)
                throw new domain_error_1.DomainError('NOT_FOUND', 'layer.feature.notFound');
            return { id, delta: -1, deleted: true };
        });
    }
    async editable(user, lyrId) {
        const layer = await this.access.forEdit(user, lyrId);
        this.access.requireVector(layer);
        return { layer, t: await this.tables.describe(layer) };
    }
    /** The change and the layer's bookkeeping in one transaction; refused values are a 400. */
    async write(layer, t, change) {
        const now = await this.clock.now();
        try {
            return await this.db.transaction(async (tx) => {
                const { id, delta, deleted } = await change(tx);
                const [rows] = (await tx.query((0, layer_features_queries_1.featureEditedSql)(t), [layer.lyrId, delta, now, deleted ? null : id]));
                return { id, dataVersion: rows[0].dataVersion, featureCnt: Number(rows[0].featureCnt) };
            });
        }
        catch (e) {
            if ((0, db_errors_1.isValueRejected)(e))
                throw validation('properties', 'layer.feature.valueInvalid', { detail: e.message });
            throw e;
        }
    }
    /** The geometry as GeoJSON text, when its kind is the layer's (a single part also fits a multi column). */
    geometryOf(layer, t, geometry) {
        const { type, lyrTySeCode } = (0, geojson_check_1.checkGeometry)(geometry);
        const columnType = t.geometry.geometryType ?? 'Geometry';
        const multiRefused = /^Multi/.test(type) && !/^(Multi|Geometry)/i.test(columnType);
        if (lyrTySeCode !== layer.lyrTySeCode || multiRefused) {
            throw validation('geometry', 'layer.feature.geometryTypeMismatch', { expected: columnType, actual: type });
        }
        return JSON.stringify({ type: geometry.type, coordinates: geometry.coordinates });
    }
    /** Properties as columns of the table (attributes only) and their values, in the same order. */
    valuesOf(t, properties) {
        const columns = [];
        const values = [];
        for (const [name, value] of Object.entries(properties ?? {})) {
            const column = (0, layer_table_1.findColumn)(t.columns, name);
            if (!column)
                throw validation(`properties.${name}`, 'layer.unknownColumn', { column: name });
            if (!t.attributes.includes(column))
                throw validation(`properties.${name}`, 'layer.columnNotEditable', { column: column.name });
            if (value !== null && !['string', 'number', 'boolean'].includes(typeof value)) {
                throw validation(`properties.${name}`, 'layer.feature.valueInvalid', { detail: column.name });
            }
            if (columns.includes(column))
                continue;
            columns.push(column);
            values.push(value);
        }
        return { columns, values };
    }
    /** A path id the key column can hold; anything else cannot name a feature (404). */
    keyOf(t, gid) {
        if (t.key.kind === 'numeric' && !/^-?\d{1,18}$/.test(gid))
            throw new domain_error_1.DomainError('NOT_FOUND', 'layer.feature.notFound');
        return gid;
    }
    sridOf(layer, t) {
        return t.geometry.srid && t.geometry.srid > 0 ? t.geometry.srid : layer.srid;
    }
};
exports.LayerFeatures = LayerFeatures;
exports.LayerFeatures = LayerFeatures = __decorate([
    (0, common_1.Injectable)(),
    __param(3, (0, typeorm_1.InjectDataSource)()),
    __metadata("design:paramtypes", [layer_access_service_1.LayerAccess,
        layer_table_1.LayerTables,
        clock_service_1.Clock,
        typeorm_2.DataSource])
], LayerFeatures);
//# sourceMappingURL=layer-features.service.js.map