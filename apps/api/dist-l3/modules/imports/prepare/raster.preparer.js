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
exports.RasterPreparer = exports.WORLD_FILE_EXTENSIONS = void 0;
exports.parseExtent = parseExtent;
const promises_1 = __importDefault(require("node:fs/promises"));
const common_1 = require("@nestjs/common");
const domain_1 = require("@nuri/domain");
const domain_error_1 = require("../../../common/errors/domain-error");
const gdal_cli_1 = require("../gdal/gdal-cli");
const ogr_summary_1 = require("../gdal/ogr-summary");
const import_storage_1 = require("../import-storage");
const probe_1 = require("./probe");
const srs_catalog_1 = require("./srs-catalog");
const upload_checks_1 = require("./upload-checks");
/** World files beside an image (.wld, or the extension's own: .pgw/.pngw, .jgw/.jpgw/.jpegw). */
exports.WORLD_FILE_EXTENSIONS = ['wld', 'pgw', 'pngw', 'jgw', 'jpgw', 'jpegw'];
const WORLD_FILE_MAX_BYTES = 4096;
/**
 * GeoTIFFs (≤ 50 MB, georeferenced, SRID from the file or the user) and images (PNG/JPEG ≤ 3 MB)
 * placed by a world file sent with them or by an extent the user gives (SRID the user's, else
 * EPSG:5186).
 */
let RasterPreparer = class RasterPreparer {
    gdal;
    storage;
    srs;
    constructor(gdal, storage, srs) {
        this.gdal = gdal;
        this.storage = storage;
        this.srs = srs;
    }
    async prepareGeoTiff(input) {
        const files = (0, upload_checks_1.requireFiles)(input.files);
        if (files.length > 1)
            throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.oneFile');
        const file = files[0];
        (0, upload_checks_1.checkFile)('geotiff', file);
        await (0, upload_checks_1.requireKind)(file.path, file.originalname, ['tiff'], 'GeoTIFF');
        const source = await this.storage.adopt(file.path, input.workDir, 'source.tif');
        const info = await (0, probe_1.probeRaster)(this.gdal, source, file.originalname, 'GTiff');
        if (!(0, ogr_summary_1.isGeoreferenced)(info))
            throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.raster.notGeoreferenced', { fileName: file.originalname });
        const srid = input.options.srid ?? (info.coordinateSystem?.wkt ? (0, ogr_summary_1.epsgOfWkt)(info.coordinateSystem.wkt) : null);
        if (!srid)
            throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.srid.required');
        await this.srs.require(srid);
        return this.prepared(file, {
            kind: 'raster',
            driver: 'GTiff',
            source: 'source.tif',
            srid,
            placement: 'file',
            extent: null,
            warp: (0, ogr_summary_1.isRotated)(info),
        });
    }
    async prepareImage(input) {
        const files = (0, upload_checks_1.requireFiles)(input.files);
        const worldFiles = files.filter((f) => exports.WORLD_FILE_EXTENSIONS.includes((0, upload_checks_1.extensionOf)(f)));
        const images = files.filter((f) => !worldFiles.includes(f));
        if (images.length !== 1 || worldFiles.length > 1)
            throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.image.files');
        const image = images[0];
        (0, upload_checks_1.checkFile)('image', image);
        const kind = await (0, upload_checks_1.requireKind)(image.path, image.originalname, ['png', 'jpeg'], 'PNG/JPEG');
        const extension = kind === 'png' ? 'png' : 'jpg';
        const extent = input.options.extent ? parseExtent(input.options.extent) : null;
        if (!worldFiles.length && !extent)
            throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.image.placementRequired');
        const srid = input.options.srid ?? domain_1.DEFAULT_MAP_SRID;
        await this.srs.require(srid);
        const source = await this.storage.adopt(image.path, input.workDir, `source.${extension}`);
        if (worldFiles.length && !extent) {
            await this.adoptWorldFile(worldFiles[0], input.workDir);
        }
        const info = await (0, probe_1.probeRaster)(this.gdal, source, image.originalname, kind === 'png' ? 'PNG' : 'JPEG');
        if (!extent && !(0, ogr_summary_1.isGeoreferenced)(info))
            throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.image.worldFileInvalid');
        return this.prepared(image, {
            kind: 'raster',
            driver: kind === 'png' ? 'PNG' : 'JPEG',
            source: `source.${extension}`,
            srid,
            placement: extent ? 'extent' : 'file',
            extent,
            warp: !extent && (0, ogr_summary_1.isRotated)(info),
        });
    }
    prepared(file, plan) {
        return { lyrTySeCode: domain_1.LYR_TY_SE_CODES.TIFF, defaultName: (0, upload_checks_1.baseName)(file.originalname), plan };
    }
    /** Six numbers, one a line (pixel sizes, rotations, upper-left centre); stored as source.wld, which GDAL reads beside the image. */
    async adoptWorldFile(file, workDir) {
        (0, upload_checks_1.requireContent)(file);
        if (file.size > WORLD_FILE_MAX_BYTES)
            throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.image.worldFileInvalid');
        const lines = (await promises_1.default.readFile(file.path, 'latin1'))
            .split(/\r?\n/)
            .map((l) => l.trim())
            .filter(Boolean);
        const numbers = lines.map(Number);
        if (numbers.length !== 6 ||
            numbers.some((n) => !Number.isFinite(n)) ||
            numbers[0] === 0 ||
            numbers[3] === 0) {
            throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.image.worldFileInvalid');
        }
        await this.storage.adopt(file.path, workDir, 'source.wld');
    }
};
exports.RasterPreparer = RasterPreparer;
exports.RasterPreparer = RasterPreparer = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [gdal_cli_1.GdalCli,
        import_storage_1.ImportStorage,
        srs_catalog_1.SrsCatalog])
], RasterPreparer);
/** 'minX,minY,maxX,maxY' with min < max (400 otherwise). */
function parseExtent(text) {
    const parts = text.split(',').map((p) => Number(p.trim()));
    if (parts.length !== 4 ||
        parts.some((n) => !Number.isFinite(n)) ||
        parts[0] >= parts[2] ||
        parts[1] >= parts[3]) {
        throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.extentInvalid');
    }
    return [parts[0], parts[1], parts[2], parts[3]];
}
//# sourceMappingURL=raster.preparer.js.map