"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.institutionActive = institutionActive;
exports.assertInstitutionActive = assertInstitutionActive;
const domain_1 = require("@nuri/domain");
const domain_error_1 = require("../../common/errors/domain-error");
/** Whether an institution exists and is not deleted (deleteAt absent or N). */
async function institutionActive(db, insttCode) {
    const rows = await db.query(`SELECT delete_at FROM instt WHERE instt_code = $1`, [insttCode]);
    return rows.length > 0 && (0, domain_1.isInstitutionActive)(rows[0].delete_at);
}
/**
 * For the global guard: a live access token of a member of a deleted (or withdrawn) institution
 * is refused with 401 'auth.insttDeleted', so the client ends the session (the login path refuses
 * such accounts already).
 */
async function assertInstitutionActive(db, insttCode) {
    if (!(await institutionActive(db, insttCode)))
        throw new domain_error_1.DomainError('UNAUTHENTICATED', 'auth.insttDeleted');
}
//# sourceMappingURL=institution-active.js.map