"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CONFORMANCE_CLASSES = exports.OPENAPI_TYPE = exports.GEOJSON_TYPE = exports.JSON_TYPE = exports.CRS84 = void 0;
exports.ogcBase = ogcBase;
exports.landingDocument = landingDocument;
exports.collectionDocument = collectionDocument;
exports.withQuery = withQuery;
exports.parseBbox = parseBbox;
const domain_error_1 = require("../../common/errors/domain-error");
exports.CRS84 = 'http://www.opengis.net/def/crs/OGC/1.3/CRS84';
exports.JSON_TYPE = 'application/json';
exports.GEOJSON_TYPE = 'application/geo+json';
exports.OPENAPI_TYPE = 'application/vnd.oai.openapi+json;version=3.0';
exports.CONFORMANCE_CLASSES = [
    'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core',
    'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson',
    'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/oas30',
];
/** Base address of the OGC API for a request origin. */
function ogcBase(origin) {
    return `${origin}/api/ogc`;
}
function landingDocument(origin) {
    const base = ogcBase(origin);
    return {
        title: 'Nuri Map – OGC API Features',
        description: 'Vector layers of Nuri Map as GeoJSON in CRS84 (EPSG:4326 longitude, latitude).',
        links: [
            { href: base, rel: 'self', type: exports.JSON_TYPE, title: 'This document' },
            { href: `${origin}/api/docs-json`, rel: 'service-desc', type: exports.OPENAPI_TYPE, title: 'OpenAPI definition' },
            { href: `${origin}/api/docs`, rel: 'service-doc', type: 'text/html', title: 'API documentation' },
            { href: `${base}/conformance`, rel: 'conformance', type: exports.JSON_TYPE, title: 'Conformance classes' },
            { href: `${base}/collections`, rel: 'data', type: exports.JSON_TYPE, title: 'Collections' },
        ],
    };
}
function collectionDocument(origin, c) {
    const self = `${ogcBase(origin)}/collections/${encodeURIComponent(c.lyrId)}`;
    const doc = {
        id: c.lyrId,
        title: c.lyrNm,
        links: [
            { href: self, rel: 'self', type: exports.JSON_TYPE, title: c.lyrNm },
            { href: `${self}/items`, rel: 'items', type: exports.GEOJSON_TYPE, title: c.lyrNm },
        ],
        itemType: 'feature',
        crs: [exports.CRS84],
    };
    if (c.lyrDc)
        doc.description = c.lyrDc;
    if (c.bbox)
        doc.extent = { spatial: { bbox: [[...c.bbox]], crs: exports.CRS84 } };
    return doc;
}
/** A URL with its query replaced by the given values (undefined values left out). */
function withQuery(href, query) {
    const url = new URL(href);
    url.search = '';
    for (const [k, v] of Object.entries(query))
        if (v !== undefined)
            url.searchParams.set(k, String(v));
    return url.toString();
}
/**
 * Parses bbox=west,south,east,north (or the 6-number 3D form) in CRS84. A box crossing the
 * antimeridian (west > east) is refused: the platform's layers are national.
 */
function parseBbox(text) {
    const n = text.split(',').map(Number);
    const box = n.length === 6 ? [n[0], n[1], n[3], n[4]] : [n[0], n[1], n[2], n[3]];
    const ok = box.every(Number.isFinite) &&
        box[0] >= -180 && box[2] <= 180 && box[1] >= -90 && box[3] <= 90 &&
        box[0] <= box[2] && box[1] <= box[3];
    if (!ok)
        throw new domain_error_1.DomainError('BAD_REQUEST', 'ogc.invalidBbox');
    return box;
}
//# sourceMappingURL=ogc-documents.js.map