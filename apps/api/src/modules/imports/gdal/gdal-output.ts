// Reading the summaries GDAL prints. GDAL 3.6's ogrinfo has no JSON output, so the summary of
// `ogrinfo -ro -so` is read line by line; gdalinfo answers in JSON (-json).

export interface OgrField {
  name: string;
  type: string;
}

export interface OgrLayerSummary {
  name: string;
  /** OGR geometry type name ('Polygon', 'Point', 'Unknown (any)', 'None'). */
  geometry: string;
  featureCount: number | null;
  /** The EPSG code of the layer's coordinate system when GDAL identifies one. */
  epsg: number | null;
  /** True when the layer declares a coordinate system at all. */
  hasSrs: boolean;
  fields: OgrField[];
}

const FIELD_LINE =
  /^(.+): (Integer64List|IntegerList|RealList|StringList|Integer64|Integer|Real|String|Date|DateTime|Time|Binary)(?:\(\w+\))? \(\d+\.\d+\)$/;

/** The layers of `ogrinfo -ro -so -al <source>` output, in order. */
export function parseOgrSummary(output: string): OgrLayerSummary[] {
  const blocks = output.split(/^Layer name: /m).slice(1);
  return blocks.map((block) => {
    const lines = block.split(/\r?\n/);
    const name = lines[0].trim();
    let geometry = 'None';
    let featureCount: number | null = null;
    const wkt: string[] = [];
    const fields: OgrField[] = [];
    let inWkt = false;
    for (const line of lines.slice(1)) {
      if (line.startsWith('Geometry: ')) geometry = line.slice('Geometry: '.length).trim();
      else if (line.startsWith('Feature Count: '))
        featureCount = Number(line.slice('Feature Count: '.length)) || 0;
      else if (line.startsWith('Layer SRS WKT:')) inWkt = true;
      else if (inWkt && (line.startsWith('Data axis to CRS axis mapping') || FIELD_LINE.test(line))) {
        inWkt = false;
        pushField(line, fields);
      } else if (inWkt) wkt.push(line);
      else pushField(line, fields);
    }
    const text = wkt.join('\n').trim();
    const hasSrs = text !== '' && text !== '(unknown)';
    return { name, geometry, featureCount, epsg: hasSrs ? epsgOfWkt(text) : null, hasSrs, fields };
  });
}

function pushField(line: string, fields: OgrField[]): void {
  const m = FIELD_LINE.exec(line);
  if (m) fields.push({ name: m[1], type: m[2] });
}

/** The EPSG code a WKT (1 or 2) carries as its own identifier, or null. */
export function epsgOfWkt(wkt: string): number | null {
  const m = /(?:ID|AUTHORITY)\["EPSG",\s*"?(\d+)"?\]\]\s*$/.exec(wkt.trim());
  return m ? Number(m[1]) : null;
}

/** What `gdalinfo -json` tells about a raster (the parts used here). */
export interface GdalRasterInfo {
  size: [number, number];
  geoTransform?: number[];
  coordinateSystem?: { wkt?: string };
  cornerCoordinates?: Record<'upperLeft' | 'lowerLeft' | 'upperRight' | 'lowerRight', [number, number]>;
  bands: Array<{
    type: string;
    colorInterpretation?: string;
    /** With -stats: the band's statistics over its valid (not nodata) pixels. */
    minimum?: number;
    maximum?: number;
    mean?: number;
    stdDev?: number;
    noDataValue?: number | string;
  }>;
  /** Metadata by domain, e.g. IMAGE_STRUCTURE.LAYOUT = COG. */
  metadata?: Record<string, Record<string, string>>;
}

export function parseGdalInfo(json: string): GdalRasterInfo {
  const info = JSON.parse(json) as GdalRasterInfo;
  if (!Array.isArray(info.size) || !Array.isArray(info.bands)) throw new Error('unexpected gdalinfo output');
  return info;
}

/** [minX, minY, maxX, maxY] of a raster's corners, in its own coordinate system. */
export function rasterExtent(info: GdalRasterInfo): [number, number, number, number] | null {
  const c = info.cornerCoordinates;
  if (!c) return null;
  const xs = [c.upperLeft[0], c.lowerLeft[0], c.upperRight[0], c.lowerRight[0]];
  const ys = [c.upperLeft[1], c.lowerLeft[1], c.upperRight[1], c.lowerRight[1]];
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/** True when the raster has a real geotransform (not GDAL's default pixel grid). */
export function isGeoreferenced(info: GdalRasterInfo): boolean {
  const gt = info.geoTransform;
  return (
    Array.isArray(gt) &&
    gt.length === 6 &&
    !(gt[0] === 0 && gt[1] === 1 && gt[2] === 0 && gt[3] === 0 && gt[4] === 0 && gt[5] === 1)
  );
}

/** True when the geotransform rotates or shears the grid (then it is warped, not copied). */
export function isRotated(info: GdalRasterInfo): boolean {
  const gt = info.geoTransform;
  return Array.isArray(gt) && (gt[2] !== 0 || gt[4] !== 0);
}

/** One band's statistics as a raster layer keeps them (import report bandStats). */
export interface RasterBandStats {
  band: number;
  type: string;
  min: number | null;
  max: number | null;
  mean: number | null;
  stdDev: number | null;
  nodata: number | null;
}

const finite = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The statistics `gdalinfo -json -stats` printed for each band (null where GDAL gave none). */
export function bandStats(info: GdalRasterInfo): RasterBandStats[] {
  return info.bands.map((b, i) => ({
    band: i + 1,
    type: b.type,
    min: finite(b.minimum),
    max: finite(b.maximum),
    mean: finite(b.mean),
    stdDev: finite(b.stdDev),
    nodata: finite(typeof b.noDataValue === 'string' ? Number(b.noDataValue) : b.noDataValue),
  }));
}
