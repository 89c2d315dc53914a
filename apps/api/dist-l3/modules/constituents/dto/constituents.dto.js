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
exports.LevelUpdateDto = exports.LevelDto = exports.ConstituentDto = exports.ConstituentQueryDto = exports.InsttMemberParamDto = exports.InsttParamDto = void 0;
const swagger_1 = require("@nestjs/swagger");
const domain_1 = require("@nuri/domain");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const page_query_dto_1 = require("../../../common/paging/page-query.dto");
const trim = ({ value }) => (typeof value === 'string' ? value.trim() : value);
const toBoolean = ({ value }) => (value === 'true' ? true : value === 'false' ? false : value);
class InsttParamDto {
    /** Institution code. */
    insttCode;
}
exports.InsttParamDto = InsttParamDto;
__decorate([
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(30),
    __metadata("design:type", String)
], InsttParamDto.prototype, "insttCode", void 0);
class InsttMemberParamDto extends InsttParamDto {
    /** The member's user id. */
    userId;
}
exports.InsttMemberParamDto = InsttMemberParamDto;
__decorate([
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(30),
    __metadata("design:type", String)
], InsttMemberParamDto.prototype, "userId", void 0);
/**
 * Member list query. `sort` accepts registDt (default), userNm, userId, userSeCode; `searchNm`
 * matches the name, id or e-mail address.
 */
class ConstituentQueryDto extends page_query_dto_1.PageQueryDto {
    /** Part of the member's name (at most 100 characters). */
    userNm;
    /** true leaves the caller out of the list (the share dialog's user search). */
    excludeMyId;
    /** Only members of this level. */
    userSeCode;
}
exports.ConstituentQueryDto = ConstituentQueryDto;
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Transform)(trim),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(domain_1.SEARCH_TEXT_MAX_LENGTH),
    __metadata("design:type", String)
], ConstituentQueryDto.prototype, "userNm", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ type: Boolean }),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Transform)(toBoolean),
    (0, class_validator_1.IsBoolean)(),
    __metadata("design:type", Boolean)
], ConstituentQueryDto.prototype, "excludeMyId", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: domain_1.INSTITUTION_MEMBER_CODES }),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Type)(() => Number),
    (0, class_validator_1.IsIn)(domain_1.INSTITUTION_MEMBER_CODES),
    __metadata("design:type", Number)
], ConstituentQueryDto.prototype, "userSeCode", void 0);
class ConstituentDto {
    userId;
    userNm;
    emailaddr;
    /** Level: 11 editor, 12 member, 13 viewer, 14 institution admin. */
    userSeCode;
    /** Name of the level, in the caller's language. */
    userSeCodeNm;
    /** When the account was registered (ISO 8601). */
    registDt;
    /** true for the institution's master account, whose row cannot be edited or removed. */
    isCreatman;
}
exports.ConstituentDto = ConstituentDto;
__decorate([
    (0, swagger_1.ApiProperty)({ enum: domain_1.INSTITUTION_MEMBER_CODES }),
    __metadata("design:type", Number)
], ConstituentDto.prototype, "userSeCode", void 0);
class LevelDto {
    userId;
    userNm;
    userSeCode;
    /** Name of the level, in the caller's language. */
    userSeCodeNm;
    /** true for the master account (its level cannot be lowered). */
    isCreatman;
}
exports.LevelDto = LevelDto;
__decorate([
    (0, swagger_1.ApiProperty)({ enum: domain_1.INSTITUTION_MEMBER_CODES }),
    __metadata("design:type", Number)
], LevelDto.prototype, "userSeCode", void 0);
class LevelUpdateDto {
    /** New level: 11 editor, 12 member, 13 viewer, 14 institution admin. */
    userSeCode;
}
exports.LevelUpdateDto = LevelUpdateDto;
__decorate([
    (0, swagger_1.ApiProperty)({ enum: domain_1.INSTITUTION_MEMBER_CODES }),
    (0, class_validator_1.IsInt)(),
    (0, class_validator_1.IsIn)(domain_1.INSTITUTION_MEMBER_CODES),
    __metadata("design:type", Number)
], LevelUpdateDto.prototype, "userSeCode", void 0);
//# sourceMappingURL=constituents.dto.js.map