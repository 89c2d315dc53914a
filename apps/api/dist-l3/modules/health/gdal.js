"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.gdalVersion = gdalVersion;
const node_child_process_1 = require("node:child_process");
const node_util_1 = require("node:util");
const run = (0, node_util_1.promisify)(node_child_process_1.execFile);
/** Version line of the GDAL command-line tools, e.g. "GDAL 3.6.2, released 2023/01/02". */
async function gdalVersion(gdalinfo) {
    const { stdout } = await run(gdalinfo, ['--version'], { timeout: 5000 });
    return stdout.trim();
}
//# sourceMappingURL=gdal.js.map