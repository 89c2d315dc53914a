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
exports.LayerDownloadDto = void 0;
const swagger_1 = require("@nestjs/swagger");
const class_validator_1 = require("class-validator");
const ogr2ogr_1 = require("../download/ogr2ogr");
class LayerDownloadDto {
    /**
     * geojson (EPSG:4326), shp (zip of .shp .shx .dbf .prj .cpg in the layer's coordinate system),
     * csv (UTF-8 with BOM, geometry as WKT in EPSG:4326), gpkg (layer's coordinate system), kml.
     */
    outputFormat;
    /** Attribute encoding of a shapefile (written to its .cpg); other formats are UTF-8. */
    encoding = 'UTF-8';
}
exports.LayerDownloadDto = LayerDownloadDto;
__decorate([
    (0, swagger_1.ApiProperty)({ enum: ogr2ogr_1.OUTPUT_FORMATS }),
    (0, class_validator_1.IsIn)(ogr2ogr_1.OUTPUT_FORMATS),
    __metadata("design:type", String)
], LayerDownloadDto.prototype, "outputFormat", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: ogr2ogr_1.SHP_ENCODINGS, default: 'UTF-8' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(ogr2ogr_1.SHP_ENCODINGS),
    __metadata("design:type", String)
], LayerDownloadDto.prototype, "encoding", void 0);
//# sourceMappingURL=download.dto.js.map