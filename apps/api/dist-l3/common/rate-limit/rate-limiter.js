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
exports.RateLimitModule = exports.RateLimiter = void 0;
const common_1 = require("@nestjs/common");
const domain_error_1 = require("../errors/domain-error");
const redis_module_1 = require("../../redis/redis.module");
/** Fixed-window counters in Redis shared by every API process; over the limit → 429. */
let RateLimiter = class RateLimiter {
    redis;
    constructor(redis) {
        this.redis = redis;
    }
    /** Counts one hit against every rule; throws RATE_LIMITED when any is exceeded. */
    async hit(...rules) {
        for (const rule of rules) {
            const key = `nuri:rl:${rule.key}`;
            const [[, count], [, ttl]] = (await this.redis
                .multi()
                .incr(key)
                .expire(key, rule.windowSeconds, 'NX')
                .ttl(key)
                .exec());
            if (count > rule.limit) {
                throw new domain_error_1.DomainError('RATE_LIMITED', 'auth.rateLimited', { seconds: Math.max(ttl, 1) });
            }
        }
    }
    async reset(key) {
        await this.redis.del(`nuri:rl:${key}`);
    }
};
exports.RateLimiter = RateLimiter;
exports.RateLimiter = RateLimiter = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, common_1.Inject)(redis_module_1.REDIS)),
    __metadata("design:paramtypes", [Function])
], RateLimiter);
let RateLimitModule = class RateLimitModule {
};
exports.RateLimitModule = RateLimitModule;
exports.RateLimitModule = RateLimitModule = __decorate([
    (0, common_1.Global)(),
    (0, common_1.Module)({ providers: [RateLimiter], exports: [RateLimiter] })
], RateLimitModule);
//# sourceMappingURL=rate-limiter.js.map