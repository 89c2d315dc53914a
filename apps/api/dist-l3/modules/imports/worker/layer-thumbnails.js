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
exports.LayerThumbnails = exports.THUMBNAIL_PX = void 0;
const node_path_1 = __importDefault(require("node:path"));
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const typeorm_2 = require("typeorm");
const gdal_cli_1 = require("../gdal/gdal-cli");
const ogr_summary_1 = require("../gdal/ogr-summary");
const imports_queries_1 = require("../imports.queries");
const layer_tables_1 = require("../layer-tables");
/** Longer side of a thumbnail, in pixels. */
exports.THUMBNAIL_PX = 256;
// A thumbnail needs no more features than this; larger tables are sampled (TABLESAMPLE SYSTEM).
const SAMPLE_FEATURES = 50_000;
// Feature colour (RGBA) on a transparent background.
const FEATURE_RGBA = ['37', '99', '235', '255'];
/**
 * Thumbnails drawn from a layer's data with GDAL, as PNG: vector tables are rasterized
 * (gdal_rasterize, points drawn as small squares so they show), rasters scaled down
 * (gdal_translate, using the COG's overviews). Results go to a working folder; the caller moves
 * them to thumbnails/<lyrId>.png.
 */
let LayerThumbnails = class LayerThumbnails {
    gdal;
    db;
    constructor(gdal, db) {
        this.gdal = gdal;
        this.db = db;
    }
    /** Feature count and extent of a layer table (one scan), for the thumbnail and the layer record. */
    async extentOf(table) {
        const [s] = await this.db.query((0, imports_queries_1.tableExtentSql)(table));
        const count = Number(s?.count ?? 0);
        if (!count || !s || s.xmin === null || s.ymin === null || s.xmax === null || s.ymax === null)
            return { count, box: null };
        return { count, box: [s.xmin, s.ymin, s.xmax, s.ymax] };
    }
    /** A PNG of a vector table's features, or null when it has none. */
    async vector(table, pointLayer, workDir, extent) {
        const { count, box } = extent ?? (await this.extentOf(table));
        if (!box)
            return null;
        const s = { xmin: box[0], ymin: box[1], xmax: box[2], ymax: box[3] };
        const span = Math.max(s.xmax - s.xmin, s.ymax - s.ymin) || 1;
        const pad = span * 0.05;
        const [minX, minY, maxX, maxY] = [s.xmin - pad, s.ymin - pad, s.xmax + pad, s.ymax + pad];
        const [w, h] = [maxX - minX, maxY - minY];
        const width = w >= h ? exports.THUMBNAIL_PX : Math.max(16, Math.round((exports.THUMBNAIL_PX * w) / h));
        const height = h >= w ? exports.THUMBNAIL_PX : Math.max(16, Math.round((exports.THUMBNAIL_PX * h) / w));
        const pixel = Math.max(w / width, h / height);
        const g = (0, layer_tables_1.quoteIdent)(layer_tables_1.GEOM_COLUMN);
        const shape = pointLayer ? `ST_Expand(${g}, ${(pixel * 1.5).toPrecision(8)})` : g;
        const percent = Math.min(100, (SAMPLE_FEATURES / count) * 100);
        const sample = percent < 100 ? ` TABLESAMPLE SYSTEM (${percent.toFixed(4)})` : '';
        const pg = this.gdal.pgSource('nuri-thumbnail');
        const drawn = node_path_1.default.join(workDir, 'thumbnail.tif');
        const png = node_path_1.default.join(workDir, 'thumbnail.png');
        await this.gdal.run('gdal_rasterize', [
            '-q',
            '-sql',
            `SELECT ${shape} AS ${g} FROM ${table.qualified}${sample}`,
            ...FEATURE_RGBA.flatMap((v) => ['-burn', v]),
            '-init',
            '0',
            '-ot',
            'Byte',
            '-of',
            'GTiff',
            '-at',
            '-te',
            String(minX),
            String(minY),
            String(maxX),
            String(maxY),
            '-ts',
            String(width),
            String(height),
            pg.source,
            drawn,
        ], { env: pg.env, timeoutMs: 120_000 });
        await this.gdal.run('gdal_translate', ['-q', '-of', 'PNG', drawn, png]);
        return png;
    }
    /** A PNG of a raster scaled down to the thumbnail size. */
    async raster(file, workDir) {
        const info = (0, ogr_summary_1.parseGdalInfo)((await this.gdal.run('gdalinfo', ['-json', file])).stdout);
        const [w, h] = info.size;
        const png = node_path_1.default.join(workDir, 'thumbnail.png');
        const args = [
            '-q',
            '-of',
            'PNG',
            '-r',
            'average',
            '-outsize',
            w >= h ? String(exports.THUMBNAIL_PX) : '0',
            h > w ? String(exports.THUMBNAIL_PX) : '0',
        ];
        const bands = info.bands;
        if (bands[0]?.colorInterpretation === 'Palette')
            args.push('-expand', 'rgba');
        else if (bands.length >= 3) {
            args.push('-b', '1', '-b', '2', '-b', '3');
            if (bands[3]?.colorInterpretation === 'Alpha')
                args.push('-b', '4');
        }
        else
            args.push('-b', '1');
        // Elevations and other measurements are stretched to grey levels.
        if (bands[0] && bands[0].type !== 'Byte')
            args.push('-ot', 'Byte', '-scale');
        await this.gdal.run('gdal_translate', [...args, file, png], { timeoutMs: 120_000 });
        return png;
    }
};
exports.LayerThumbnails = LayerThumbnails;
exports.LayerThumbnails = LayerThumbnails = __decorate([
    (0, common_1.Injectable)(),
    __param(1, (0, typeorm_1.InjectDataSource)()),
    __metadata("design:paramtypes", [gdal_cli_1.GdalCli,
        typeorm_2.DataSource])
], LayerThumbnails);
//# sourceMappingURL=layer-thumbnails.js.map