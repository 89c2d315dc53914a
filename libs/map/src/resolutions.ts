import { BASE_MAP_PROVIDER_GRIDS, NAVER_BOUNDS } from '@nuri/domain';

// Web Mercator resolution at zoom 0 (metres per pixel of a 256-px tile).
const MERCATOR_Z0 = 156543.03392804097;

/** Google-style Web Mercator: 20 levels (z 0–19) in EPSG:3857. */
export const GOOGLE_RESOLUTIONS: readonly number[] = Array.from(
  { length: BASE_MAP_PROVIDER_GRIDS.google.levels },
  (_, z) => MERCATOR_Z0 / 2 ** z,
);

/**
 * Kakao map tiles: 14 levels in EPSG:5181, 2048 m/px halving down to 0.25 m/px, on the grid
 * whose origin is (-30000, -60000).
 */
export const KAKAO_RESOLUTIONS: readonly number[] = Array.from(
  { length: BASE_MAP_PROVIDER_GRIDS.kakao.levels },
  (_, i) => 2048 / 2 ** i,
);
export const KAKAO_ORIGIN: readonly [number, number] = [-30000, -60000];
export const KAKAO_EXTENT: readonly [number, number, number, number] = [-30000, -60000, 494288, 988576];

/** Naver map tiles: 13 levels of Web Mercator (z 6–18), limited to Naver's bounds. */
export const NAVER_FIRST_ZOOM = 6;
export const NAVER_RESOLUTIONS: readonly number[] = Array.from(
  { length: BASE_MAP_PROVIDER_GRIDS.naver.levels },
  (_, i) => MERCATOR_Z0 / 2 ** (NAVER_FIRST_ZOOM + i),
);
export const NAVER_LONLAT_EXTENT: readonly [number, number, number, number] = [
  NAVER_BOUNDS.minLng,
  NAVER_BOUNDS.minLat,
  NAVER_BOUNDS.maxLng,
  NAVER_BOUNDS.maxLat,
];
