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
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.LayerUploadsService = void 0;
const node_crypto_1 = require("node:crypto");
const bullmq_1 = require("@nestjs/bullmq");
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const domain_1 = require("@nuri/domain");
const bullmq_2 = require("bullmq");
const typeorm_2 = require("typeorm");
const domain_error_1 = require("../../common/errors/domain-error");
const queues_1 = require("../../jobs/queues");
const layer_entity_1 = require("../layers/entities/layer.entity");
const custom_layers_service_1 = require("./custom-layers.service");
const import_storage_1 = require("./import-storage");
const dxf_preparer_1 = require("./prepare/dxf.preparer");
const geocoding_preparer_1 = require("./prepare/geocoding.preparer");
const raster_preparer_1 = require("./prepare/raster.preparer");
const shp_preparer_1 = require("./prepare/shp.preparer");
const web_layers_service_1 = require("./web/web-layers.service");
const DAY_SECONDS = 24 * 3600;
/**
 * POST /layers/upload. Files are checked before anything is created (type and size limits,
 * content, zip safety, parts, encoding, coordinate columns and SRID, a quick GDAL probe); then
 * the layer row (IMPORTING) and its import job are created and the worker converts the data.
 * Web and custom layers are ready at once. A refused upload leaves no row, table or file.
 */
let LayerUploadsService = class LayerUploadsService {
    layers;
    queue;
    storage;
    shp;
    geocoding;
    dxf;
    raster;
    web;
    custom;
    constructor(layers, queue, storage, shp, geocoding, dxf, raster, web, custom) {
        this.layers = layers;
        this.queue = queue;
        this.storage = storage;
        this.shp = shp;
        this.geocoding = geocoding;
        this.dxf = dxf;
        this.raster = raster;
        this.web = web;
        this.custom = custom;
    }
    async upload(caller, files, dto) {
        if (!(0, domain_1.canCreateContent)(caller.userSeCode))
            throw new domain_error_1.DomainError('FORBIDDEN', 'upload.viewerNotAllowed');
        const holdDataSeCode = dto.holdDataSeCode ?? domain_1.HOLD_DATA_SE_CODES.USER;
        // National spatial information is loaded by the provider's admins only.
        if (holdDataSeCode === domain_1.HOLD_DATA_SE_CODES.NATIONAL && !(0, domain_1.isProviderAdminCode)(caller.userSeCode)) {
            throw new domain_error_1.DomainError('FORBIDDEN', 'upload.nationalAdminOnly');
        }
        switch (dto.uploadType) {
            case 'web':
            case 'custom':
                if (files?.length)
                    throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.noFileExpected');
                return dto.uploadType === 'web'
                    ? this.web.register(caller, dto, holdDataSeCode)
                    : this.custom.create(caller, dto, holdDataSeCode);
            default:
                return this.importFile(caller, files ?? [], dto, dto.uploadType, holdDataSeCode);
        }
    }
    async importFile(caller, files, dto, uploadType, holdDataSeCode) {
        const lyrId = (0, node_crypto_1.randomUUID)();
        const workDir = this.storage.workDirOf(lyrId);
        const jobId = (0, queues_1.importJobId)(lyrId);
        try {
            const input = {
                lyrId,
                workDir: await this.storage.createWorkDir(lyrId),
                files,
                options: dto,
            };
            const prepared = await this.prepare(uploadType, input);
            await this.layers.insert({
                lyrId,
                lyrNm: dto.lyrNm ?? prepared.defaultName,
                lyrDc: dto.lyrDc ?? null,
                lyrTySeCode: prepared.lyrTySeCode,
                holdDataSeCode,
                uploadTy: uploadType,
                insttCode: caller.insttCode,
                registerId: caller.userId,
                lyrSttusCode: 'IMPORTING',
                importJobId: jobId,
            });
            const data = {
                lyrId,
                registerId: caller.userId,
                insttCode: caller.insttCode,
                uploadType,
                workDir,
                plan: prepared.plan,
            };
            try {
                await this.queue.add(queues_1.JOBS.import.layer, data, {
                    jobId,
                    attempts: 2,
                    backoff: { type: 'fixed', delay: 3000 },
                    removeOnComplete: { age: 7 * DAY_SECONDS },
                    removeOnFail: { age: 30 * DAY_SECONDS },
                });
            }
            catch (e) {
                await this.layers.delete({ lyrId });
                throw e;
            }
            return { lyrId, jobId, lyrSttusCode: 'IMPORTING', subLayers: [] };
        }
        catch (e) {
            await this.storage.remove(workDir);
            throw e;
        }
    }
    prepare(uploadType, input) {
        switch (uploadType) {
            case 'shp':
                return this.shp.prepare(input);
            case 'geocoding':
                return this.geocoding.prepare(input);
            case 'dxf':
                return this.dxf.prepare(input);
            case 'geotiff':
                return this.raster.prepareGeoTiff(input);
            case 'image':
                return this.raster.prepareImage(input);
        }
    }
};
exports.LayerUploadsService = LayerUploadsService;
exports.LayerUploadsService = LayerUploadsService = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, typeorm_1.InjectRepository)(layer_entity_1.Layer)),
    __param(1, (0, bullmq_1.InjectQueue)(queues_1.QUEUES.import)),
    __metadata("design:paramtypes", [typeorm_2.Repository,
        bullmq_2.Queue,
        import_storage_1.ImportStorage,
        shp_preparer_1.ShpPreparer,
        geocoding_preparer_1.GeocodingPreparer,
        dxf_preparer_1.DxfPreparer,
        raster_preparer_1.RasterPreparer,
        web_layers_service_1.WebLayersService,
        custom_layers_service_1.CustomLayersService])
], LayerUploadsService);
//# sourceMappingURL=layer-uploads.service.js.map