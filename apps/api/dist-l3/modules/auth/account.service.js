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
exports.AccountService = void 0;
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const domain_1 = require("@nuri/domain");
const typeorm_2 = require("typeorm");
const clock_service_1 = require("../../common/clock/clock.service");
const secret_box_1 = require("../../common/crypto/secret-box");
const domain_error_1 = require("../../common/errors/domain-error");
const rate_limiter_1 = require("../../common/rate-limit/rate-limiter");
const app_config_1 = require("../../config/app-config");
const institution_entity_1 = require("../institutions/entities/institution.entity");
const verification_service_1 = require("../verification/verification.service");
const user_entity_1 = require("../users/entities/user.entity");
const name_policy_1 = require("../users/name-policy");
const password_hasher_1 = require("../users/password-hasher");
const password_policy_1 = require("../users/password-policy");
const users_service_1 = require("../users/users.service");
const password_cipher_service_1 = require("./password-cipher.service");
const token_service_1 = require("./token.service");
/** Sign-up (individual and institution), finding the id and resetting the password. */
let AccountService = class AccountService {
    cipher;
    verification;
    usersService;
    tokens;
    limiter;
    clock;
    config;
    users;
    db;
    constructor(cipher, verification, usersService, tokens, limiter, clock, config, users, db) {
        this.cipher = cipher;
        this.verification = verification;
        this.usersService = usersService;
        this.tokens = tokens;
        this.limiter = limiter;
        this.clock = clock;
        this.config = config;
        this.users = users;
        this.db = db;
    }
    /** An individual joins the openBiz institution as a member (12). */
    async signUp(dto, ip) {
        const user = await this.prepareUser(dto, ip);
        await this.users.insert({ ...user, insttCode: domain_1.DEFAULT_INSTT_CODE, userSeCode: domain_1.USER_SE_CODES.MEMBER });
        return { userId: dto.userId, insttCode: domain_1.DEFAULT_INSTT_CODE };
    }
    /** An institution and its master admin (14) with the chosen plan, in one transaction. */
    async signUpInstitution(dto, ip) {
        const code = (0, domain_1.validateInsttCode)(dto.insttCode);
        if (!code.ok)
            throw new domain_error_1.DomainError('VALIDATION_FAILED', 'error.validation', {}, [{ field: 'insttCode', message: code.messageKey }]);
        (0, name_policy_1.assertNameAllowed)(dto.insttNm, 'insttNm');
        const user = await this.prepareUser(dto, ip);
        await this.db.transaction(async (tx) => {
            const institutions = tx.getRepository(institution_entity_1.Institution);
            if (await institutions.existsBy({ insttCode: dto.insttCode }))
                throw new domain_error_1.DomainError('CONFLICT', 'auth.insttCodeInUse');
            const sameName = await institutions
                .createQueryBuilder('i')
                .where('lower(i.insttNm) = lower(:nm)', { nm: dto.insttNm })
                .andWhere("i.deleteAt = 'N'")
                .getExists();
            if (sameName)
                throw new domain_error_1.DomainError('CONFLICT', 'auth.insttNmInUse');
            const key = this.config.encryptionKey;
            await institutions.insert({
                insttCode: dto.insttCode,
                insttNm: dto.insttNm,
                planCode: dto.planCode,
                insttUrl: `/${dto.insttCode}`,
                insttTelEncpt: dto.insttTel ? (0, secret_box_1.seal)(dto.insttTel, key) : null,
                insttAddrEncpt: dto.insttAddr ? (0, secret_box_1.seal)(dto.insttAddr, key) : null,
                creatmanId: dto.userId,
                masterUserId: dto.userId,
            });
            await tx.getRepository(user_entity_1.User).insert({ ...user, insttCode: dto.insttCode, userSeCode: domain_1.USER_SE_CODES.INSTT_ADMIN });
        });
        return { userId: dto.userId, insttCode: dto.insttCode };
    }
    async sendFindIdCode(dto, ip, locale) {
        const target = { type: 'idFind', channel: 'email', target: dto.emailaddr, params: { userNm: dto.userNm } };
        if (dto.userNm)
            await this.requireMember({ emailaddr: dto.emailaddr, userNm: dto.userNm });
        return this.verification.send(target, ip, locale);
    }
    async confirmFindId(dto, ip) {
        const target = { type: 'idFind', channel: 'email', target: dto.emailaddr, params: { userNm: dto.userNm } };
        const { verificationToken } = await this.verification.confirm(target, dto.emailCrtfcKey, ip);
        const user = await this.requireMember({ emailaddr: dto.emailaddr, userNm: dto.userNm ?? '' });
        // The token also answers GET /auth/users/find-id once.
        return { userId: user.userId, registDt: user.registDt.toISOString(), verificationToken };
    }
    async findId(verificationToken) {
        const claim = await this.verification.redeem(verificationToken, { type: 'idFind', channel: 'email' });
        const user = await this.requireMember({ emailaddr: claim.target, userNm: claim.params.userNm ?? '' });
        return { userId: user.userId, registDt: user.registDt.toISOString() };
    }
    async sendFindPasswordCode(dto, ip, locale) {
        const params = { userId: dto.userId, userNm: dto.userNm };
        const target = { type: 'pwFind', channel: 'email', target: dto.emailaddr, params };
        if (dto.userId && dto.userNm)
            await this.requireMember({ emailaddr: dto.emailaddr, userNm: dto.userNm, userId: dto.userId });
        return this.verification.send(target, ip, locale);
    }
    confirmFindPassword(dto, ip) {
        const params = { userId: dto.userId, userNm: dto.userNm };
        return this.verification.confirm({ type: 'pwFind', channel: 'email', target: dto.emailaddr, params }, dto.emailCrtfcKey, ip);
    }
    /** Sets a new password after a pwFind verification; every login of the account ends. */
    async resetPassword(verificationToken, encryptedPassword) {
        const claim = await this.verification.redeem(verificationToken, { type: 'pwFind', channel: 'email' });
        const user = await this.requireMember({ emailaddr: claim.target, userNm: claim.params.userNm ?? '', userId: claim.params.userId });
        const password = this.cipher.decrypt(encryptedPassword, 'newPassword');
        (0, password_policy_1.assertPasswordAllowed)(password, user.userNm);
        const withSecret = await this.usersService.findWithSecret(user.userId);
        if (withSecret && (await (0, password_hasher_1.verifyPassword)(withSecret.passwordHash, password))) {
            throw new domain_error_1.DomainError('RULE_VIOLATION', 'auth.passwordSameAsOld');
        }
        await this.usersService.setPassword(user.userId, password);
        await this.tokens.revokeAll(user.userId);
    }
    /** Password change from my page: the old password, or a fresh revalidation, is required. */
    async changePassword(userId, dto) {
        const user = await this.usersService.requireActive(userId);
        if (dto.revalidationToken) {
            if (!(await this.usersService.redeemRevalidation(userId, dto.revalidationToken))) {
                throw new domain_error_1.DomainError('BAD_REQUEST', 'auth.verificationTokenInvalid');
            }
        }
        else {
            if (!dto.oldPassword) {
                throw new domain_error_1.DomainError('VALIDATION_FAILED', 'password.oldRequired', {}, [{ field: 'oldPassword', message: 'password.oldRequired' }]);
            }
            const old = this.cipher.decrypt(dto.oldPassword, 'oldPassword');
            if (!(await this.usersService.checkPassword(userId, old)))
                throw new domain_error_1.DomainError('RULE_VIOLATION', 'auth.oldPasswordWrong');
        }
        const password = this.cipher.decrypt(dto.newPassword, 'newPassword');
        (0, password_policy_1.assertPasswordAllowed)(password, user.userNm);
        if (await this.usersService.checkPassword(userId, password))
            throw new domain_error_1.DomainError('RULE_VIOLATION', 'auth.passwordSameAsOld');
        await this.usersService.setPassword(userId, password);
    }
    /** Re-checks the password (before sensitive changes); returns a short-lived proof. */
    async revalidate(userId, encryptedPassword, ip) {
        await this.limiter.hit({ key: `reval:${userId}`, limit: 10, windowSeconds: 600 }, { key: `reval-ip:${ip}`, limit: 30, windowSeconds: 600 });
        const password = this.cipher.decrypt(encryptedPassword);
        if (!(await this.usersService.checkPassword(userId, password)))
            throw new domain_error_1.DomainError('RULE_VIOLATION', 'auth.passwordWrong');
        return this.usersService.issueRevalidation(userId);
    }
    /** Withdrawal with the password and a reason; every login of the account ends. */
    async withdraw(userId, dto) {
        await this.usersService.requireActive(userId);
        const password = this.cipher.decrypt(dto.userPassword, 'userPassword');
        if (!(await this.usersService.checkPassword(userId, password)))
            throw new domain_error_1.DomainError('RULE_VIOLATION', 'auth.passwordWrong');
        await this.usersService.withdraw(userId, dto);
        await this.tokens.revokeAll(userId);
    }
    /** Changes the e-mail after its verification (verify-email for this account). */
    async updateMe(userId, dto) {
        if (dto.emailaddr) {
            const current = await this.usersService.requireActive(userId);
            if (current.emailaddr.toLowerCase() !== dto.emailaddr.toLowerCase()) {
                await this.verification.redeem(dto.emailVerificationToken, {
                    type: 'signUp',
                    channel: 'email',
                    target: dto.emailaddr,
                    params: { userId },
                });
            }
        }
        const { emailVerificationToken: _ignored, ...patch } = dto;
        await this.usersService.updateMe(userId, patch);
    }
    /** Shared checks of both sign-ups; returns the user row to insert. */
    async prepareUser(dto, ip) {
        await this.limiter.hit({ key: `signup-ip:${ip}`, limit: 10, windowSeconds: 3600 });
        (0, name_policy_1.assertNameAllowed)(dto.userId, 'userId');
        (0, name_policy_1.assertNameAllowed)(dto.userNm, 'userNm');
        if (await this.usersService.idExists(dto.userId)) {
            throw new domain_error_1.DomainError('CONFLICT', 'common.alreadyInUse', {}, [{ field: 'userId', message: 'common.alreadyInUse' }]);
        }
        if (await this.usersService.emailExists(dto.emailaddr)) {
            throw new domain_error_1.DomainError('CONFLICT', 'auth.emailInUse', {}, [{ field: 'emailaddr', message: 'auth.emailInUse' }]);
        }
        const password = this.cipher.decrypt(dto.userPassword, 'userPassword');
        (0, password_policy_1.assertPasswordAllowed)(password, dto.userNm, 'userPassword');
        await this.verification.redeem(dto.emailVerificationToken, {
            type: 'signUp',
            channel: 'email',
            target: dto.emailaddr,
            params: { userId: dto.userId },
        });
        let mbtlnumEncpt = null;
        if (dto.phoneNumber) {
            await this.verification.redeem(dto.phoneVerificationToken, {
                type: 'signUp',
                channel: 'sms',
                target: dto.phoneNumber,
                params: { userId: dto.userId },
            });
            mbtlnumEncpt = (0, secret_box_1.seal)(dto.phoneNumber, this.config.encryptionKey);
        }
        const now = await this.clock.now();
        return {
            userId: dto.userId,
            userNm: dto.userNm,
            emailaddr: dto.emailaddr,
            passwordHash: await (0, password_hasher_1.hashPassword)(password),
            passwordChangeDt: now,
            mbtlnumEncpt,
            termsAgreDt: now,
            privacyAgreDt: now,
            marketingAgreAt: dto.marketingAgreeAt ?? 'N',
            userSttus: 'active',
        };
    }
    async requireMember(q) {
        const qb = this.users
            .createQueryBuilder('u')
            .where('lower(u.emailaddr) = lower(:e)', { e: q.emailaddr })
            .andWhere('u.userNm = :n', { n: q.userNm })
            .andWhere("u.userSttus = 'active'");
        if (q.userId)
            qb.andWhere('u.userId = :id', { id: q.userId });
        const user = await qb.getOne();
        if (!user)
            throw new domain_error_1.DomainError('NOT_FOUND', 'auth.userNotFound');
        return user;
    }
};
exports.AccountService = AccountService;
exports.AccountService = AccountService = __decorate([
    (0, common_1.Injectable)(),
    __param(7, (0, typeorm_1.InjectRepository)(user_entity_1.User)),
    __param(8, (0, typeorm_1.InjectDataSource)()),
    __metadata("design:paramtypes", [password_cipher_service_1.PasswordCipher,
        verification_service_1.VerificationService,
        users_service_1.UsersService,
        token_service_1.TokenService,
        rate_limiter_1.RateLimiter,
        clock_service_1.Clock,
        app_config_1.AppConfig,
        typeorm_2.Repository,
        typeorm_2.DataSource])
], AccountService);
//# sourceMappingURL=account.service.js.map