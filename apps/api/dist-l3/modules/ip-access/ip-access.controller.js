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
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.IpAccessController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../../common/auth/decorators");
const scope_decorators_1 = require("../../common/auth/scope.decorators");
const api_envelope_decorator_1 = require("../../common/envelope/api-envelope.decorator");
const ip_access_dto_1 = require("./dto/ip-access.dto");
const ip_access_service_1 = require("./ip-access.service");
/**
 * IP access restriction (menu 535): the admin of an institution edits its allow-list; a provider
 * admin edits any institution's, naming it with ?insttCode=. Members of an institution with a
 * non-empty list are refused (403) from other addresses by the global IpAccessGuard, which also
 * covers these routes.
 */
let IpAccessController = class IpAccessController {
    ipAccess;
    constructor(ipAccess) {
        this.ipAccess = ipAccess;
    }
    /** The institution's allow-list (paged; sort registDt or ipAddr; searchNm matches address or description), with the caller's address. */
    list(user, q, ip) {
        return this.ipAccess.list(user, q, ip);
    }
    /** Adds an address or CIDR network (409 when already listed, or when it would lock the caller out unless confirmSelfLockout). */
    add(user, q, dto, ip) {
        return this.ipAccess.add(user, q.insttCode, dto, ip);
    }
    /** Removes an entry of the institution (404 for another institution's; 409 when it would lock the caller out unless confirmSelfLockout=true). */
    async remove(user, p, q, ip) {
        await this.ipAccess.remove(user, q.insttCode, p.ipSn, q.confirmSelfLockout, ip);
        return null;
    }
};
exports.IpAccessController = IpAccessController;
__decorate([
    (0, common_1.Get)('ipList'),
    (0, api_envelope_decorator_1.ApiEnvelope)(ip_access_dto_1.IpAccessListDto),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Query)()),
    __param(2, (0, common_1.Ip)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, ip_access_dto_1.IpAccessListQueryDto, String]),
    __metadata("design:returntype", Promise)
], IpAccessController.prototype, "list", null);
__decorate([
    (0, common_1.Post)('ip'),
    (0, api_envelope_decorator_1.ApiEnvelope)(ip_access_dto_1.IpAccessRuleDto, { status: 201 }),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Query)()),
    __param(2, (0, common_1.Body)()),
    __param(3, (0, common_1.Ip)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, ip_access_dto_1.IpAccessScopeQueryDto,
        ip_access_dto_1.IpAccessCreateDto, String]),
    __metadata("design:returntype", Promise)
], IpAccessController.prototype, "add", null);
__decorate([
    (0, common_1.Delete)('ip/:ipSn'),
    (0, api_envelope_decorator_1.ApiEnvelope)(null),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __param(2, (0, common_1.Query)()),
    __param(3, (0, common_1.Ip)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, ip_access_dto_1.IpSnParamDto,
        ip_access_dto_1.IpAccessDeleteQueryDto, String]),
    __metadata("design:returntype", Promise)
], IpAccessController.prototype, "remove", null);
exports.IpAccessController = IpAccessController = __decorate([
    (0, swagger_1.ApiTags)('ip-access'),
    (0, swagger_1.ApiBearerAuth)('bearer'),
    (0, scope_decorators_1.InsttScoped)({ adminOnly: true }),
    (0, scope_decorators_1.MenuAccessRequired)('IP_ACCESS'),
    (0, common_1.Controller)('ipAccessCtrl'),
    __metadata("design:paramtypes", [ip_access_service_1.IpAccessService])
], IpAccessController);
//# sourceMappingURL=ip-access.controller.js.map