"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.assertNameAllowed = assertNameAllowed;
const domain_1 = require("@nuri/domain");
const domain_error_1 = require("../../common/errors/domain-error");
/** Banned and restricted words (spec 000 §5) refused in ids and names: 422 naming the word. */
function assertNameAllowed(value, field) {
    const check = (0, domain_1.checkName)(value);
    if (!check.ok) {
        throw new domain_error_1.DomainError('RULE_VIOLATION', check.messageKey, check.params, [{ field, message: check.messageKey, params: check.params }]);
    }
}
//# sourceMappingURL=name-policy.js.map