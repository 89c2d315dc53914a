import { LOCATION_ANIMATION_MS } from '@nuri/domain';
import type View from 'ol/View';
import { getPointResolution, transform } from 'ol/proj';
import { locationResolution } from './view';

/** The four geolocation failures, each with its own alert (spec 001 §8). */
export type GeolocationErrorKind = 'permissionDenied' | 'unavailable' | 'timeout' | 'unknown';

/** GeolocationPositionError codes: 1 permission denied, 2 position unavailable, 3 timeout; anything else unknown. */
export function geolocationErrorKind(error: { code?: number } | null | undefined): GeolocationErrorKind {
  switch (error?.code) {
    case 1:
      return 'permissionDenied';
    case 2:
      return 'unavailable';
    case 3:
      return 'timeout';
    default:
      return 'unknown';
  }
}

export interface LocateOptions {
  geolocation?: Pick<Geolocation, 'getCurrentPosition'> | null;
  mobile: boolean;
  /** ms; default 10 s. */
  timeout?: number;
}

export type LocateResult = { ok: true; center: [number, number] } | { ok: false; error: GeolocationErrorKind };

/**
 * Finds the device and moves the view there in 500 ms, at the mobile (0.255 m/px) or desktop
 * (1.194 m/px) resolution. Without a geolocation API the result is 'unavailable'.
 */
export function locate(view: View, options: LocateOptions): Promise<LocateResult> {
  const geo = options.geolocation === undefined ? globalThis.navigator?.geolocation : options.geolocation;
  if (!geo) return Promise.resolve({ ok: false, error: 'unavailable' });
  return new Promise((resolve) => {
    geo.getCurrentPosition(
      (position) => {
        const projection = view.getProjection();
        const center = transform([position.coords.longitude, position.coords.latitude], 'EPSG:4326', projection) as [number, number];
        const metres = locationResolution(options.mobile);
        const perUnit = getPointResolution(projection, 1, center, 'm') || 1;
        view.animate({ center, resolution: metres / perUnit, duration: LOCATION_ANIMATION_MS });
        resolve({ ok: true, center });
      },
      (error) => resolve({ ok: false, error: geolocationErrorKind(error) }),
      { enableHighAccuracy: true, timeout: options.timeout ?? 10_000, maximumAge: 0 },
    );
  });
}
