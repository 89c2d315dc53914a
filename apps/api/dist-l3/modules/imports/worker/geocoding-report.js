"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.SKIPPED_ROWS_LISTED = void 0;
/** Rows with bad coordinates listed in the import report (all of them are counted). */
exports.SKIPPED_ROWS_LISTED = 100;
//# sourceMappingURL=geocoding-report.js.map