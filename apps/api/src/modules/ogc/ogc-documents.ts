import { DomainError } from '../../common/errors/domain-error';
import type { Box } from '../../common/geo/tile-grid';

export const CRS84 = 'http://www.opengis.net/def/crs/OGC/1.3/CRS84';
export const JSON_TYPE = 'application/json';
export const GEOJSON_TYPE = 'application/geo+json';
export const OPENAPI_TYPE = 'application/vnd.oai.openapi+json;version=3.0';

export const CONFORMANCE_CLASSES = [
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/oas30',
] as const;

export interface OgcLink {
  href: string;
  rel: string;
  type: string;
  title?: string;
}

/** The layer fields a collection document shows. */
export interface CollectionInfo {
  lyrId: string;
  lyrNm: string;
  lyrDc: string | null;
  /** CRS84 extent, when known. */
  bbox: Box | null;
  /** The map the layer is viewed through (kept on the items link so a client can follow it). */
  userMapId?: string;
}

export interface CollectionDocument {
  id: string;
  title: string;
  description?: string;
  links: OgcLink[];
  extent?: { spatial: { bbox: number[][]; crs: string } };
  itemType: 'feature';
  crs: string[];
}

/** Base address of the OGC API for a request origin. */
export function ogcBase(origin: string): string {
  return `${origin}/api/ogc`;
}

export function landingDocument(origin: string): { title: string; description: string; links: OgcLink[] } {
  const base = ogcBase(origin);
  return {
    title: 'Nuri Map – OGC API Features',
    description: 'Vector layers of Nuri Map as GeoJSON in CRS84 (EPSG:4326 longitude, latitude).',
    links: [
      { href: base, rel: 'self', type: JSON_TYPE, title: 'This document' },
      { href: `${origin}/api/docs-json`, rel: 'service-desc', type: OPENAPI_TYPE, title: 'OpenAPI definition' },
      { href: `${origin}/api/docs`, rel: 'service-doc', type: 'text/html', title: 'API documentation' },
      { href: `${base}/conformance`, rel: 'conformance', type: JSON_TYPE, title: 'Conformance classes' },
      { href: `${base}/collections`, rel: 'data', type: JSON_TYPE, title: 'Collections' },
    ],
  };
}

export function collectionDocument(origin: string, c: CollectionInfo): CollectionDocument {
  const self = `${ogcBase(origin)}/collections/${encodeURIComponent(c.lyrId)}`;
  const doc: CollectionDocument = {
    id: c.lyrId,
    title: c.lyrNm,
    links: [
      { href: self, rel: 'self', type: JSON_TYPE, title: c.lyrNm },
      { href: withQuery(`${self}/items`, { userMapId: c.userMapId }), rel: 'items', type: GEOJSON_TYPE, title: c.lyrNm },
    ],
    itemType: 'feature',
    crs: [CRS84],
  };
  if (c.lyrDc) doc.description = c.lyrDc;
  if (c.bbox) doc.extent = { spatial: { bbox: [[...c.bbox]], crs: CRS84 } };
  return doc;
}

/** A URL with its query replaced by the given values (undefined values left out). */
export function withQuery(href: string, query: Record<string, string | number | undefined>): string {
  const url = new URL(href);
  url.search = '';
  for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, String(v));
  return url.toString();
}

/**
 * Parses bbox=west,south,east,north (or the 6-number 3D form) in CRS84. A box crossing the
 * antimeridian (west > east) is refused: the platform's layers are national.
 */
export function parseBbox(text: string): Box {
  const n = text.split(',').map(Number);
  const box: Box = n.length === 6 ? [n[0], n[1], n[3], n[4]] : [n[0], n[1], n[2], n[3]];
  const ok =
    box.every(Number.isFinite) &&
    box[0] >= -180 && box[2] <= 180 && box[1] >= -90 && box[3] <= 90 &&
    box[0] <= box[2] && box[1] <= box[3];
  if (!ok) throw new DomainError('BAD_REQUEST', 'ogc.invalidBbox');
  return box;
}
