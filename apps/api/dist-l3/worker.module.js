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
exports.WorkerModule = void 0;
const bullmq_1 = require("@nestjs/bullmq");
const common_1 = require("@nestjs/common");
const bullmq_2 = require("bullmq");
const node_os_1 = require("node:os");
const app_module_1 = require("./app.module");
const job_handlers_1 = require("./jobs/job-handlers");
const maintenance_processor_1 = require("./jobs/maintenance.processor");
const queues_1 = require("./jobs/queues");
const imports_worker_module_1 = require("./modules/imports/imports-worker.module");
const import_processor_1 = require("./modules/imports/jobs/import.processor");
const thumbnail_processor_1 = require("./modules/imports/jobs/thumbnail.processor");
const redis_module_1 = require("./redis/redis.module");
const HEARTBEAT_MS = 5000;
/** Refuses to boot when a declared job has no handler; schedules repeatable jobs; heartbeats. */
let WorkerLifecycle = class WorkerLifecycle {
    maintenance;
    imports;
    thumbnails;
    maintenanceQueue;
    redis;
    timer;
    key = `${queues_1.WORKER_HEARTBEAT_PREFIX}${(0, node_os_1.hostname)()}:${process.pid}`;
    constructor(maintenance, imports, thumbnails, maintenanceQueue, redis) {
        this.maintenance = maintenance;
        this.imports = imports;
        this.thumbnails = thumbnails;
        this.maintenanceQueue = maintenanceQueue;
        this.redis = redis;
    }
    async onApplicationBootstrap() {
        const registry = {
            maintenance: this.maintenance.handlers,
            import: this.imports.handlers,
            thumbnail: this.thumbnails.handlers,
        };
        const missing = Object.keys(registry).flatMap((q) => (0, job_handlers_1.missingHandlers)((0, queues_1.jobNamesOf)(q), registry[q]).map((name) => `${q}/${name}`));
        if (missing.length)
            throw new Error(`jobs without a handler: ${missing.join(', ')}`);
        // Deterministic scheduler id: every worker upserts the same schedule, never a second one.
        await this.maintenanceQueue.upsertJobScheduler('purge-tmp-daily', { pattern: '17 3 * * *' }, { name: queues_1.JOBS.maintenance.purgeTmp });
        await this.beat();
        this.timer = setInterval(() => void this.beat(), HEARTBEAT_MS);
    }
    async onApplicationShutdown() {
        if (this.timer)
            clearInterval(this.timer);
        await this.redis.del(this.key).catch(() => undefined);
    }
    async beat() {
        await this.redis.set(this.key, String(Date.now()), 'PX', HEARTBEAT_MS * 3).catch(() => undefined);
    }
};
WorkerLifecycle = __decorate([
    (0, common_1.Injectable)(),
    __param(3, (0, bullmq_1.InjectQueue)(queues_1.QUEUES.maintenance)),
    __param(4, (0, common_1.Inject)(redis_module_1.REDIS)),
    __metadata("design:paramtypes", [maintenance_processor_1.MaintenanceProcessor,
        import_processor_1.ImportProcessor,
        thumbnail_processor_1.ThumbnailProcessor,
        bullmq_2.Queue, Function])
], WorkerLifecycle);
let WorkerModule = class WorkerModule {
};
exports.WorkerModule = WorkerModule;
exports.WorkerModule = WorkerModule = __decorate([
    (0, common_1.Module)({ imports: [...app_module_1.CORE_IMPORTS, imports_worker_module_1.ImportsWorkerModule], providers: [maintenance_processor_1.MaintenanceProcessor, WorkerLifecycle] })
], WorkerModule);
//# sourceMappingURL=worker.module.js.map