"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.OgcService = void 0;
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const typeorm_2 = require("typeorm");
const domain_error_1 = require("../../common/errors/domain-error");
const content_access_service_1 = require("../access/content-access.service");
const layer_access_service_1 = require("../layers/layer-access.service");
const layer_source_service_1 = require("../tiles/layer-source.service");
const tile_grid_1 = require("../tiles/tile-grid");
const ogc_dto_1 = require("./dto/ogc.dto");
const ogc_documents_1 = require("./ogc-documents");
const ogc_queries_1 = require("./ogc.queries");
const MAX_FEATURE_ID = 9223372036854775807n;
const boxOf = (r) => r.minLon === null || r.minLat === null || r.maxLon === null || r.maxLat === null ? null : [r.minLon, r.minLat, r.maxLon, r.maxLat];
/**
 * OGC API – Features, part 1 (core, GeoJSON, OpenAPI 3.0), read-only, over the layers the
 * content-access policy lets the caller view: anonymous callers see layers shared with
 * everyone, a bearer token adds the caller's own and shared layers.
 */
let OgcService = class OgcService {
    access;
    policy;
    sources;
    db;
    constructor(access, policy, sources, db) {
        this.access = access;
        this.policy = policy;
        this.sources = sources;
        this.db = db;
    }
    landing(origin) {
        return (0, ogc_documents_1.landingDocument)(origin);
    }
    conformance() {
        return { conformsTo: [...ogc_documents_1.CONFORMANCE_CLASSES] };
    }
    async collections(user, origin, q) {
        const limit = Math.min(q.limit ?? ogc_dto_1.OGC_DEFAULT_COLLECTIONS_LIMIT, ogc_dto_1.OGC_MAX_LIMIT);
        const offset = q.offset;
        const cond = this.policy.visibleCondition((0, layer_access_service_1.callerOf)(user), 'LYR', { owner: 'l.register_id', instt: 'l.instt_code', id: 'l.lyr_id' });
        const [sql, params] = this.db.driver.escapeQueryWithParameters((0, ogc_queries_1.visibleCollectionsSql)(cond.sql), { ...cond.params, limit: limit + 1, offset }, {});
        const rows = await this.db.query(sql, params);
        const page = rows.slice(0, limit);
        const collections = await Promise.all(page.map(async (r) => (0, ogc_documents_1.collectionDocument)(origin, { ...r, bbox: boxOf(r) ?? (await this.computedExtent(r)) })));
        const self = `${(0, ogc_documents_1.ogcBase)(origin)}/collections`;
        const links = [{ href: (0, ogc_documents_1.withQuery)(self, { limit: q.limit, offset: offset || undefined }), rel: 'self', type: ogc_documents_1.JSON_TYPE }];
        if (rows.length > limit)
            links.push({ href: (0, ogc_documents_1.withQuery)(self, { limit, offset: offset + limit }), rel: 'next', type: ogc_documents_1.JSON_TYPE });
        if (offset > 0)
            links.push({ href: (0, ogc_documents_1.withQuery)(self, { limit, offset: Math.max(0, offset - limit) }), rel: 'prev', type: ogc_documents_1.JSON_TYPE });
        return { links, collections };
    }
    async collection(user, lyrId, origin) {
        const layer = await this.access.forView(user, lyrId);
        this.access.requireVector(layer);
        const recorded = await this.db.query(ogc_queries_1.RECORDED_BBOX, [layer.lyrId]);
        const bbox = (recorded[0] && boxOf(recorded[0])) ?? (await this.computedExtent(layer));
        return (0, ogc_documents_1.collectionDocument)(origin, { lyrId: layer.lyrId, lyrNm: layer.lyrNm, lyrDc: layer.lyrDc, bbox });
    }
    /** A page of features as GeoJSON text, with numberMatched, numberReturned and paging links. */
    async items(user, lyrId, q, origin) {
        const layer = await this.access.forView(user, lyrId);
        this.access.requireVector(layer);
        const bbox = q.bbox === undefined ? null : (0, ogc_documents_1.parseBbox)(q.bbox);
        const source = await this.sources.of(layer);
        const limit = Math.min(q.limit ?? ogc_dto_1.OGC_DEFAULT_LIMIT, ogc_dto_1.OGC_MAX_LIMIT);
        const { features, matched } = await this.page(source, bbox, limit, q.offset);
        const itemsUrl = `${(0, ogc_documents_1.ogcBase)(origin)}/collections/${encodeURIComponent(layer.lyrId)}/items`;
        const at = (offset) => (0, ogc_documents_1.withQuery)(itemsUrl, { bbox: q.bbox, limit, offset });
        const links = [
            { href: (0, ogc_documents_1.withQuery)(itemsUrl, { bbox: q.bbox, limit: q.limit, offset: q.offset || undefined }), rel: 'self', type: ogc_documents_1.GEOJSON_TYPE },
            { href: `${(0, ogc_documents_1.ogcBase)(origin)}/collections/${encodeURIComponent(layer.lyrId)}`, rel: 'collection', type: ogc_documents_1.JSON_TYPE },
        ];
        if (q.offset + features.length < matched)
            links.push({ href: at(q.offset + limit), rel: 'next', type: ogc_documents_1.GEOJSON_TYPE });
        if (q.offset > 0)
            links.push({ href: at(Math.max(0, q.offset - limit)), rel: 'prev', type: ogc_documents_1.GEOJSON_TYPE });
        const head = JSON.stringify({
            type: 'FeatureCollection',
            numberMatched: matched,
            numberReturned: features.length,
            timeStamp: new Date().toISOString(),
            links,
        });
        // The features arrive as GeoJSON text from PostGIS: splice them in rather than re-parse them.
        return `${head.slice(0, -1)},"features":[${features.join(',')}]}`;
    }
    /** One feature as GeoJSON text with its links; 404 when the layer has no such feature. */
    async item(user, lyrId, featureId, origin) {
        const layer = await this.access.forView(user, lyrId);
        this.access.requireVector(layer);
        const source = await this.sources.of(layer);
        if (!source.id || !/^[0-9]{1,19}$/.test(featureId) || BigInt(featureId) > MAX_FEATURE_ID) {
            throw new domain_error_1.DomainError('NOT_FOUND', 'ogc.featureNotFound');
        }
        const rows = await this.db.query((0, ogc_queries_1.itemSql)({ ...source, id: source.id }), [featureId]);
        if (!rows[0])
            throw new domain_error_1.DomainError('NOT_FOUND', 'ogc.featureNotFound');
        const collectionUrl = `${(0, ogc_documents_1.ogcBase)(origin)}/collections/${encodeURIComponent(layer.lyrId)}`;
        const links = [
            { href: `${collectionUrl}/items/${featureId}`, rel: 'self', type: ogc_documents_1.GEOJSON_TYPE },
            { href: collectionUrl, rel: 'collection', type: ogc_documents_1.JSON_TYPE },
        ];
        return `${rows[0].feature.slice(0, -1)},"links":${JSON.stringify(links)}}`;
    }
    async page(source, bbox, limit, offset) {
        if (!bbox) {
            const [matched, rows] = await Promise.all([
                this.sources.count(source),
                this.db.query((0, ogc_queries_1.itemsSql)(source, false), [limit, offset]),
            ]);
            return { matched, features: rows.map((r) => r.feature) };
        }
        // Clip to the data first: the rest of the world may lie outside the layer CRS's domain.
        const area = source.extent ? (0, tile_grid_1.intersectBoxes)(bbox, source.extent.crs84) : null;
        if (!area)
            return { matched: 0, features: [] };
        const params = [...area, Math.max(area[2] - area[0], area[3] - area[1]) / 16 || 1e-6, source.srid];
        const [counted, rows] = await Promise.all([
            this.db.query((0, ogc_queries_1.countInBboxSql)(source), params),
            this.db.query((0, ogc_queries_1.itemsSql)(source, true), [...params, limit, offset]),
        ]);
        return { matched: Number(counted[0]?.n ?? 0), features: rows.map((r) => r.feature) };
    }
    /** The data extent of a layer (null when empty or unreadable: the collection is still listed). */
    async computedExtent(layer) {
        try {
            return (await this.sources.of(layer)).extent?.crs84 ?? null;
        }
        catch {
            return null;
        }
    }
};
exports.OgcService = OgcService;
exports.OgcService = OgcService = __decorate([
    (0, common_1.Injectable)(),
    __param(3, (0, typeorm_1.InjectDataSource)()),
    __metadata("design:paramtypes", [layer_access_service_1.LayerAccess,
        content_access_service_1.ContentAccessPolicy,
        layer_source_service_1.LayerSources,
        typeorm_2.DataSource])
], OgcService);
//# sourceMappingURL=ogc.service.js.map