import proj4 from 'proj4';
import { register } from 'ol/proj/proj4';
import { get as getProjection, type Projection } from 'ol/proj';

/** EPSG codes the map builder works in (spec 001 §9; EPSG:5186 is the default view). */
export const MAP_SRIDS = [5186, 5179, 5181, 5174, 4326, 3857] as const;
export type MapSrid = (typeof MAP_SRIDS)[number];

/**
 * proj4 definitions of the Korean projections (same parameters as PROJ's EPSG database; the
 * Bessel-based 5174 carries the commonly used Korea 1985 → WGS84 Helmert shift).
 */
export const PROJ4_DEFS: Readonly<Record<Exclude<MapSrid, 4326 | 3857>, string>> = {
  5186: '+proj=tmerc +lat_0=38 +lon_0=127 +k=1 +x_0=200000 +y_0=600000 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs',
  5179: '+proj=tmerc +lat_0=38 +lon_0=127.5 +k=0.9996 +x_0=1000000 +y_0=2000000 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs',
  5181: '+proj=tmerc +lat_0=38 +lon_0=127 +k=1 +x_0=200000 +y_0=500000 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs',
  5174:
    '+proj=tmerc +lat_0=38 +lon_0=127.002890277778 +k=1 +x_0=200000 +y_0=500000 +ellps=bessel ' +
    '+towgs84=-115.80,474.99,674.11,1.16,-2.31,-1.63,6.43 +units=m +no_defs',
};

// Longitude/latitude bounds of the Korean projections' area of use; their projected extents
// are derived from it so OpenLayers can build tile grids.
export const KOREA_LONLAT_BOUNDS: readonly [number, number, number, number] = [124, 33, 132, 43];

let registered = false;

/** Registers the definitions with proj4 and OpenLayers once; returns the OL projections. */
export function registerProjections(): Record<MapSrid, Projection> {
  if (!registered) {
    for (const [srid, def] of Object.entries(PROJ4_DEFS)) proj4.defs(`EPSG:${srid}`, def);
    register(proj4);
    for (const srid of Object.keys(PROJ4_DEFS)) {
      getProjection(`EPSG:${srid}`)?.setExtent(projectedExtent(Number(srid) as MapSrid));
    }
    registered = true;
  }
  const out = {} as Record<MapSrid, Projection>;
  for (const srid of MAP_SRIDS) {
    const p = getProjection(`EPSG:${srid}`);
    if (!p) throw new Error(`projection EPSG:${srid} is not registered`);
    out[srid] = p;
  }
  return out;
}

/** Transforms a lon/lat (EPSG:4326) coordinate into a map projection. */
export function fromLonLat(lonLat: readonly [number, number], srid: MapSrid): [number, number] {
  registerProjections();
  const [x, y] = proj4('EPSG:4326', `EPSG:${srid}`, [lonLat[0], lonLat[1]]);
  return [x, y];
}

/** Transforms a coordinate between two map projections. */
export function transformCoordinate(xy: readonly [number, number], from: MapSrid, to: MapSrid): [number, number] {
  registerProjections();
  const [x, y] = proj4(`EPSG:${from}`, `EPSG:${to}`, [xy[0], xy[1]]);
  return [x, y];
}

function projectedExtent(srid: MapSrid): [number, number, number, number] {
  const [w, s, e, n] = KOREA_LONLAT_BOUNDS;
  const corners = [
    [w, s],
    [w, n],
    [e, s],
    [e, n],
    [(w + e) / 2, s],
    [(w + e) / 2, n],
  ].map(([lon, lat]) => proj4('EPSG:4326', `EPSG:${srid}`, [lon, lat]));
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}
