import {
  defaultSourceSrid,
  findCoordinateColumns,
  GEOCODING_TARGET_SRID,
  LONLAT_SOURCE_SRID,
  normalizeColumnName,
} from './coordinates';
import {
  checkUploadFile,
  GEOCODING_EXTENSIONS,
  LAYER_UPLOAD_COMMON_CODE_GROUPS,
  UPLOAD_TYPES,
  uploadMaxBytes,
  isCustomColumnName,
  LAYER_GEOMETRY_COLUMN,
  LAYER_KEY_COLUMN,
  SHP_PARTS,
  SHP_REQUIRED_PARTS,
  UPLOAD_EXTENSIONS,
} from './uploads';

describe('upload limits', () => {
  it('lists the upload types and geocoding extensions', () => {
    expect(UPLOAD_TYPES).toEqual(['shp', 'geocoding', 'dxf', 'geotiff', 'image', 'web', 'custom']);
    expect(GEOCODING_EXTENSIONS).toEqual(['xlsx', 'xls', 'csv', 'txt']);
    expect(LAYER_UPLOAD_COMMON_CODE_GROUPS).toEqual(['MPD007', 'MPD025']);
  });

  it('limits geoTiff to 50 MB and images to 3 MB', () => {
    expect(uploadMaxBytes('geotiff')).toBe(50 * 1048576);
    expect(uploadMaxBytes('image')).toBe(3 * 1048576);
    expect(uploadMaxBytes('shp')).toBeNull();
  });

  it('checks size at the boundary', () => {
    expect(checkUploadFile('image', { fileName: 'a.png', size: 3 * 1048576 })).toEqual({ ok: true });
    expect(checkUploadFile('image', { fileName: 'a.png', size: 3 * 1048576 + 1 })).toEqual({
      ok: false,
      problem: 'SIZE',
      messageKey: 'upload.sizeExceeded',
      params: { limit: '3MB', size: '3.01MB' },
    });
    expect(checkUploadFile('geotiff', { fileName: 'dem.TIF', size: 50 * 1048576 })).toEqual({ ok: true });
    expect(checkUploadFile('geotiff', { fileName: 'dem.tif', size: 50 * 1048576 + 1 })).toMatchObject({
      problem: 'SIZE',
    });
  });

  it('checks extensions per type', () => {
    expect(checkUploadFile('geocoding', { fileName: 'addr.CSV', size: 1 })).toEqual({ ok: true });
    expect(checkUploadFile('geocoding', { fileName: 'addr.json', size: 1 })).toEqual({
      ok: false,
      problem: 'EXTENSION',
      messageKey: 'upload.extensionInvalid',
      params: { extensions: 'xlsx, xls, csv, txt' },
    });
    expect(checkUploadFile('shp', { fileName: 'parcels.zip', size: 1e9 })).toEqual({ ok: true });
    expect(checkUploadFile('web', { fileName: 'x.png', size: 1 })).toMatchObject({ problem: 'EXTENSION' });
  });
});

describe('findCoordinateColumns', () => {
  it.each([
    [['name', 'X', 'Y'], 'X', 'Y', 'xy'],
    [['x', 'y'], 'x', 'y', 'xy'],
    [['lon', 'lat'], 'lon', 'lat', 'lonlat'],
    [['LNG', 'LAT'], 'LNG', 'LAT', 'lonlat'],
    [['Longitude', 'Latitude'], 'Longitude', 'Latitude', 'lonlat'],
    [['주소', 'X좌표', 'Y좌표'], 'X좌표', 'Y좌표', 'xy'],
    [['x 좌표', 'y 좌표'], 'x 좌표', 'y 좌표', 'xy'],
    [['X_좌표', 'Y_좌표'], 'X_좌표', 'Y_좌표', 'xy'],
    [['경도', '위도'], '경도', '위도', 'lonlat'],
    [['\uFEFFX', 'Y'], '\uFEFFX', 'Y', 'xy'],
  ])('finds the columns in %p', (headers, x, y, kind) => {
    expect(findCoordinateColumns(headers)).toMatchObject({ x, y, kind });
  });

  it('returns the indexes, y before x included', () => {
    expect(findCoordinateColumns(['위도', 'name', '경도'])).toEqual({
      x: '경도',
      y: '위도',
      xIndex: 2,
      yIndex: 0,
      kind: 'lonlat',
    });
  });

  it('prefers longitude/latitude over X/Y', () => {
    expect(findCoordinateColumns(['x', 'y', 'lon', 'lat'])).toMatchObject({ x: 'lon', kind: 'lonlat' });
  });

  it('needs both columns of a pair', () => {
    expect(findCoordinateColumns(['x', 'lat'])).toBeNull();
    expect(findCoordinateColumns(['address', 'name'])).toBeNull();
    expect(findCoordinateColumns([])).toBeNull();
  });

  it('normalises headers and picks default SRIDs', () => {
    expect(normalizeColumnName(' X-좌표 ')).toBe('x좌표');
    expect(defaultSourceSrid('lonlat')).toBe(LONLAT_SOURCE_SRID);
    expect(LONLAT_SOURCE_SRID).toBe(4326);
    expect(GEOCODING_TARGET_SRID).toBe(5186);
  });
});

describe('upload rules shared by the API and the upload widget', () => {
  it('accepts custom column names the layer table can hold', () => {
    expect(isCustomColumnName('인구')).toBe(true);
    expect(isCustomColumnName('pop_2024')).toBe(true);
  });

  it('refuses upper case, a leading digit or underscore, other characters, reserved and over-long names', () => {
    for (const name of ['Pop', '2024년', '_pop', 'pop-2024', 'pop 2024', '', LAYER_KEY_COLUMN, LAYER_GEOMETRY_COLUMN]) {
      expect(isCustomColumnName(name)).toBe(false);
    }
    expect(isCustomColumnName('가'.repeat(21))).toBe(true); // 63 bytes
    expect(isCustomColumnName('가'.repeat(22))).toBe(false); // 66 bytes
  });

  it('names the required shapefile parts among the accepted ones', () => {
    expect(SHP_REQUIRED_PARTS).toEqual(['shp', 'shx', 'dbf']);
    for (const part of SHP_PARTS) expect(UPLOAD_EXTENSIONS.shp).toContain(part);
  });
});
