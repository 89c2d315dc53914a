// Map defaults (spec 001 §9).
export const DEFAULT_MAP_SRID = 5186;
export const DEFAULT_MAP_PROJECTION = `EPSG:${DEFAULT_MAP_SRID}`;
export const DEFAULT_MAP_ZOOM = 15;
export const CLUSTER_DISTANCE = 50;
/** Starting view resolutions (map units per pixel) on mobile and desktop. */
export const MOBILE_RESOLUTION = 0.255;
export const DESKTOP_RESOLUTION = 1.194;
export const LOCATION_ANIMATION_MS = 500;

/** Naver base maps only cover this area. */
export const NAVER_BOUNDS = { minLat: 33, maxLat: 38.5, minLng: 124, maxLng: 132 } as const;

export function isWithinNaverBounds(lat: number, lng: number): boolean {
  return (
    lat >= NAVER_BOUNDS.minLat &&
    lat <= NAVER_BOUNDS.maxLat &&
    lng >= NAVER_BOUNDS.minLng &&
    lng <= NAVER_BOUNDS.maxLng
  );
}

/** Zoom-level counts and SRIDs of the commercial base-map tile grids. */
export const BASE_MAP_PROVIDER_GRIDS = {
  kakao: { levels: 14, srid: 5181 },
  google: { levels: 20, srid: 3857 },
  naver: { levels: 13, srid: 3857 },
} as const;
export type BaseMapProvider = keyof typeof BASE_MAP_PROVIDER_GRIDS;

// Base-map picker: one cached query (10 minutes, concurrent misses share one fetch).
export const BASE_MAP_CACHE_TTL_MS = 10 * 60 * 1000;
export const BASE_MAP_PAGE_SIZE = 999;
export const BASE_MAP_PICKER_QUERY = {
  pageIndex: 1,
  pageSize: BASE_MAP_PAGE_SIZE,
  imageAt: 'N',
  bcrnMapUseAt: 'Y',
} as const;

// Base maps (bcrn_map). Kinds of base map (bcrnMapClCode): a general map, an aerial or
// satellite image map, and an overlay drawn over another base map (hybrid labels and roads).
export const BCRN_MAP_CL_CODES = { GENERAL: '01', IMAGE: '02', OVERLAY: '03' } as const;
export type BcrnMapClCode = (typeof BCRN_MAP_CL_CODES)[keyof typeof BCRN_MAP_CL_CODES];
export const ALL_BCRN_MAP_CL_CODES: readonly BcrnMapClCode[] = ['01', '02', '03'];
/** The built-in offline base map (Natural Earth countries as our own vector tiles, lyrStleCode V). */
export const OFFLINE_BASE_MAP_ID = 'OFFLINE_WORLD';
export const OFFLINE_BASE_MAP_TILE_URL = '/api/basemap/offline/tiles/{z}/{x}/{y}.mvt';
/** Source layer name inside the offline tiles; features carry `name` (English) and `iso` (ISO 3166-1 numeric). */
export const OFFLINE_BASE_MAP_SOURCE_LAYER = 'countries';
export const OFFLINE_BASE_MAP_MAX_ZOOM = 10;
export const BCRN_MAP_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
