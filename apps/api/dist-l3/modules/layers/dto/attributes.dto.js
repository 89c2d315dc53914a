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
exports.LayerBboxDto = exports.FeatureDto = exports.LayerColumnDto = exports.AttributeQueryDto = exports.AttributeFilterQueryDto = exports.ATTRIBUTE_FILTER_DOC = void 0;
const swagger_1 = require("@nestjs/swagger");
const domain_1 = require("@nuri/domain");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const filter_parser_1 = require("../filter/filter-parser");
/** The grammar, shown in Swagger beside the field (FILTER.md has the full text). */
exports.ATTRIBUTE_FILTER_DOC = [
    'Attribute filter in a small safe language (never SQL), e.g.',
    "`name = '종로구' AND (pop >= 1000 OR code IN (1, 2)) AND NOT name LIKE '%구' AND note IS NULL`.",
    'Conditions: `column op value` with op = != <> < <= > >=; `column [NOT] IN (v1, v2, …)`;',
    "`column [NOT] LIKE|ILIKE 'pattern'` (% any text, _ one character); `column [NOT] BETWEEN v1 AND v2`;",
    '`column IS [NOT] NULL`. Combine with AND, OR, NOT and parentheses (AND binds tighter than OR).',
    "Values: 'text' (a quote inside is written twice: 'it''s'), numbers (-12, 3.5, 1e3), TRUE, FALSE.",
    'Columns: the layer\'s own columns (GET /layers/{lyrId}/columns); quote other spellings with "double quotes".',
    'Keywords are case-insensitive. Numbers go with numeric columns, TRUE/FALSE with boolean columns, text with text,',
    `date and other columns. At most ${filter_parser_1.FILTER_LIMITS.maxConditions} conditions, ${filter_parser_1.FILTER_LIMITS.maxDepth} levels of`,
    `nesting, ${filter_parser_1.FILTER_LIMITS.maxLength} characters. Errors are 400 naming the character position.`,
].join(' ');
const toBoolean = ({ value }) => (value === 'true' ? true : value === 'false' ? false : value);
class AttributeFilterQueryDto {
    attributeFilter;
}
exports.AttributeFilterQueryDto = AttributeFilterQueryDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: exports.ATTRIBUTE_FILTER_DOC, maxLength: filter_parser_1.FILTER_LIMITS.maxLength }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(filter_parser_1.FILTER_LIMITS.maxLength),
    __metadata("design:type", String)
], AttributeFilterQueryDto.prototype, "attributeFilter", void 0);
/** Attribute query (spec: attribute query): one page of a layer's features. */
class AttributeQueryDto extends AttributeFilterQueryDto {
    pageIndex = domain_1.FIRST_PAGE_INDEX;
    pageSize = domain_1.DEFAULT_PAGE_SIZE;
    /** Column to sort by (default: the feature id). */
    sortColumnName;
    /** Sort direction (default ASC: features in the order they were stored). */
    sortBy = 'ASC';
    /** Leave the geometry out (attribute grids). */
    excludeGeometry = false;
}
exports.AttributeQueryDto = AttributeQueryDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ default: domain_1.FIRST_PAGE_INDEX, minimum: 1 }),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Type)(() => Number),
    (0, class_validator_1.IsInt)(),
    (0, class_validator_1.Min)(1),
    __metadata("design:type", Number)
], AttributeQueryDto.prototype, "pageIndex", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ default: domain_1.DEFAULT_PAGE_SIZE, minimum: 1, maximum: domain_1.MAX_PAGE_SIZE }),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Type)(() => Number),
    (0, class_validator_1.IsInt)(),
    (0, class_validator_1.Min)(1),
    (0, class_validator_1.Max)(domain_1.MAX_PAGE_SIZE),
    __metadata("design:type", Number)
], AttributeQueryDto.prototype, "pageSize", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(63),
    __metadata("design:type", String)
], AttributeQueryDto.prototype, "sortColumnName", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: domain_1.SORT_DIRECTIONS, default: 'ASC' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(domain_1.SORT_DIRECTIONS),
    __metadata("design:type", String)
], AttributeQueryDto.prototype, "sortBy", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Transform)(toBoolean),
    (0, class_validator_1.IsBoolean)(),
    __metadata("design:type", Boolean)
], AttributeQueryDto.prototype, "excludeGeometry", void 0);
class LayerColumnDto {
    /** Column name as stored. */
    name;
    /** PostgreSQL type, e.g. integer, character varying(50), geometry(MultiPolygon,5186). */
    type;
    /** How filters treat it: numeric, boolean, text, temporal, geometry or other. */
    kind;
    nullable;
    /** The feature id column. */
    isKey;
    /** The layer's geometry column (the others are attributes). */
    isGeometry;
    /** Geometry type of a geometry column (e.g. MultiPolygon). */
    geometryType;
    srid;
}
exports.LayerColumnDto = LayerColumnDto;
__decorate([
    (0, swagger_1.ApiProperty)({ enum: ['numeric', 'boolean', 'text', 'temporal', 'geometry', 'other'] }),
    __metadata("design:type", String)
], LayerColumnDto.prototype, "kind", void 0);
/** A GeoJSON feature: properties and, unless excluded, the geometry in EPSG:4326. */
class FeatureDto {
    type;
    /** The feature id (gid). */
    id;
    properties;
    geometry;
}
exports.FeatureDto = FeatureDto;
__decorate([
    (0, swagger_1.ApiProperty)({ enum: ['Feature'] }),
    __metadata("design:type", String)
], FeatureDto.prototype, "type", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ oneOf: [{ type: 'integer' }, { type: 'string' }] }),
    __metadata("design:type", Object)
], FeatureDto.prototype, "id", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: 'object', additionalProperties: true }),
    __metadata("design:type", Object)
], FeatureDto.prototype, "properties", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: 'object', nullable: true, additionalProperties: true, description: 'GeoJSON geometry (EPSG:4326)' }),
    __metadata("design:type", Object)
], FeatureDto.prototype, "geometry", void 0);
class LayerBboxDto {
    /** [minx, miny, maxx, maxy] in EPSG:4326 (longitude, latitude); null when nothing matches. */
    bbox;
    /** The same extent in the layer's own coordinate system. */
    nativeBbox;
    /** The layer's coordinate system (EPSG code). */
    srid;
    /** Features that matched the filter. */
    featureCnt;
}
exports.LayerBboxDto = LayerBboxDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: [Number], nullable: true }),
    __metadata("design:type", Object)
], LayerBboxDto.prototype, "bbox", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: [Number], nullable: true }),
    __metadata("design:type", Object)
], LayerBboxDto.prototype, "nativeBbox", void 0);
//# sourceMappingURL=attributes.dto.js.map