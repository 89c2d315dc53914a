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
exports.GdalPoints = void 0;
const node_path_1 = __importDefault(require("node:path"));
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const typeorm_2 = require("typeorm");
const gdal_cli_1 = require("../gdal/gdal-cli");
const imports_queries_1 = require("../imports.queries");
const job_error_1 = require("../job-error");
const layer_tables_1 = require("../layer-tables");
const geocoding_report_1 = require("./geocoding-report");
const ogr_to_postgis_1 = require("./ogr-to-postgis");
/**
 * CSV/TXT: GDAL's CSV driver builds the points while reading (X_POSSIBLE_NAMES), straight into the
 * layer's table in one pass, as a direct ogr2ogr would; a row whose coordinates are empty or not
 * numbers gets no point. Those rows and the ones out of range are then reported (their text read
 * back from the file) and deleted. Longitude/latitude sources are reprojected in PostGIS after the
 * out-of-range rows are gone.
 */
let GdalPoints = class GdalPoints {
    ogr;
    gdal;
    db;
    constructor(ogr, gdal, db) {
        this.ogr = ogr;
        this.gdal = gdal;
        this.db = db;
    }
    async load(lyrId, source, plan, table, onProgress) {
        const reproject = plan.sourceSrid !== plan.targetSrid;
        await this.ogr.load({
            args: [
                ...[
                    '-nln',
                    table.gdalName,
                    '-nlt',
                    'POINT',
                    '-preserve_fid',
                    '-gt',
                    'unlimited',
                    '-a_srs',
                    `EPSG:${plan.sourceSrid}`,
                ],
                ...['-lco', `GEOMETRY_NAME=${layer_tables_1.GEOM_COLUMN}`, '-lco', `FID=${layer_tables_1.FID_COLUMN}`, '-lco', 'PRECISION=NO'],
                ...['-lco', `SPATIAL_INDEX=${reproject ? 'NONE' : 'GIST'}`],
                ...['-oo', 'HEADERS=YES', '-oo', 'AUTODETECT_TYPE=NO', '-oo', 'KEEP_GEOM_COLUMNS=YES'],
                ...['-oo', `X_POSSIBLE_NAMES=${plan.xColumn}`, '-oo', `Y_POSSIBLE_NAMES=${plan.yColumn}`],
                source,
            ],
            applicationName: `nuri-import-${lyrId}`,
            expectedRows: plan.expectedCount,
            onProgress: (f) => onProgress(f * 0.85),
        });
        const columns = await this.db.query(imports_queries_1.TABLE_COLUMNS_SQL, [
            table.name,
        ]);
        const stored = columns.filter((c) => c.name !== layer_tables_1.FID_COLUMN && c.udtName !== 'geometry');
        const [x, y] = [stored[plan.xIndex]?.name, stored[plan.yIndex]?.name];
        if (!x || !y)
            throw new job_error_1.ImportFailure('upload.coordinateColumnsNotFound');
        const bad = await this.db.query((0, imports_queries_1.badPointsSql)(table, x, y), [
            plan.geographic,
            geocoding_report_1.SKIPPED_ROWS_LISTED,
        ]);
        let loaded = { skippedCnt: 0, skippedRows: [] };
        if (bad.length) {
            loaded = { skippedCnt: Number(bad[0].total), skippedRows: await this.describe(source, plan, bad) };
            await this.db.query((0, imports_queries_1.deleteBadPointsSql)(table), [plan.geographic]);
            const [{ any }] = await this.db.query((0, imports_queries_1.anyRowSql)(table));
            if (!any)
                throw new job_error_1.ImportFailure('upload.import.noValidRows', {
                    xColumn: plan.xColumn,
                    yColumn: plan.yColumn,
                });
        }
        if (reproject) {
            await this.db.query((0, imports_queries_1.transformPointsSql)(table, plan.targetSrid));
            await this.db.query((0, imports_queries_1.spatialIndexSql)(table));
        }
        // The rows kept their line numbers as ids: new features continue after them.
        await this.db.query((0, imports_queries_1.restartKeySql)(table));
        return loaded;
    }
    /** Listed rows with their reason and the coordinate text the file holds for them. */
    async describe(source, plan, bad) {
        const raw = await this.rawCoordinates(source, plan, bad.map((b) => Number(b.gid)));
        return bad.map((b) => {
            const row = Number(b.gid) + 1;
            const text = raw.get(Number(b.gid)) ?? { x: b.x, y: b.y };
            if (!b.missing)
                return { row, reason: 'outOfRange', x: text.x, y: text.y };
            const empty = !text.x?.trim() || !text.y?.trim();
            return { row, reason: empty ? 'empty' : 'notNumeric', x: text.x, y: text.y };
        });
    }
    /** The coordinate cells of some rows as text (GDAL again, without building points); empty when it cannot. */
    async rawCoordinates(source, plan, fids) {
        const layer = node_path_1.default.basename(source.replace(/^CSV:/, '')).replace(/\.[^.]+$/, '');
        const sql = `SELECT FID AS fid, "${plan.xColumn}" AS x, "${plan.yColumn}" AS y FROM "${layer}" WHERE FID IN (${fids.join(',')})`;
        const out = new Map();
        try {
            const { stdout } = await this.gdal.run('ogr2ogr', [
                '-f',
                'GeoJSON',
                '/vsistdout/',
                '-oo',
                'HEADERS=YES',
                '-oo',
                'AUTODETECT_TYPE=NO',
                '-sql',
                sql,
                source,
            ], {
                timeoutMs: 10 * 60 * 1000,
            });
            const collection = JSON.parse(stdout);
            for (const f of collection.features ?? []) {
                if (typeof f.properties?.fid === 'number')
                    out.set(f.properties.fid, { x: f.properties.x ?? null, y: f.properties.y ?? null });
            }
        }
        catch {
            // The report then lacks the text: the rows are still counted and listed.
        }
        return out;
    }
};
exports.GdalPoints = GdalPoints;
exports.GdalPoints = GdalPoints = __decorate([
    (0, common_1.Injectable)(),
    __param(2, (0, typeorm_1.InjectDataSource)()),
    __metadata("design:paramtypes", [ogr_to_postgis_1.OgrToPostgis,
        gdal_cli_1.GdalCli,
        typeorm_2.DataSource])
], GdalPoints);
//# sourceMappingURL=geocoding-gdal-points.js.map