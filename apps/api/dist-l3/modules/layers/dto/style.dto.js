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
exports.LayerStyleDto = exports.LayerStyleJsonDto = void 0;
const swagger_1 = require("@nestjs/swagger");
const class_validator_1 = require("class-validator");
class LayerStyleJsonDto {
    /** The style the map builder edits (its own JSON format). */
    styleJson;
}
exports.LayerStyleJsonDto = LayerStyleJsonDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: 'object', additionalProperties: true }),
    (0, class_validator_1.IsObject)(),
    __metadata("design:type", Object)
], LayerStyleJsonDto.prototype, "styleJson", void 0);
class LayerStyleDto {
    /** The builder's JSON style, or null. */
    styleJson;
    /** Y when an SLD is stored. */
    sldAt;
    /** The stored SLD document (XML), or null. */
    sld;
    /** Y when the layer is published (an SLD may be uploaded only then). */
    publishAt;
    /** Bumped by every style change. */
    dataVersion;
}
exports.LayerStyleDto = LayerStyleDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: 'object', nullable: true, additionalProperties: true }),
    __metadata("design:type", Object)
], LayerStyleDto.prototype, "styleJson", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: ['Y', 'N'] }),
    __metadata("design:type", String)
], LayerStyleDto.prototype, "sldAt", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: ['Y', 'N'] }),
    __metadata("design:type", String)
], LayerStyleDto.prototype, "publishAt", void 0);
//# sourceMappingURL=style.dto.js.map