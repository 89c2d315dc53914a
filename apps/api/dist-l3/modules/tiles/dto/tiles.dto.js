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
exports.TileJsonDto = exports.TileJsonVectorLayerDto = exports.TileParamsDto = exports.LayerIdParamDto = exports.LYR_ID_PATTERN = void 0;
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const tile_grid_1 = require("../tile-grid");
/** Layer ids are opaque strings: UUIDs or prefixed serials. */
exports.LYR_ID_PATTERN = /^[A-Za-z0-9._-]{1,40}$/;
class LayerIdParamDto {
    /** Layer id. */
    lyrId;
}
exports.LayerIdParamDto = LayerIdParamDto;
__decorate([
    (0, class_validator_1.Matches)(exports.LYR_ID_PATTERN),
    __metadata("design:type", String)
], LayerIdParamDto.prototype, "lyrId", void 0);
class TileParamsDto extends LayerIdParamDto {
    /** Zoom level, 0–22. */
    z;
    /** Column, 0 to 2^z − 1. */
    x;
    /** Row from the north, 0 to 2^z − 1. */
    y;
}
exports.TileParamsDto = TileParamsDto;
__decorate([
    (0, class_transformer_1.Type)(() => Number),
    (0, class_validator_1.IsInt)(),
    (0, class_validator_1.Min)(0),
    (0, class_validator_1.Max)(tile_grid_1.MAX_TILE_ZOOM),
    __metadata("design:type", Number)
], TileParamsDto.prototype, "z", void 0);
__decorate([
    (0, class_transformer_1.Type)(() => Number),
    (0, class_validator_1.IsInt)(),
    (0, class_validator_1.Min)(0),
    __metadata("design:type", Number)
], TileParamsDto.prototype, "x", void 0);
__decorate([
    (0, class_transformer_1.Type)(() => Number),
    (0, class_validator_1.IsInt)(),
    (0, class_validator_1.Min)(0),
    __metadata("design:type", Number)
], TileParamsDto.prototype, "y", void 0);
class TileJsonVectorLayerDto {
    /** Name of the layer inside the tiles (the lyrId). */
    id;
    /** Attribute names with their kind (Number, String, Boolean). */
    fields;
    minzoom;
    maxzoom;
}
exports.TileJsonVectorLayerDto = TileJsonVectorLayerDto;
/** TileJSON 3.0.0 description of a layer's vector tiles. */
class TileJsonDto {
    tilejson;
    name;
    description;
    scheme;
    /** Tile URL template. */
    tiles;
    minzoom;
    maxzoom;
    /** Data extent in CRS84: west, south, east, north. */
    bounds;
    /** Longitude, latitude and zoom to open at. */
    center;
    vector_layers;
}
exports.TileJsonDto = TileJsonDto;
//# sourceMappingURL=tiles.dto.js.map