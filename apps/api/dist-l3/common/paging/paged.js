"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.toPaged = toPaged;
exports.offsetOf = offsetOf;
exports.resolveSort = resolveSort;
const domain_1 = require("@nuri/domain");
const domain_error_1 = require("../errors/domain-error");
function toPaged(content, totalElements, q) {
    return {
        content,
        totalElements,
        pageIndex: q.pageIndex,
        pageSize: q.pageSize,
        last: (0, domain_1.isLastPage)(totalElements, q.pageIndex, q.pageSize),
    };
}
function offsetOf(q) {
    return (0, domain_1.pageOffset)(q.pageIndex, q.pageSize);
}
/**
 * Resolves the `sort` parameter against a route's whitelist (public name → column); an
 * unknown name is a validation error, never interpolated into SQL.
 */
function resolveSort(sort, whitelist, fallback) {
    const key = sort ?? fallback;
    const column = Object.prototype.hasOwnProperty.call(whitelist, key) ? whitelist[key] : undefined;
    if (!column) {
        throw new domain_error_1.DomainError('VALIDATION_FAILED', 'error.validation', {}, [
            { field: 'sort', message: `sort must be one of: ${Object.keys(whitelist).join(', ')}` },
        ]);
    }
    return column;
}
//# sourceMappingURL=paged.js.map