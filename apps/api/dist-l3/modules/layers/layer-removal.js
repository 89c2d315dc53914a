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
exports.LayerRemoval = void 0;
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const typeorm_2 = require("typeorm");
const layer_files_1 = require("./files/layer-files");
const layer_table_1 = require("./layer-table");
const layers_queries_1 = require("./layers.queries");
/**
 * Deletes a layer with everything that belongs to it: its share entries, its group memberships
 * (a group keeps its other layers), its items when it is a group, its data table, and its
 * raster and thumbnail files (after the database change is committed).
 */
let LayerRemoval = class LayerRemoval {
    db;
    tables;
    files;
    constructor(db, tables, files) {
        this.db = db;
        this.tables = tables;
        this.files = files;
    }
    async remove(layer) {
        await this.db.transaction(async (tx) => {
            await tx.query(layers_queries_1.DELETE_LAYER_SHARES_SQL, [layer.lyrId]);
            await tx.query(layers_queries_1.DELETE_LAYER_SQL, [layer.lyrId]);
            const table = layer.tableNm ? await this.tables.tableName(layer.tableNm, tx) : null;
            if (table)
                await tx.query((0, layers_queries_1.dropLayerTableSql)(table));
        });
        await this.files.remove([layer.thumbnailPath, layer.rasterPath]);
    }
};
exports.LayerRemoval = LayerRemoval;
exports.LayerRemoval = LayerRemoval = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, typeorm_1.InjectDataSource)()),
    __metadata("design:paramtypes", [typeorm_2.DataSource,
        layer_table_1.LayerTables,
        layer_files_1.LayerFiles])
], LayerRemoval);
//# sourceMappingURL=layer-removal.js.map