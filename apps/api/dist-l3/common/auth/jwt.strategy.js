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
exports.JwtStrategy = exports.REVOKED_JTI_PREFIX = void 0;
const common_1 = require("@nestjs/common");
const passport_1 = require("@nestjs/passport");
const passport_jwt_1 = require("passport-jwt");
const app_config_1 = require("../../config/app-config");
const redis_module_1 = require("../../redis/redis.module");
exports.REVOKED_JTI_PREFIX = 'nuri:revoked-jti:';
/** Verifies bearer access tokens (HS256) and refuses those revoked at logout. */
let JwtStrategy = class JwtStrategy extends (0, passport_1.PassportStrategy)(passport_jwt_1.Strategy, 'jwt') {
    redis;
    constructor(config, redis) {
        super({
            jwtFromRequest: passport_jwt_1.ExtractJwt.fromAuthHeaderAsBearerToken(),
            secretOrKey: config.jwtSecret,
            algorithms: ['HS256'],
            ignoreExpiration: false,
        });
        this.redis = redis;
    }
    async validate(payload) {
        if (await this.redis.exists(`${exports.REVOKED_JTI_PREFIX}${payload.jti}`))
            return false;
        return {
            userId: payload.sub,
            userNm: payload.nm,
            userSeCode: payload.se,
            insttCode: payload.instt,
            jti: payload.jti,
            exp: payload.exp ?? 0,
        };
    }
};
exports.JwtStrategy = JwtStrategy;
exports.JwtStrategy = JwtStrategy = __decorate([
    (0, common_1.Injectable)(),
    __param(1, (0, common_1.Inject)(redis_module_1.REDIS)),
    __metadata("design:paramtypes", [app_config_1.AppConfig, Function])
], JwtStrategy);
//# sourceMappingURL=jwt.strategy.js.map