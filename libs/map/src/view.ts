import { DEFAULT_MAP_SRID, DEFAULT_MAP_ZOOM, DESKTOP_RESOLUTION, MOBILE_RESOLUTION, type BaseMapProvider } from '@nuri/domain';
import View from 'ol/View';
import { getPointResolution, get as getProjection, transform, transformExtent } from 'ol/proj';
import { fromLonLat, MAP_SRIDS, registerProjections, type MapSrid } from './projections';
import { GOOGLE_RESOLUTIONS, KAKAO_EXTENT, KAKAO_RESOLUTIONS, NAVER_LONLAT_EXTENT, NAVER_RESOLUTIONS } from './resolutions';

/** Where a new map opens: Seoul City Hall. */
export const DEFAULT_CENTER_LONLAT: readonly [number, number] = [126.978, 37.5665];

// Web Mercator zoom-0 resolution; the default zoom scale of views in every projection, so
// that "zoom 15" means about the same ground resolution (≈ 4.8 m/px) everywhere.
const MERCATOR_Z0 = 156543.03392804097;
/** Zoom levels 0–21 of views without a provider grid. */
export const DEFAULT_RESOLUTIONS: readonly number[] = Array.from({ length: 22 }, (_, z) => MERCATOR_Z0 / 2 ** z);

/** The tile grid a base map's view must use (spec 001 §9): its projection and resolutions. */
export interface ViewGrid {
  srid: MapSrid;
  /** Resolutions the view snaps to (map units per pixel, largest first). */
  resolutions: readonly number[];
  /** Extent the view may not leave (projected), when the provider limits it. */
  extent?: readonly [number, number, number, number];
  /** The provider table used, if any. */
  provider?: BaseMapProvider;
}

/** The grid of a provider's tiles: kakao 14 levels in 5181, google 20 and naver 13 (with Naver's bounds) in 3857. */
export function providerGrid(provider: BaseMapProvider): ViewGrid {
  registerProjections();
  switch (provider) {
    case 'kakao':
      return { srid: 5181, resolutions: KAKAO_RESOLUTIONS, extent: KAKAO_EXTENT, provider };
    case 'google':
      return { srid: 3857, resolutions: GOOGLE_RESOLUTIONS, provider };
    case 'naver': {
      const [w, s, e, n] = transformExtent([...NAVER_LONLAT_EXTENT], 'EPSG:4326', 'EPSG:3857');
      return { srid: 3857, resolutions: NAVER_RESOLUTIONS, extent: [w, s, e, n], provider };
    }
  }
}

/** The grid of views in a projection without a provider: the default zoom scale. */
export function defaultGrid(srid: MapSrid): ViewGrid {
  return { srid, resolutions: srid === 4326 ? DEFAULT_RESOLUTIONS.map((r) => r / 111319.49079327357) : DEFAULT_RESOLUTIONS };
}

export function isMapSrid(value: number): value is MapSrid {
  return (MAP_SRIDS as readonly number[]).includes(value);
}

/** 'EPSG:5186' → 5186 (null when it is not one of the map projections). */
export function sridOf(projection: string | null | undefined): MapSrid | null {
  const m = /^EPSG:(\d+)$/i.exec((projection ?? '').trim());
  const n = m ? Number(m[1]) : NaN;
  return isMapSrid(n) ? n : null;
}

export interface SavedView {
  projection: string;
  /** [x, y] in the projection's units. */
  center: readonly number[];
  zoom: number;
}

export interface CreateViewOptions {
  grid?: ViewGrid;
  center?: readonly [number, number];
  zoom?: number;
  resolution?: number;
}

/** A view on a grid (default: EPSG:5186, zoom 15, centred on Seoul City Hall). */
export function createView(options: CreateViewOptions = {}): View {
  registerProjections();
  const grid = options.grid ?? defaultGrid(DEFAULT_MAP_SRID);
  const center = options.center ?? fromLonLat(DEFAULT_CENTER_LONLAT, grid.srid);
  const view = new View({
    projection: `EPSG:${grid.srid}`,
    resolutions: [...grid.resolutions],
    extent: grid.extent ? [...grid.extent] : undefined,
    constrainOnlyCenter: Boolean(grid.extent),
    // Snap to the table's levels: provider tiles exist only there.
    constrainResolution: true,
    center: [center[0], center[1]],
  });
  view.set('nuriGrid', grid);
  if (options.resolution !== undefined) view.setResolution(view.getConstrainedResolution(options.resolution));
  else view.setZoom(clampZoom(options.zoom ?? DEFAULT_MAP_ZOOM, grid));
  return view;
}

function clampZoom(zoom: number, grid: ViewGrid): number {
  return Math.max(0, Math.min(grid.resolutions.length - 1, Math.round(zoom)));
}

/** Restores a saved view (unknown projections fall back to the default one). */
export function viewFromSaved(saved: SavedView | null | undefined, grid?: ViewGrid): View {
  if (!saved) return createView({ grid });
  const srid = sridOf(saved.projection) ?? DEFAULT_MAP_SRID;
  const target = grid ?? defaultGrid(srid);
  let center: [number, number] = [Number(saved.center[0]), Number(saved.center[1])];
  if (target.srid !== srid) center = transform(center, `EPSG:${srid}`, `EPSG:${target.srid}`) as [number, number];
  return createView({ grid: target, center, zoom: saved.zoom });
}

/** The view as the web-map API stores it. */
export function saveView(view: View): SavedView {
  const center = view.getCenter() ?? [0, 0];
  return {
    projection: view.getProjection().getCode(),
    center: [center[0], center[1]],
    zoom: Math.round((view.getZoom() ?? DEFAULT_MAP_ZOOM) * 100) / 100,
  };
}

/**
 * A new view on another grid showing the same place at about the same ground resolution: the
 * centre is transformed, the resolution converted through the point resolutions of both
 * projections, then snapped to the new grid.
 */
export function switchViewGrid(view: View, grid: ViewGrid): View {
  registerProjections();
  const from = view.getProjection();
  const to = getProjection(`EPSG:${grid.srid}`);
  if (!to) throw new Error(`EPSG:${grid.srid} is not registered`);
  const center = view.getCenter() ?? fromLonLat(DEFAULT_CENTER_LONLAT, grid.srid);
  const resolution = view.getResolution() ?? DEFAULT_RESOLUTIONS[DEFAULT_MAP_ZOOM];
  const newCenter = transform(center, from, to) as [number, number];
  const groundResolution = getPointResolution(from, resolution, center, 'm');
  const unitResolution = groundResolution / (getPointResolution(to, 1, newCenter, 'm') || 1);
  const next = createView({ grid, center: newCenter, resolution: unitResolution });
  return next;
}

/** Same projection and resolutions: no need for a new view. */
export function sameGrid(a: ViewGrid | undefined, b: ViewGrid): boolean {
  if (!a) return false;
  return a.srid === b.srid && a.resolutions.length === b.resolutions.length && a.resolutions.every((r, i) => r === b.resolutions[i]);
}

/** The grid a view was made on. */
export function gridOf(view: View): ViewGrid | undefined {
  return view.get('nuriGrid') as ViewGrid | undefined;
}

/** Resolution the 'my location' button zooms to: mobile 0.255, desktop 1.194 (spec 001 §9). */
export function locationResolution(mobile: boolean): number {
  return mobile ? MOBILE_RESOLUTION : DESKTOP_RESOLUTION;
}

/** A narrow or coarse-pointer screen counts as mobile. */
export function isMobileScreen(win: { innerWidth: number; matchMedia?: (q: string) => { matches: boolean } } | undefined): boolean {
  if (!win) return false;
  if (win.innerWidth < 768) return true;
  return Boolean(win.matchMedia?.('(pointer: coarse)').matches);
}
