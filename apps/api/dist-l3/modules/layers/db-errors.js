"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.isValueRejected = isValueRejected;
const typeorm_1 = require("typeorm");
/**
 * PostgreSQL refused a value (class 22 data exception: bad number or date text, out of range…;
 * 23502/23514 not-null or check violation): the caller's input, so a 400 rather than a 500.
 */
function isValueRejected(e) {
    if (!(e instanceof typeorm_1.QueryFailedError))
        return false;
    const code = e.driverError?.code ?? '';
    return code.startsWith('22') || code === '23502' || code === '23514';
}
//# sourceMappingURL=db-errors.js.map