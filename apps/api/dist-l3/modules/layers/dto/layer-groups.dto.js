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
exports.LayerGroupDto = exports.LayerGroupUpdateDto = exports.LayerGroupCreateDto = exports.LAYER_GROUP_MAX_LAYERS = void 0;
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const layers_dto_1 = require("./layers.dto");
const trim = ({ value }) => (typeof value === 'string' ? value.trim() : value);
/** At most this many layers in one group. */
exports.LAYER_GROUP_MAX_LAYERS = 100;
class LayerGroupCreateDto {
    /** Group name (1–200 characters). */
    lyrNm;
    lyrDc;
    /** The layers, in drawing order (first on top); each must be a layer you may view, not a group. */
    lyrIdList;
}
exports.LayerGroupCreateDto = LayerGroupCreateDto;
__decorate([
    (0, class_transformer_1.Transform)(trim),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.IsNotEmpty)(),
    (0, class_validator_1.MaxLength)(layers_dto_1.LYR_NM_MAX_LENGTH),
    __metadata("design:type", String)
], LayerGroupCreateDto.prototype, "lyrNm", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(layers_dto_1.LYR_DC_MAX_LENGTH),
    __metadata("design:type", String)
], LayerGroupCreateDto.prototype, "lyrDc", void 0);
__decorate([
    (0, class_validator_1.IsArray)(),
    (0, class_validator_1.ArrayMinSize)(1),
    (0, class_validator_1.ArrayMaxSize)(exports.LAYER_GROUP_MAX_LAYERS),
    (0, class_validator_1.IsString)({ each: true }),
    (0, class_validator_1.MaxLength)(40, { each: true }),
    __metadata("design:type", Array)
], LayerGroupCreateDto.prototype, "lyrIdList", void 0);
class LayerGroupUpdateDto {
    lyrNm;
    /** Description (empty text clears it). */
    lyrDc;
    /** The new membership and order; layers added now must be viewable by you. */
    lyrIdList;
}
exports.LayerGroupUpdateDto = LayerGroupUpdateDto;
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Transform)(trim),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.IsNotEmpty)(),
    (0, class_validator_1.MaxLength)(layers_dto_1.LYR_NM_MAX_LENGTH),
    __metadata("design:type", String)
], LayerGroupUpdateDto.prototype, "lyrNm", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(layers_dto_1.LYR_DC_MAX_LENGTH),
    __metadata("design:type", String)
], LayerGroupUpdateDto.prototype, "lyrDc", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsArray)(),
    (0, class_validator_1.ArrayMinSize)(1),
    (0, class_validator_1.ArrayMaxSize)(exports.LAYER_GROUP_MAX_LAYERS),
    (0, class_validator_1.IsString)({ each: true }),
    (0, class_validator_1.MaxLength)(40, { each: true }),
    __metadata("design:type", Array)
], LayerGroupUpdateDto.prototype, "lyrIdList", void 0);
/** A layer group (lyrTySeCode 5) with its layers in order: those the caller may view. */
class LayerGroupDto extends layers_dto_1.LayerDetailDto {
    layers;
}
exports.LayerGroupDto = LayerGroupDto;
//# sourceMappingURL=layer-groups.dto.js.map