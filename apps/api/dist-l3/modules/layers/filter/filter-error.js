"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.FILTER_FIELD = void 0;
exports.filterError = filterError;
const domain_error_1 = require("../../../common/errors/domain-error");
/** The request field the attribute filter arrives in (body or query). */
exports.FILTER_FIELD = 'attributeFilter';
/** A 400 on the attribute filter; params carry the 1-based character position where it applies. */
function filterError(messageKey, params = {}) {
    return new domain_error_1.DomainError('VALIDATION_FAILED', messageKey, params, [{ field: exports.FILTER_FIELD, message: messageKey, params }]);
}
//# sourceMappingURL=filter-error.js.map