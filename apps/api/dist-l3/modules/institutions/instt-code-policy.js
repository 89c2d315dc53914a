"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.assertInsttCodeAllowed = assertInsttCodeAllowed;
const domain_1 = require("@nuri/domain");
const domain_error_1 = require("../../common/errors/domain-error");
// Segments of the API's own /instt routes (GET /instt/exists, /instt/sms/crtfc/…): an institution
// with such a code would be shadowed by them.
const INSTT_ROUTE_SEGMENTS = new Set(['exists', 'sms']);
/** Code shape and reserved names (validateInsttCode) plus the /instt route segments: 400 naming the rule. */
function assertInsttCodeAllowed(insttCode) {
    const check = (0, domain_1.validateInsttCode)(insttCode);
    const messageKey = !check.ok
        ? check.messageKey
        : INSTT_ROUTE_SEGMENTS.has(insttCode)
            ? 'instt.code.reserved'
            : null;
    if (messageKey)
        throw new domain_error_1.DomainError('VALIDATION_FAILED', messageKey, {}, [{ field: 'insttCode', message: messageKey }]);
}
//# sourceMappingURL=instt-code-policy.js.map