import { toLonLat } from 'ol/proj';
import { geolocationErrorKind, locate } from './geolocation';
import { createView } from './view';

function fakeGeolocation(result: { coords?: { longitude: number; latitude: number }; code?: number }) {
  return {
    getCurrentPosition: (ok: PositionCallback, fail?: PositionErrorCallback | null) => {
      if (result.coords) ok({ coords: result.coords } as GeolocationPosition);
      else fail?.({ code: result.code } as GeolocationPositionError);
    },
  };
}

describe('my location', () => {
  it.each([
    [1, 'permissionDenied'],
    [2, 'unavailable'],
    [3, 'timeout'],
    [0, 'unknown'],
    [undefined, 'unknown'],
  ])('error code %p is %s', (code, kind) => {
    expect(geolocationErrorKind({ code })).toBe(kind);
  });

  it('moves the view to the position in 500 ms at the desktop resolution', async () => {
    const view = createView();
    const animate = jest.spyOn(view, 'animate').mockImplementation(() => undefined);
    const result = await locate(view, { geolocation: fakeGeolocation({ coords: { longitude: 129.0756, latitude: 35.1796 } }), mobile: false });
    expect(result.ok).toBe(true);
    const options = animate.mock.calls[0][0] as { center: number[]; resolution: number; duration: number };
    expect(options.duration).toBe(500);
    const [lon, lat] = toLonLat(options.center, 'EPSG:5186');
    expect(lon).toBeCloseTo(129.0756, 5);
    expect(lat).toBeCloseTo(35.1796, 5);
    expect(options.resolution).toBeCloseTo(1.194, 2);
  });

  it('uses the mobile resolution 0.255 on mobile', async () => {
    const view = createView();
    const animate = jest.spyOn(view, 'animate').mockImplementation(() => undefined);
    await locate(view, { geolocation: fakeGeolocation({ coords: { longitude: 127, latitude: 37.5 } }), mobile: true });
    expect((animate.mock.calls[0][0] as { resolution: number }).resolution).toBeCloseTo(0.255, 2);
  });

  it('reports the error kind of a failure, and unavailable without a geolocation API', async () => {
    const view = createView();
    await expect(locate(view, { geolocation: fakeGeolocation({ code: 1 }), mobile: false })).resolves.toEqual({ ok: false, error: 'permissionDenied' });
    await expect(locate(view, { geolocation: fakeGeolocation({ code: 3 }), mobile: false })).resolves.toEqual({ ok: false, error: 'timeout' });
    await expect(locate(view, { geolocation: null, mobile: false })).resolves.toEqual({ ok: false, error: 'unavailable' });
  });
});
