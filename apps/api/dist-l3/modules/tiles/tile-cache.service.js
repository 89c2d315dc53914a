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
var TileCache_1;
Object.defineProperty(exports, "__esModule", { value: true });
exports.TileCache = exports.TILE_CACHE_MAX_BYTES = exports.TILE_CACHE_TTL_SECONDS = void 0;
exports.tileCacheKey = tileCacheKey;
exports.tileVersionKey = tileVersionKey;
const common_1 = require("@nestjs/common");
const redis_module_1 = require("../../redis/redis.module");
/**
 * Lifetime of a cached tile. Keys carry the layer's data_version, so an edit never serves a
 * stale tile; the TTL only bounds the memory that old versions and rarely seen tiles hold.
 */
exports.TILE_CACHE_TTL_SECONDS = 3600;
/** Larger tiles are rendered every time rather than filling Redis. */
exports.TILE_CACHE_MAX_BYTES = 512 * 1024;
function tileCacheKey(lyrId, version, t) {
    return `tile:${lyrId}:${version}:${t.z}:${t.x}:${t.y}`;
}
/** Last data_version cached for a layer: a change triggers the purge of the older versions. */
function tileVersionKey(lyrId) {
    return `tile:${lyrId}:version`;
}
const GLOB_SPECIAL = /[*?[\]\\]/g;
const NOTED_LAYERS = 10_000;
/**
 * Redis cache of rendered tiles (empty tiles too, as zero bytes). Redis trouble never fails a
 * tile request: the tile is rendered and served without the cache.
 */
let TileCache = TileCache_1 = class TileCache {
    redis;
    logger = new common_1.Logger(TileCache_1.name);
    /** Last version this process wrote to the version marker, by layer. */
    noted = new Map();
    constructor(redis) {
        this.redis = redis;
    }
    async get(key) {
        try {
            return await this.redis.getBuffer(key);
        }
        catch (e) {
            this.logger.warn(`tile cache read failed: ${String(e)}`);
            return null;
        }
    }
    async put(lyrId, version, key, body) {
        if (body.length > exports.TILE_CACHE_MAX_BYTES)
            return;
        try {
            await this.redis.set(key, body, 'EX', exports.TILE_CACHE_TTL_SECONDS);
            if (this.noted.get(lyrId) !== version)
                await this.noteVersion(lyrId, version);
        }
        catch (e) {
            this.logger.warn(`tile cache write failed: ${String(e)}`);
        }
    }
    /**
     * Records the layer's current version in Redis once per process and version; the process
     * that moves it forward purges the older versions' tiles.
     */
    async noteVersion(lyrId, version) {
        this.noted.set(lyrId, version);
        for (const old of this.noted.keys()) {
            if (this.noted.size <= NOTED_LAYERS)
                break;
            this.noted.delete(old);
        }
        const previous = Number(await this.redis.set(tileVersionKey(lyrId), String(version), 'GET'));
        // A request that read the layer just before an edit must not move the marker back.
        if (previous > version)
            await this.redis.set(tileVersionKey(lyrId), String(previous));
        else if (previous && previous < version)
            void this.purgeOtherVersions(lyrId, version);
    }
    /** Deletes the cached tiles of a layer's other data versions (after an edit). */
    async purgeOtherVersions(lyrId, keep) {
        // A colon in the id would make the pattern reach other layers' keys: leave those to the TTL.
        if (lyrId.includes(':'))
            return 0;
        const keepPrefix = `tile:${lyrId}:${keep}:`;
        let deleted = 0;
        try {
            const stream = this.redis.scanStream({ match: `tile:${lyrId.replace(GLOB_SPECIAL, '\\$&')}:[0-9]*`, count: 500 });
            for await (const batch of stream) {
                const stale = batch.filter((k) => !k.startsWith(keepPrefix));
                if (stale.length)
                    deleted += await this.redis.unlink(...stale);
            }
        }
        catch (e) {
            this.logger.warn(`tile cache purge failed: ${String(e)}`);
        }
        return deleted;
    }
};
exports.TileCache = TileCache;
exports.TileCache = TileCache = TileCache_1 = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, common_1.Inject)(redis_module_1.REDIS)),
    __metadata("design:paramtypes", [Function])
], TileCache);
//# sourceMappingURL=tile-cache.service.js.map