"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.GeocodingImport = void 0;
const node_fs_1 = require("node:fs");
const node_path_1 = __importDefault(require("node:path"));
const node_stream_1 = require("node:stream");
const promises_1 = require("node:stream/promises");
const common_1 = require("@nestjs/common");
const geocoding_gdal_points_1 = require("./geocoding-gdal-points");
const geocoding_staging_1 = require("./geocoding-staging");
/**
 * Tables with coordinate columns become point layers in the target SRID (5186). CSV/TXT go the
 * short way (GDAL builds the points while reading); workbooks, and CSV whose column names GDAL
 * cannot be given, through a text staging table and SQL. Either way the rows with bad coordinates
 * are reported with their row number and reason, and skipped, never dropped silently.
 */
let GeocodingImport = class GeocodingImport {
    gdalPoints;
    stagingPoints;
    constructor(gdalPoints, stagingPoints) {
        this.gdalPoints = gdalPoints;
        this.stagingPoints = stagingPoints;
    }
    async run(lyrId, workDir, plan, table, onProgress) {
        const source = await utf8Source(workDir, plan);
        const way = plan.pointsByGdal ? this.gdalPoints : this.stagingPoints;
        const loaded = await way.load(lyrId, source, plan, table, onProgress);
        return {
            format: plan.driver,
            encoding: plan.encoding,
            xColumn: plan.xColumn,
            yColumn: plan.yColumn,
            sourceSrid: plan.sourceSrid,
            targetSrid: plan.targetSrid,
            skippedCnt: loaded.skippedCnt,
            skippedRows: loaded.skippedRows,
        };
    }
};
exports.GeocodingImport = GeocodingImport;
exports.GeocodingImport = GeocodingImport = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [geocoding_gdal_points_1.GdalPoints,
        geocoding_staging_1.StagingPoints])
], GeocodingImport);
/**
 * The source as GDAL opens it: workbooks as they are; CSV/TXT through the CSV driver only
 * ('CSV:' prefix), converted to UTF-8 first (streaming) when the file is CP949 (EUC-KR).
 */
async function utf8Source(workDir, plan) {
    const source = node_path_1.default.join(workDir, plan.source);
    if (plan.driver !== 'CSV')
        return source;
    if (plan.encoding === 'UTF-8')
        return `CSV:${source}`;
    const converted = node_path_1.default.join(workDir, `utf8-${plan.source}`);
    const decoder = new TextDecoder('euc-kr');
    await (0, promises_1.pipeline)((0, node_fs_1.createReadStream)(source), new node_stream_1.Transform({
        transform(chunk, _encoding, done) {
            done(null, Buffer.from(decoder.decode(chunk, { stream: true }), 'utf8'));
        },
        flush(done) {
            done(null, Buffer.from(decoder.decode(), 'utf8'));
        },
    }), (0, node_fs_1.createWriteStream)(converted));
    return `CSV:${converted}`;
}
//# sourceMappingURL=geocoding-import.js.map