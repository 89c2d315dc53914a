"use strict";
// What the API decided about an upload, handed to the worker as the import job's data.
// Plain JSON: paths are file names inside the job's work folder (imports/<lyrId>).
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=import-plan.js.map