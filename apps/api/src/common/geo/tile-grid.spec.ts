import { DomainError } from '../errors/domain-error';
import { assertTileAddress, crs84To3857, intersectBoxes, tileBounds3857, tileOfLonLat } from './tile-grid';
import { etagMatches } from '../../modules/tiles';

const WORLD = 20037508.342789244;

describe('tile grid (EPSG:3857 XYZ)', () => {
  it('bounds: z0 is the whole Web Mercator square; a margin grows every side', () => {
    const [minX, minY, maxX, maxY] = tileBounds3857({ z: 0, x: 0, y: 0 });
    expect([minX, minY, maxX, maxY].map((v) => v / WORLD)).toEqual([-1, -1, 1, 1].map((v) => expect.closeTo(v, 12)));
    const [a, b, c, d] = tileBounds3857({ z: 1, x: 1, y: 0 }, 0.5);
    expect([a, b, c, d].map((v) => v / WORLD)).toEqual([-0.5, -0.5, 1.5, 1.5].map((v) => expect.closeTo(v, 12)));
  });

  it('finds the tile of a place (Seoul City Hall at z14 is 13970/6344, as ST_TileEnvelope agrees)', () => {
    expect(tileOfLonLat(126.978, 37.5665, 14)).toEqual({ z: 14, x: 13970, y: 6344 });
    expect(tileOfLonLat(180, -90, 3)).toEqual({ z: 3, x: 7, y: 7 });
  });

  it('projects CRS84 boxes to EPSG:3857, clamping latitudes to the Mercator limit', () => {
    const [x0, y0, x1, y1] = crs84To3857([-180, -90, 180, 90]);
    expect([x0, y0, x1, y1].map((v) => v / WORLD)).toEqual([-1, -1, 1, 1].map((v) => expect.closeTo(v, 9)));
    expect(crs84To3857([0, 0, 0, 0]).map((v) => Math.abs(v) < 1e-6)).toEqual([true, true, true, true]);
    // PostGIS gives 20037508.342789248 for (180, 85.0511287798066).
    expect(crs84To3857([180, 85.0511287798066, 180, 89])[1]).toBeCloseTo(20037508.342789248, 3);
  });

  it('intersects boxes, null when apart', () => {
    expect(intersectBoxes([0, 0, 10, 10], [5, -5, 15, 5])).toEqual([5, 0, 10, 5]);
    expect(intersectBoxes([0, 0, 1, 1], [2, 2, 3, 3])).toBeNull();
  });

  it.each([
    [{ z: 23, x: 0, y: 0 }],
    [{ z: 2, x: 4, y: 0 }],
    [{ z: 2, x: 0, y: -1 }],
    [{ z: 1.5, x: 0, y: 0 }],
  ])('refuses %o with a BAD_REQUEST', (t) => {
    expect(() => assertTileAddress(t)).toThrow(DomainError);
  });

  it('accepts the corners of the grid', () => {
    expect(() => assertTileAddress({ z: 22, x: 4194303, y: 4194303 })).not.toThrow();
    expect(() => assertTileAddress({ z: 0, x: 0, y: 0 })).not.toThrow();
  });
});

describe('If-None-Match', () => {
  it('matches weakly, in lists, and for *', () => {
    expect(etagMatches('W/"a-1"', 'W/"a-1"')).toBe(true);
    expect(etagMatches('"a-1"', 'W/"a-1"')).toBe(true);
    expect(etagMatches('"x", W/"a-1"', 'W/"a-1"')).toBe(true);
    expect(etagMatches('*', 'W/"a-1"')).toBe(true);
    expect(etagMatches('W/"a-2"', 'W/"a-1"')).toBe(false);
    expect(etagMatches(undefined, 'W/"a-1"')).toBe(false);
  });
});
