import { execFile } from 'node:child_process';

/** The export formats and how ogr2ogr writes each (spec 001 §7: download file). */
export const OUTPUT_FORMATS = ['geojson', 'shp', 'csv', 'gpkg', 'kml'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];
export const SHP_ENCODINGS = ['UTF-8', 'CP949'] as const;
export type ShpEncoding = (typeof SHP_ENCODINGS)[number];

interface FormatSpec {
  driver: string;
  extension: string;
  contentType: string;
  /** Written in EPSG:4326 (formats without a coordinate system file, or defined in WGS 84). */
  wgs84: boolean;
  options: (encoding: ShpEncoding) => string[];
}

export const FORMAT_SPECS: Readonly<Record<OutputFormat, FormatSpec>> = {
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
export function pgEnvironment(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = {
    PGHOST: decodeURIComponent(url.hostname.replace(/^\[|\]$/g, '')) || 'localhost',
    PGPORT: url.port || '5432',
    PGDATABASE: decodeURIComponent(url.pathname.replace(/^\//, '')),
    PGUSER: decodeURIComponent(url.username),
  };
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const sslmode = url.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/** Arguments exporting one table of the layers schema into `output`. */
export function ogr2ogrArgs(opts: {
  format: OutputFormat;
  encoding: ShpEncoding;
  output: string;
  /** `layers.<table>` as the PostgreSQL driver names the layer. */
  sourceLayer: string;
  layerName: string;
}): string[] {
  // GDAL's connection string splits on spaces and commas: only plain names are passed.
  if (!/^[A-Za-z_][A-Za-z0-9_]*\.[A-Za-z_][A-Za-z0-9_]*$/.test(opts.sourceLayer)) throw new Error(`unsupported table name ${opts.sourceLayer}`);
  const spec = FORMAT_SPECS[opts.format];
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
export function runOgr2ogr(bin: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(
      bin,
      args,
      { env: { ...process.env, ...env }, timeout: timeoutMs, maxBuffer: 4 * 1024 * 1024, windowsHide: true },
      (error, _stdout, stderr) => (error ? reject(new Error(`ogr2ogr failed: ${error.message}\n${stderr}`)) : resolve()),
    );
  });
}
