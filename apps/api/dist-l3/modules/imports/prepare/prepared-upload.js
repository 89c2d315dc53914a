"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=prepared-upload.js.map