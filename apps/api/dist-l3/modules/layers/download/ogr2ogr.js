"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.FORMAT_SPECS = exports.SHP_ENCODINGS = exports.OUTPUT_FORMATS = void 0;
exports.pgEnvironment = pgEnvironment;
exports.ogr2ogrArgs = ogr2ogrArgs;
exports.runOgr2ogr = runOgr2ogr;
const node_child_process_1 = require("node:child_process");
/** The export formats and how ogr2ogr writes each (spec 001 §7: download file). */
exports.OUTPUT_FORMATS = ['geojson', 'shp', 'csv', 'gpkg', 'kml'];
exports.SHP_ENCODINGS = ['UTF-8', 'CP949'];
exports.FORMAT_SPECS = {
    geojson: { driver: 'GeoJSON', extension: 'geojson', contentType: 'application/geo+json', wgs84: true, options: () => ['-lco', 'RFC7946=YES'] },
    shp: {
        driver: 'ESRI Shapefile',
        extension: 'shp',
        contentType: 'application/zip',
        wgs84: false,
        // ENCODING also writes the .cpg that tells readers the attribute encoding.
        options: (encoding) => ['-lco', `ENCODING=${encoding}`],
    },
    csv: {
        driver: 'CSV',
        extension: 'csv',
        contentType: 'text/csv; charset=utf-8',
        wgs84: true,
        // A BOM lets Korean Excel read UTF-8; the geometry travels as WKT.
        options: () => ['-lco', 'GEOMETRY=AS_WKT', '-lco', 'WRITE_BOM=YES'],
    },
    gpkg: { driver: 'GPKG', extension: 'gpkg', contentType: 'application/geopackage+sqlite3', wgs84: false, options: () => ['-preserve_fid'] },
    kml: { driver: 'KML', extension: 'kml', contentType: 'application/vnd.google-earth.kml+xml', wgs84: true, options: () => [] },
};
/**
 * The libpq environment for a DATABASE_URL: GDAL's PostgreSQL driver reads it, so the password
 * never appears on a command line.
 */
function pgEnvironment(databaseUrl) {
    const url = new URL(databaseUrl);
    const env = {
        PGHOST: decodeURIComponent(url.hostname.replace(/^\[|\]$/g, '')) || 'localhost',
        PGPORT: url.port || '5432',
        PGDATABASE: decodeURIComponent(url.pathname.replace(/^\//, '')),
        PGUSER: decodeURIComponent(url.username),
    };
    if (url.password)
        env.PGPASSWORD = decodeURIComponent(url.password);
    const sslmode = url.searchParams.get('sslmode');
    if (sslmode)
        env.PGSSLMODE = sslmode;
    return env;
}
/** Arguments exporting one table of the layers schema into `output`. */
function ogr2ogrArgs(opts) {
    // GDAL's connection string splits on spaces and commas: only plain names are passed.
    if (!/^[A-Za-z_][A-Za-z0-9_]*\.[A-Za-z_][A-Za-z0-9_]*$/.test(opts.sourceLayer))
        throw new Error(`unsupported table name ${opts.sourceLayer}`);
    const spec = exports.FORMAT_SPECS[opts.format];
    return [
        '-f',
        spec.driver,
        ...(spec.wgs84 ? ['-t_srs', 'EPSG:4326'] : []),
        ...spec.options(opts.encoding),
        '-nln',
        opts.layerName,
        opts.output,
        `PG:tables=${opts.sourceLayer}`,
        opts.sourceLayer,
    ];
}
/** Runs ogr2ogr (arguments as an array, no shell); rejects with its error output. */
function runOgr2ogr(bin, args, env, timeoutMs) {
    return new Promise((resolve, reject) => {
        (0, node_child_process_1.execFile)(bin, args, { env: { ...process.env, ...env }, timeout: timeoutMs, maxBuffer: 4 * 1024 * 1024, windowsHide: true }, (error, _stdout, stderr) => (error ? reject(new Error(`ogr2ogr failed: ${error.message}\n${stderr}`)) : resolve()));
    });
}
//# sourceMappingURL=ogr2ogr.js.map