"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.ImportsModule = void 0;
const common_1 = require("@nestjs/common");
const queue_module_1 = require("../../jobs/queue.module");
const layers_module_1 = require("../layers/layers.module");
const custom_layers_service_1 = require("./custom-layers.service");
const gdal_cli_1 = require("./gdal/gdal-cli");
const import_storage_1 = require("./import-storage");
const imports_controller_1 = require("./imports.controller");
const jobs_service_1 = require("./jobs.service");
const layer_thumbnail_queue_1 = require("./layer-thumbnail.queue");
const layer_upload_interceptor_1 = require("./layer-upload.interceptor");
const layer_uploads_service_1 = require("./layer-uploads.service");
const dxf_preparer_1 = require("./prepare/dxf.preparer");
const geocoding_preparer_1 = require("./prepare/geocoding.preparer");
const raster_preparer_1 = require("./prepare/raster.preparer");
const shp_preparer_1 = require("./prepare/shp.preparer");
const srs_catalog_1 = require("./prepare/srs-catalog");
const web_layers_service_1 = require("./web/web-layers.service");
/**
 * Layer uploads (spec 001 §2 "Layer upload widget", §5): POST /layers/upload checks the upload
 * and creates the layer and its import job; GET /jobs/{jobId} follows it. The conversion runs in
 * the worker (ImportsWorkerModule). Other features ask for a new thumbnail through LayerThumbnailQueue.
 */
let ImportsModule = class ImportsModule {
};
exports.ImportsModule = ImportsModule;
exports.ImportsModule = ImportsModule = __decorate([
    (0, common_1.Module)({
        imports: [layers_module_1.LayersModule, queue_module_1.QueueModule],
        controllers: [imports_controller_1.LayerUploadsController, imports_controller_1.JobsController],
        providers: [
            gdal_cli_1.GdalCli,
            import_storage_1.ImportStorage,
            srs_catalog_1.SrsCatalog,
            shp_preparer_1.ShpPreparer,
            geocoding_preparer_1.GeocodingPreparer,
            dxf_preparer_1.DxfPreparer,
            raster_preparer_1.RasterPreparer,
            web_layers_service_1.WebLayersService,
            custom_layers_service_1.CustomLayersService,
            layer_uploads_service_1.LayerUploadsService,
            layer_upload_interceptor_1.LayerUploadInterceptor,
            jobs_service_1.JobsService,
            layer_thumbnail_queue_1.LayerThumbnailQueue,
        ],
        exports: [layer_thumbnail_queue_1.LayerThumbnailQueue],
    })
], ImportsModule);
//# sourceMappingURL=imports.module.js.map