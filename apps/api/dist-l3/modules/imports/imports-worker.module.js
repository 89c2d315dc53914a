"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.ImportsWorkerModule = void 0;
const common_1 = require("@nestjs/common");
const gdal_cli_1 = require("./gdal/gdal-cli");
const import_storage_1 = require("./import-storage");
const import_processor_1 = require("./jobs/import.processor");
const thumbnail_processor_1 = require("./jobs/thumbnail.processor");
const geocoding_gdal_points_1 = require("./worker/geocoding-gdal-points");
const geocoding_import_1 = require("./worker/geocoding-import");
const geocoding_staging_1 = require("./worker/geocoding-staging");
const import_runner_1 = require("./worker/import-runner");
const layer_thumbnails_1 = require("./worker/layer-thumbnails");
const ogr_to_postgis_1 = require("./worker/ogr-to-postgis");
const raster_import_1 = require("./worker/raster-import");
const vector_import_1 = require("./worker/vector-import");
/**
 * The worker side of layer uploads (registered only by the worker entrypoint, never by the HTTP
 * API): the import and thumbnail processors and the GDAL conversions behind them.
 */
let ImportsWorkerModule = class ImportsWorkerModule {
};
exports.ImportsWorkerModule = ImportsWorkerModule;
exports.ImportsWorkerModule = ImportsWorkerModule = __decorate([
    (0, common_1.Module)({
        providers: [
            gdal_cli_1.GdalCli,
            import_storage_1.ImportStorage,
            ogr_to_postgis_1.OgrToPostgis,
            vector_import_1.VectorImport,
            geocoding_gdal_points_1.GdalPoints,
            geocoding_staging_1.StagingPoints,
            geocoding_import_1.GeocodingImport,
            raster_import_1.RasterImport,
            layer_thumbnails_1.LayerThumbnails,
            import_runner_1.ImportRunner,
            import_processor_1.ImportProcessor,
            thumbnail_processor_1.ThumbnailProcessor,
        ],
        exports: [import_processor_1.ImportProcessor, thumbnail_processor_1.ThumbnailProcessor],
    })
], ImportsWorkerModule);
//# sourceMappingURL=imports-worker.module.js.map