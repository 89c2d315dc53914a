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
exports.HoldDataDto = exports.LayerUpdateDto = exports.LayerDetailDto = exports.LayerDto = exports.LayerListQueryDto = exports.LayerIdParamDto = exports.LYR_DC_MAX_LENGTH = exports.LYR_NM_MAX_LENGTH = exports.LAYER_LIST_SCOPES = void 0;
const swagger_1 = require("@nestjs/swagger");
const domain_1 = require("@nuri/domain");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const page_query_dto_1 = require("../../../common/paging/page-query.dto");
const trim = ({ value }) => (typeof value === 'string' ? value.trim() : value);
const HOLD_DATA_CODES = Object.values(domain_1.HOLD_DATA_SE_CODES);
exports.LAYER_LIST_SCOPES = ['all-visible', 'mine', 'shared'];
exports.LYR_NM_MAX_LENGTH = 200;
exports.LYR_DC_MAX_LENGTH = 4000;
class LayerIdParamDto {
    /** Layer id. */
    lyrId;
}
exports.LayerIdParamDto = LayerIdParamDto;
__decorate([
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(40),
    __metadata("design:type", String)
], LayerIdParamDto.prototype, "lyrId", void 0);
/**
 * Layer search (the layer search widget): paged, 20 rows per page from page 1; sort: registDt
 * (default), lyrNm, featureCnt, updtDt, publishDt.
 */
class LayerListQueryDto extends page_query_dto_1.PageQueryDto {
    /** Rows per page (layer search default 20, at most 1000). */
    pageSize = domain_1.LAYER_SEARCH_PAGE_SIZE;
    /** 1 user data, 9 national spatial information. */
    holdDataSeCode;
    /** 0 TIFF, 1 point, 2 line, 3 polygon, 5 layer group. */
    lyrTySeCode;
    /** Part of the layer name or description (at most 100 characters). */
    searchTxt;
    /**
     * all-visible (default): every layer I may view, national layers included; mine: layers I
     * registered; shared: layers of others that I may view through a share or as an admin.
     */
    scope = 'all-visible';
    /** Only layers of this institution. */
    insttCode;
}
exports.LayerListQueryDto = LayerListQueryDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ default: domain_1.LAYER_SEARCH_PAGE_SIZE, minimum: 1, maximum: domain_1.MAX_PAGE_SIZE }),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Type)(() => Number),
    (0, class_validator_1.IsInt)(),
    (0, class_validator_1.Min)(1),
    (0, class_validator_1.Max)(domain_1.MAX_PAGE_SIZE),
    __metadata("design:type", Number)
], LayerListQueryDto.prototype, "pageSize", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: HOLD_DATA_CODES }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(HOLD_DATA_CODES),
    __metadata("design:type", String)
], LayerListQueryDto.prototype, "holdDataSeCode", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: domain_1.ALL_LYR_TY_SE_CODES }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(domain_1.ALL_LYR_TY_SE_CODES),
    __metadata("design:type", String)
], LayerListQueryDto.prototype, "lyrTySeCode", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Transform)(trim),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(domain_1.SEARCH_TEXT_MAX_LENGTH),
    __metadata("design:type", String)
], LayerListQueryDto.prototype, "searchTxt", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: exports.LAYER_LIST_SCOPES, default: 'all-visible' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(exports.LAYER_LIST_SCOPES),
    __metadata("design:type", String)
], LayerListQueryDto.prototype, "scope", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(30),
    __metadata("design:type", String)
], LayerListQueryDto.prototype, "insttCode", void 0);
/** A layer row of the search list and the grids. */
class LayerDto {
    lyrId;
    lyrNm;
    lyrDc;
    /** 0 TIFF, 1 point, 2 line, 3 polygon, 5 layer group. */
    lyrTySeCode;
    /** 1 user data, 9 national spatial information. */
    holdDataSeCode;
    insttCode;
    /** Owner (the member who registered it). */
    registerId;
    registerNm;
    registDt;
    updtDt;
    /** Y when published (the grid then offers republish and the SLD upload). */
    publishAt;
    publishDt;
    featureCnt;
    /** Geometry type of a vector layer (e.g. MultiPolygon). */
    geomType;
    srid;
    /** READY, IMPORTING (upload in progress) or FAILED. */
    status;
    /** Address of the thumbnail image, or null. */
    thumbnailUrl;
    uploadTy;
    /** Source kind of a remote layer (T wmts, F wfs, Z xyz, …; other codes wms). */
    lyrStleCode;
    mapUrl;
    mapUrlParamtr;
    /** Bumped on every data or style change (tile caches key on it). */
    dataVersion;
}
exports.LayerDto = LayerDto;
__decorate([
    (0, swagger_1.ApiProperty)({ enum: domain_1.ALL_LYR_TY_SE_CODES }),
    __metadata("design:type", String)
], LayerDto.prototype, "lyrTySeCode", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: HOLD_DATA_CODES }),
    __metadata("design:type", String)
], LayerDto.prototype, "holdDataSeCode", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: ['Y', 'N'] }),
    __metadata("design:type", String)
], LayerDto.prototype, "publishAt", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: ['READY', 'IMPORTING', 'FAILED'] }),
    __metadata("design:type", String)
], LayerDto.prototype, "status", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: ['shp', 'geocoding', 'dxf', 'geotiff', 'image', 'web', 'custom', 'group'] }),
    __metadata("design:type", String)
], LayerDto.prototype, "uploadTy", void 0);
/** One layer with what the caller may do with it. */
class LayerDetailDto extends LayerDto {
    /** Whether the caller may edit it (owner, admins, or a share with editPosblAt 1). */
    mayEdit;
    /** Y when an SLD style file is stored. */
    sldAt;
    /** Why the last import failed (status FAILED). */
    importError;
}
exports.LayerDetailDto = LayerDetailDto;
__decorate([
    (0, swagger_1.ApiProperty)({ enum: ['Y', 'N'] }),
    __metadata("design:type", String)
], LayerDetailDto.prototype, "sldAt", void 0);
class LayerUpdateDto {
    /** Layer name (1–200 characters). */
    lyrNm;
    /** Description (empty text clears it). */
    lyrDc;
    /** Request parameters of a remote (web) layer. */
    mapUrlParamtr;
}
exports.LayerUpdateDto = LayerUpdateDto;
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Transform)(trim),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.IsNotEmpty)(),
    (0, class_validator_1.MaxLength)(exports.LYR_NM_MAX_LENGTH),
    __metadata("design:type", String)
], LayerUpdateDto.prototype, "lyrNm", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(exports.LYR_DC_MAX_LENGTH),
    __metadata("design:type", String)
], LayerUpdateDto.prototype, "lyrDc", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsObject)(),
    __metadata("design:type", Object)
], LayerUpdateDto.prototype, "mapUrlParamtr", void 0);
class HoldDataDto {
    /** 1 user data, 9 national spatial information. */
    holdDataSeCode;
}
exports.HoldDataDto = HoldDataDto;
__decorate([
    (0, swagger_1.ApiProperty)({ enum: HOLD_DATA_CODES }),
    (0, class_validator_1.IsIn)(HOLD_DATA_CODES),
    __metadata("design:type", String)
], HoldDataDto.prototype, "holdDataSeCode", void 0);
//# sourceMappingURL=layers.dto.js.map