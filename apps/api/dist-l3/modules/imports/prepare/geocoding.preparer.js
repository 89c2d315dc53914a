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
exports.GeocodingPreparer = void 0;
exports.detectEncoding = detectEncoding;
exports.detectSeparator = detectSeparator;
const promises_1 = __importDefault(require("node:fs/promises"));
const node_path_1 = __importDefault(require("node:path"));
const common_1 = require("@nestjs/common");
const domain_1 = require("@nuri/domain");
const domain_error_1 = require("../../../common/errors/domain-error");
const gdal_cli_1 = require("../gdal/gdal-cli");
const import_storage_1 = require("../import-storage");
const upload_sniff_1 = require("../upload-sniff");
const probe_1 = require("./probe");
const srs_catalog_1 = require("./srs-catalog");
const upload_checks_1 = require("./upload-checks");
const SAMPLE_BYTES = 64 * 1024;
const CSV_OPEN = ['-oo', 'HEADERS=YES', '-oo', 'AUTODETECT_TYPE=NO'];
/**
 * Tables with coordinate columns (CSV, TXT, XLSX, XLS). The header is read with GDAL from a
 * UTF-8 sample (CSV/TXT in UTF-8 or CP949/EUC-KR, detected or chosen), the coordinate columns
 * found by name (X/Y, lon/lat, X좌표/Y좌표, 경도/위도 …) or given, and the source SRID decided:
 * the user's, else 4326 for longitude/latitude and 5186 for X/Y.
 */
let GeocodingPreparer = class GeocodingPreparer {
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
        (0, upload_checks_1.checkFile)('geocoding', file);
        const extension = (0, upload_checks_1.extensionOf)(file);
        const { source, headers } = extension === 'xlsx' || extension === 'xls'
            ? await this.workbook(input, file, extension)
            : await this.text(input, file);
        const columns = coordinateColumns(headers, input.options);
        const sourceSrid = input.options.srid ?? (0, domain_1.defaultSourceSrid)(columns.kind);
        const { geographic } = await this.srs.require(sourceSrid);
        return {
            lyrTySeCode: domain_1.LYR_TY_SE_CODES.POINT,
            defaultName: (0, upload_checks_1.baseName)(file.originalname),
            plan: {
                kind: 'geocoding',
                ...source,
                xIndex: columns.xIndex,
                yIndex: columns.yIndex,
                xColumn: columns.x,
                yColumn: columns.y,
                sourceSrid,
                targetSrid: domain_1.GEOCODING_TARGET_SRID,
                geographic,
                pointsByGdal: source.driver === 'CSV' && gdalCanFind(headers, columns),
            },
        };
    }
    async text(input, file) {
        await (0, upload_checks_1.requireKind)(file.path, file.originalname, ['text'], 'CSV/TXT');
        const head = await (0, upload_sniff_1.readHead)(file.path, SAMPLE_BYTES);
        const encoding = detectEncoding(head, input.options.encoding);
        const complete = file.size <= head.length;
        const lastLineEnd = head.lastIndexOf(0x0a);
        const sample = complete || lastLineEnd < 0 ? head : head.subarray(0, lastLineEnd + 1);
        const text = new TextDecoder(encoding === 'UTF-8' ? 'utf-8' : 'euc-kr')
            .decode(sample)
            .replace(/^\uFEFF/, '');
        const separator = detectSeparator(text.split(/\r?\n/, 1)[0] ?? '');
        // GDAL finds comma or semicolon itself and reads a .tsv file as tab-separated.
        const extension = separator === 'TAB' ? 'tsv' : 'csv';
        const probe = node_path_1.default.join(input.workDir, `probe.${extension}`);
        await promises_1.default.writeFile(probe, text);
        const [layer] = await (0, probe_1.probeVector)(this.gdal, `CSV:${probe}`, file.originalname, CSV_OPEN);
        await promises_1.default.rm(probe, { force: true });
        const rows = layer?.featureCount ?? 0;
        if (!layer || !rows)
            throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.noFeatures');
        const sourceName = `source.${extension}`;
        await this.storage.adopt(file.path, input.workDir, sourceName);
        return {
            headers: layer.fields.map((f) => f.name),
            source: {
                driver: 'CSV',
                source: sourceName,
                layerName: null,
                encoding,
                separator,
                expectedCount: complete ? rows : Math.round((rows * file.size) / sample.length),
                rowNumbering: 'line',
            },
        };
    }
    async workbook(input, file, extension) {
        const driver = extension === 'xlsx' ? 'XLSX' : 'XLS';
        await (0, upload_checks_1.requireKind)(file.path, file.originalname, [extension], driver);
        const sourceName = `source.${extension}`;
        const source = await this.storage.adopt(file.path, input.workDir, sourceName);
        // The first row names the columns; cells are read as text and checked in SQL.
        const config = [
            '--config',
            `OGR_${driver}_HEADERS`,
            'FORCE',
            '--config',
            `OGR_${driver}_FIELD_TYPES`,
            'STRING',
        ];
        const sheets = await (0, probe_1.probeVector)(this.gdal, source, file.originalname, config);
        const sheet = sheets.find((s) => (s.featureCount ?? 0) > 0);
        if (!sheet)
            throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.noFeatures');
        return {
            headers: sheet.fields.map((f) => f.name),
            source: {
                driver,
                source: sourceName,
                layerName: sheet.name,
                encoding: 'UTF-8',
                separator: null,
                expectedCount: sheet.featureCount,
                rowNumbering: 'sheetRow',
            },
        };
    }
};
exports.GeocodingPreparer = GeocodingPreparer;
exports.GeocodingPreparer = GeocodingPreparer = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [gdal_cli_1.GdalCli,
        import_storage_1.ImportStorage,
        srs_catalog_1.SrsCatalog])
], GeocodingPreparer);
/** UTF-8 when the bytes are UTF-8, else CP949 (EUC-KR) when they decode as such; the user's choice wins. */
function detectEncoding(head, chosen) {
    if (chosen)
        return chosen === 'UTF-8' ? 'UTF-8' : 'CP949';
    for (const [label, name] of [
        ['utf-8', 'UTF-8'],
        ['euc-kr', 'CP949'],
    ]) {
        try {
            // stream: a character cut at the end of the sample is not an error.
            new TextDecoder(label, { fatal: true }).decode(head, { stream: true });
            return name;
        }
        catch {
            // next encoding
        }
    }
    throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.encoding.unreadable');
}
/** The separator used most in the header line (tab, semicolon or comma; comma on a tie). */
function detectSeparator(header) {
    const count = (c) => header.split(c).length - 1;
    const [tabs, semicolons, commas] = [count('\t'), count(';'), count(',')];
    if (tabs > commas && tabs >= semicolons)
        return 'TAB';
    if (semicolons > commas)
        return 'SEMICOLON';
    return 'COMMA';
}
/** The coordinate columns: the ones the user names, else found by their header names. */
function coordinateColumns(headers, options) {
    if (options.xColumn || options.yColumn) {
        const xIndex = columnIndex(headers, options.xColumn);
        const yIndex = columnIndex(headers, options.yColumn);
        if (xIndex === yIndex)
            throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.geocoding.columnsBoth');
        const kind = (0, domain_1.findCoordinateColumns)([headers[xIndex], headers[yIndex]])?.kind ?? 'xy';
        return { x: headers[xIndex], y: headers[yIndex], xIndex, yIndex, kind };
    }
    const found = (0, domain_1.findCoordinateColumns)(headers);
    if (!found)
        throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.geocoding.columnsRequired', {
            columns: headers.join(', ').slice(0, 300),
        });
    return found;
}
// Names GDAL's CSV driver takes in X_POSSIBLE_NAMES (a comma-separated list with '*' wildcards,
// matched without case); a WKT column would become a second geometry; gid and geom are taken.
function gdalCanFind(headers, columns) {
    const lower = headers.map((h) => h.trim().toLowerCase());
    const unique = (name) => lower.filter((h) => h === name.trim().toLowerCase()).length === 1;
    const plain = (name) => !/[,*"]/.test(name) && name.trim() === name && unique(name);
    return (columns.xIndex !== columns.yIndex &&
        plain(columns.x) &&
        plain(columns.y) &&
        !lower.some((h) => h === 'wkt' || h === 'gid' || h === 'geom'));
}
function columnIndex(headers, name) {
    if (!name)
        throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.geocoding.columnsBoth');
    const exact = headers.indexOf(name);
    const index = exact >= 0 ? exact : headers.map(domain_1.normalizeColumnName).indexOf((0, domain_1.normalizeColumnName)(name));
    if (index < 0)
        throw new domain_error_1.DomainError('BAD_REQUEST', 'upload.columnNotFound', { column: name });
    return index;
}
//# sourceMappingURL=geocoding.preparer.js.map