"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.assertPasswordAllowed = assertPasswordAllowed;
const domain_1 = require("@nuri/domain");
const domain_error_1 = require("../../common/errors/domain-error");
/** The shared password rules (libs/domain) enforced on the server: 422 with the spec's texts. */
function assertPasswordAllowed(password, userNm, field = 'newPassword') {
    if (!(0, domain_1.satisfiesPasswordRules)(password)) {
        throw new domain_error_1.DomainError('RULE_VIOLATION', 'password.checkFormat', {}, [{ field, message: 'password.rule' }]);
    }
    if ((0, domain_1.passwordContainsName)(password, userNm)) {
        throw new domain_error_1.DomainError('RULE_VIOLATION', 'password.nameNotAllowed', {}, [{ field, message: 'password.nameNotAllowed' }]);
    }
}
//# sourceMappingURL=password-policy.js.map