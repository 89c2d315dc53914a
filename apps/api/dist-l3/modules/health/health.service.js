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
exports.HealthService = void 0;
const bullmq_1 = require("@nestjs/bullmq");
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const bullmq_2 = require("bullmq");
const typeorm_2 = require("typeorm");
const app_config_1 = require("../../config/app-config");
const queues_1 = require("../../jobs/queues");
const redis_module_1 = require("../../redis/redis.module");
const gdal_1 = require("./gdal");
const version_1 = require("../../version");
const CHECK_TIMEOUT_MS = 3000;
const GDAL_CACHE_MS = 60_000;
let HealthService = class HealthService {
    db;
    redis;
    queue;
    config;
    gdalCache;
    constructor(db, redis, queue, config) {
        this.db = db;
        this.redis = redis;
        this.queue = queue;
        this.config = config;
    }
    /** Checks every dependency in parallel, each bounded by a timeout. */
    async check() {
        const [db, redis, queue, gdal] = await Promise.all([
            guard(() => this.checkDb()),
            guard(() => this.checkRedis()),
            guard(() => this.checkQueue()),
            guard(() => this.checkGdal()),
        ]);
        const checks = { db, redis, queue, gdal };
        const status = Object.values(checks).every((c) => c.status === 'up') ? 'ok' : 'degraded';
        return { status, version: version_1.API_VERSION, checks };
    }
    /** Ready to serve: the database and Redis answer. */
    async ready() {
        const [db, redis] = await Promise.all([guard(() => this.checkDb()), guard(() => this.checkRedis())]);
        return db.status === 'up' && redis.status === 'up';
    }
    async checkDb() {
        const rows = await this.db.query('SELECT postgis_lib_version() AS v');
        return `PostGIS ${rows[0]?.v}`;
    }
    async checkRedis() {
        const pong = await this.redis.ping();
        if (pong !== 'PONG')
            throw new Error(`unexpected reply ${pong}`);
        return 'PONG';
    }
    async checkQueue() {
        const counts = await this.queue.getJobCounts('waiting', 'active', 'failed');
        const workers = await this.redis.keys(`${queues_1.WORKER_HEARTBEAT_PREFIX}*`);
        return `workers ${workers.length}, waiting ${counts.waiting}, active ${counts.active}, failed ${counts.failed}`;
    }
    async checkGdal() {
        const now = Date.now();
        if (this.gdalCache && now - this.gdalCache.at < GDAL_CACHE_MS) {
            if (this.gdalCache.check.status === 'up')
                return this.gdalCache.check.detail ?? '';
        }
        try {
            const detail = await (0, gdal_1.gdalVersion)(this.config.gdalTool('gdalinfo'));
            this.gdalCache = { at: now, check: { status: 'up', detail } };
            return detail;
        }
        catch (e) {
            this.gdalCache = undefined;
            throw e;
        }
    }
};
exports.HealthService = HealthService;
exports.HealthService = HealthService = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, typeorm_1.InjectDataSource)()),
    __param(1, (0, common_1.Inject)(redis_module_1.REDIS)),
    __param(2, (0, bullmq_1.InjectQueue)(queues_1.QUEUES.maintenance)),
    __metadata("design:paramtypes", [typeorm_2.DataSource, Function, bullmq_2.Queue,
        app_config_1.AppConfig])
], HealthService);
async function guard(fn) {
    let timer;
    try {
        const timeout = new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
        });
        const detail = await Promise.race([fn(), timeout]);
        return { status: 'up', detail };
    }
    catch (e) {
        return { status: 'down', detail: e instanceof Error ? e.message : String(e) };
    }
    finally {
        if (timer)
            clearTimeout(timer);
    }
}
//# sourceMappingURL=health.service.js.map