// Coordinate columns of geocoding tables (CSV/XLSX/TXT). Headers are compared after trimming,
// dropping a UTF-8 BOM (Excel CSV), spaces, '_' and '-', and lower-casing, so 'X 좌표', 'X_좌표'
// and 'x좌표' are one candidate.

/** Source SRID assumed for longitude/latitude columns. */
export const LONLAT_SOURCE_SRID = 4326;
/** Geocoding results are stored in this SRID (spec 001 §9). */
export const GEOCODING_TARGET_SRID = 5186;
/** Source SRID assumed for X/Y columns when the user gives none: the map's default (EPSG:5186). */
export const XY_DEFAULT_SOURCE_SRID = 5186;

export type CoordinateKind = 'lonlat' | 'xy';

export interface CoordinateColumnPair {
  kind: CoordinateKind;
  x: string;
  y: string;
}

// In priority order: explicit longitude/latitude first, because their SRID is known.
export const COORDINATE_COLUMN_CANDIDATES: readonly CoordinateColumnPair[] = [
  { kind: 'lonlat', x: 'longitude', y: 'latitude' },
  { kind: 'lonlat', x: 'lon', y: 'lat' },
  { kind: 'lonlat', x: 'lng', y: 'lat' },
  { kind: 'lonlat', x: 'long', y: 'lat' },
  { kind: 'lonlat', x: '경도', y: '위도' },
  { kind: 'xy', x: 'x', y: 'y' },
  { kind: 'xy', x: 'x좌표', y: 'y좌표' },
  { kind: 'xy', x: '좌표x', y: '좌표y' },
  { kind: 'xy', x: 'xcoord', y: 'ycoord' },
  { kind: 'xy', x: 'xcoordinate', y: 'ycoordinate' },
];

export function normalizeColumnName(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .normalize('NFC')
    .replace(/[\s_-]+/g, '')
    .toLowerCase();
}

export interface CoordinateColumns {
  /** The header text as found in the file. */
  x: string;
  y: string;
  xIndex: number;
  yIndex: number;
  kind: CoordinateKind;
}

/** The first candidate pair present in the headers, or null when none is. */
export function findCoordinateColumns(headers: readonly string[]): CoordinateColumns | null {
  const normalised = headers.map(normalizeColumnName);
  for (const candidate of COORDINATE_COLUMN_CANDIDATES) {
    const xIndex = normalised.indexOf(candidate.x);
    const yIndex = normalised.indexOf(candidate.y);
    if (xIndex >= 0 && yIndex >= 0) {
      return { x: headers[xIndex], y: headers[yIndex], xIndex, yIndex, kind: candidate.kind };
    }
  }
  return null;
}

/** The SRID to read the columns in when the user does not choose one. */
export function defaultSourceSrid(kind: CoordinateKind): number {
  return kind === 'lonlat' ? LONLAT_SOURCE_SRID : XY_DEFAULT_SOURCE_SRID;
}

/**
 * Address column names of a geocoding upload without coordinates (issue 23), the likeliest
 * first: 도로명주소 before 주소 before 지번주소 before 소재지 (compared after normalizeColumnName).
 */
export const ADDRESS_COLUMN_CANDIDATES: readonly string[] = [
  '도로명주소',
  '도로명',
  '주소',
  '소재지도로명주소',
  '지번주소',
  '소재지지번주소',
  '소재지',
  '주소지',
  'address',
  'addr',
  'roadaddress',
];

export interface AddressColumn {
  /** The header text as found in the file. */
  name: string;
  index: number;
}

/** The address column to propose (the user confirms or picks another), or null when no header names one. */
export function findAddressColumn(headers: readonly string[]): AddressColumn | null {
  const normalised = headers.map(normalizeColumnName);
  for (const candidate of ADDRESS_COLUMN_CANDIDATES) {
    const index = normalised.indexOf(candidate);
    if (index >= 0) return { name: headers[index], index };
  }
  // "사업장 주소", "시설 소재지" and the like.
  const index = normalised.findIndex((h) => /(주소|소재지)$/.test(h));
  return index >= 0 ? { name: headers[index], index } : null;
}
