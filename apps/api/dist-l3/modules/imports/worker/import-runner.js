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
var ImportRunner_1;
Object.defineProperty(exports, "__esModule", { value: true });
exports.ImportRunner = void 0;
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const domain_1 = require("@nuri/domain");
const typeorm_2 = require("typeorm");
const import_storage_1 = require("../import-storage");
const imports_queries_1 = require("../imports.queries");
const job_error_1 = require("../job-error");
const layer_tables_1 = require("../layer-tables");
const geocoding_import_1 = require("./geocoding-import");
const import_progress_1 = require("./import-progress");
const layer_thumbnails_1 = require("./layer-thumbnails");
const raster_import_1 = require("./raster-import");
const vector_import_1 = require("./vector-import");
/**
 * One import job from start to end: converts the source (vector, geocoding or raster), draws the
 * thumbnail, and marks the layer READY with its count, geometry type, SRID and extent. Safe to run
 * again: a retry starts from an empty table, a finished layer is left alone. When the import
 * fails for good, nothing stays behind: no table, no file, no layer row.
 */
let ImportRunner = ImportRunner_1 = class ImportRunner {
    db;
    storage;
    vector;
    geocoding;
    raster;
    thumbnails;
    logger = new common_1.Logger(ImportRunner_1.name);
    constructor(db, storage, vector, geocoding, raster, thumbnails) {
        this.db = db;
        this.storage = storage;
        this.vector = vector;
        this.geocoding = geocoding;
        this.raster = raster;
        this.thumbnails = thumbnails;
    }
    async run(job, lastAttempt) {
        const data = job.data;
        const [state] = await this.db.query(imports_queries_1.LAYER_STATE_SQL, [data.lyrId]);
        if (!state || state.status !== 'IMPORTING') {
            if (!state)
                await this.cleanUp(data);
            else
                await this.storage.remove(data.workDir);
            return { lyrId: data.lyrId, outcome: state ? 'alreadyImported' : 'layerGone' };
        }
        const progress = new import_progress_1.ImportProgress(job);
        await progress.set(1);
        try {
            const outcome = data.plan.kind === 'raster'
                ? await this.importRaster(data, data.plan, progress)
                : await this.importVector(data, progress);
            await this.storage.remove(data.workDir);
            await progress.set(100);
            return outcome;
        }
        catch (e) {
            if (e instanceof job_error_1.ImportFailure || lastAttempt)
                await this.cleanUp(data);
            else
                await this.dropTables(data.lyrId);
            throw e;
        }
    }
    /** Removes everything an import made: its tables, files and the importing layer row. */
    async cleanUp(data) {
        await this.dropTables(data.lyrId);
        await this.db.query(imports_queries_1.DELETE_IMPORTING_LAYER_SQL, [data.lyrId]);
        await this.storage.remove(data.workDir, this.storage.rasterPathOf(data.lyrId), this.storage.thumbnailPathOf(data.lyrId));
    }
    async dropTables(lyrId) {
        await this.db.query((0, imports_queries_1.dropTableSql)((0, layer_tables_1.stagingTableOf)(lyrId)));
        await this.db.query((0, imports_queries_1.dropTableSql)((0, layer_tables_1.layerTableOf)(lyrId)));
    }
    async importVector(data, progress) {
        const { lyrId, plan } = data;
        const table = (0, layer_tables_1.layerTableOf)(lyrId);
        const workDir = this.storage.absolute(data.workDir);
        await this.dropTables(lyrId);
        const step = progress.span(2, 88);
        const started = Date.now();
        const converted = plan.kind === 'geocoding'
            ? await this.geocoding.run(lyrId, workDir, plan, table, step)
            : plan.kind === 'vector'
                ? await this.vector.run(lyrId, workDir, plan, table, step)
                : {};
        const [column] = await this.db.query(imports_queries_1.GEOMETRY_COLUMN_SQL, [
            table.name,
            layer_tables_1.GEOM_COLUMN,
        ]);
        const lyrTySeCode = column ? (0, domain_1.lyrTySeCodeOfGeometryType)(column.geomType) : null;
        if (!column || !lyrTySeCode)
            throw new job_error_1.ImportFailure('upload.geometryUnsupported', { type: column?.geomType ?? '-' });
        await progress.set(90);
        const convertedAt = Date.now();
        const extent = await this.thumbnails.extentOf(table);
        if (!extent.count)
            throw new job_error_1.ImportFailure('upload.noFeatures');
        const thumbnail = await this.thumbnail(lyrId, () => this.thumbnails.vector(table, lyrTySeCode === '1', workDir, extent));
        const report = withDurations(converted, {
            convert: convertedAt - started,
            finish: Date.now() - convertedAt,
        });
        const rows = await this.db.query(imports_queries_1.FINISH_VECTOR_SQL, [
            lyrId,
            column.srid,
            table.name,
            layer_tables_1.GEOM_COLUMN,
            column.geomType,
            lyrTySeCode,
            report,
            thumbnail,
            extent.count,
            ...(extent.box ?? [null, null, null, null]),
        ]);
        if (!rows.length)
            return this.gone(data);
        return { lyrId, outcome: 'imported', featureCnt: extent.count };
    }
    async importRaster(data, plan, progress) {
        const workDir = this.storage.absolute(data.workDir);
        const result = await this.raster.run(workDir, plan, progress.span(2, 88));
        const thumbnail = await this.thumbnail(data.lyrId, () => this.thumbnails.raster(result.file, workDir));
        const rasterPath = this.storage.rasterPathOf(data.lyrId);
        await this.storage.publish(result.file, rasterPath);
        const report = {
            format: plan.driver,
            srid: plan.srid,
            placement: plan.placement,
            size: result.info.size,
            bands: result.info.bands.length,
            layout: result.info.metadata?.IMAGE_STRUCTURE?.LAYOUT ?? null,
        };
        const rows = await this.db.query(imports_queries_1.FINISH_RASTER_SQL, [
            data.lyrId,
            rasterPath,
            plan.srid,
            ...result.extent,
            report,
            thumbnail,
        ]);
        if (!rows.length)
            return this.gone(data);
        return { lyrId: data.lyrId, outcome: 'imported' };
    }
    /** The layer was deleted while importing: what was made for it goes too. */
    async gone(data) {
        await this.cleanUp(data);
        return { lyrId: data.lyrId, outcome: 'layerGone' };
    }
    /** Draws and stores the thumbnail; a failure leaves the layer without one rather than failing the import. */
    async thumbnail(lyrId, draw) {
        try {
            const png = await draw();
            if (!png)
                return null;
            const stored = this.storage.thumbnailPathOf(lyrId);
            await this.storage.publish(png, stored);
            return stored;
        }
        catch (e) {
            this.logger.warn(`thumbnail of layer ${lyrId} not drawn: ${e instanceof Error ? e.message : String(e)}`);
            return null;
        }
    }
};
exports.ImportRunner = ImportRunner;
exports.ImportRunner = ImportRunner = ImportRunner_1 = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, typeorm_1.InjectDataSource)()),
    __metadata("design:paramtypes", [typeorm_2.DataSource,
        import_storage_1.ImportStorage,
        vector_import_1.VectorImport,
        geocoding_import_1.GeocodingImport,
        raster_import_1.RasterImport,
        layer_thumbnails_1.LayerThumbnails])
], ImportRunner);
/** The import report with the time each step took (operations read it; the bench prints it). */
function withDurations(report, more) {
    const known = report.durationsMs && typeof report.durationsMs === 'object' ? report.durationsMs : {};
    return { ...report, durationsMs: { ...known, ...more } };
}
//# sourceMappingURL=import-runner.js.map