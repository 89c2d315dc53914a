import {
  HOLD_DATA_SE_CODES,
  isHybridOverlay,
  LAYER_GROUP_CODE_FILTER,
  LAYER_SEARCH_FIRST_PAGE,
  LAYER_SEARCH_PAGE_SIZE,
  layerStyleKind,
  LYR_TY_SE_CODES,
  lyrTySeCodeOfGeometryType,
  toLyrTySeCode,
} from './layers';

describe('layer style codes', () => {
  it.each([
    ['T', 'wmts'],
    ['F', 'wfs'],
    ['Z', 'xyz'],
    ['I', 'tileImage'],
    ['A', 'arcTile'],
    ['U', 'tms'],
    ['H', 'hybrid'],
    ['h', 'hybrid'],
    ['W', 'wms'],
    ['', 'wms'],
    [null, 'wms'],
    ['toString', 'wms'],
  ])('layerStyleKind(%p) = %p', (code, kind) => {
    expect(layerStyleKind(code)).toBe(kind);
  });

  it('marks the hybrid overlay', () => {
    expect(isHybridOverlay('H')).toBe(true);
    expect(isHybridOverlay('T')).toBe(false);
  });
});

describe('layer type codes', () => {
  it('fixes the codes', () => {
    expect(LYR_TY_SE_CODES).toEqual({ TIFF: '0', POINT: '1', LINE: '2', POLYGON: '3', GROUP: '5' });
    expect(HOLD_DATA_SE_CODES).toEqual({ USER: '1', NATIONAL: '9' });
    expect(LAYER_GROUP_CODE_FILTER).toBe('02');
    expect(LAYER_SEARCH_PAGE_SIZE).toBe(20);
    expect(LAYER_SEARCH_FIRST_PAGE).toBe(1);
  });

  it('parses codes from numbers and strings', () => {
    expect(toLyrTySeCode(3)).toBe('3');
    expect(toLyrTySeCode(' 5 ')).toBe('5');
    expect(toLyrTySeCode(4)).toBeNull();
    expect(toLyrTySeCode(undefined)).toBeNull();
  });

  it.each([
    ['POINT', '1'],
    ['MultiPoint', '1'],
    ['LINESTRING', '2'],
    ['ST_MultiLineString', '2'],
    ['POLYGON', '3'],
    ['MULTIPOLYGON', '3'],
    ['MultiPolygonZ', '3'],
    ['POINT Z', '1'],
    ['LineStringZM', '2'],
    ['POLYGONM', '3'],
    ['wkbMultiPolygon25D', '3'],
    ['3D Point', '1'],
    ['Multi Line String', '2'],
    ['GEOMETRY', null],
    ['GEOMETRYCOLLECTION', null],
    ['banana', null],
  ])('lyrTySeCodeOfGeometryType(%p) = %p', (name, code) => {
    expect(lyrTySeCodeOfGeometryType(name)).toBe(code);
  });
});
