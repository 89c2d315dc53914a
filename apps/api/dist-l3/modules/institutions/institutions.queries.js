"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.INSTT_SORT_COLUMNS = void 0;
exports.listInstitutions = listInstitutions;
exports.countMembers = countMembers;
exports.countGroups = countGroups;
exports.insttNameTaken = insttNameTaken;
/** Public sort names of GET /instt and their columns (never interpolated from the request). */
exports.INSTT_SORT_COLUMNS = {
    creatDt: 'i.creat_dt',
    insttNm: 'i.instt_nm',
    insttCode: 'i.instt_code',
    planCode: 'i.plan_code',
    insttSttusCode: 'i.instt_sttus_code',
    memberCnt: 'member_cnt',
};
const MEMBER_COUNT = `(SELECT count(*) FROM users u WHERE u.instt_code = i.instt_code AND u.user_sttus <> 'withdrawn')::int`;
// $1 search pattern, $2 status, $3 deleted flag: each NULL when not filtered.
const WHERE = `
  WHERE ($1::text IS NULL OR i.instt_nm ILIKE $1 ESCAPE '\\' OR i.instt_code ILIKE $1 ESCAPE '\\')
    AND ($2::text IS NULL OR i.instt_sttus_code = $2)
    AND ($3::text IS NULL OR i.delete_at = $3)`;
function filterParams(f) {
    const pattern = f.searchNm ? `%${f.searchNm.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    return [pattern, f.insttSttusCode ?? null, f.deleteAt ?? null];
}
/** One page of institutions with their member counts, and the total. */
async function listInstitutions(db, filter, order, page) {
    const params = filterParams(filter);
    const direction = order.direction === 'ASC' ? 'ASC' : 'DESC';
    const rows = await db.query(`SELECT i.instt_code, i.instt_nm, i.plan_code, i.instt_sttus_code, i.delete_at, i.creat_dt, i.master_user_id,
            ${MEMBER_COUNT} AS member_cnt
       FROM instt i ${WHERE}
      ORDER BY ${order.column} ${direction}, i.instt_code ASC
      LIMIT $4 OFFSET $5`, [...params, page.limit, page.offset]);
    const [{ total }] = await db.query(`SELECT count(*)::int AS total FROM instt i ${WHERE}`, params);
    return { rows, total };
}
/** Members of an institution who have not withdrawn (active or disabled). */
async function countMembers(db, insttCode) {
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM users WHERE instt_code = $1 AND user_sttus <> 'withdrawn'`, [insttCode]);
    return n;
}
/** Groups of an institution. */
async function countGroups(db, insttCode) {
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM user_group WHERE instt_code = $1`, [insttCode]);
    return n;
}
/** Whether an active institution other than `except` has this name (case-insensitive). */
async function insttNameTaken(db, insttNm, except) {
    const rows = await db.query(`SELECT 1 FROM instt WHERE lower(instt_nm) = lower($1) AND delete_at = 'N' AND ($2::text IS NULL OR instt_code <> $2) LIMIT 1`, [insttNm, except ?? null]);
    return rows.length > 0;
}
//# sourceMappingURL=institutions.queries.js.map