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
var MaintenanceProcessor_1;
Object.defineProperty(exports, "__esModule", { value: true });
exports.MaintenanceProcessor = void 0;
const promises_1 = __importDefault(require("node:fs/promises"));
const node_path_1 = __importDefault(require("node:path"));
const bullmq_1 = require("@nestjs/bullmq");
const common_1 = require("@nestjs/common");
const app_config_1 = require("../config/app-config");
const job_handlers_1 = require("./job-handlers");
const queues_1 = require("./queues");
// Upload parts older than this were abandoned (a finished upload moves its files away).
const TMP_MAX_AGE_MS = 24 * 60 * 60 * 1000;
let MaintenanceProcessor = MaintenanceProcessor_1 = class MaintenanceProcessor extends bullmq_1.WorkerHost {
    config;
    logger = new common_1.Logger(MaintenanceProcessor_1.name);
    handlers = {
        [queues_1.JOBS.maintenance.purgeTmp]: () => this.purgeTmp(),
    };
    constructor(config) {
        super();
        this.config = config;
    }
    process(job) {
        return (0, job_handlers_1.dispatch)(this.handlers, job);
    }
    /** Removes abandoned temporary upload files from the storage folder. */
    async purgeTmp(now = Date.now()) {
        const dir = node_path_1.default.join(this.config.storageDir, 'tmp');
        const entries = await promises_1.default.readdir(dir, { withFileTypes: true }).catch(() => []);
        let removed = 0;
        for (const entry of entries) {
            const full = node_path_1.default.join(dir, entry.name);
            const stat = await promises_1.default.stat(full).catch(() => null);
            if (stat && now - stat.mtimeMs > TMP_MAX_AGE_MS) {
                await promises_1.default.rm(full, { recursive: true, force: true });
                removed += 1;
            }
        }
        if (removed)
            this.logger.log(`purged ${removed} abandoned temporary upload(s)`);
        return { removed };
    }
};
exports.MaintenanceProcessor = MaintenanceProcessor;
exports.MaintenanceProcessor = MaintenanceProcessor = MaintenanceProcessor_1 = __decorate([
    (0, bullmq_1.Processor)(queues_1.QUEUES.maintenance),
    __metadata("design:paramtypes", [app_config_1.AppConfig])
], MaintenanceProcessor);
//# sourceMappingURL=maintenance.processor.js.map