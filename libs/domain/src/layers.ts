import type { MessageKey } from './i18n/messages';

// Base-map / layer source kinds by lyrStleCode (spec 001 §3); any other code is WMS.
export const LYR_STLE_CODES = {
  T: 'wmts',
  F: 'wfs',
  Z: 'xyz',
  I: 'tileImage',
  A: 'arcTile',
  U: 'tms',
  /** Hybrid overlay: drawn over another base map. */
  H: 'hybrid',
  /**
   * Our own Mapbox vector tiles (not in the spec's list): the built-in offline base map
   * (Natural Earth countries, mapUrl '/api/basemap/offline/tiles/{z}/{x}/{y}.mvt').
   */
  V: 'mvt',
} as const;
export type LyrStleCode = keyof typeof LYR_STLE_CODES;
export type LayerStyleKind = (typeof LYR_STLE_CODES)[LyrStleCode] | 'wms';

/** Codes are single upper-case letters; lower case and spaces are tolerated. */
export function layerStyleKind(code: string | null | undefined): LayerStyleKind {
  const key = (code ?? '').trim().toUpperCase();
  return Object.prototype.hasOwnProperty.call(LYR_STLE_CODES, key)
    ? LYR_STLE_CODES[key as LyrStleCode]
    : 'wms';
}

export function isHybridOverlay(code: string | null | undefined): boolean {
  return layerStyleKind(code) === 'hybrid';
}

// Layer type codes (lyrTySeCode). Codes are strings, like the other common codes ('02', '000001');
// use toLyrTySeCode for numbers from older clients.
export const LYR_TY_SE_CODES = { TIFF: '0', POINT: '1', LINE: '2', POLYGON: '3', GROUP: '5' } as const;
export type LyrTySeCode = (typeof LYR_TY_SE_CODES)[keyof typeof LYR_TY_SE_CODES];
export const ALL_LYR_TY_SE_CODES: readonly LyrTySeCode[] = ['0', '1', '2', '3', '5'];

export const LYR_TY_MESSAGE_KEYS: Readonly<Record<LyrTySeCode, MessageKey>> = {
  '0': 'layer.type.tiff',
  '1': 'layer.type.point',
  '2': 'layer.type.line',
  '3': 'layer.type.polygon',
  '5': 'layer.type.group',
};

export function toLyrTySeCode(value: unknown): LyrTySeCode | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return (ALL_LYR_TY_SE_CODES as readonly string[]).includes(text) ? (text as LyrTySeCode) : null;
}

const GEOMETRY_TYPES: Readonly<Record<string, LyrTySeCode>> = {
  POINT: '1',
  MULTIPOINT: '1',
  LINESTRING: '2',
  MULTILINESTRING: '2',
  LINE: '2',
  CIRCULARSTRING: '2',
  COMPOUNDCURVE: '2',
  MULTICURVE: '2',
  POLYGON: '3',
  MULTIPOLYGON: '3',
  CURVEPOLYGON: '3',
  MULTISURFACE: '3',
  POLYHEDRALSURFACE: '3',
  TRIANGLE: '3',
  TIN: '3',
  RASTER: '0',
};

/**
 * Layer type code of an OGC / PostGIS / OGR geometry type name: 'MULTIPOLYGON', 'ST_Polygon',
 * 'POINT Z', 'LineStringZM', 'wkbMultiPolygon25D', '3D Point'. Null for mixed or unknown
 * types (GEOMETRY, GEOMETRYCOLLECTION).
 */
export function lyrTySeCodeOfGeometryType(geometryType: string): LyrTySeCode | null {
  let name = geometryType
    .toUpperCase()
    .replace(/[\s_]+/g, '')
    .replace(/^(ST|WKB)/, '')
    .replace(/^3D/, '')
    .replace(/25D$/, '');
  if (GEOMETRY_TYPES[name]) return GEOMETRY_TYPES[name];
  name = name.replace(/(ZM|Z|M)$/, '');
  return GEOMETRY_TYPES[name] ?? null;
}

// Owner of the data (holdDataSeCode): the layer search navigation groups.
export const HOLD_DATA_SE_CODES = { USER: '1', NATIONAL: '9' } as const;
export type HoldDataSeCode = (typeof HOLD_DATA_SE_CODES)[keyof typeof HOLD_DATA_SE_CODES];
export const HOLD_DATA_MESSAGE_KEYS: Readonly<Record<HoldDataSeCode, MessageKey>> = {
  '1': 'layer.holdData.user',
  '9': 'layer.holdData.national',
};

// TOC group kinds (lyrGroupSeCode); '02' marks a layer, and layer lists filter on it.
export const LYR_GROUP_SE_CODES = { LAYER: '02' } as const;
export const LAYER_GROUP_CODE_FILTER = LYR_GROUP_SE_CODES.LAYER;

export const LAYER_SEARCH_PAGE_SIZE = 20;
export const LAYER_SEARCH_FIRST_PAGE = 1;
