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
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.ThumbnailProcessor = void 0;
const promises_1 = __importDefault(require("node:fs/promises"));
const bullmq_1 = require("@nestjs/bullmq");
const typeorm_1 = require("@nestjs/typeorm");
const typeorm_2 = require("typeorm");
const job_handlers_1 = require("../../../jobs/job-handlers");
const queues_1 = require("../../../jobs/queues");
const import_storage_1 = require("../import-storage");
const imports_queries_1 = require("../imports.queries");
const layer_tables_1 = require("../layer-tables");
const layer_thumbnails_1 = require("../worker/layer-thumbnails");
/** Draws a ready layer's thumbnail again from its current data (after edits). Idempotent: the same version draws the same picture. */
let ThumbnailProcessor = class ThumbnailProcessor extends bullmq_1.WorkerHost {
    db;
    storage;
    thumbnails;
    handlers = {
        [queues_1.JOBS.thumbnail.layer]: (job) => this.redraw(job),
    };
    constructor(db, storage, thumbnails) {
        super();
        this.db = db;
        this.storage = storage;
        this.thumbnails = thumbnails;
    }
    process(job) {
        return (0, job_handlers_1.dispatch)(this.handlers, job);
    }
    async redraw(job) {
        const { lyrId } = job.data;
        const [layer] = await this.db.query(imports_queries_1.LAYER_STATE_SQL, [lyrId]);
        if (!layer || layer.status !== 'READY')
            return { lyrId, thumbnailPath: null };
        const dir = await this.storage.requestDir();
        try {
            let png = null;
            if (layer.tableNm) {
                const columns = await this.db.query(imports_queries_1.TABLE_COLUMNS_SQL, [layer.tableNm]);
                if (columns.length)
                    png = await this.thumbnails.vector((0, layer_tables_1.catalogTableRef)(layer.tableNm), layer.lyrTySeCode === '1', dir);
            }
            else if (layer.rasterPath) {
                png = await this.thumbnails.raster(this.storage.absolute(layer.rasterPath), dir);
            }
            if (!png)
                return { lyrId, thumbnailPath: null };
            const stored = this.storage.thumbnailPathOf(lyrId);
            await this.storage.publish(png, stored);
            await this.db.query(imports_queries_1.SET_THUMBNAIL_SQL, [lyrId, stored, layer.dataVersion]);
            return { lyrId, thumbnailPath: stored };
        }
        finally {
            await promises_1.default.rm(dir, { recursive: true, force: true });
        }
    }
};
exports.ThumbnailProcessor = ThumbnailProcessor;
exports.ThumbnailProcessor = ThumbnailProcessor = __decorate([
    (0, bullmq_1.Processor)(queues_1.QUEUES.thumbnail),
    __param(0, (0, typeorm_1.InjectDataSource)()),
    __metadata("design:paramtypes", [typeorm_2.DataSource,
        import_storage_1.ImportStorage,
        layer_thumbnails_1.LayerThumbnails])
], ThumbnailProcessor);
//# sourceMappingURL=thumbnail.processor.js.map