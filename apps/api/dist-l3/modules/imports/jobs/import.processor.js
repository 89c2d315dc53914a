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
var ImportProcessor_1;
Object.defineProperty(exports, "__esModule", { value: true });
exports.ImportProcessor = void 0;
const bullmq_1 = require("@nestjs/bullmq");
const common_1 = require("@nestjs/common");
const bullmq_2 = require("bullmq");
const job_handlers_1 = require("../../../jobs/job-handlers");
const queues_1 = require("../../../jobs/queues");
const gdal_cli_1 = require("../gdal/gdal-cli");
const import_storage_1 = require("../import-storage");
const job_error_1 = require("../job-error");
const import_runner_1 = require("../worker/import-runner");
/** Imports run two at a time per worker; GDAL does the heavy work in its own processes. */
let ImportProcessor = ImportProcessor_1 = class ImportProcessor extends bullmq_1.WorkerHost {
    runner;
    storage;
    logger = new common_1.Logger(ImportProcessor_1.name);
    handlers = {
        [queues_1.JOBS.import.layer]: (job) => this.importLayer(job),
    };
    constructor(runner, storage) {
        super();
        this.runner = runner;
        this.storage = storage;
    }
    process(job) {
        return (0, job_handlers_1.dispatch)(this.handlers, job);
    }
    /**
     * A failure the user can fix fails the job at once (no retry) with its message; any other
     * failure is retried, and the job keeps the error once the attempts are spent.
     */
    async importLayer(job) {
        const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
        try {
            return await this.runner.run(job, lastAttempt);
        }
        catch (e) {
            if (e instanceof job_error_1.ImportFailure)
                throw new bullmq_2.UnrecoverableError((0, job_error_1.encodeJobError)({ key: e.messageKey, params: e.params }));
            this.logger.error(`import of layer ${job.data.lyrId} failed: ${e instanceof Error ? e.message : String(e)}`);
            throw new Error((0, job_error_1.encodeJobError)({ key: 'upload.import.failed', params: { reason: this.reasonOf(e) } }));
        }
    }
    /** A short reason without server paths (GDAL names the files it read). */
    reasonOf(e) {
        const text = e instanceof gdal_cli_1.GdalError
            ? (e.stderr.trim().split('\n').at(-1) ?? '')
            : e instanceof Error
                ? e.message
                : String(e);
        return (text
            .split(this.storage.root)
            .join('')
            .replace(/^ERROR \d+: /, '')
            .slice(0, 300) || 'unknown');
    }
};
exports.ImportProcessor = ImportProcessor;
exports.ImportProcessor = ImportProcessor = ImportProcessor_1 = __decorate([
    (0, bullmq_1.Processor)(queues_1.QUEUES.import, { concurrency: 2 }),
    __metadata("design:paramtypes", [import_runner_1.ImportRunner,
        import_storage_1.ImportStorage])
], ImportProcessor);
//# sourceMappingURL=import.processor.js.map