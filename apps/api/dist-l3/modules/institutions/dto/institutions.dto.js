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
exports.InsttStateResultDto = exports.InsttStateDto = exports.InsttStatusDto = exports.InstitutionDetailDto = exports.InstitutionDto = exports.UpdateInsttDto = exports.CreateInsttDto = exports.InsttExistsQueryDto = exports.InsttListRowDto = exports.InsttListQueryDto = exports.InsttCodeParamDto = void 0;
const swagger_1 = require("@nestjs/swagger");
const domain_1 = require("@nuri/domain");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const page_query_dto_1 = require("../../../common/paging/page-query.dto");
const trim = ({ value }) => (typeof value === 'string' ? value.trim() : value);
const STATUS_CODES = Object.values(domain_1.INSTT_STATUS_CODES);
// Telephone as people write it: digits with hyphens, spaces, parentheses or a leading +.
const TEL_PATTERN = /^\+?[0-9][0-9 ()-]{1,28}$/;
// A path of this site ('/seoul-gu') or an http(s) address.
const URL_PATTERN = /^(\/[^\s]*|https?:\/\/[^\s/]+[^\s]*)$/;
class InsttCodeParamDto {
    /** Institution code. */
    insttCode;
}
exports.InsttCodeParamDto = InsttCodeParamDto;
__decorate([
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(30),
    __metadata("design:type", String)
], InsttCodeParamDto.prototype, "insttCode", void 0);
class InsttListQueryDto extends page_query_dto_1.PageQueryDto {
    /** Operational status filter. */
    insttSttusCode;
    /** Deleted flag filter (Y deleted, N active); both when absent. */
    deleteAt;
}
exports.InsttListQueryDto = InsttListQueryDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: STATUS_CODES }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(STATUS_CODES),
    __metadata("design:type", String)
], InsttListQueryDto.prototype, "insttSttusCode", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: ['Y', 'N'] }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(['Y', 'N']),
    __metadata("design:type", String)
], InsttListQueryDto.prototype, "deleteAt", void 0);
class InsttListRowDto {
    insttCode;
    insttNm;
    planCode;
    insttSttusCode;
    deleteAt;
    /** Creation time (ISO 8601). */
    creatDt;
    /** The master admin account, if any. */
    masterUserId;
    /** Members (not withdrawn) of the institution. */
    memberCnt;
}
exports.InsttListRowDto = InsttListRowDto;
__decorate([
    (0, swagger_1.ApiProperty)({ enum: STATUS_CODES }),
    __metadata("design:type", String)
], InsttListRowDto.prototype, "insttSttusCode", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: ['Y', 'N'] }),
    __metadata("design:type", String)
], InsttListRowDto.prototype, "deleteAt", void 0);
class InsttExistsQueryDto {
    /** Institution code to check (give this or insttNm). */
    insttCode;
    /** Institution name to check (give this or insttCode). */
    insttNm;
}
exports.InsttExistsQueryDto = InsttExistsQueryDto;
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(30),
    __metadata("design:type", String)
], InsttExistsQueryDto.prototype, "insttCode", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Transform)(trim),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(100),
    __metadata("design:type", String)
], InsttExistsQueryDto.prototype, "insttNm", void 0);
class InsttContactFields {
    /** Institution telephone (stored encrypted). null clears it. */
    insttTel;
    /** Institution address (stored encrypted). null clears it. */
    insttAddr;
    /** Site address: a path of this site ('/seoul-gu') or an http(s) address. */
    insttUrl;
}
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Transform)(trim),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.Matches)(TEL_PATTERN, { message: 'instt.telInvalid' }),
    __metadata("design:type", Object)
], InsttContactFields.prototype, "insttTel", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Transform)(trim),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(300),
    __metadata("design:type", Object)
], InsttContactFields.prototype, "insttAddr", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Transform)(trim),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(300),
    (0, class_validator_1.Matches)(URL_PATTERN, { message: 'instt.urlInvalid' }),
    __metadata("design:type", String)
], InsttContactFields.prototype, "insttUrl", void 0);
class CreateInsttDto extends InsttContactFields {
    /** Institution code: the prefix of the institution's site paths (not a reserved route name). */
    insttCode;
    insttNm;
    /** Price plan (basic when absent). */
    planCode;
}
exports.CreateInsttDto = CreateInsttDto;
__decorate([
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(30),
    __metadata("design:type", String)
], CreateInsttDto.prototype, "insttCode", void 0);
__decorate([
    (0, class_transformer_1.Transform)(trim),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.Length)(2, 100),
    __metadata("design:type", String)
], CreateInsttDto.prototype, "insttNm", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: Object.values(domain_1.PLAN_CODES), default: domain_1.PLAN_CODES.BASIC }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(Object.values(domain_1.PLAN_CODES), { message: 'auth.unknownPlan' }),
    __metadata("design:type", String)
], CreateInsttDto.prototype, "planCode", void 0);
class UpdateInsttDto extends InsttContactFields {
    insttNm;
}
exports.UpdateInsttDto = UpdateInsttDto;
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Transform)(trim),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.Length)(2, 100),
    __metadata("design:type", String)
], UpdateInsttDto.prototype, "insttNm", void 0);
class InstitutionDto {
    /** Creation time (ISO 8601). */
    creatDt;
    /** Who created the institution. */
    creatmanId;
    insttCode;
    insttNm;
    /** Address of the institution image, or null. */
    imageCn;
    /** Address of the thumbnail image (the same image), or null. */
    thumbnail;
    /** Institution site address. */
    insttUrl;
}
exports.InstitutionDto = InstitutionDto;
class InstitutionDetailDto extends InstitutionDto {
    /** Institution telephone, decrypted. */
    insttTel;
    /** Institution address, decrypted. */
    insttAddr;
    planCode;
    insttSttusCode;
    deleteAt;
    /** The master admin account. */
    masterUserId;
    masterUserNm;
    /** The master's mobile number, masked ('010-****-5678'). */
    masterMbtlnum;
}
exports.InstitutionDetailDto = InstitutionDetailDto;
__decorate([
    (0, swagger_1.ApiProperty)({ enum: STATUS_CODES }),
    __metadata("design:type", String)
], InstitutionDetailDto.prototype, "insttSttusCode", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: ['Y', 'N'] }),
    __metadata("design:type", String)
], InstitutionDetailDto.prototype, "deleteAt", void 0);
class InsttStatusDto {
    statusCode;
    /** 'normal operation', 'billing in progress' or 'paused', in the caller's language. */
    statusMsg;
}
exports.InsttStatusDto = InsttStatusDto;
__decorate([
    (0, swagger_1.ApiProperty)({ enum: STATUS_CODES }),
    __metadata("design:type", String)
], InsttStatusDto.prototype, "statusCode", void 0);
class InsttStateDto {
    /** New operational status. */
    insttSttusCode;
    /** Y hides the institution and refuses its members; N restores it. */
    deleteAt;
}
exports.InsttStateDto = InsttStateDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: STATUS_CODES }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(STATUS_CODES),
    __metadata("design:type", String)
], InsttStateDto.prototype, "insttSttusCode", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: ['Y', 'N'] }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(['Y', 'N']),
    __metadata("design:type", String)
], InsttStateDto.prototype, "deleteAt", void 0);
class InsttStateResultDto {
    insttCode;
    insttSttusCode;
    deleteAt;
}
exports.InsttStateResultDto = InsttStateResultDto;
__decorate([
    (0, swagger_1.ApiProperty)({ enum: STATUS_CODES }),
    __metadata("design:type", String)
], InsttStateResultDto.prototype, "insttSttusCode", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: ['Y', 'N'] }),
    __metadata("design:type", String)
], InsttStateResultDto.prototype, "deleteAt", void 0);
//# sourceMappingURL=institutions.dto.js.map