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
exports.OgrToPostgis = void 0;
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const typeorm_2 = require("typeorm");
const gdal_cli_1 = require("../gdal/gdal-cli");
const imports_queries_1 = require("../imports.queries");
const import_progress_1 = require("./import-progress");
const POLL_MS = 500;
// Generous: a large upload may take minutes; a stuck conversion must still end.
const IMPORT_TIMEOUT_MS = 60 * 60 * 1000;
/**
 * Runs ogr2ogr into the application database. Progress comes from GDAL's -progress where the
 * driver counts features quickly (shapefile, XLSX) and otherwise from PostgreSQL's own COPY
 * progress (pg_stat_progress_copy) against the expected row count (CSV, DXF).
 */
let OgrToPostgis = class OgrToPostgis {
    gdal;
    db;
    constructor(gdal, db) {
        this.gdal = gdal;
        this.db = db;
    }
    async load(load) {
        const pg = this.gdal.pgSource(load.applicationName);
        let printed = '';
        let best = 0;
        const report = async (fraction) => {
            if (fraction === null || fraction <= best)
                return;
            best = Math.min(fraction, 0.99);
            await load.onProgress(best);
        };
        const timer = setInterval(() => void this.copyFraction(load).then(report, () => undefined), POLL_MS);
        try {
            await this.gdal.run('ogr2ogr', ['-progress', '-f', 'PostgreSQL', pg.source, ...load.args], {
                env: pg.env,
                timeoutMs: IMPORT_TIMEOUT_MS,
                maxStdoutBytes: 64 * 1024,
                onStdout: (text) => {
                    printed = (printed + text).slice(-200);
                    void report((0, import_progress_1.gdalProgressFraction)(printed));
                },
            });
        }
        finally {
            clearInterval(timer);
        }
        await load.onProgress(1);
    }
    async copyFraction(load) {
        if (!load.expectedRows)
            return null;
        const rows = await this.db.query(imports_queries_1.COPY_PROGRESS_SQL, [load.applicationName]);
        const done = Number(rows[0]?.rows ?? 0);
        return done > 0 ? done / load.expectedRows : null;
    }
};
exports.OgrToPostgis = OgrToPostgis;
exports.OgrToPostgis = OgrToPostgis = __decorate([
    (0, common_1.Injectable)(),
    __param(1, (0, typeorm_1.InjectDataSource)()),
    __metadata("design:paramtypes", [gdal_cli_1.GdalCli,
        typeorm_2.DataSource])
], OgrToPostgis);
//# sourceMappingURL=ogr-to-postgis.js.map