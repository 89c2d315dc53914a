import { execFileSync } from 'node:child_process';
import { transform } from 'ol/proj';
import { fromLonLat, MAP_SRIDS, PROJ4_DEFS, registerProjections, transformCoordinate } from './projections';

// Reference answers from GDAL's PROJ (gdaltransform), the same library the server uses.
function gdalTransform(lon: number, lat: number, srid: number): [number, number] {
  const out = execFileSync('gdaltransform', ['-s_srs', '+proj=longlat +datum=WGS84', '-t_srs', `EPSG:${srid}`, '-output_xy'], {
    input: `${lon} ${lat}\n`,
  }).toString();
  const [x, y] = out.trim().split(/\s+/).map(Number);
  return [x, y];
}

const PLACES: Array<[string, number, number]> = [
  ['Seoul City Hall', 126.978, 37.5665],
  ['Busan', 129.0756, 35.1796],
  ['Jeju', 126.5312, 33.4996],
];

describe('Korean projections', () => {
  it('registers every map projection with OpenLayers, with an extent for tiling', () => {
    const projections = registerProjections();
    for (const srid of MAP_SRIDS) {
      expect(projections[srid].getCode()).toBe(`EPSG:${srid}`);
      expect(projections[srid].getExtent()).not.toBeNull();
    }
    expect(projections[5186].getUnits()).toBe('m');
  });

  it.each(PLACES)('places %s where PROJ does in the GRS80 projections (within 1 cm)', (_name, lon, lat) => {
    for (const srid of [5186, 5179, 5181] as const) {
      const [x, y] = fromLonLat([lon, lat], srid);
      const [ex, ey] = gdalTransform(lon, lat, srid);
      expect(Math.abs(x - ex)).toBeLessThan(0.01);
      expect(Math.abs(y - ey)).toBeLessThan(0.01);
    }
  });

  it.each(PLACES)('places %s in the Bessel projection 5174 within 10 m of PROJ', (_name, lon, lat) => {
    // PROJ may pick a different Korea 1985 datum shift; the Helmert parameters agree to metres.
    const [x, y] = fromLonLat([lon, lat], 5174);
    const [ex, ey] = gdalTransform(lon, lat, 5174);
    expect(Math.hypot(x - ex, y - ey)).toBeLessThan(10);
  });

  it('round-trips between projections', () => {
    const p5186 = fromLonLat([127.0, 37.5], 5186);
    const back = transformCoordinate(transformCoordinate(p5186, 5186, 3857), 3857, 5186);
    expect(back[0]).toBeCloseTo(p5186[0], 3);
    expect(back[1]).toBeCloseTo(p5186[1], 3);
  });

  it('makes OpenLayers transforms use the same definitions', () => {
    registerProjections();
    const [x, y] = transform([126.978, 37.5665], 'EPSG:4326', 'EPSG:5186');
    const [ex, ey] = gdalTransform(126.978, 37.5665, 5186);
    expect(Math.abs(x - ex)).toBeLessThan(0.01);
    expect(Math.abs(y - ey)).toBeLessThan(0.01);
  });

  it('puts the central meridian of 5186 at x = 200000 and latitude 38 at y = 600000', () => {
    const [x, y] = fromLonLat([127, 38], 5186);
    expect(x).toBeCloseTo(200000, 3);
    expect(y).toBeCloseTo(600000, 3);
    expect(PROJ4_DEFS[5186]).toContain('+y_0=600000');
  });
});
