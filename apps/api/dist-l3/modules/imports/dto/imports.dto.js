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
exports.JobStatusDto = exports.JobIdParamDto = exports.WebCapabilitiesDto = exports.WebCapabilitiesQueryDto = exports.UploadAcceptedDto = exports.WebSubLayerDto = exports.UploadLayerDto = exports.CustomColumnDto = exports.WEB_SERVICE_TYPES = exports.CUSTOM_COLUMN_TYPES = void 0;
const swagger_1 = require("@nestjs/swagger");
const domain_1 = require("@nuri/domain");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
// Multipart fields arrive as text; the client drops empty fields, but an empty one still means "not given".
const blankToUndefined = ({ value }) => value === '' || value === null ? undefined : value;
const toNumber = ({ value }) => value === '' || value === null || value === undefined ? undefined : Number(value);
exports.CUSTOM_COLUMN_TYPES = ['text', 'integer', 'double', 'boolean', 'date', 'timestamp'];
exports.WEB_SERVICE_TYPES = ['wms', 'wfs', 'wmts', 'xyz'];
class CustomColumnDto {
    /** Column name: a lower-case letter (or Hangul) first, then letters, digits or '_' (gid and geom are taken). */
    name;
    type;
}
exports.CustomColumnDto = CustomColumnDto;
__decorate([
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MinLength)(1),
    (0, class_validator_1.MaxLength)(63),
    __metadata("design:type", String)
], CustomColumnDto.prototype, "name", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: exports.CUSTOM_COLUMN_TYPES }),
    (0, class_validator_1.IsIn)(exports.CUSTOM_COLUMN_TYPES),
    __metadata("design:type", String)
], CustomColumnDto.prototype, "type", void 0);
/** A layer upload (multipart for files; JSON is enough for web and custom layers). */
class UploadLayerDto {
    uploadType;
    /** Layer name (default: the file name without its extension, or the web service's title). */
    lyrNm;
    /** Layer description. */
    lyrDc;
    /** 1 user data (default), 9 national spatial information (provider admins only). */
    holdDataSeCode;
    /** Attribute encoding of shapefiles, CSV/TXT and DXF (default: the .cpg file, else detected; CP949 for shapefiles without .cpg). */
    encoding;
    /** Source coordinate system (EPSG code) when the file has none or it should be overridden. */
    srid;
    /** Geocoding: the column holding X (or longitude), when not found by its name. */
    xColumn;
    /** Geocoding: the column holding Y (or latitude). */
    yColumn;
    /** Image without a world file: 'minX,minY,maxX,maxY' in srid (default EPSG:5186). */
    extent;
    /** DXF: the entities to import; custom: the layer's geometry; WFS: the layer's geometry type. */
    geometryType;
    /** Web: the service address (WMS/WFS/WMTS endpoint or capabilities, or an XYZ template with {z}/{x}/{y}). */
    url;
    /** Web: the kind of service (default: from the address). */
    serviceType;
    /** Web: the sub-layers to show, comma-separated (default: all for WMS, the first for WFS and WMTS). */
    layerNames;
    /** Custom: the attribute columns (an array, or its JSON text in multipart). */
    columns;
}
exports.UploadLayerDto = UploadLayerDto;
__decorate([
    (0, swagger_1.ApiProperty)({ enum: domain_1.UPLOAD_TYPES }),
    (0, class_validator_1.IsIn)(domain_1.UPLOAD_TYPES),
    __metadata("design:type", String)
], UploadLayerDto.prototype, "uploadType", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Transform)(blankToUndefined),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(200),
    __metadata("design:type", String)
], UploadLayerDto.prototype, "lyrNm", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Transform)(blankToUndefined),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(4000),
    __metadata("design:type", String)
], UploadLayerDto.prototype, "lyrDc", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: ['1', '9'], required: false }),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Transform)(blankToUndefined),
    (0, class_validator_1.IsIn)(['1', '9']),
    __metadata("design:type", String)
], UploadLayerDto.prototype, "holdDataSeCode", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: ['UTF-8', 'CP949', 'EUC-KR'], required: false }),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Transform)(({ value }) => typeof value === 'string' && value !== '' ? value.toUpperCase() : undefined),
    (0, class_validator_1.IsIn)(['UTF-8', 'CP949', 'EUC-KR']),
    __metadata("design:type", String)
], UploadLayerDto.prototype, "encoding", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Transform)(toNumber),
    (0, class_validator_1.IsInt)(),
    (0, class_validator_1.Min)(1),
    (0, class_validator_1.Max)(999999),
    __metadata("design:type", Number)
], UploadLayerDto.prototype, "srid", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Transform)(blankToUndefined),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(100),
    __metadata("design:type", String)
], UploadLayerDto.prototype, "xColumn", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Transform)(blankToUndefined),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(100),
    __metadata("design:type", String)
], UploadLayerDto.prototype, "yColumn", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Transform)(blankToUndefined),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(200),
    __metadata("design:type", String)
], UploadLayerDto.prototype, "extent", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: ['point', 'line', 'polygon'], required: false }),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Transform)(blankToUndefined),
    (0, class_validator_1.IsIn)(['point', 'line', 'polygon']),
    __metadata("design:type", String)
], UploadLayerDto.prototype, "geometryType", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Transform)(blankToUndefined),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(1000),
    __metadata("design:type", String)
], UploadLayerDto.prototype, "url", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: exports.WEB_SERVICE_TYPES, required: false }),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Transform)(blankToUndefined),
    (0, class_validator_1.IsIn)(exports.WEB_SERVICE_TYPES),
    __metadata("design:type", String)
], UploadLayerDto.prototype, "serviceType", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Transform)(blankToUndefined),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(2000),
    __metadata("design:type", String)
], UploadLayerDto.prototype, "layerNames", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Transform)(({ value }) => toColumns(value)),
    (0, class_validator_1.IsArray)(),
    (0, class_validator_1.ArrayMaxSize)(100),
    (0, class_validator_1.ValidateNested)({ each: true }),
    __metadata("design:type", Array)
], UploadLayerDto.prototype, "columns", void 0);
function toColumns(value) {
    if (value === '' || value === null || value === undefined)
        return undefined;
    let parsed = value;
    if (typeof value === 'string') {
        try {
            parsed = JSON.parse(value);
        }
        catch {
            return value;
        }
    }
    return Array.isArray(parsed)
        ? parsed.map((c) => (c && typeof c === 'object' ? (0, class_transformer_1.plainToInstance)(CustomColumnDto, c) : c))
        : parsed;
}
class WebSubLayerDto {
    /** Name (WMS Name, WFS typeName, WMTS Identifier). */
    name;
    title;
}
exports.WebSubLayerDto = WebSubLayerDto;
class UploadAcceptedDto {
    lyrId;
    /** The import job to follow at GET /api/jobs/{jobId} (null for web and custom layers, ready at once). */
    jobId;
    lyrSttusCode;
    /** Web layers: the sub-layers the service offers. */
    subLayers;
}
exports.UploadAcceptedDto = UploadAcceptedDto;
__decorate([
    (0, swagger_1.ApiProperty)({ enum: ['IMPORTING', 'READY'] }),
    __metadata("design:type", String)
], UploadAcceptedDto.prototype, "lyrSttusCode", void 0);
class WebCapabilitiesQueryDto {
    /** The service address. */
    url;
    serviceType;
}
exports.WebCapabilitiesQueryDto = WebCapabilitiesQueryDto;
__decorate([
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(1000),
    __metadata("design:type", String)
], WebCapabilitiesQueryDto.prototype, "url", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: exports.WEB_SERVICE_TYPES, required: false }),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Transform)(blankToUndefined),
    (0, class_validator_1.IsIn)(exports.WEB_SERVICE_TYPES),
    __metadata("design:type", String)
], WebCapabilitiesQueryDto.prototype, "serviceType", void 0);
class WebCapabilitiesDto {
    serviceType;
    /** Layer style code stored for it (T wmts, F wfs, Z xyz, W wms). */
    lyrStleCode;
    version;
    /** The service's own title. */
    title;
    subLayers;
}
exports.WebCapabilitiesDto = WebCapabilitiesDto;
__decorate([
    (0, swagger_1.ApiProperty)({ enum: exports.WEB_SERVICE_TYPES }),
    __metadata("design:type", String)
], WebCapabilitiesDto.prototype, "serviceType", void 0);
class JobIdParamDto {
    /** Job id as the upload answered it (import-<lyrId>). */
    jobId;
}
exports.JobIdParamDto = JobIdParamDto;
__decorate([
    (0, class_validator_1.Matches)(/^[a-z]+-[0-9a-f-]{36}(-v\d+)?$/),
    __metadata("design:type", String)
], JobIdParamDto.prototype, "jobId", void 0);
class JobStatusDto {
    jobId;
    lyrId;
    state;
    /** 0–100. */
    progress;
    /** Why the job failed (in the caller's language), or null. */
    error;
}
exports.JobStatusDto = JobStatusDto;
__decorate([
    (0, swagger_1.ApiProperty)({ enum: ['waiting', 'active', 'completed', 'failed'] }),
    __metadata("design:type", String)
], JobStatusDto.prototype, "state", void 0);
//# sourceMappingURL=imports.dto.js.map