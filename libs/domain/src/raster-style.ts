// How a raster layer (a COG from a GeoTIFF or a placed image) is drawn: part of LayerStyle
// (style.raster), saved with the web map like a vector style. Opacity is the TOC entry's.

/** Colour ramps for single-band rasters (low to high). */
export const RASTER_RAMPS = {
  terrain: ['#006837', '#31a354', '#addd8e', '#fee08b', '#d8b365', '#8c510a', '#ffffff'],
  viridis: ['#440154', '#3b528b', '#21918c', '#5ec962', '#fde725'],
  spectral: ['#2b83ba', '#abdda4', '#ffffbf', '#fdae61', '#d7191c'],
  blues: ['#f7fbff', '#6baed6', '#08306b'],
  reds: ['#fff5f0', '#fb6a4a', '#67000d'],
  grey: ['#000000', '#ffffff'],
} as const satisfies Record<string, readonly string[]>;
export type RasterRampName = keyof typeof RASTER_RAMPS;
export const RASTER_RAMP_NAMES = Object.keys(RASTER_RAMPS) as RasterRampName[];

/** Largest magnitude of a stretch bound (beyond any Float32 DEM or image value in practice). */
export const RASTER_STRETCH_LIMIT = 1e9;

export interface RasterStyle {
  /**
   * A single-band raster's colour ramp, or null: drawn as stored (grey for one band, RGB for
   * three or more). Ignored for multi-band rasters.
   */
  ramp: RasterRampName | null;
  /** Values at the ends of the ramp; null = the band's statistics (min/max at import). */
  min: number | null;
  max: number | null;
  /** Shaded relief drawn over a single-band raster (a DEM). */
  hillshade: boolean;
}

export const DEFAULT_RASTER_STYLE: RasterStyle = { ramp: null, min: null, max: null, hillshade: false };

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const absentOrNull = (v: unknown) => v === undefined || v === null;

function checkBound(v: unknown, path: string, errors: string[]): void {
  if (absentOrNull(v)) return;
  if (typeof v !== 'number' || !Number.isFinite(v) || Math.abs(v) > RASTER_STRETCH_LIMIT) {
    errors.push(`${path} must be a number from -${RASTER_STRETCH_LIMIT} to ${RASTER_STRETCH_LIMIT} or null`);
  }
}

/** Problems with a raster style (empty when valid); absent false/null fields mean exactly those. */
export function validateRasterStyle(value: unknown, path = 'style.raster'): string[] {
  if (!isObject(value)) return [`${path} must be an object`];
  const errors: string[] = [];
  if (!absentOrNull(value.ramp) && !RASTER_RAMP_NAMES.includes(value.ramp as RasterRampName)) {
    errors.push(`${path}.ramp must be one of ${RASTER_RAMP_NAMES.join(', ')} or null`);
  }
  checkBound(value.min, `${path}.min`, errors);
  checkBound(value.max, `${path}.max`, errors);
  if (typeof value.min === 'number' && typeof value.max === 'number' && !(value.min < value.max)) {
    errors.push(`${path}.min must be less than ${path}.max`);
  }
  if (value.hillshade !== undefined && typeof value.hillshade !== 'boolean') errors.push(`${path}.hillshade must be true or false`);
  return errors;
}

/** A validated raster style in full form (dropped false/null fields restored). */
export function normalizeRasterStyle(value: unknown): RasterStyle {
  const v = (value ?? {}) as Partial<RasterStyle>;
  return {
    ramp: v.ramp ?? null,
    min: typeof v.min === 'number' ? v.min : null,
    max: typeof v.max === 'number' ? v.max : null,
    hillshade: v.hillshade === true,
  };
}

/**
 * The value range a ramp spans: the style's bounds where set, else the band statistics; null
 * when neither is known (the map then stretches over the values it draws).
 */
export function rasterStretch(style: RasterStyle, stats: { min: number | null; max: number | null } | null): { min: number; max: number } | null {
  const min = style.min ?? stats?.min ?? null;
  const max = style.max ?? stats?.max ?? null;
  if (min === null || max === null) return null;
  return min < max ? { min, max } : { min: min - 1, max: min + 1 };
}
