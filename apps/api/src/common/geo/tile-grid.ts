import { DomainError } from '../errors/domain-error';

/** An axis-aligned box: [minX, minY, maxX, maxY]. */
export type Box = readonly [number, number, number, number];

/** A tile of the EPSG:3857 grid (the XYZ scheme OpenLayers and Mapbox use). */
export interface TileAddress {
  z: number;
  x: number;
  y: number;
}

export const MAX_TILE_ZOOM = 22;
/** MVT extent and buffer in tile units (the ST_AsMVTGeom defaults). */
export const MVT_EXTENT = 4096;
export const MVT_BUFFER = 64;

const EARTH_RADIUS = 6378137;
const HALF_WORLD = Math.PI * EARTH_RADIUS;
/** Latitude limit of Web Mercator. */
export const MAX_MERCATOR_LAT = 85.0511287798066;

/** 400 unless z is 0–22 and x, y lie inside the 2^z × 2^z grid. */
export function assertTileAddress(t: TileAddress): void {
  const n = 2 ** t.z;
  const ok = Number.isInteger(t.z) && t.z >= 0 && t.z <= MAX_TILE_ZOOM && inGrid(t.x, n) && inGrid(t.y, n);
  if (!ok) throw new DomainError('BAD_REQUEST', 'tiles.invalidAddress', { maxZoom: MAX_TILE_ZOOM });
}

function inGrid(v: number, n: number): boolean {
  return Number.isInteger(v) && v >= 0 && v < n;
}

/** The tile's bounds in EPSG:3857, grown by a margin given as a fraction of the tile size. */
export function tileBounds3857(t: TileAddress, margin = 0): Box {
  const size = (2 * HALF_WORLD) / 2 ** t.z;
  const minX = -HALF_WORLD + t.x * size;
  const maxY = HALF_WORLD - t.y * size;
  const m = size * margin;
  return [minX - m, maxY - size - m, minX + size + m, maxY + m];
}

/** Lon/lat (CRS84) box to EPSG:3857, latitudes clamped to the Web Mercator limit. */
export function crs84To3857(b: Box): Box {
  const x = (lon: number) => (Math.max(-180, Math.min(180, lon)) * HALF_WORLD) / 180;
  const y = (lat: number) => {
    const clamped = (Math.max(-MAX_MERCATOR_LAT, Math.min(MAX_MERCATOR_LAT, lat)) * Math.PI) / 180;
    return EARTH_RADIUS * Math.log(Math.tan(Math.PI / 4 + clamped / 2));
  };
  return [x(b[0]), y(b[1]), x(b[2]), y(b[3])];
}

/** The overlap of two boxes, or null when they do not meet. */
export function intersectBoxes(a: Box, b: Box): Box | null {
  const out: Box = [Math.max(a[0], b[0]), Math.max(a[1], b[1]), Math.min(a[2], b[2]), Math.min(a[3], b[3])];
  return out[0] <= out[2] && out[1] <= out[3] ? out : null;
}

/** Tile containing a lon/lat point at a zoom (tests and the benchmark pick tiles with it). */
export function tileOfLonLat(lon: number, lat: number, z: number): TileAddress {
  const n = 2 ** z;
  const rad = (Math.max(-MAX_MERCATOR_LAT, Math.min(MAX_MERCATOR_LAT, lat)) * Math.PI) / 180;
  const x = Math.floor(((lon + 180) / 360) * n);
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  return { z, x: Math.min(n - 1, Math.max(0, x)), y: Math.min(n - 1, Math.max(0, y)) };
}
