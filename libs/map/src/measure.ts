import type { Geometry } from 'ol/geom';
import type { ProjectionLike } from 'ol/proj';
import { getArea, getLength } from 'ol/sphere';
import { fromExtent } from 'ol/geom/Polygon';
import type { Extent } from 'ol/extent';

/** A length on the ground as the measure tooltip shows it: metres below 1 km, else km (2 decimals). */
export function formatLength(metres: number): string {
  if (!Number.isFinite(metres) || metres < 0) return '0 m';
  if (metres >= 1000) return `${(metres / 1000).toFixed(2)} km`;
  return `${metres.toFixed(2)} m`;
}

/** An area on the ground: m² below 0.1 km², else km² (2 decimals). */
export function formatArea(squareMetres: number): string {
  if (!Number.isFinite(squareMetres) || squareMetres < 0) return '0 m²';
  if (squareMetres >= 100_000) return `${(squareMetres / 1_000_000).toFixed(2)} km²`;
  return `${squareMetres.toFixed(2)} m²`;
}

/** Geodesic length (m) of a line drawn in the view projection. */
export function measureLength(geometry: Geometry, projection: ProjectionLike): number {
  return getLength(geometry, { projection });
}

/** Geodesic area (m²) of a polygon drawn in the view projection. */
export function measureArea(geometry: Geometry, projection: ProjectionLike): number {
  return getArea(geometry, { projection });
}

/** Geodesic area (m²) of a box drawn in the view projection (map-area selection). */
export function extentArea(extent: Extent, projection: ProjectionLike): number {
  return getArea(fromExtent(extent), { projection });
}
