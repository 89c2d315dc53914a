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
exports.FeatureSavedDto = exports.FeatureParamDto = exports.FeatureInputDto = void 0;
const swagger_1 = require("@nestjs/swagger");
const class_validator_1 = require("class-validator");
/**
 * A GeoJSON Feature to store: geometry in EPSG:4326 (transformed to the layer's coordinate
 * system; its type must match the layer's: point, line or polygon, single or multi), properties
 * named after the layer's columns.
 */
class FeatureInputDto {
    type;
    /** GeoJSON geometry (EPSG:4326). Required to create; optional to update. */
    geometry;
    /** Attribute values by column name (text, number, boolean or null). */
    properties;
    /** Ignored (the id is the path's gid or assigned on creation). */
    id;
}
exports.FeatureInputDto = FeatureInputDto;
__decorate([
    (0, swagger_1.ApiProperty)({ enum: ['Feature'] }),
    (0, class_validator_1.IsIn)(['Feature']),
    __metadata("design:type", String)
], FeatureInputDto.prototype, "type", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ type: 'object', additionalProperties: true }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsObject)(),
    __metadata("design:type", Object)
], FeatureInputDto.prototype, "geometry", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ type: 'object', additionalProperties: true }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsObject)(),
    __metadata("design:type", Object)
], FeatureInputDto.prototype, "properties", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ oneOf: [{ type: 'integer' }, { type: 'string' }] }),
    (0, class_validator_1.Allow)(),
    __metadata("design:type", Object)
], FeatureInputDto.prototype, "id", void 0);
class FeatureParamDto {
    lyrId;
    /** Feature id. */
    gid;
}
exports.FeatureParamDto = FeatureParamDto;
__decorate([
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(40),
    __metadata("design:type", String)
], FeatureParamDto.prototype, "lyrId", void 0);
__decorate([
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(40),
    __metadata("design:type", String)
], FeatureParamDto.prototype, "gid", void 0);
class FeatureSavedDto {
    /** The feature id (gid). */
    id;
    /** The layer's data version after the change. */
    dataVersion;
    featureCnt;
}
exports.FeatureSavedDto = FeatureSavedDto;
__decorate([
    (0, swagger_1.ApiProperty)({ oneOf: [{ type: 'integer' }, { type: 'string' }] }),
    __metadata("design:type", Object)
], FeatureSavedDto.prototype, "id", void 0);
//# sourceMappingURL=features.dto.js.map