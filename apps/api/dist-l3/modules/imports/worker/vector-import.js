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
Object.defineProperty(exports, "__esModule", { value: true });
exports.VectorImport = void 0;
const node_path_1 = __importDefault(require("node:path"));
const common_1 = require("@nestjs/common");
const layer_tables_1 = require("../layer-tables");
const ogr_to_postgis_1 = require("./ogr-to-postgis");
/**
 * Shapefiles and DXF drawings go straight into the layer's table with ogr2ogr: geometry column
 * geom, key gid, a GiST index, laundered (SQL-safe) column names, the source's SRID kept, in one
 * transaction (a failure leaves no half table).
 */
let VectorImport = class VectorImport {
    ogr;
    constructor(ogr) {
        this.ogr = ogr;
    }
    async run(lyrId, workDir, plan, table, onProgress) {
        const args = [
            '-nln',
            table.gdalName,
            '-lco',
            `GEOMETRY_NAME=${layer_tables_1.GEOM_COLUMN}`,
            '-lco',
            `FID=${layer_tables_1.FID_COLUMN}`,
            '-lco',
            'SPATIAL_INDEX=GIST',
            '-lco',
            'PRECISION=NO',
            '-lco',
            'LAUNDER=YES',
            '-gt',
            'unlimited',
            '-a_srs',
            `EPSG:${plan.srid}`,
        ];
        if (plan.encoding && plan.driver === 'ESRI Shapefile')
            args.push('-oo', `ENCODING=${plan.encoding}`);
        if (plan.encoding && plan.driver === 'DXF')
            args.push('--config', 'DXF_ENCODING', plan.encoding);
        if (plan.geometryType)
            args.push('-nlt', plan.geometryType);
        // CAD drawings carry Z = 0 everywhere; the map is two-dimensional.
        if (plan.driver === 'DXF')
            args.push('-dim', 'XY');
        if (plan.where)
            args.push('-where', plan.where);
        args.push(node_path_1.default.join(workDir, plan.source), plan.layerName);
        await this.ogr.load({
            args,
            applicationName: `nuri-import-${lyrId}`,
            expectedRows: plan.expectedCount,
            onProgress,
        });
        return {
            format: plan.driver,
            sourceSrid: plan.srid,
            encoding: plan.encoding,
            ...(Object.keys(plan.leftOut).length ? { leftOut: plan.leftOut } : {}),
        };
    }
};
exports.VectorImport = VectorImport;
exports.VectorImport = VectorImport = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [ogr_to_postgis_1.OgrToPostgis])
], VectorImport);
//# sourceMappingURL=vector-import.js.map