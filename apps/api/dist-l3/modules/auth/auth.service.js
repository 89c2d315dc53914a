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
exports.AuthService = exports.LOGIN_LOCK_MINUTES = exports.LOGIN_MAX_FAILURES = void 0;
const node_crypto_1 = require("node:crypto");
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const domain_1 = require("@nuri/domain");
const typeorm_2 = require("typeorm");
const ip_access_guard_1 = require("../../common/auth/ip-access.guard");
const clock_service_1 = require("../../common/clock/clock.service");
const domain_error_1 = require("../../common/errors/domain-error");
const rate_limiter_1 = require("../../common/rate-limit/rate-limiter");
const redis_module_1 = require("../../redis/redis.module");
const institution_entity_1 = require("../institutions/entities/institution.entity");
const user_entity_1 = require("../users/entities/user.entity");
const password_hasher_1 = require("../users/password-hasher");
const users_service_1 = require("../users/users.service");
const verification_service_1 = require("../verification/verification.service");
const password_cipher_service_1 = require("./password-cipher.service");
const token_service_1 = require("./token.service");
/** Wrong passwords in a row before the account is locked, and for how long. */
exports.LOGIN_MAX_FAILURES = 5;
exports.LOGIN_LOCK_MINUTES = 15;
const CHALLENGE_TTL_SECONDS = 600;
let AuthService = class AuthService {
    cipher;
    tokens;
    usersService;
    verification;
    limiter;
    clock;
    users;
    institutions;
    redis;
    db;
    constructor(cipher, tokens, usersService, verification, limiter, clock, users, institutions, redis, db) {
        this.cipher = cipher;
        this.tokens = tokens;
        this.usersService = usersService;
        this.verification = verification;
        this.limiter = limiter;
        this.clock = clock;
        this.users = users;
        this.institutions = institutions;
        this.redis = redis;
        this.db = db;
    }
    /** Checks id and password; admins (4, 14) continue with an e-mailed code. */
    async login(userId, encryptedPassword, ip) {
        await this.limiter.hit({ key: `login-ip:${ip}`, limit: 30, windowSeconds: 60 }, { key: `login-id:${userId.toLowerCase()}`, limit: 10, windowSeconds: 60 });
        const password = this.cipher.decrypt(encryptedPassword);
        const user = await this.usersService.findWithSecret(userId);
        if (!user)
            throw new domain_error_1.DomainError('UNAUTHENTICATED', 'error.loginFailed');
        const now = await this.clock.now();
        if (user.lockUntilDt && user.lockUntilDt > now) {
            throw new domain_error_1.DomainError('FORBIDDEN', 'auth.accountLocked', { count: exports.LOGIN_MAX_FAILURES, minutes: exports.LOGIN_LOCK_MINUTES });
        }
        if (!(await (0, password_hasher_1.verifyPassword)(user.passwordHash, password))) {
            await this.recordFailure(user, now);
            throw new domain_error_1.DomainError('UNAUTHENTICATED', 'error.loginFailed');
        }
        await this.assertMayLogIn(user, ip);
        await this.users.update({ userId: user.userId }, { loginFailCnt: 0, lockUntilDt: null });
        if ((0, domain_1.isAdminCode)(user.userSeCode)) {
            const challengeId = (0, node_crypto_1.randomBytes)(24).toString('base64url');
            const challenge = { userId: user.userId, emailaddr: user.emailaddr };
            await this.redis.set(`nuri:login-challenge:${challengeId}`, JSON.stringify(challenge), 'EX', CHALLENGE_TTL_SECONDS);
            return { secondFactorRequired: true, challengeId };
        }
        return { secondFactorRequired: false, ...(await this.complete(user.userId, now)) };
    }
    /** Sends the admin's second-factor code to their e-mail (POST /emailAuthentication/send). */
    async sendSecondFactor(challengeId, ip, locale) {
        const challenge = await this.challenge(challengeId);
        return this.verification.send({ type: 'otp', channel: 'email', target: challenge.emailaddr, params: {} }, ip, locale);
    }
    async confirmSecondFactor(challengeId, code, ip) {
        const challenge = await this.challenge(challengeId);
        const target = { type: 'otp', channel: 'email', target: challenge.emailaddr, params: {} };
        const { verificationToken } = await this.verification.confirm(target, code, ip);
        await this.verification.redeem(verificationToken, target);
        await this.redis.del(`nuri:login-challenge:${challengeId}`);
        const user = await this.usersService.requireActive(challenge.userId);
        await this.assertMayLogIn(user, ip);
        return this.complete(user.userId, await this.clock.now());
    }
    async refresh(refreshToken, ip) {
        const issued = await this.tokens.refresh(refreshToken, async (userId) => {
            const user = await this.usersService.requireActive(userId);
            await this.assertMayLogIn(user, ip);
            return user;
        });
        const payload = JSON.parse(Buffer.from(issued.accessToken.split('.')[1], 'base64url').toString());
        return { ...issued, user: await this.usersService.session(payload.sub) };
    }
    logout(caller, refreshToken) {
        return this.tokens.revoke(caller, refreshToken);
    }
    async complete(userId, now) {
        const user = await this.usersService.requireActive(userId);
        await this.users.update({ userId }, { lastLoginDt: now });
        return { ...(await this.tokens.issue(user)), user: await this.usersService.session(userId) };
    }
    async challenge(challengeId) {
        const raw = await this.redis.get(`nuri:login-challenge:${challengeId}`);
        if (!raw)
            throw new domain_error_1.DomainError('UNAUTHENTICATED', 'auth.challengeInvalid');
        return JSON.parse(raw);
    }
    /** Disabled, withdrawn, deleted-institution and IP-refused logins each get their own error. */
    async assertMayLogIn(user, ip) {
        if (user.userSttus === 'withdrawn')
            throw new domain_error_1.DomainError('FORBIDDEN', 'auth.accountWithdrawn');
        if (user.userSttus === 'disabled')
            throw new domain_error_1.DomainError('FORBIDDEN', 'auth.accountDisabled');
        const instt = await this.institutions.findOneBy({ insttCode: user.insttCode });
        if (!instt || instt.deleteAt === 'Y')
            throw new domain_error_1.DomainError('FORBIDDEN', 'auth.insttDeleted');
        if (user.userSeCode !== domain_1.USER_SE_CODES.PROVIDER_ADMIN && !(await (0, ip_access_guard_1.ipAllowed)(this.db, user.insttCode, ip))) {
            throw new domain_error_1.DomainError('FORBIDDEN', 'error.ipRefused');
        }
    }
    async recordFailure(user, now) {
        const failures = user.loginFailCnt + 1;
        const lock = failures >= exports.LOGIN_MAX_FAILURES ? new Date(now.getTime() + exports.LOGIN_LOCK_MINUTES * 60_000) : null;
        await this.users.update({ userId: user.userId }, { loginFailCnt: lock ? 0 : failures, lockUntilDt: lock });
        if (lock)
            throw new domain_error_1.DomainError('FORBIDDEN', 'auth.accountLocked', { count: exports.LOGIN_MAX_FAILURES, minutes: exports.LOGIN_LOCK_MINUTES });
    }
};
exports.AuthService = AuthService;
exports.AuthService = AuthService = __decorate([
    (0, common_1.Injectable)(),
    __param(6, (0, typeorm_1.InjectRepository)(user_entity_1.User)),
    __param(7, (0, typeorm_1.InjectRepository)(institution_entity_1.Institution)),
    __param(8, (0, common_1.Inject)(redis_module_1.REDIS)),
    __param(9, (0, typeorm_1.InjectDataSource)()),
    __metadata("design:paramtypes", [password_cipher_service_1.PasswordCipher,
        token_service_1.TokenService,
        users_service_1.UsersService,
        verification_service_1.VerificationService,
        rate_limiter_1.RateLimiter,
        clock_service_1.Clock,
        typeorm_2.Repository,
        typeorm_2.Repository, Function, typeorm_2.DataSource])
], AuthService);
//# sourceMappingURL=auth.service.js.map