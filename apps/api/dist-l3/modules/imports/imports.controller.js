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
exports.JobsController = exports.LayerUploadsController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const domain_1 = require("@nuri/domain");
const decorators_1 = require("../../common/auth/decorators");
const api_envelope_decorator_1 = require("../../common/envelope/api-envelope.decorator");
const locale_1 = require("../../common/i18n/locale");
const imports_dto_1 = require("./dto/imports.dto");
const jobs_service_1 = require("./jobs.service");
const layer_upload_interceptor_1 = require("./layer-upload.interceptor");
const layer_uploads_service_1 = require("./layer-uploads.service");
const web_layers_service_1 = require("./web/web-layers.service");
let LayerUploadsController = class LayerUploadsController {
    uploads;
    web;
    constructor(uploads, web) {
        this.uploads = uploads;
        this.web = web;
    }
    /**
     * Creates a layer from an upload: shp (a zip of .shp/.shx/.dbf[/.prj/.cpg] or the parts), geocoding
     * (csv, txt, xls, xlsx with coordinate columns), dxf, geotiff (≤ 50 MB), image (png/jpg ≤ 3 MB with a
     * world file or an extent): 202 with the import job to follow at GET /jobs/{jobId}. web (WMS, WFS,
     * WMTS, XYZ) and custom (an empty table) layers are ready at once: 201. Refusals: 400, 403, 413, 415.
     */
    async upload(user, files, dto, res) {
        const accepted = await this.uploads.upload(user, files, dto);
        res.status(accepted.jobId ? common_1.HttpStatus.ACCEPTED : common_1.HttpStatus.CREATED);
        return accepted;
    }
    /** Reads a WMS/WFS/WMTS service's capabilities (public addresses only) and lists its sub-layers, storing nothing. */
    capabilities(dto) {
        return this.web.capabilities(dto.url, dto.serviceType);
    }
};
exports.LayerUploadsController = LayerUploadsController;
__decorate([
    (0, common_1.Post)('upload'),
    (0, common_1.UseInterceptors)(layer_upload_interceptor_1.LayerUploadInterceptor),
    (0, swagger_1.ApiConsumes)('multipart/form-data', 'application/json'),
    (0, swagger_1.ApiBody)({
        schema: {
            allOf: [
                { $ref: '#/components/schemas/UploadLayerDto' },
                {
                    type: 'object',
                    properties: {
                        [layer_upload_interceptor_1.UPLOAD_FIELD]: {
                            type: 'array',
                            maxItems: layer_upload_interceptor_1.UPLOAD_MAX_FILES,
                            items: { type: 'string', format: 'binary' },
                            description: `The file(s); limits in MB: ${JSON.stringify(domain_1.UPLOAD_MAX_MB)}`,
                        },
                    },
                },
            ],
        },
    }),
    (0, api_envelope_decorator_1.ApiEnvelope)(imports_dto_1.UploadAcceptedDto, { status: 202, description: 'Import accepted (files)' }),
    (0, api_envelope_decorator_1.ApiEnvelope)(imports_dto_1.UploadAcceptedDto, { status: 201, description: 'Layer created (web, custom)' }),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.UploadedFiles)()),
    __param(2, (0, common_1.Body)()),
    __param(3, (0, common_1.Res)({ passthrough: true })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object, imports_dto_1.UploadLayerDto, Object]),
    __metadata("design:returntype", Promise)
], LayerUploadsController.prototype, "upload", null);
__decorate([
    (0, common_1.Post)('upload/capabilities'),
    (0, common_1.HttpCode)(200),
    (0, api_envelope_decorator_1.ApiEnvelope)(imports_dto_1.WebCapabilitiesDto),
    __param(0, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [imports_dto_1.WebCapabilitiesQueryDto]),
    __metadata("design:returntype", Promise)
], LayerUploadsController.prototype, "capabilities", null);
exports.LayerUploadsController = LayerUploadsController = __decorate([
    (0, swagger_1.ApiTags)('layers'),
    (0, swagger_1.ApiBearerAuth)('bearer'),
    (0, common_1.Controller)('layers'),
    __metadata("design:paramtypes", [layer_uploads_service_1.LayerUploadsService,
        web_layers_service_1.WebLayersService])
], LayerUploadsController);
let JobsController = class JobsController {
    jobs;
    constructor(jobs) {
        this.jobs = jobs;
    }
    /** State (waiting, active, completed, failed), progress 0–100 and error of an import job (its owner and admins). */
    status(user, p, req) {
        return this.jobs.status(user, p.jobId, (0, locale_1.localeOf)(req));
    }
};
exports.JobsController = JobsController;
__decorate([
    (0, common_1.Get)(':jobId'),
    (0, api_envelope_decorator_1.ApiEnvelope)(imports_dto_1.JobStatusDto),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __param(2, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, imports_dto_1.JobIdParamDto, Object]),
    __metadata("design:returntype", Promise)
], JobsController.prototype, "status", null);
exports.JobsController = JobsController = __decorate([
    (0, swagger_1.ApiTags)('layers'),
    (0, swagger_1.ApiBearerAuth)('bearer'),
    (0, common_1.Controller)('jobs'),
    __metadata("design:paramtypes", [jobs_service_1.JobsService])
], JobsController);
//# sourceMappingURL=imports.controller.js.map