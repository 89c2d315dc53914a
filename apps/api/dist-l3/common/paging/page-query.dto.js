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
exports.PageQueryDto = void 0;
const swagger_1 = require("@nestjs/swagger");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const domain_1 = require("@nuri/domain");
/** Paging query shared by every list route (API.md §1 Paging). */
class PageQueryDto {
    /** 1-based page number. */
    pageIndex = domain_1.FIRST_PAGE_INDEX;
    /** Rows per page (default 10, at most 1000). */
    pageSize = domain_1.DEFAULT_PAGE_SIZE;
    /** Sort direction. */
    direction = 'DESC';
    /** Sort column; each route accepts its own whitelist. */
    sort;
    /** Search text (at most 100 characters). */
    searchNm;
}
exports.PageQueryDto = PageQueryDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ default: domain_1.FIRST_PAGE_INDEX, minimum: 1 }),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Type)(() => Number),
    (0, class_validator_1.IsInt)(),
    (0, class_validator_1.Min)(1),
    __metadata("design:type", Number)
], PageQueryDto.prototype, "pageIndex", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ default: domain_1.DEFAULT_PAGE_SIZE, minimum: 1, maximum: domain_1.MAX_PAGE_SIZE }),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Type)(() => Number),
    (0, class_validator_1.IsInt)(),
    (0, class_validator_1.Min)(1),
    (0, class_validator_1.Max)(domain_1.MAX_PAGE_SIZE),
    __metadata("design:type", Number)
], PageQueryDto.prototype, "pageSize", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: ['DESC', 'ASC'], default: 'DESC' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(domain_1.SORT_DIRECTIONS),
    __metadata("design:type", String)
], PageQueryDto.prototype, "direction", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(60),
    __metadata("design:type", String)
], PageQueryDto.prototype, "sort", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(domain_1.SEARCH_TEXT_MAX_LENGTH),
    __metadata("design:type", String)
], PageQueryDto.prototype, "searchNm", void 0);
//# sourceMappingURL=page-query.dto.js.map