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
exports.OgcItemParamsDto = exports.OgcItemsQueryDto = exports.OgcPageQueryDto = exports.OgcFormatQueryDto = exports.OGC_MAX_LIMIT = exports.OGC_DEFAULT_COLLECTIONS_LIMIT = exports.OGC_DEFAULT_LIMIT = void 0;
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const tiles_dto_1 = require("../../tiles/dto/tiles.dto");
exports.OGC_DEFAULT_LIMIT = 10;
exports.OGC_DEFAULT_COLLECTIONS_LIMIT = 100;
/** Larger limits are reduced to this (OGC API – Features /req/core/fc-limit-response-1). */
exports.OGC_MAX_LIMIT = 1000;
const MAX_OFFSET = 2_147_483_647;
/** The optional output-format switch of OGC APIs (only JSON here). */
class OgcFormatQueryDto {
    /** Output format: json (the only one offered). */
    f;
}
exports.OgcFormatQueryDto = OgcFormatQueryDto;
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(['json', 'geojson']),
    __metadata("design:type", String)
], OgcFormatQueryDto.prototype, "f", void 0);
class OgcPageQueryDto extends OgcFormatQueryDto {
    /** Entries per page (items 10, collections 100 by default); values above 1000 are reduced to 1000. */
    limit;
    /** Items to skip (the next and prev links carry it). */
    offset = 0;
}
exports.OgcPageQueryDto = OgcPageQueryDto;
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Type)(() => Number),
    (0, class_validator_1.IsInt)(),
    (0, class_validator_1.Min)(1),
    (0, class_validator_1.Max)(MAX_OFFSET),
    __metadata("design:type", Number)
], OgcPageQueryDto.prototype, "limit", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Type)(() => Number),
    (0, class_validator_1.IsInt)(),
    (0, class_validator_1.Min)(0),
    (0, class_validator_1.Max)(MAX_OFFSET),
    __metadata("design:type", Number)
], OgcPageQueryDto.prototype, "offset", void 0);
class OgcItemsQueryDto extends OgcPageQueryDto {
    /** west,south,east,north in CRS84 (longitude, latitude); a 6-number 3D box is accepted, heights ignored. */
    bbox;
}
exports.OgcItemsQueryDto = OgcItemsQueryDto;
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.Matches)(/^[-+0-9.eE]+(,[-+0-9.eE]+){3}(,[-+0-9.eE]+,[-+0-9.eE]+)?$/),
    __metadata("design:type", String)
], OgcItemsQueryDto.prototype, "bbox", void 0);
class OgcItemParamsDto extends tiles_dto_1.LayerIdParamDto {
    /** Feature id (the layer table's gid); an id that cannot exist answers 404. */
    featureId;
}
exports.OgcItemParamsDto = OgcItemParamsDto;
__decorate([
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(40),
    __metadata("design:type", String)
], OgcItemParamsDto.prototype, "featureId", void 0);
//# sourceMappingURL=ogc.dto.js.map