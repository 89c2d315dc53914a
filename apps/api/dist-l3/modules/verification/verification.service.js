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
exports.VerificationService = void 0;
const node_crypto_1 = require("node:crypto");
const common_1 = require("@nestjs/common");
const domain_1 = require("@nuri/domain");
const clock_service_1 = require("../../common/clock/clock.service");
const domain_error_1 = require("../../common/errors/domain-error");
const rate_limiter_1 = require("../../common/rate-limit/rate-limiter");
const app_config_1 = require("../../config/app-config");
const redis_module_1 = require("../../redis/redis.module");
const notifications_service_1 = require("../notifications/notifications.service");
// Redis keeps stored codes somewhat longer than their expiry, so an expired code is reported as
// expired (410) rather than missing.
const STORE_GRACE_SECONDS = 3600;
/**
 * E-mail and SMS verification codes (spec 001 §4, §5, §8): numeric, expiring at expireDt,
 * dead after 5 failed checks, replaced by a new send. Stored as an HMAC in Redis, never in clear.
 */
let VerificationService = class VerificationService {
    redis;
    clock;
    config;
    notifications;
    limiter;
    constructor(redis, clock, config, notifications, limiter) {
        this.redis = redis;
        this.clock = clock;
        this.config = config;
        this.notifications = notifications;
        this.limiter = limiter;
    }
    /** Issues (or replaces) a code and sends it; returns its expiry. */
    async send(v, ip, locale) {
        this.requireParams(v);
        await this.limiter.hit({ key: `vrf-send:${v.channel}:${v.target}`, limit: 5, windowSeconds: 600 }, { key: `vrf-send-ip:${ip}`, limit: 30, windowSeconds: 600 });
        const code = String((0, node_crypto_1.randomInt)(0, 10 ** domain_1.VERIFICATION_CODE_LENGTH)).padStart(domain_1.VERIFICATION_CODE_LENGTH, '0');
        const now = await this.clock.now();
        const expireDt = new Date(now.getTime() + domain_1.VERIFICATION_CODE_TTL_SECONDS * 1000).toISOString();
        const stored = { codeMac: this.mac(v, code), expireDt, failures: 0, params: v.params };
        await this.redis.set(this.key(v), JSON.stringify(stored), 'EX', domain_1.VERIFICATION_CODE_TTL_SECONDS + STORE_GRACE_SECONDS);
        await this.deliver(v, code, locale);
        return { expireDt };
    }
    /** Checks a code; on success the code is spent and a one-use verification token returned. */
    async confirm(v, code, ip) {
        this.requireParams(v);
        await this.limiter.hit({ key: `vrf-check-ip:${ip}`, limit: 60, windowSeconds: 600 });
        const key = this.key(v);
        const raw = await this.redis.get(key);
        if (!raw)
            throw new domain_error_1.DomainError('BAD_REQUEST', 'verification.noCode');
        const stored = JSON.parse(raw);
        if (stored.failures >= domain_1.VERIFICATION_MAX_FAILURES)
            throw new domain_error_1.DomainError('GONE', 'verification.tooManyFailures');
        if ((await this.clock.now()).getTime() > Date.parse(stored.expireDt))
            throw new domain_error_1.DomainError('GONE', 'verification.expired');
        if (!this.sameParams(stored.params, v.params) || !this.matches(stored.codeMac, this.mac(v, code))) {
            stored.failures += 1;
            await this.redis.set(key, JSON.stringify(stored), 'KEEPTTL');
            if (stored.failures >= domain_1.VERIFICATION_MAX_FAILURES)
                throw new domain_error_1.DomainError('GONE', 'verification.tooManyFailures');
            throw new domain_error_1.DomainError('RULE_VIOLATION', 'verification.wrongCode');
        }
        await this.redis.del(key);
        const verificationToken = (0, node_crypto_1.randomBytes)(24).toString('base64url');
        const claim = { type: v.type, channel: v.channel, target: v.target, params: v.params };
        await this.redis.set(this.tokenKey(verificationToken), JSON.stringify(claim), 'EX', domain_1.VERIFICATION_TOKEN_TTL_SECONDS);
        return { verificationToken };
    }
    /** Redeems a verification token once; it must prove the expected type, channel and target. */
    async redeem(token, expect) {
        if (!token)
            throw new domain_error_1.DomainError('BAD_REQUEST', 'auth.verificationTokenInvalid');
        const raw = await this.redis.getdel(this.tokenKey(token));
        const claim = raw ? JSON.parse(raw) : null;
        if (!claim ||
            claim.type !== expect.type ||
            claim.channel !== expect.channel ||
            (expect.target !== undefined && claim.target.toLowerCase() !== expect.target.toLowerCase()) ||
            Object.entries(expect.params ?? {}).some(([k, v]) => claim.params[k] !== v)) {
            throw new domain_error_1.DomainError('BAD_REQUEST', 'auth.verificationTokenInvalid');
        }
        return claim;
    }
    requireParams(v) {
        const problem = (0, domain_1.checkVerificationParams)(v.type, v.params);
        if (problem) {
            throw new domain_error_1.DomainError('VALIDATION_FAILED', problem.messageKey, problem.params, problem.missing.map((field) => ({ field, message: (0, domain_1.formatMessage)(domain_1.MESSAGES.en['verification.checkParams'], { fields: field }) })));
        }
    }
    async deliver(v, code, locale) {
        const minutes = Math.round(domain_1.VERIFICATION_CODE_TTL_SECONDS / 60);
        const catalog = domain_1.MESSAGES[locale];
        if (v.channel === 'sms') {
            await this.notifications.sendSms({ to: v.target, text: (0, domain_1.formatMessage)(catalog['sms.verification.body'], { code, minutes }) });
            return;
        }
        const subject = v.type === 'otp' ? catalog['mail.otp.subject'] : catalog['mail.verification.subject'];
        await this.notifications.sendMail({
            to: v.target,
            subject,
            text: (0, domain_1.formatMessage)(catalog['mail.verification.body'], { code, minutes }),
        });
    }
    key(v) {
        return `nuri:vrf:${v.type}:${v.channel}:${v.target.toLowerCase()}`;
    }
    tokenKey(token) {
        return `nuri:vrf-token:${token}`;
    }
    mac(v, code) {
        return (0, node_crypto_1.createHmac)('sha256', this.config.jwtSecret).update(`${this.key(v)}|${code}`).digest('hex');
    }
    matches(a, b) {
        return a.length === b.length && (0, node_crypto_1.timingSafeEqual)(Buffer.from(a), Buffer.from(b));
    }
    sameParams(a, b) {
        const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
        return [...keys].every((k) => (a[k] ?? '') === (b[k] ?? ''));
    }
};
exports.VerificationService = VerificationService;
exports.VerificationService = VerificationService = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, common_1.Inject)(redis_module_1.REDIS)),
    __metadata("design:paramtypes", [Function, clock_service_1.Clock,
        app_config_1.AppConfig,
        notifications_service_1.NotificationsService,
        rate_limiter_1.RateLimiter])
], VerificationService);
//# sourceMappingURL=verification.service.js.map