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
exports.GroupDetailDto = exports.GroupMemberDto = exports.GroupSummaryDto = exports.GroupMembersDto = exports.GroupUpdateDto = exports.GroupCreateDto = exports.GroupQueryDto = exports.GroupParamDto = exports.GROUP_USER_ID_LIST_MAX = void 0;
const swagger_1 = require("@nestjs/swagger");
const domain_1 = require("@nuri/domain");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const page_query_dto_1 = require("../../../common/paging/page-query.dto");
const trim = ({ value }) => (typeof value === 'string' ? value.trim() : value);
/** At most this many user ids in one request. */
exports.GROUP_USER_ID_LIST_MAX = 1000;
const GROUP_NM_MAX_LENGTH = 100;
const GROUP_DC_MAX_LENGTH = 500;
class GroupParamDto {
    /** Group serial number. */
    groupSn;
}
exports.GroupParamDto = GroupParamDto;
__decorate([
    (0, class_transformer_1.Type)(() => Number),
    (0, class_validator_1.IsInt)(),
    (0, class_validator_1.Min)(1),
    (0, class_validator_1.Max)(2147483647),
    __metadata("design:type", Number)
], GroupParamDto.prototype, "groupSn", void 0);
/** Group list query; sort: registDt (default), groupNm, memberCnt. */
class GroupQueryDto extends page_query_dto_1.PageQueryDto {
    /** Part of the group name (at most 100 characters). */
    groupNm;
    /** Admins only: every group of this institution instead of the caller's own groups. */
    insttCode;
}
exports.GroupQueryDto = GroupQueryDto;
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Transform)(trim),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(domain_1.SEARCH_TEXT_MAX_LENGTH),
    __metadata("design:type", String)
], GroupQueryDto.prototype, "groupNm", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(30),
    __metadata("design:type", String)
], GroupQueryDto.prototype, "insttCode", void 0);
class GroupCreateDto {
    /** Group name (1–100 characters, unique among the owner's groups; banned and restricted words refused). */
    groupNm;
    /** Description. */
    groupDc;
    /** Initial members: active members of the owner's institution. */
    userIdList;
}
exports.GroupCreateDto = GroupCreateDto;
__decorate([
    (0, class_transformer_1.Transform)(trim),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.IsNotEmpty)(),
    (0, class_validator_1.MaxLength)(GROUP_NM_MAX_LENGTH),
    __metadata("design:type", String)
], GroupCreateDto.prototype, "groupNm", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Transform)(trim),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(GROUP_DC_MAX_LENGTH),
    __metadata("design:type", String)
], GroupCreateDto.prototype, "groupDc", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsArray)(),
    (0, class_validator_1.ArrayMaxSize)(exports.GROUP_USER_ID_LIST_MAX),
    (0, class_validator_1.IsString)({ each: true }),
    (0, class_validator_1.MaxLength)(30, { each: true }),
    __metadata("design:type", Array)
], GroupCreateDto.prototype, "userIdList", void 0);
class GroupUpdateDto {
    /** New group name (unique among the owner's groups; banned and restricted words refused). */
    groupNm;
    /** New description; an empty text clears it. */
    groupDc;
}
exports.GroupUpdateDto = GroupUpdateDto;
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Transform)(trim),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.IsNotEmpty)(),
    (0, class_validator_1.MaxLength)(GROUP_NM_MAX_LENGTH),
    __metadata("design:type", String)
], GroupUpdateDto.prototype, "groupNm", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Transform)(trim),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(GROUP_DC_MAX_LENGTH),
    __metadata("design:type", String)
], GroupUpdateDto.prototype, "groupDc", void 0);
class GroupMembersDto {
    /** User ids to add or remove (active members of the group's institution when adding). */
    userIdList;
}
exports.GroupMembersDto = GroupMembersDto;
__decorate([
    (0, class_validator_1.IsArray)(),
    (0, class_validator_1.ArrayMinSize)(1),
    (0, class_validator_1.ArrayMaxSize)(exports.GROUP_USER_ID_LIST_MAX),
    (0, class_validator_1.IsString)({ each: true }),
    (0, class_validator_1.MaxLength)(30, { each: true }),
    __metadata("design:type", Array)
], GroupMembersDto.prototype, "userIdList", void 0);
class GroupSummaryDto {
    groupSn;
    groupNm;
    groupDc;
    /** The member who owns (manages) the group. */
    ownerId;
    ownerNm;
    /** Active members of the group. */
    memberCnt;
    registDt;
}
exports.GroupSummaryDto = GroupSummaryDto;
class GroupMemberDto {
    userId;
    userNm;
    userSeCode;
    /** Name of the level, in the caller's language. */
    userSeCodeNm;
    /** When the member was added to the group. */
    registDt;
}
exports.GroupMemberDto = GroupMemberDto;
__decorate([
    (0, swagger_1.ApiProperty)({ enum: domain_1.INSTITUTION_MEMBER_CODES }),
    __metadata("design:type", Number)
], GroupMemberDto.prototype, "userSeCode", void 0);
class GroupDetailDto extends GroupSummaryDto {
    insttCode;
    updtDt;
    /** Active members, in the order they were added. */
    memberList;
}
exports.GroupDetailDto = GroupDetailDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: [GroupMemberDto] }),
    __metadata("design:type", Array)
], GroupDetailDto.prototype, "memberList", void 0);
//# sourceMappingURL=groups.dto.js.map