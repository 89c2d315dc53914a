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
Object.defineProperty(exports, "__esModule", { value: true });
exports.DxfPreparer = void 0;
const common_1 = require("@nestjs/common");
const domain_1 = require("@nuri/domain");
const domain_error_1 = require("../../../common/errors/domain-error");
const gdal_cli_1 = require("../gdal/gdal-cli");
const import_storage_1 = require("../import-storage");
const probe_1 = require("./probe");
const srs_catalog_1 = require("./srs-catalog");
const upload_checks_1 = require("./upload-checks");
const CLASSES = {
    point: { code: '1', types: ['POINT', 'MULTIPOINT'], nlt: 'MULTIPOINT' },
    line: { code: '2', types: ['LINESTRING', 'MULTILINESTRING'], nlt: 'MULTILINESTRING' },
    polygon: { code: '3', types: ['POLYGON', 'MULTIPOLYGON'], nlt: 'MULTIPOLYGON' },
};
// DXF entities all sit in one OGR layer; the counts come from GDAL's SQLite dialect.
const COUNT_BY_TYPE = 'SELECT GeometryType(geometry) AS t, count(*) AS n FROM entities GROUP BY 1';
/**
 * CAD drawings (DXF): GDAL turns the entities into points, lines (lines, polylines, arcs) and
 * polygons (hatches, solids). A layer holds one geometry type: the one the user chooses, else the
 * most common; the other entities are counted in the import report. DXF has no coordinate system:
 * the user's SRID, else the map's (EPSG:5186).
 */
let DxfPreparer = class DxfPreparer {
    gdal;
    storage;
    srs;
    constructor(gdal, storage, srs) {
        this.gdal = gdal;
        this.storage = storage;
        this.srs = srs;
    }
    async prepare(input) {
        const files = (0, upload_checks_1.requireFiles)(input.files);
        if (files.length > 1)
            throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.oneFile');
        const file = files[0];
        (0, upload_checks_1.checkFile)('dxf', file);
        await (0, upload_checks_1.requireKind)(file.path, file.originalname, ['dxf'], 'DXF');
        const source = await this.storage.adopt(file.path, input.workDir, 'source.dxf');
        const rows = await (0, probe_1.queryVector)(this.gdal, source, file.originalname, [
            '-dialect',
            'SQLite',
            '-sql',
            COUNT_BY_TYPE,
        ]);
        const counts = { point: 0, line: 0, polygon: 0 };
        const leftOut = {};
        for (const [type, n] of rows) {
            const cls = classOf(type ?? '');
            if (cls)
                counts[cls] += Number(n) || 0;
            else
                leftOut[type || 'NONE'] = (leftOut[type || 'NONE'] ?? 0) + (Number(n) || 0);
        }
        const chosen = input.options.geometryType ?? mostCommon(counts);
        if (!counts[chosen]) {
            if (!counts.point && !counts.line && !counts.polygon)
                throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.noFeatures');
            throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.dxf.geometryMissing', { geometryType: chosen });
        }
        for (const cls of Object.keys(counts))
            if (cls !== chosen && counts[cls])
                leftOut[cls] = counts[cls];
        const srid = input.options.srid ?? domain_1.DEFAULT_MAP_SRID;
        await this.srs.require(srid);
        const spec = CLASSES[chosen];
        return {
            lyrTySeCode: spec.code,
            defaultName: (0, upload_checks_1.baseName)(file.originalname),
            plan: {
                kind: 'vector',
                driver: 'DXF',
                source: 'source.dxf',
                layerName: 'entities',
                srid,
                encoding: (0, upload_checks_1.gdalEncoding)(input.options.encoding),
                geometryType: spec.nlt,
                where: `OGR_GEOMETRY IN (${spec.types.map((t) => `'${t}'`).join(', ')})`,
                expectedCount: counts[chosen],
                leftOut,
            },
        };
    }
};
exports.DxfPreparer = DxfPreparer;
exports.DxfPreparer = DxfPreparer = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [gdal_cli_1.GdalCli,
        import_storage_1.ImportStorage,
        srs_catalog_1.SrsCatalog])
], DxfPreparer);
function classOf(type) {
    const code = (0, domain_1.lyrTySeCodeOfGeometryType)(type);
    if (code === '1')
        return 'point';
    if (code === '2')
        return 'line';
    if (code === '3')
        return 'polygon';
    return null;
}
/** The class with the most entities (lines first on a tie: drawings are mostly lines). */
function mostCommon(counts) {
    return ['line', 'polygon', 'point'].reduce((best, cls) => (counts[cls] > counts[best] ? cls : best), 'line');
}
//# sourceMappingURL=dxf.preparer.js.map