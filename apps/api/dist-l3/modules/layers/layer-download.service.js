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
exports.LayerDownloads = void 0;
const node_fs_1 = require("node:fs");
const promises_1 = __importDefault(require("node:fs/promises"));
const node_path_1 = __importDefault(require("node:path"));
const common_1 = require("@nestjs/common");
const app_config_1 = require("../../config/app-config");
const content_disposition_1 = require("./download/content-disposition");
const ogr2ogr_1 = require("./download/ogr2ogr");
const shapefile_zip_1 = require("./download/shapefile-zip");
const layer_files_1 = require("./files/layer-files");
const layer_access_service_1 = require("./layer-access.service");
const layer_table_1 = require("./layer-table");
const layer_table_queries_1 = require("./layer-table.queries");
const EXPORT_TIMEOUT_MS = 10 * 60 * 1000;
const OUTPUT_STEM = 'layer';
/**
 * Layer downloads: ogr2ogr reads the layer's table from PostgreSQL into a private temporary
 * folder, the file (a shapefile as a zip) is streamed, and the folder is removed when the
 * stream ends or the client goes away.
 */
let LayerDownloads = class LayerDownloads {
    access;
    tables;
    files;
    config;
    constructor(access, tables, files, config) {
        this.access = access;
        this.tables = tables;
        this.files = files;
        this.config = config;
    }
    async download(user, lyrId, dto) {
        const layer = await this.access.forView(user, lyrId);
        this.access.requireVector(layer);
        const table = (await this.tables.describe(layer)).table;
        const spec = ogr2ogr_1.FORMAT_SPECS[dto.outputFormat];
        const dir = await this.files.tempDir();
        try {
            const output = node_path_1.default.join(dir, `${OUTPUT_STEM}.${spec.extension}`);
            const args = (0, ogr2ogr_1.ogr2ogrArgs)({
                format: dto.outputFormat,
                encoding: dto.encoding,
                output,
                sourceLayer: `${layer_table_queries_1.LAYER_SCHEMA}.${table}`,
                layerName: table,
            });
            await (0, ogr2ogr_1.runOgr2ogr)(this.config.gdalTool('ogr2ogr'), args, (0, ogr2ogr_1.pgEnvironment)(this.config.values.DATABASE_URL), EXPORT_TIMEOUT_MS);
            const stem = (0, content_disposition_1.safeFileStem)(layer.lyrNm);
            let file = output;
            if (dto.outputFormat === 'shp') {
                file = node_path_1.default.join(dir, 'download.zip');
                await (0, shapefile_zip_1.zipShapefile)(dir, OUTPUT_STEM, stem, file);
            }
            const stream = (0, node_fs_1.createReadStream)(file);
            const fileName = `${stem}.${dto.outputFormat === 'shp' ? 'zip' : spec.extension}`;
            stream.once('close', () => void promises_1.default.rm(dir, { recursive: true, force: true }));
            return new common_1.StreamableFile(stream, { type: spec.contentType, disposition: (0, content_disposition_1.attachmentDisposition)(fileName) });
        }
        catch (e) {
            await promises_1.default.rm(dir, { recursive: true, force: true });
            throw e;
        }
    }
};
exports.LayerDownloads = LayerDownloads;
exports.LayerDownloads = LayerDownloads = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [layer_access_service_1.LayerAccess,
        layer_table_1.LayerTables,
        layer_files_1.LayerFiles,
        app_config_1.AppConfig])
], LayerDownloads);
//# sourceMappingURL=layer-download.service.js.map