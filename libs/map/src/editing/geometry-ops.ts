import { LineString, MultiLineString, MultiPoint, MultiPolygon, Point, Polygon, type Geometry } from 'ol/geom';
import type { Coordinate } from 'ol/coordinate';
import { containsCoordinate } from 'ol/extent';

/** The geometry kind a layer type code draws ('1' point, '2' line, '3' polygon). */
export type EditGeometryKind = 'point' | 'line' | 'polygon';

export function editKindOf(lyrTySeCode: string): EditGeometryKind | null {
  return lyrTySeCode === '1' ? 'point' : lyrTySeCode === '2' ? 'line' : lyrTySeCode === '3' ? 'polygon' : null;
}

/** The OpenLayers Draw type of a kind. */
export function drawTypeOf(kind: EditGeometryKind): 'Point' | 'LineString' | 'Polygon' {
  return kind === 'point' ? 'Point' : kind === 'line' ? 'LineString' : 'Polygon';
}

/**
 * A polygon (or the part of a multipolygon that holds it) with `ring` as a new hole. Null when
 * the ring lies in no part (a hole must be inside the outer boundary).
 */
export function withHole(geometry: Geometry, ring: Coordinate[]): Polygon | MultiPolygon | null {
  const inside = (poly: Polygon) => ring.every((c) => containsCoordinate(poly.getExtent(), c) && poly.intersectsCoordinate(c));
  if (geometry instanceof Polygon) {
    if (!inside(geometry)) return null;
    return new Polygon([...geometry.getCoordinates(), closeRing(ring)]);
  }
  if (geometry instanceof MultiPolygon) {
    const parts = geometry.getPolygons();
    const at = parts.findIndex(inside);
    if (at < 0) return null;
    const coords = geometry.getCoordinates();
    coords[at] = [...coords[at], closeRing(ring)];
    return new MultiPolygon(coords);
  }
  return null;
}

/** The geometry with one more part (always multi: a point becomes a MultiPoint and so on). */
export function withPart(geometry: Geometry, part: Geometry): Geometry | null {
  if (part instanceof Point && (geometry instanceof Point || geometry instanceof MultiPoint)) {
    const points = geometry instanceof Point ? [geometry.getCoordinates()] : geometry.getCoordinates();
    return new MultiPoint([...points, part.getCoordinates()]);
  }
  if (part instanceof LineString && (geometry instanceof LineString || geometry instanceof MultiLineString)) {
    const lines = geometry instanceof LineString ? [geometry.getCoordinates()] : geometry.getCoordinates();
    return new MultiLineString([...lines, part.getCoordinates()]);
  }
  if (part instanceof Polygon && (geometry instanceof Polygon || geometry instanceof MultiPolygon)) {
    const polys = geometry instanceof Polygon ? [geometry.getCoordinates()] : geometry.getCoordinates();
    return new MultiPolygon([...polys, part.getCoordinates()]);
  }
  return null;
}

function closeRing(ring: Coordinate[]): Coordinate[] {
  const first = ring[0];
  const last = ring[ring.length - 1];
  return first && last && (first[0] !== last[0] || first[1] !== last[1]) ? [...ring, first] : ring;
}
