import { DEFAULT_MAP_ZOOM } from '@nuri/domain';
import { getPointResolution, toLonLat } from 'ol/proj';
import { createView, DEFAULT_RESOLUTIONS, defaultGrid, providerGrid, saveView, sridOf, switchViewGrid, viewFromSaved } from './view';
import { fromLonLat } from './projections';
import { KAKAO_RESOLUTIONS, NAVER_RESOLUTIONS } from './resolutions';

describe('map views', () => {
  it('opens in EPSG:5186 at zoom 15 over Seoul', () => {
    const view = createView();
    expect(view.getProjection().getCode()).toBe('EPSG:5186');
    expect(view.getZoom()).toBe(DEFAULT_MAP_ZOOM);
    expect(view.getResolution()).toBeCloseTo(DEFAULT_RESOLUTIONS[15], 6);
    const [lon, lat] = toLonLat(view.getCenter()!, 'EPSG:5186');
    expect(lon).toBeCloseTo(126.978, 5);
    expect(lat).toBeCloseTo(37.5665, 5);
  });

  it('switching to a base map on another grid keeps the centre and the ground resolution', () => {
    const view = createView({ center: fromLonLat([127.1, 37.4], 5186), zoom: 14 });
    const before = getPointResolution(view.getProjection(), view.getResolution()!, view.getCenter()!, 'm');
    const google = switchViewGrid(view, providerGrid('google'));
    expect(google.getProjection().getCode()).toBe('EPSG:3857');
    const [lon, lat] = toLonLat(google.getCenter()!, 'EPSG:3857');
    expect(lon).toBeCloseTo(127.1, 6);
    expect(lat).toBeCloseTo(37.4, 6);
    const after = getPointResolution(google.getProjection(), google.getResolution()!, google.getCenter()!, 'm');
    // snapped to the nearest level of the new table: within a factor of √2
    expect(after / before).toBeGreaterThan(1 / Math.SQRT2);
    expect(after / before).toBeLessThan(Math.SQRT2);

    const kakao = switchViewGrid(google, providerGrid('kakao'));
    expect(kakao.getProjection().getCode()).toBe('EPSG:5181');
    expect(KAKAO_RESOLUTIONS).toContain(kakao.getResolution());
    const [lon2, lat2] = toLonLat(kakao.getCenter()!, 'EPSG:5181');
    expect(lon2).toBeCloseTo(127.1, 6);
    expect(lat2).toBeCloseTo(37.4, 6);
  });

  it('naver: 13 levels and the view stays inside Naver bounds', () => {
    const grid = providerGrid('naver');
    expect(grid.srid).toBe(3857);
    expect(grid.resolutions).toBe(NAVER_RESOLUTIONS);
    const [w, s, e, n] = grid.extent!;
    const [minLng, minLat] = toLonLat([w, s], 'EPSG:3857');
    const [maxLng, maxLat] = toLonLat([e, n], 'EPSG:3857');
    expect([minLng, minLat, maxLng, maxLat].map((v) => Math.round(v * 10) / 10)).toEqual([124, 33, 132, 38.5]);
  });

  it('saves and restores projection, centre and zoom', () => {
    const view = createView({ grid: defaultGrid(3857), center: fromLonLat([129, 35.1], 3857), zoom: 12 });
    const saved = saveView(view);
    expect(saved.projection).toBe('EPSG:3857');
    expect(saved.zoom).toBe(12);
    const back = viewFromSaved(saved);
    expect(back.getProjection().getCode()).toBe('EPSG:3857');
    expect(back.getCenter()).toEqual(saved.center);
    expect(back.getZoom()).toBe(12);
    // restored onto another grid: the centre is transformed
    const on5186 = viewFromSaved(saved, defaultGrid(5186));
    const [lon] = toLonLat(on5186.getCenter()!, 'EPSG:5186');
    expect(lon).toBeCloseTo(129, 6);
  });

  it('reads EPSG codes', () => {
    expect(sridOf('EPSG:5186')).toBe(5186);
    expect(sridOf('epsg:3857')).toBe(3857);
    expect(sridOf('EPSG:2097')).toBeNull();
    expect(sridOf(undefined)).toBeNull();
  });
});
