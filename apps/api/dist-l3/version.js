"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.API_VERSION = void 0;
// The API version shown by /api/health and the OpenAPI document (apps/api/package.json).
// eslint-disable-next-line @typescript-eslint/no-require-imports
exports.API_VERSION = require('../package.json').version;
//# sourceMappingURL=version.js.map