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
exports.TokenService = void 0;
const node_crypto_1 = require("node:crypto");
const common_1 = require("@nestjs/common");
const jwt_1 = require("@nestjs/jwt");
const typeorm_1 = require("@nestjs/typeorm");
const typeorm_2 = require("typeorm");
const jwt_strategy_1 = require("../../common/auth/jwt.strategy");
const clock_service_1 = require("../../common/clock/clock.service");
const domain_error_1 = require("../../common/errors/domain-error");
const app_config_1 = require("../../config/app-config");
const redis_module_1 = require("../../redis/redis.module");
const refresh_token_entity_1 = require("./entities/refresh-token.entity");
const sha256 = (value) => (0, node_crypto_1.createHash)('sha256').update(value).digest('hex');
/**
 * Short-lived access tokens (JWT) and rotating refresh tokens. Each login starts a family;
 * every refresh uses up its token and issues the next one. Presenting a used token again
 * means it was stolen or replayed: the whole family is revoked.
 */
let TokenService = class TokenService {
    jwt;
    config;
    clock;
    db;
    redis;
    constructor(jwt, config, clock, db, redis) {
        this.jwt = jwt;
        this.config = config;
        this.clock = clock;
        this.db = db;
        this.redis = redis;
    }
    /** A new family for a fresh login. */
    async issue(user) {
        const now = await this.clock.now();
        const expires = new Date(now.getTime() + this.config.values.REFRESH_TOKEN_TTL_DAYS * 86_400_000);
        return this.issueInFamily(this.db.getRepository(refresh_token_entity_1.RefreshToken), user, (0, node_crypto_1.randomUUID)(), now, expires);
    }
    /** Rotates a refresh token; reuse of a spent one revokes its family (401 either way). */
    async refresh(refreshToken, loadUser) {
        const now = await this.clock.now();
        const outcome = await this.db.transaction(async (tx) => {
            const repo = tx.getRepository(refresh_token_entity_1.RefreshToken);
            const row = await repo.findOne({ where: { tokenHash: sha256(refreshToken) }, lock: { mode: 'pessimistic_write' } });
            if (!row)
                return { ok: false };
            if (row.usedDt || row.revokedDt) {
                await repo.update({ familyId: row.familyId }, { revokedDt: now });
                return { ok: false };
            }
            if (row.expiresDt <= now)
                return { ok: false };
            await repo.update({ tokenHash: row.tokenHash }, { usedDt: now });
            const user = await loadUser(row.userId);
            return { ok: true, tokens: await this.issueInFamily(repo, user, row.familyId, now, row.expiresDt) };
        });
        if (!outcome.ok)
            throw new domain_error_1.DomainError('UNAUTHENTICATED', 'auth.refreshInvalid');
        return outcome.tokens;
    }
    /** Logout: revokes the refresh family and the presented access token. */
    async revoke(caller, refreshToken) {
        const now = await this.clock.now();
        if (refreshToken) {
            const row = await this.db.getRepository(refresh_token_entity_1.RefreshToken).findOneBy({ tokenHash: sha256(refreshToken) });
            if (row && row.userId === caller.userId) {
                await this.db.getRepository(refresh_token_entity_1.RefreshToken).update({ familyId: row.familyId }, { revokedDt: now });
            }
        }
        const ttl = caller.exp - Math.floor(Date.now() / 1000);
        if (ttl > 0)
            await this.redis.set(`${jwt_strategy_1.REVOKED_JTI_PREFIX}${caller.jti}`, '1', 'EX', ttl);
    }
    /** Revokes every family of a user (password change, withdrawal). */
    async revokeAll(userId) {
        const now = await this.clock.now();
        await this.db
            .getRepository(refresh_token_entity_1.RefreshToken)
            .createQueryBuilder()
            .update()
            .set({ revokedDt: now })
            .where('user_id = :userId AND revoked_dt IS NULL', { userId })
            .execute();
    }
    async issueInFamily(repo, user, familyId, now, expires) {
        const expiresIn = this.config.values.ACCESS_TOKEN_TTL_SECONDS;
        const payload = {
            sub: user.userId,
            nm: user.userNm,
            se: user.userSeCode,
            instt: user.insttCode,
            jti: (0, node_crypto_1.randomUUID)(),
        };
        const accessToken = await this.jwt.signAsync(payload, { secret: this.config.jwtSecret, expiresIn, algorithm: 'HS256' });
        const refreshToken = (0, node_crypto_1.randomBytes)(32).toString('base64url');
        await repo.insert({ tokenHash: sha256(refreshToken), familyId, userId: user.userId, issuedDt: now, expiresDt: expires });
        return { accessToken, refreshToken, expiresIn };
    }
};
exports.TokenService = TokenService;
exports.TokenService = TokenService = __decorate([
    (0, common_1.Injectable)(),
    __param(3, (0, typeorm_1.InjectDataSource)()),
    __param(4, (0, common_1.Inject)(redis_module_1.REDIS)),
    __metadata("design:paramtypes", [jwt_1.JwtService,
        app_config_1.AppConfig,
        clock_service_1.Clock,
        typeorm_2.DataSource, Function])
], TokenService);
//# sourceMappingURL=token.service.js.map