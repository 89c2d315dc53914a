"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.RawResponse = exports.RAW_RESPONSE = void 0;
const common_1 = require("@nestjs/common");
exports.RAW_RESPONSE = 'nuri:raw-response';
/** Marks a handler whose answer is not wrapped in the envelope (tiles, OGC API, files). */
const RawResponse = () => (0, common_1.SetMetadata)(exports.RAW_RESPONSE, true);
exports.RawResponse = RawResponse;
//# sourceMappingURL=raw-response.decorator.js.map