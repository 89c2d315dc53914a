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
exports.IP_ACCESS_SORTS = exports.IpAccessListDto = exports.IpAccessRuleDto = exports.IpAccessDeleteQueryDto = exports.IpSnParamDto = exports.IpAccessCreateDto = exports.IpAccessListQueryDto = exports.IpAccessScopeQueryDto = void 0;
const swagger_1 = require("@nestjs/swagger");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const page_query_dto_1 = require("../../../common/paging/page-query.dto");
const INSTT_CODE = /^[a-z][a-z0-9-]{1,29}$/;
const trim = ({ value }) => (typeof value === 'string' ? value.trim() : value);
// Query strings carry 'true' / 'false'; anything else stays as sent and fails @IsBoolean.
const queryBoolean = ({ value }) => value === 'true' ? true : value === 'false' ? false : value;
/** Which institution's list: the caller's own for its admins; required for provider admins. */
class IpAccessScopeQueryDto {
    /** Institution code (provider admins must name one; an institution admin may only name their own). */
    insttCode;
}
exports.IpAccessScopeQueryDto = IpAccessScopeQueryDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.Matches)(INSTT_CODE),
    __metadata("design:type", String)
], IpAccessScopeQueryDto.prototype, "insttCode", void 0);
/** Paging and search over an institution's allow-list (sort: registDt, ipAddr). */
class IpAccessListQueryDto extends page_query_dto_1.PageQueryDto {
    /** Institution code (required for provider admins; an institution admin may only name their own). */
    insttCode;
}
exports.IpAccessListQueryDto = IpAccessListQueryDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.Matches)(INSTT_CODE),
    __metadata("design:type", String)
], IpAccessListQueryDto.prototype, "insttCode", void 0);
class IpAccessCreateDto {
    /** A single IPv4/IPv6 address or a CIDR network (IPv4 /0–/32, IPv6 /0–/128) whose host bits are zero. */
    ipAddr;
    /** Description of the entry (e.g. 'head office'). */
    ipDc;
    /** Save even though the caller's own address would be refused afterwards (the admin saw the warning). */
    confirmSelfLockout;
}
exports.IpAccessCreateDto = IpAccessCreateDto;
__decorate([
    (0, class_transformer_1.Transform)(trim),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(64),
    __metadata("design:type", String)
], IpAccessCreateDto.prototype, "ipAddr", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Transform)(trim),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(200),
    __metadata("design:type", String)
], IpAccessCreateDto.prototype, "ipDc", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsBoolean)(),
    __metadata("design:type", Boolean)
], IpAccessCreateDto.prototype, "confirmSelfLockout", void 0);
class IpSnParamDto {
    /** Serial number of the entry. */
    ipSn;
}
exports.IpSnParamDto = IpSnParamDto;
__decorate([
    (0, class_transformer_1.Type)(() => Number),
    (0, class_validator_1.IsInt)(),
    (0, class_validator_1.Min)(1),
    (0, class_validator_1.Max)(2147483647),
    __metadata("design:type", Number)
], IpSnParamDto.prototype, "ipSn", void 0);
class IpAccessDeleteQueryDto extends IpAccessScopeQueryDto {
    /** Delete even though the caller's own address would be refused afterwards. */
    confirmSelfLockout;
}
exports.IpAccessDeleteQueryDto = IpAccessDeleteQueryDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: ['true', 'false'] }),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Transform)(queryBoolean),
    (0, class_validator_1.IsBoolean)(),
    __metadata("design:type", Boolean)
], IpAccessDeleteQueryDto.prototype, "confirmSelfLockout", void 0);
/** One allow-list entry. */
class IpAccessRuleDto {
    /** Serial number. */
    ipSn;
    /** A single address (no prefix) or a network in CIDR form, canonical. */
    ipAddr;
    /** Description. */
    ipDc;
    /** Who registered it. */
    registerId;
    /** When it was registered. */
    registDt;
}
exports.IpAccessRuleDto = IpAccessRuleDto;
/** A page of the allow-list plus the caller's address, so the screen can show 'your address'. */
class IpAccessListDto {
    content;
    totalElements;
    pageIndex;
    pageSize;
    last;
    /** The caller's address as the server sees it (socket, or X-Forwarded-For through trusted proxies). */
    callerIp;
    /** Whether members of the institution may act from callerIp under the current list. */
    callerAllowed;
}
exports.IpAccessListDto = IpAccessListDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: () => [IpAccessRuleDto] }),
    __metadata("design:type", Array)
], IpAccessListDto.prototype, "content", void 0);
/** Sort names of the list and the columns behind them. */
exports.IP_ACCESS_SORTS = { registDt: 'regist_dt', ipAddr: 'ip_addr' };
//# sourceMappingURL=ip-access.dto.js.map