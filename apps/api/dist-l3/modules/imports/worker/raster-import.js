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
exports.RasterImport = void 0;
const node_path_1 = __importDefault(require("node:path"));
const common_1 = require("@nestjs/common");
const gdal_cli_1 = require("../gdal/gdal-cli");
const ogr_summary_1 = require("../gdal/ogr-summary");
const job_error_1 = require("../job-error");
const import_progress_1 = require("./import-progress");
const CONVERT_TIMEOUT_MS = 30 * 60 * 1000;
const COG_OPTIONS = ['-of', 'COG', '-co', 'COMPRESS=DEFLATE', '-co', 'BIGTIFF=IF_SAFER'];
/**
 * GeoTIFFs and placed images become Cloud-Optimized GeoTIFFs (tiled, with overviews), which the
 * tiles feature serves with HTTP range requests. The grid is copied (gdal_translate) in the
 * chosen SRID, or warped north-up (gdalwarp) when a world file rotates it.
 */
let RasterImport = class RasterImport {
    gdal;
    constructor(gdal) {
        this.gdal = gdal;
    }
    async run(workDir, plan, onProgress) {
        const source = node_path_1.default.join(workDir, plan.source);
        const file = node_path_1.default.join(workDir, 'result.cog.tif');
        const srs = `EPSG:${plan.srid}`;
        let printed = '';
        const onStdout = (text) => {
            printed = (printed + text).slice(-200);
            const fraction = (0, import_progress_1.gdalProgressFraction)(printed);
            if (fraction !== null)
                void onProgress(fraction * 0.9);
        };
        if (plan.warp) {
            await this.gdal.run('gdalwarp', ['-if', plan.driver, ...COG_OPTIONS, '-s_srs', srs, '-t_srs', srs, '-r', 'bilinear', source, file], {
                timeoutMs: CONVERT_TIMEOUT_MS,
                onStdout,
            });
        }
        else {
            const args = ['-if', plan.driver, ...COG_OPTIONS, '-a_srs', srs];
            if (plan.placement === 'extent' && plan.extent) {
                const [minX, minY, maxX, maxY] = plan.extent;
                args.push('-a_ullr', String(minX), String(maxY), String(maxX), String(minY));
            }
            await this.gdal.run('gdal_translate', [...args, source, file], {
                timeoutMs: CONVERT_TIMEOUT_MS,
                onStdout,
            });
        }
        const info = (0, ogr_summary_1.parseGdalInfo)((await this.gdal.run('gdalinfo', ['-json', file])).stdout);
        const extent = (0, ogr_summary_1.rasterExtent)(info);
        if (!extent)
            throw new job_error_1.ImportFailure('upload.raster.notGeoreferenced', { fileName: plan.source });
        await onProgress(1);
        return { file, extent, info };
    }
};
exports.RasterImport = RasterImport;
exports.RasterImport = RasterImport = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [gdal_cli_1.GdalCli])
], RasterImport);
//# sourceMappingURL=raster-import.js.map