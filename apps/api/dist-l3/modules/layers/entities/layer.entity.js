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
exports.Layer = void 0;
const typeorm_1 = require("typeorm");
/**
 * A layer record. Vector data lives in its own table `layers.<tableNm>` (geometry column
 * `geomColumn`, in `srid`), rasters in `rasterPath` under the storage folder, remote layers
 * at `mapUrl`; a group (lyrTySeCode 5) lists its layers in lyr_grp_item.
 */
let Layer = class Layer {
    lyrId;
    lyrNm;
    lyrDc;
    lyrTySeCode;
    holdDataSeCode;
    uploadTy;
    lyrStleCode;
    mapUrl;
    mapUrlParamtr;
    insttCode;
    /** Owner (the member who created it). */
    registerId;
    tableNm;
    geomColumn;
    geomType;
    srid;
    featureCnt;
    rasterPath;
    thumbnailPath;
    publishAt;
    publishDt;
    styleJson;
    sldCn;
    lyrSttusCode;
    importJobId;
    importError;
    importReport;
    /** Bumped on every data or style edit: keys the tile cache. */
    dataVersion;
    registDt;
    updtDt;
};
exports.Layer = Layer;
__decorate([
    (0, typeorm_1.PrimaryColumn)({ name: 'lyr_id', type: 'varchar', length: 40 }),
    __metadata("design:type", String)
], Layer.prototype, "lyrId", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'lyr_nm', type: 'varchar', length: 200 }),
    __metadata("design:type", String)
], Layer.prototype, "lyrNm", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'lyr_dc', type: 'text', nullable: true }),
    __metadata("design:type", Object)
], Layer.prototype, "lyrDc", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'lyr_ty_se_code', type: 'char', length: 1 }),
    __metadata("design:type", String)
], Layer.prototype, "lyrTySeCode", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'hold_data_se_code', type: 'char', length: 1, default: '1' }),
    __metadata("design:type", String)
], Layer.prototype, "holdDataSeCode", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'upload_ty', type: 'varchar', length: 12 }),
    __metadata("design:type", String)
], Layer.prototype, "uploadTy", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'lyr_stle_code', type: 'varchar', length: 2, nullable: true }),
    __metadata("design:type", Object)
], Layer.prototype, "lyrStleCode", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'map_url', type: 'varchar', length: 1000, nullable: true }),
    __metadata("design:type", Object)
], Layer.prototype, "mapUrl", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'map_url_paramtr', type: 'jsonb', nullable: true }),
    __metadata("design:type", Object)
], Layer.prototype, "mapUrlParamtr", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'instt_code', type: 'varchar', length: 30 }),
    __metadata("design:type", String)
], Layer.prototype, "insttCode", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'register_id', type: 'varchar', length: 30 }),
    __metadata("design:type", String)
], Layer.prototype, "registerId", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'table_nm', type: 'varchar', length: 63, nullable: true }),
    __metadata("design:type", Object)
], Layer.prototype, "tableNm", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'geom_column', type: 'varchar', length: 63, nullable: true }),
    __metadata("design:type", Object)
], Layer.prototype, "geomColumn", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'geom_type', type: 'varchar', length: 30, nullable: true }),
    __metadata("design:type", Object)
], Layer.prototype, "geomType", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'srid', type: 'integer', nullable: true }),
    __metadata("design:type", Object)
], Layer.prototype, "srid", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'feature_cnt', type: 'bigint', default: 0, transformer: { to: (v) => v, from: (v) => Number(v) } }),
    __metadata("design:type", Number)
], Layer.prototype, "featureCnt", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'raster_path', type: 'varchar', length: 300, nullable: true }),
    __metadata("design:type", Object)
], Layer.prototype, "rasterPath", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'thumbnail_path', type: 'varchar', length: 300, nullable: true }),
    __metadata("design:type", Object)
], Layer.prototype, "thumbnailPath", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'publish_at', type: 'char', length: 1, default: 'N' }),
    __metadata("design:type", String)
], Layer.prototype, "publishAt", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'publish_dt', type: 'timestamptz', nullable: true }),
    __metadata("design:type", Object)
], Layer.prototype, "publishDt", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'style_json', type: 'jsonb', nullable: true }),
    __metadata("design:type", Object)
], Layer.prototype, "styleJson", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'sld_cn', type: 'text', nullable: true }),
    __metadata("design:type", Object)
], Layer.prototype, "sldCn", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'lyr_sttus_code', type: 'varchar', length: 10, default: 'READY' }),
    __metadata("design:type", String)
], Layer.prototype, "lyrSttusCode", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'import_job_id', type: 'varchar', length: 80, nullable: true }),
    __metadata("design:type", Object)
], Layer.prototype, "importJobId", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'import_error', type: 'text', nullable: true }),
    __metadata("design:type", Object)
], Layer.prototype, "importError", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'import_report', type: 'jsonb', nullable: true }),
    __metadata("design:type", Object)
], Layer.prototype, "importReport", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'data_version', type: 'integer', default: 1 }),
    __metadata("design:type", Number)
], Layer.prototype, "dataVersion", void 0);
__decorate([
    (0, typeorm_1.CreateDateColumn)({ name: 'regist_dt', type: 'timestamptz' }),
    __metadata("design:type", Date)
], Layer.prototype, "registDt", void 0);
__decorate([
    (0, typeorm_1.UpdateDateColumn)({ name: 'updt_dt', type: 'timestamptz' }),
    __metadata("design:type", Date)
], Layer.prototype, "updtDt", void 0);
exports.Layer = Layer = __decorate([
    (0, typeorm_1.Entity)({ name: 'lyr' })
], Layer);
//# sourceMappingURL=layer.entity.js.map