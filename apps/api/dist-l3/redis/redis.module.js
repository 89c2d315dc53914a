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
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.RedisModule = exports.REDIS = void 0;
exports.createRedis = createRedis;
const common_1 = require("@nestjs/common");
const ioredis_1 = __importDefault(require("ioredis"));
const app_config_1 = require("../config/app-config");
exports.REDIS = Symbol('REDIS');
function createRedis(url, name) {
    return new ioredis_1.default(url, {
        connectionName: name,
        // Fail commands fast while Redis is down instead of queueing them forever.
        maxRetriesPerRequest: 2,
        enableOfflineQueue: true,
        lazyConnect: false,
    });
}
let RedisCloser = class RedisCloser {
    redis;
    constructor(redis) {
        this.redis = redis;
    }
    async onApplicationShutdown() {
        await this.redis.quit().catch(() => this.redis.disconnect());
    }
};
RedisCloser = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, common_1.Inject)(exports.REDIS)),
    __metadata("design:paramtypes", [ioredis_1.default])
], RedisCloser);
/** One shared ioredis connection for caches, rate limits and codes. */
let RedisModule = class RedisModule {
};
exports.RedisModule = RedisModule;
exports.RedisModule = RedisModule = __decorate([
    (0, common_1.Global)(),
    (0, common_1.Module)({
        providers: [
            { provide: exports.REDIS, inject: [app_config_1.AppConfig], useFactory: (c) => createRedis(c.values.REDIS_URL, 'nuri') },
            RedisCloser,
        ],
        exports: [exports.REDIS],
    })
], RedisModule);
//# sourceMappingURL=redis.module.js.map