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
exports.IpAccessService = void 0;
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const domain_1 = require("@nuri/domain");
const typeorm_2 = require("typeorm");
const client_ip_1 = require("../../common/auth/client-ip");
const ip_access_guard_1 = require("../../common/auth/ip-access.guard");
const domain_error_1 = require("../../common/errors/domain-error");
const paged_1 = require("../../common/paging/paged");
const institution_entity_1 = require("../institutions/entities/institution.entity");
const ip_access_dto_1 = require("./dto/ip-access.dto");
const ip_access_queries_1 = require("./ip-access.queries");
const ip_rule_1 = require("./ip-rule");
/** Institution IP allow-lists (spec 001 §7 'Access restriction'; ARCHITECTURE §5). */
let IpAccessService = class IpAccessService {
    queries;
    db;
    institutions;
    constructor(queries, db, institutions) {
        this.queries = queries;
        this.db = db;
        this.institutions = institutions;
    }
    /** A page of the list, plus the caller's address and whether the list lets it in. */
    async list(caller, q, rawIp) {
        const insttCode = await this.targetInstitution(caller, q.insttCode);
        const sort = (0, paged_1.resolveSort)(q.sort, ip_access_dto_1.IP_ACCESS_SORTS, 'registDt');
        const { rows, total } = await this.queries.page(this.db.manager, insttCode, {
            offset: (0, paged_1.offsetOf)(q),
            limit: q.pageSize,
            sort,
            direction: q.direction,
            search: q.searchNm,
        });
        return {
            ...(0, paged_1.toPaged)(rows, total, q),
            callerIp: (0, client_ip_1.normalizeIp)(rawIp),
            callerAllowed: await (0, ip_access_guard_1.ipAllowed)(this.db, insttCode, rawIp),
        };
    }
    /** Adds an address or network; warns (409) before an institution admin locks themself out. */
    async add(caller, requestedInsttCode, dto, rawIp) {
        const rule = (0, ip_rule_1.parseIpRule)(dto.ipAddr);
        if ((0, ip_rule_1.isIpRuleProblem)(rule))
            throw new domain_error_1.ValidationFailedError([{ field: 'ipAddr', message: rule.key, params: rule.params }]);
        const insttCode = await this.targetInstitution(caller, requestedInsttCode);
        return this.db.transaction(async (m) => {
            await this.queries.lock(m, insttCode);
            if (this.mayLockOut(caller) && !dto.confirmSelfLockout) {
                this.assertNotLockedOut(await this.queries.allowedAfter(m, insttCode, (0, client_ip_1.normalizeIp)(rawIp), { add: rule.cidr }), rawIp);
            }
            const created = await this.queries.insert(m, insttCode, rule.cidr, dto.ipDc || null, caller.userId);
            if (!created)
                throw new domain_error_1.DomainError('CONFLICT', 'ipAccess.duplicate', { ipAddr: dto.ipAddr });
            return created;
        });
    }
    /** Removes an entry of the institution; warns (409) when the caller would be refused afterwards. */
    async remove(caller, requestedInsttCode, ipSn, confirmSelfLockout, rawIp) {
        const insttCode = await this.targetInstitution(caller, requestedInsttCode);
        await this.db.transaction(async (m) => {
            await this.queries.lock(m, insttCode);
            // Another institution's entry is simply not found: its serial numbers reveal nothing.
            if (!(await this.queries.exists(m, insttCode, ipSn)))
                throw new domain_error_1.DomainError('NOT_FOUND', 'error.notFound');
            if (this.mayLockOut(caller) && !confirmSelfLockout) {
                this.assertNotLockedOut(await this.queries.allowedAfter(m, insttCode, (0, client_ip_1.normalizeIp)(rawIp), { removeSn: ipSn }), rawIp);
            }
            await this.queries.delete(m, insttCode, ipSn);
        });
    }
    /**
     * The institution a call acts on: an institution admin's own (the scope guard has already
     * refused any other), or the one a provider admin names, which must exist.
     */
    async targetInstitution(caller, requested) {
        if (!(0, domain_1.isProviderAdminCode)(caller.userSeCode))
            return caller.insttCode;
        if (!requested)
            throw new domain_error_1.ValidationFailedError([{ field: 'insttCode', message: 'ipAccess.insttCodeRequired' }]);
        if (!(await this.institutions.existsBy({ insttCode: requested, deleteAt: 'N' })))
            throw new domain_error_1.DomainError('NOT_FOUND', 'error.notFound');
        return requested;
    }
    /** Provider admins are never restricted, so only institution admins can lock themselves out. */
    mayLockOut(caller) {
        return !(0, domain_1.isProviderAdminCode)(caller.userSeCode);
    }
    assertNotLockedOut(allowedAfter, rawIp) {
        if (allowedAfter)
            return;
        const callerIp = (0, client_ip_1.normalizeIp)(rawIp);
        throw new domain_error_1.DomainError('CONFLICT', 'ipAccess.selfLockout', { ip: callerIp ?? '?' }, { selfLockout: true, callerIp });
    }
};
exports.IpAccessService = IpAccessService;
exports.IpAccessService = IpAccessService = __decorate([
    (0, common_1.Injectable)(),
    __param(1, (0, typeorm_1.InjectDataSource)()),
    __param(2, (0, typeorm_1.InjectRepository)(institution_entity_1.Institution)),
    __metadata("design:paramtypes", [ip_access_queries_1.IpAccessQueries,
        typeorm_2.DataSource,
        typeorm_2.Repository])
], IpAccessService);
//# sourceMappingURL=ip-access.service.js.map