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
exports.JobsService = void 0;
const bullmq_1 = require("@nestjs/bullmq");
const common_1 = require("@nestjs/common");
const bullmq_2 = require("bullmq");
const domain_error_1 = require("../../common/errors/domain-error");
const locale_1 = require("../../common/i18n/locale");
const queues_1 = require("../../jobs/queues");
const content_access_service_1 = require("../access/content-access.service");
const layer_access_service_1 = require("../layers/layer-access.service");
const job_error_1 = require("./job-error");
const STATES = {
    waiting: 'waiting',
    'waiting-children': 'waiting',
    prioritized: 'waiting',
    // A failed attempt waits for its retry.
    delayed: 'waiting',
    active: 'active',
    completed: 'completed',
    failed: 'failed',
};
/** Import jobs as their owners (and admins) follow them: state, progress 0–100 and the error. */
let JobsService = class JobsService {
    imports;
    policy;
    constructor(imports, policy) {
        this.imports = imports;
        this.policy = policy;
    }
    async status(caller, jobId, locale) {
        const job = jobId.startsWith('import-') ? await this.imports.getJob(jobId) : undefined;
        const state = job ? STATES[await job.getState()] : undefined;
        if (!job || !state)
            throw new domain_error_1.DomainError('NOT_FOUND', 'job.notFound');
        const data = job.data;
        // The owner and institution travel with the job: a failed import has removed its layer.
        this.policy.assertOwnerOrAdmin((0, layer_access_service_1.callerOf)(caller), {
            type: 'LYR',
            id: data.lyrId,
            ownerId: data.registerId,
            insttCode: data.insttCode,
        });
        const error = state === 'failed' ? (0, job_error_1.decodeJobError)(job.failedReason) : null;
        return {
            jobId,
            lyrId: data.lyrId,
            state,
            progress: state === 'completed' ? 100 : typeof job.progress === 'number' ? job.progress : 0,
            error: error ? (0, locale_1.translate)(error.key, error.params, locale) : null,
        };
    }
};
exports.JobsService = JobsService;
exports.JobsService = JobsService = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, bullmq_1.InjectQueue)(queues_1.QUEUES.import)),
    __metadata("design:paramtypes", [bullmq_2.Queue,
        content_access_service_1.ContentAccessPolicy])
], JobsService);
//# sourceMappingURL=jobs.service.js.map