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
exports.StagingPoints = void 0;
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const typeorm_2 = require("typeorm");
const imports_queries_1 = require("../imports.queries");
const job_error_1 = require("../job-error");
const layer_tables_1 = require("../layer-tables");
const geocoding_report_1 = require("./geocoding-report");
const ogr_to_postgis_1 = require("./ogr-to-postgis");
/**
 * Workbooks (and CSV whose coordinate column names GDAL cannot be given): GDAL loads the rows as
 * text into an unlogged staging table, then one SQL statement builds the points (ST_MakePoint,
 * ST_Transform) from the rows whose coordinates are numbers within range.
 */
let StagingPoints = class StagingPoints {
    ogr;
    db;
    constructor(ogr, db) {
        this.ogr = ogr;
        this.db = db;
    }
    async load(lyrId, source, plan, table, onProgress) {
        const staging = (0, layer_tables_1.stagingTableOf)(lyrId);
        await this.db.query((0, imports_queries_1.dropTableSql)(staging));
        try {
            await this.ogr.load({
                args: [...stagingArgs(plan, staging), source, ...(plan.layerName ? [plan.layerName] : [])],
                applicationName: `nuri-import-${lyrId}`,
                expectedRows: plan.expectedCount,
                onProgress: (f) => onProgress(f * 0.8),
            });
            const columns = await this.sourceColumns(staging);
            const x = columns[plan.xIndex]?.name;
            const y = columns[plan.yIndex]?.name;
            if (!x || !y)
                throw new job_error_1.ImportFailure('upload.coordinateColumnsNotFound');
            await this.buildTable(table, staging, columns, x, y, plan);
            // One pass decides which rows are usable; the others are read again only when there are any.
            const [{ total, kept }] = await this.db.query((0, imports_queries_1.keptRowsSql)(staging, table));
            return Number(total) > Number(kept)
                ? await this.skipped(staging, x, y, plan)
                : { skippedCnt: 0, skippedRows: [] };
        }
        finally {
            await this.db.query((0, imports_queries_1.dropTableSql)(staging));
        }
    }
    /** The staging table's source columns in file order (without the key or any geometry). */
    async sourceColumns(staging) {
        const rows = await this.db.query(imports_queries_1.TABLE_COLUMNS_SQL, [
            staging.name,
        ]);
        return rows.filter((c) => c.name !== layer_tables_1.FID_COLUMN && c.udtName !== 'geometry');
    }
    async skipped(staging, x, y, plan) {
        const rows = await this.db.query((0, imports_queries_1.badCoordinatesSql)(staging, x, y), [
            imports_queries_1.NUMBER_PATTERN,
            plan.geographic,
            geocoding_report_1.SKIPPED_ROWS_LISTED,
        ]);
        const offset = plan.rowNumbering === 'line' ? 1 : 0;
        return {
            skippedCnt: Number(rows[0]?.total ?? 0),
            skippedRows: rows.map((r) => ({ row: Number(r.gid) + offset, reason: r.reason, x: r.x, y: r.y })),
        };
    }
    async buildTable(table, staging, columns, x, y, plan) {
        // A source column named like the geometry column would clash with it.
        const clash = columns.find((c) => c.name === layer_tables_1.GEOM_COLUMN);
        if (clash)
            throw new job_error_1.ImportFailure('upload.import.reservedColumn', { column: clash.name });
        await this.db.transaction(async (tx) => {
            await tx.query((0, imports_queries_1.createPointTableSql)(table, columns, [x, y], plan.targetSrid));
            const params = [imports_queries_1.NUMBER_PATTERN, plan.geographic, plan.sourceSrid, plan.targetSrid];
            await tx.query((0, imports_queries_1.insertPointsSql)(table, staging, columns, x, y), params);
            const [{ any }] = await tx.query((0, imports_queries_1.anyRowSql)(table));
            if (!any)
                throw new job_error_1.ImportFailure('upload.import.noValidRows', {
                    xColumn: plan.xColumn,
                    yColumn: plan.yColumn,
                });
            for (const sql of (0, imports_queries_1.identityKeySql)(table))
                await tx.query(sql);
            await tx.query((0, imports_queries_1.spatialIndexSql)(table));
        });
    }
};
exports.StagingPoints = StagingPoints;
exports.StagingPoints = StagingPoints = __decorate([
    (0, common_1.Injectable)(),
    __param(1, (0, typeorm_1.InjectDataSource)()),
    __metadata("design:paramtypes", [ogr_to_postgis_1.OgrToPostgis,
        typeorm_2.DataSource])
], StagingPoints);
function stagingArgs(plan, staging) {
    const args = ['-nln', staging.gdalName, '-nlt', 'NONE', '-preserve_fid', '-gt', 'unlimited'];
    args.push('-lco', `FID=${layer_tables_1.FID_COLUMN}`, '-lco', 'UNLOGGED=ON', '-lco', 'SPATIAL_INDEX=NONE', '-lco', 'PRECISION=NO');
    if (plan.driver === 'CSV')
        args.push('-oo', 'HEADERS=YES', '-oo', 'AUTODETECT_TYPE=NO');
    // Workbooks: the first row names the columns; every cell is read as text, checked in SQL.
    else
        args.push('--config', `OGR_${plan.driver}_HEADERS`, 'FORCE', '--config', `OGR_${plan.driver}_FIELD_TYPES`, 'STRING');
    return args;
}
//# sourceMappingURL=geocoding-staging.js.map