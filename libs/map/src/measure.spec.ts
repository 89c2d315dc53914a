import { LineString, Polygon } from 'ol/geom';
import { formatArea, formatLength, measureArea, measureLength } from './measure';
import { fromLonLat } from './projections';

describe('measure', () => {
  it('formats lengths in m below 1 km, else km', () => {
    expect(formatLength(0)).toBe('0.00 m');
    expect(formatLength(12.345)).toBe('12.35 m');
    expect(formatLength(999.994)).toBe('999.99 m');
    expect(formatLength(1000)).toBe('1.00 km');
    expect(formatLength(12_345.6)).toBe('12.35 km');
  });

  it('formats areas in m² below 0.1 km², else km²', () => {
    expect(formatArea(50)).toBe('50.00 m²');
    expect(formatArea(99_999)).toBe('99999.00 m²');
    expect(formatArea(100_000)).toBe('0.10 km²');
    expect(formatArea(2_500_000)).toBe('2.50 km²');
  });

  it('measures geodesic lengths in the view projection (1 km north in EPSG:5186 ≈ 1 km)', () => {
    const a = fromLonLat([127, 37.5], 5186);
    const line = new LineString([a, [a[0], a[1] + 1000]]);
    expect(measureLength(line, 'EPSG:5186')).toBeGreaterThan(995);
    expect(measureLength(line, 'EPSG:5186')).toBeLessThan(1005);
    // the same kilometre in Web Mercator takes more map units but measures the same
    const b = fromLonLat([127, 37.5], 3857);
    const c = fromLonLat([127, 37.5 + 1000 / 111_000], 3857);
    expect(measureLength(new LineString([b, c]), 'EPSG:3857')).toBeCloseTo(1000, -1);
  });

  it('measures geodesic areas (1 km × 1 km in EPSG:5186 ≈ 1 km²)', () => {
    const [x, y] = fromLonLat([127, 37.5], 5186);
    const square = new Polygon([[[x, y], [x + 1000, y], [x + 1000, y + 1000], [x, y + 1000], [x, y]]]);
    const area = measureArea(square, 'EPSG:5186');
    expect(area / 1e6).toBeCloseTo(1, 1);
    expect(formatArea(area)).toMatch(/^(0\.99|1\.00|1\.01) km²$/);
  });
});
