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
exports.ShpPreparer = void 0;
const node_path_1 = __importDefault(require("node:path"));
const common_1 = require("@nestjs/common");
const domain_1 = require("@nuri/domain");
const domain_error_1 = require("../../../common/errors/domain-error");
const gdal_cli_1 = require("../gdal/gdal-cli");
const import_storage_1 = require("../import-storage");
const zip_reader_1 = require("../zip-reader");
const probe_1 = require("./probe");
const srs_catalog_1 = require("./srs-catalog");
const upload_checks_1 = require("./upload-checks");
const PARTS = ['shp', 'shx', 'dbf', 'prj', 'cpg'];
const REQUIRED = ['shp', 'shx', 'dbf'];
// Without a .cpg (and without the user's choice) attributes are read as CP949, the Korean Windows default.
const DEFAULT_ENCODING = 'CP949';
/**
 * Shapefiles: one zip holding .shp, .shx and .dbf (with .prj and .cpg when present), or the part
 * files themselves. A missing part is named; the parts are stored as source.<ext>.
 */
let ShpPreparer = class ShpPreparer {
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
        files.forEach((f) => (0, upload_checks_1.checkFile)('shp', f));
        const zips = files.filter((f) => (0, upload_checks_1.extensionOf)(f) === 'zip');
        if (zips.length && files.length > 1)
            throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.shp.zipAlone');
        const parts = zips.length
            ? await this.fromZip(zips[0], input.workDir)
            : await this.fromParts(files, input.workDir);
        const shp = node_path_1.default.join(input.workDir, 'source.shp');
        await (0, upload_checks_1.requireKind)(shp, `${parts.stem}.shp`, ['shp'], 'SHP');
        await (0, upload_checks_1.requireKind)(node_path_1.default.join(input.workDir, 'source.shx'), `${parts.stem}.shx`, ['shp'], 'SHX');
        await (0, upload_checks_1.requireKind)(node_path_1.default.join(input.workDir, 'source.dbf'), `${parts.stem}.dbf`, ['dbf'], 'DBF');
        const encoding = (0, upload_checks_1.gdalEncoding)(input.options.encoding) ?? (parts.found.has('cpg') ? null : DEFAULT_ENCODING);
        const [layer] = await (0, probe_1.probeVector)(this.gdal, shp, `${parts.stem}.shp`, encoding ? ['-oo', `ENCODING=${encoding}`] : []);
        if (!layer?.featureCount)
            throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.noFeatures');
        const lyrTySeCode = (0, domain_1.lyrTySeCodeOfGeometryType)(layer.geometry);
        if (!lyrTySeCode)
            throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.geometryUnsupported', { type: layer.geometry });
        const srid = input.options.srid ?? layer.epsg;
        if (!srid)
            throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.srid.required');
        await this.srs.require(srid);
        return {
            lyrTySeCode,
            defaultName: parts.stem,
            plan: {
                kind: 'vector',
                driver: 'ESRI Shapefile',
                source: 'source.shp',
                layerName: layer.name,
                srid,
                encoding,
                // Shapefile "polygon" and "line" layers may hold multi-part shapes: one type for the table.
                geometryType: lyrTySeCode === domain_1.LYR_TY_SE_CODES.POINT ? null : 'PROMOTE_TO_MULTI',
                where: null,
                expectedCount: layer.featureCount,
                leftOut: {},
            },
        };
    }
    async fromZip(zip, workDir) {
        await (0, upload_checks_1.requireKind)(zip.path, zip.originalname, ['zip'], 'ZIP');
        const entries = (await (0, zip_reader_1.listZip)(zip.path)).filter((e) => !e.directory);
        const shps = entries.filter((e) => (0, domain_1.fileExtension)(e.name) === 'shp');
        if (!shps.length)
            throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.shp.notFound');
        if (shps.length > 1)
            throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.shp.multiple', {
                names: shps.map((e) => e.name).join(', '),
            });
        const stem = shps[0].name.slice(0, -'.shp'.length);
        const targets = new Map();
        const found = new Set();
        for (const part of PARTS) {
            const entry = entries.find((e) => e.name.toLowerCase() === `${stem}.${part}`.toLowerCase());
            if (!entry)
                continue;
            found.add(part);
            targets.set(entry.name, node_path_1.default.join(workDir, `source.${part}`));
        }
        requireParts(found);
        await (0, zip_reader_1.extractZipEntries)(zip.path, targets);
        return { stem: (0, upload_checks_1.baseName)(`${stem}.shp`), found };
    }
    async fromParts(files, workDir) {
        const found = new Set();
        for (const file of files) {
            const part = (0, upload_checks_1.extensionOf)(file);
            if (found.has(part))
                throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.shp.multiple', {
                    names: files.map((f) => f.originalname).join(', '),
                });
            found.add(part);
        }
        if (!found.has('shp'))
            throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.shp.notFound');
        requireParts(found);
        for (const file of files)
            await this.storage.adopt(file.path, workDir, `source.${(0, upload_checks_1.extensionOf)(file)}`);
        const shp = files.find((f) => (0, upload_checks_1.extensionOf)(f) === 'shp');
        return { stem: (0, upload_checks_1.baseName)(shp?.originalname ?? 'layer'), found };
    }
};
exports.ShpPreparer = ShpPreparer;
exports.ShpPreparer = ShpPreparer = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [gdal_cli_1.GdalCli,
        import_storage_1.ImportStorage,
        srs_catalog_1.SrsCatalog])
], ShpPreparer);
function requireParts(found) {
    const missing = REQUIRED.filter((p) => !found.has(p));
    if (missing.length)
        throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.shp.partMissing', {
            parts: missing.map((p) => `.${p}`).join(', '),
        });
}
//# sourceMappingURL=shp.preparer.js.map