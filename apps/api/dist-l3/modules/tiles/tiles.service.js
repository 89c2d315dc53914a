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
Object.defineProperty(exports, "__esModule", { value: true });
exports.TilesService = exports.MVT_MEDIA_TYPE = exports.PUBLIC_TILE_MAX_AGE_SECONDS = void 0;
exports.cacheControlFor = cacheControlFor;
exports.etagMatches = etagMatches;
const common_1 = require("@nestjs/common");
const content_access_service_1 = require("../access/content-access.service");
const layer_access_service_1 = require("../layers/layer-access.service");
const layer_source_service_1 = require("./layer-source.service");
const tile_cache_service_1 = require("./tile-cache.service");
const tile_grid_1 = require("./tile-grid");
const tile_renderer_service_1 = require("./tile-renderer.service");
/** Browsers and shared caches may keep a tile of an everyone-shared layer this long. */
exports.PUBLIC_TILE_MAX_AGE_SECONDS = 60;
exports.MVT_MEDIA_TYPE = 'application/vnd.mapbox-vector-tile';
/**
 * Cache-Control for a layer's tiles and files: public for layers shared with everyone (anyone
 * could fetch them), otherwise private and revalidated on every use, so a revoked share ends
 * access at the next request.
 */
async function cacheControlFor(policy, user, layer) {
    // An anonymous caller got past the policy only through an everyone share.
    const everyone = !user || (await policy.canView(null, (0, layer_access_service_1.layerRef)(layer)));
    return everyone ? `public, max-age=${exports.PUBLIC_TILE_MAX_AGE_SECONDS}` : 'private, no-cache';
}
/** Whether an If-None-Match header names this entity tag (weak comparison, RFC 9110 §13.1.2). */
function etagMatches(ifNoneMatch, etag) {
    if (!ifNoneMatch)
        return false;
    const bare = (tag) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
/**
 * Vector tiles: every request passes the content-access policy first (a revoked caller gets 403,
 * never a cached tile), then answers 304 for a current ETag, a cached tile, or a fresh ST_AsMVT
 * rendering that is cached under the layer's data_version.
 */
let TilesService = class TilesService {
    access;
    policy;
    sources;
    cache;
    renderer;
    /** Concurrent misses of one tile share one rendering. */
    rendering = new Map();
    constructor(access, policy, sources, cache, renderer) {
        this.access = access;
        this.policy = policy;
        this.sources = sources;
        this.cache = cache;
        this.renderer = renderer;
    }
    async tile(user, lyrId, t, ifNoneMatch) {
        (0, tile_grid_1.assertTileAddress)(t);
        const layer = await this.access.forView(user, lyrId);
        this.access.requireVector(layer);
        const headers = {
            ETag: `W/"${layer.lyrId}-${layer.dataVersion}-${t.z}-${t.x}-${t.y}"`,
            'Cache-Control': await cacheControlFor(this.policy, user, layer),
        };
        if (etagMatches(ifNoneMatch, headers.ETag))
            return { status: 304, body: null, headers };
        const key = (0, tile_cache_service_1.tileCacheKey)(layer.lyrId, layer.dataVersion, t);
        const cached = await this.cache.get(key);
        const body = cached ?? (await this.renderOnce(key, () => this.renderAndCache(layer, t, key)));
        headers['X-Tile-Cache'] = cached ? 'HIT' : 'MISS';
        if (body.length === 0)
            return { status: 204, body: null, headers };
        headers['Content-Type'] = exports.MVT_MEDIA_TYPE;
        return { status: 200, body, headers };
    }
    renderOnce(key, render) {
        const running = this.rendering.get(key);
        if (running)
            return running;
        const started = render().finally(() => this.rendering.delete(key));
        this.rendering.set(key, started);
        return started;
    }
    async renderAndCache(layer, t, key) {
        const source = await this.sources.of(layer);
        const body = await this.renderer.render(source, t);
        // The answer does not wait for Redis (put never throws; failures are logged).
        void this.cache.put(layer.lyrId, layer.dataVersion, key, body);
        return body;
    }
};
exports.TilesService = TilesService;
exports.TilesService = TilesService = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [layer_access_service_1.LayerAccess,
        content_access_service_1.ContentAccessPolicy,
        layer_source_service_1.LayerSources,
        tile_cache_service_1.TileCache,
        tile_renderer_service_1.TileRenderer])
], TilesService);
//# sourceMappingURL=tiles.service.js.map