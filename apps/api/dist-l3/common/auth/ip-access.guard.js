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
exports.IpAccessGuard = void 0;
exports.ipAllowed = ipAllowed;
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const domain_1 = require("@nuri/domain");
const typeorm_2 = require("typeorm");
const domain_error_1 = require("../errors/domain-error");
const client_ip_1 = require("./client-ip");
/** Whether an address may act for an institution (an empty allow-list allows every address). */
async function ipAllowed(db, insttCode, ip) {
    const address = (0, client_ip_1.normalizeIp)(ip);
    // An unreadable address matches no rule: allowed only when the list is empty.
    const rows = await db.query(`SELECT count(*) AS n, bool_or($2::inet IS NOT NULL AND $2::inet <<= ip_addr) AS ok FROM ip_access_ctrl WHERE instt_code = $1`, [insttCode, address]);
    return rows[0].n === '0' || rows[0].ok === true;
}
/**
 * For every authenticated member (provider admins aside), in one query: the institution must
 * still exist (a deleted one ends the session: 401), and when it keeps an IP allow-list the
 * request must come from an address on it (403). The address is the socket's, or the
 * forwarded one only through the configured trusted proxies (TRUST_PROXY).
 */
let IpAccessGuard = class IpAccessGuard {
    db;
    constructor(db) {
        this.db = db;
    }
    async canActivate(context) {
        const req = context.switchToHttp().getRequest();
        const user = req.user;
        if (!user || user.userSeCode === domain_1.USER_SE_CODES.PROVIDER_ADMIN)
            return true;
        const rows = await this.db.query(`SELECT i.delete_at, count(r.ip_sn) AS n, bool_or($2::inet IS NOT NULL AND $2::inet <<= r.ip_addr) AS ok
         FROM instt i LEFT JOIN ip_access_ctrl r ON r.instt_code = i.instt_code
        WHERE i.instt_code = $1 GROUP BY i.delete_at`, [user.insttCode, (0, client_ip_1.normalizeIp)(req.ip)]);
        const row = rows[0];
        if (!row || row.delete_at === 'Y')
            throw new domain_error_1.DomainError('UNAUTHENTICATED', 'auth.insttDeleted');
        if (row.n !== '0' && row.ok !== true)
            throw new domain_error_1.DomainError('FORBIDDEN', 'error.ipRefused');
        return true;
    }
};
exports.IpAccessGuard = IpAccessGuard;
exports.IpAccessGuard = IpAccessGuard = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, typeorm_1.InjectDataSource)()),
    __metadata("design:paramtypes", [typeorm_2.DataSource])
], IpAccessGuard);
//# sourceMappingURL=ip-access.guard.js.map