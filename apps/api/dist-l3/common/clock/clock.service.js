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
exports.ClockModule = exports.Clock = exports.DEV_CLOCK_KEY = void 0;
const common_1 = require("@nestjs/common");
const app_config_1 = require("../../config/app-config");
const redis_module_1 = require("../../redis/redis.module");
// Shared by every API and worker process of an environment (development tools only).
exports.DEV_CLOCK_KEY = 'nuri:dev:clock-offset-ms';
/**
 * The one clock every time-dependent rule reads (code expiry, locks, billing). In production it
 * is the system clock; with development tools on, tests may move it (PUT /api/dev/clock).
 */
let Clock = class Clock {
    config;
    redis;
    constructor(config, redis) {
        this.config = config;
        this.redis = redis;
    }
    async now() {
        if (!this.config.devTools)
            return new Date();
        const offset = Number((await this.redis.get(exports.DEV_CLOCK_KEY)) ?? 0);
        return new Date(Date.now() + (Number.isFinite(offset) ? offset : 0));
    }
    async set(now) {
        await this.redis.set(exports.DEV_CLOCK_KEY, String(now.getTime() - Date.now()));
    }
    async reset() {
        await this.redis.del(exports.DEV_CLOCK_KEY);
    }
};
exports.Clock = Clock;
exports.Clock = Clock = __decorate([
    (0, common_1.Injectable)(),
    __param(1, (0, common_1.Inject)(redis_module_1.REDIS)),
    __metadata("design:paramtypes", [app_config_1.AppConfig, Function])
], Clock);
let ClockModule = class ClockModule {
};
exports.ClockModule = ClockModule;
exports.ClockModule = ClockModule = __decorate([
    (0, common_1.Global)(),
    (0, common_1.Module)({ providers: [Clock], exports: [Clock] })
], ClockModule);
//# sourceMappingURL=clock.service.js.map