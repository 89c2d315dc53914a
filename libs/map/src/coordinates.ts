import { fromLonLat } from './projections';

/** What the simple map's coordinate search accepts: WGS84 longitude/latitude or EPSG:5186 metres. */
export type CoordinateSystem = 'lonlat' | '5186';

export interface ParsedCoordinates {
  /** The input as longitude/latitude, when it was given so. */
  lonLat: [number, number] | null;
  /** The point in EPSG:5186. */
  tm: [number, number];
}

// EPSG:5186's false origin is (200 000, 600 000): Korea lies roughly within these metres.
const TM_RANGE = { minX: -1_000_000, maxX: 2_000_000, minY: -1_000_000, maxY: 3_000_000 };

/**
 * Reads a coordinate search. Null when a number is missing or out of range (longitude -180–180,
 * latitude -90–90; EPSG:5186 within the range above). Commas as decimal points are not taken.
 */
export function parseCoordinates(system: CoordinateSystem, x: string, y: string): ParsedCoordinates | null {
  const tx = x.trim();
  const ty = y.trim();
  if (tx === '' || ty === '') return null;
  const a = Number(tx);
  const b = Number(ty);
  if (!Number.isFinite(a) || !Number.isFinite(b)) return null;
  if (system === 'lonlat') {
    if (a < -180 || a > 180 || b < -90 || b > 90) return null;
    return { lonLat: [a, b], tm: fromLonLat([a, b], 5186) };
  }
  if (a < TM_RANGE.minX || a > TM_RANGE.maxX || b < TM_RANGE.minY || b > TM_RANGE.maxY) return null;
  return { lonLat: null, tm: [a, b] };
}
