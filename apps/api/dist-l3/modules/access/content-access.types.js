"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=content-access.types.js.map