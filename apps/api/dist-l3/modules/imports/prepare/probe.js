"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.probeVector = probeVector;
exports.probeRaster = probeRaster;
exports.queryVector = queryVector;
const domain_error_1 = require("../../../common/errors/domain-error");
const gdal_cli_1 = require("../gdal/gdal-cli");
const ogr_summary_1 = require("../gdal/ogr-summary");
const PROBE_TIMEOUT_MS = 60_000;
/** `ogrinfo -ro -so -al` of a source opened with one driver only; 400 naming the file when GDAL cannot read it. */
async function probeVector(gdal, file, displayName, args) {
    try {
        const { stdout } = await gdal.run('ogrinfo', ['-ro', '-so', '-al', ...args, file], {
            timeoutMs: PROBE_TIMEOUT_MS,
        });
        return (0, ogr_summary_1.parseOgrSummary)(stdout);
    }
    catch (e) {
        throw unreadable(e, displayName);
    }
}
/** `gdalinfo -json` of a raster opened with one driver only. */
async function probeRaster(gdal, file, displayName, driver) {
    try {
        const { stdout } = await gdal.run('gdalinfo', ['-json', '-if', driver, file], {
            timeoutMs: PROBE_TIMEOUT_MS,
        });
        return (0, ogr_summary_1.parseGdalInfo)(stdout);
    }
    catch (e) {
        throw unreadable(e, displayName);
    }
}
/** CSV output of an OGR SQL query over a source (e.g. counts by geometry type), as rows of cells. */
async function queryVector(gdal, file, displayName, args) {
    try {
        const { stdout } = await gdal.run('ogr2ogr', ['-f', 'CSV', '/vsistdout/', ...args, file], {
            timeoutMs: PROBE_TIMEOUT_MS,
        });
        return stdout
            .split(/\r?\n/)
            .slice(1)
            .filter((line) => line.trim() !== '')
            .map((line) => line.split(',').map((cell) => cell.replace(/^"|"$/g, '')));
    }
    catch (e) {
        throw unreadable(e, displayName);
    }
}
function unreadable(e, displayName) {
    return e instanceof gdal_cli_1.GdalError
        ? new domain_error_1.DomainError('BAD_REQUEST', 'upload.unreadable', { fileName: displayName })
        : e;
}
//# sourceMappingURL=probe.js.map