"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.IpAccessQueries = void 0;
const common_1 = require("@nestjs/common");
// Advisory-lock namespace of allow-list edits (one institution's edits run one at a time, so
// the self-lockout check sees the list the write changes).
const LOCK_NAMESPACE = 53500;
// A single address is shown without its /32 or /128.
const DISPLAY_ADDR = `CASE WHEN masklen(ip_addr) = CASE family(ip_addr) WHEN 4 THEN 32 ELSE 128 END
  THEN host(ip_addr) ELSE text(ip_addr) END`;
const COLUMNS = `ip_sn AS "ipSn", ${DISPLAY_ADDR} AS "ipAddr", ip_dc AS "ipDc", register_id AS "registerId", regist_dt AS "registDt"`;
const toDto = (r) => ({ ...r, registDt: r.registDt.toISOString() });
const likePattern = (text) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
/** SQL of the ip_access_ctrl table (inet/cidr operators), parameterised. */
let IpAccessQueries = class IpAccessQueries {
    async page(m, insttCode, o) {
        const search = o.search ? likePattern(o.search) : null;
        const where = `instt_code = $1 AND ($2::text IS NULL OR text(ip_addr) ILIKE $2 OR ip_dc ILIKE $2)`;
        // sort and direction come from whitelists (resolveSort, SORT_DIRECTIONS), never from raw input.
        const rows = await m.query(`SELECT ${COLUMNS} FROM ip_access_ctrl WHERE ${where}
       ORDER BY ${o.sort} ${o.direction === 'ASC' ? 'ASC' : 'DESC'}, ip_sn ${o.direction === 'ASC' ? 'ASC' : 'DESC'}
       OFFSET $3 LIMIT $4`, [insttCode, search, o.offset, o.limit]);
        const [{ n }] = await m.query(`SELECT count(*) AS n FROM ip_access_ctrl WHERE ${where}`, [insttCode, search]);
        return { rows: rows.map(toDto), total: Number(n) };
    }
    /** Serialises edits of one institution's list until the transaction ends. */
    async lock(m, insttCode) {
        await m.query(`SELECT pg_advisory_xact_lock($1::int, hashtext($2))`, [LOCK_NAMESPACE, insttCode]);
    }
    /** Inserts an entry; null when the institution already lists the same network. */
    async insert(m, insttCode, cidr, ipDc, registerId) {
        const rows = await m.query(`INSERT INTO ip_access_ctrl (instt_code, ip_addr, ip_dc, register_id) VALUES ($1, $2::cidr, $3, $4)
       ON CONFLICT (instt_code, ip_addr) DO NOTHING
       RETURNING ${COLUMNS}`, [insttCode, cidr, ipDc, registerId]);
        return rows[0] ? toDto(rows[0]) : null;
    }
    async exists(m, insttCode, ipSn) {
        const rows = await m.query(`SELECT 1 FROM ip_access_ctrl WHERE instt_code = $1 AND ip_sn = $2`, [insttCode, ipSn]);
        return rows.length > 0;
    }
    async delete(m, insttCode, ipSn) {
        await m.query(`DELETE FROM ip_access_ctrl WHERE instt_code = $1 AND ip_sn = $2`, [insttCode, ipSn]);
    }
    /**
     * Whether an address would still be allowed after adding a network or removing an entry (an
     * empty list allows everyone; an unknown address is never allowed by a non-empty list).
     */
    async allowedAfter(m, insttCode, ip, change) {
        const add = 'add' in change ? change.add : null;
        const removeSn = 'removeSn' in change ? change.removeSn : null;
        const [row] = await m.query(`SELECT count(*) + (CASE WHEN $3::cidr IS NULL THEN 0 ELSE 1 END) AS n,
              coalesce(bool_or($2::inet <<= ip_addr), false) OR coalesce($2::inet <<= $3::cidr, false) AS ok
       FROM ip_access_ctrl WHERE instt_code = $1 AND ip_sn IS DISTINCT FROM $4::int`, [insttCode, ip, add, removeSn]);
        return row.n === '0' || row.ok;
    }
};
exports.IpAccessQueries = IpAccessQueries;
exports.IpAccessQueries = IpAccessQueries = __decorate([
    (0, common_1.Injectable)()
], IpAccessQueries);
//# sourceMappingURL=ip-access.queries.js.map