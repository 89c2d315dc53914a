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
exports.UsersService = void 0;
const node_crypto_1 = require("node:crypto");
const promises_1 = __importDefault(require("node:fs/promises"));
const node_path_1 = __importDefault(require("node:path"));
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const domain_1 = require("@nuri/domain");
const typeorm_2 = require("typeorm");
const clock_service_1 = require("../../common/clock/clock.service");
const secret_box_1 = require("../../common/crypto/secret-box");
const domain_error_1 = require("../../common/errors/domain-error");
const app_config_1 = require("../../config/app-config");
const redis_module_1 = require("../../redis/redis.module");
const institution_entity_1 = require("../institutions/entities/institution.entity");
const user_entity_1 = require("./entities/user.entity");
const image_sniff_1 = require("./image-sniff");
const name_policy_1 = require("./name-policy");
const password_hasher_1 = require("./password-hasher");
const REVALIDATION_TTL_SECONDS = 600;
let UsersService = class UsersService {
    users;
    institutions;
    redis;
    clock;
    config;
    constructor(users, institutions, redis, clock, config) {
        this.users = users;
        this.institutions = institutions;
        this.redis = redis;
        this.clock = clock;
        this.config = config;
    }
    /** A user with the password hash (for authentication), or null. */
    findWithSecret(userId) {
        return this.users.createQueryBuilder('u').addSelect('u.passwordHash').where('u.userId = :userId', { userId }).getOne();
    }
    async requireActive(userId) {
        const user = await this.users.findOneBy({ userId });
        if (!user || user.userSttus === 'withdrawn')
            throw new domain_error_1.DomainError('UNAUTHENTICATED', 'error.sessionEnded');
        if (user.userSttus === 'disabled')
            throw new domain_error_1.DomainError('FORBIDDEN', 'auth.accountDisabled');
        return user;
    }
    async session(userId) {
        const user = await this.requireActive(userId);
        const instt = await this.institutions.findOneByOrFail({ insttCode: user.insttCode });
        const now = await this.clock.now();
        return {
            userId: user.userId,
            userNm: user.userNm,
            userSeCode: user.userSeCode,
            insttCode: user.insttCode,
            insttNm: instt.insttNm,
            insttSttusCode: instt.insttSttusCode,
            passwordChangeRequired: now.getTime() - user.passwordChangeDt.getTime() > domain_1.PASSWORD_MAX_AGE_DAYS * 86_400_000,
        };
    }
    /** Ids stay taken after withdrawal (they are never reused). */
    idExists(userId) {
        return this.users.existsBy({ userId });
    }
    async emailExists(emailaddr) {
        return this.users
            .createQueryBuilder('u')
            .where('lower(u.emailaddr) = lower(:emailaddr)', { emailaddr })
            .andWhere("u.userSttus <> 'withdrawn'")
            .getExists();
    }
    async me(userId, locale) {
        const user = await this.users
            .createQueryBuilder('u')
            .addSelect('u.mbtlnumEncpt')
            .where('u.userId = :userId', { userId })
            .getOneOrFail();
        const instt = await this.institutions.findOneByOrFail({ insttCode: user.insttCode });
        return {
            userId: user.userId,
            userNm: user.userNm,
            emailaddr: user.emailaddr,
            userSeCode: user.userSeCode,
            userSeCodeNm: domain_1.MESSAGES[locale][domain_1.ROLE_MESSAGE_KEYS[user.userSeCode]],
            insttCode: user.insttCode,
            insttNm: instt.insttNm,
            insttSttusCode: instt.insttSttusCode,
            phoneNumber: user.mbtlnumEncpt ? (0, secret_box_1.open)(user.mbtlnumEncpt, this.config.encryptionKey) : null,
            marketingAgreeAt: user.marketingAgreAt,
            userImage: user.userImagePath ? `/api/users/${encodeURIComponent(user.userId)}/image` : null,
            registDt: user.registDt.toISOString(),
            passwordChangeDt: user.passwordChangeDt.toISOString(),
        };
    }
    /** Updates name, marketing consent and (with its verification already redeemed) the e-mail. */
    async updateMe(userId, dto) {
        const patch = {};
        if (dto.userNm !== undefined) {
            (0, name_policy_1.assertNameAllowed)(dto.userNm, 'userNm');
            patch.userNm = dto.userNm;
        }
        if (dto.emailaddr !== undefined) {
            const current = await this.users.findOneByOrFail({ userId });
            if (current.emailaddr.toLowerCase() !== dto.emailaddr.toLowerCase() && (await this.emailExists(dto.emailaddr))) {
                throw new domain_error_1.DomainError('CONFLICT', 'auth.emailInUse');
            }
            patch.emailaddr = dto.emailaddr;
        }
        if (dto.marketingAgreeAt !== undefined)
            patch.marketingAgreAt = dto.marketingAgreeAt;
        if (Object.keys(patch).length)
            await this.users.update({ userId }, patch);
    }
    sealPhone(phone) {
        return (0, secret_box_1.seal)(phone, this.config.encryptionKey);
    }
    async checkPassword(userId, plain) {
        const user = await this.findWithSecret(userId);
        return Boolean(user && (await (0, password_hasher_1.verifyPassword)(user.passwordHash, plain)));
    }
    async setPassword(userId, plain) {
        await this.users.update({ userId }, { passwordHash: await (0, password_hasher_1.hashPassword)(plain), passwordChangeDt: await this.clock.now(), loginFailCnt: 0, lockUntilDt: null });
    }
    async issueRevalidation(userId) {
        const token = (0, node_crypto_1.randomBytes)(24).toString('base64url');
        await this.redis.set(`nuri:reval:${token}`, userId, 'EX', REVALIDATION_TTL_SECONDS);
        return token;
    }
    async redeemRevalidation(userId, token) {
        return (await this.redis.getdel(`nuri:reval:${token}`)) === userId;
    }
    /** Stores a profile image after the thumbnail rules and a content check (not the name). */
    async setImage(userId, file) {
        const check = (0, domain_1.checkThumbnail)({ fileName: file.originalname, size: file.size });
        if (!check.ok) {
            const code = check.problem === 'EXTENSION' ? 'UNSUPPORTED_MEDIA_TYPE' : 'PAYLOAD_TOO_LARGE';
            throw new domain_error_1.DomainError(code, check.messageKey, check.params);
        }
        const kind = (0, image_sniff_1.sniffImage)(file.buffer);
        if (!kind)
            throw new domain_error_1.DomainError('UNSUPPORTED_MEDIA_TYPE', 'thumbnail.extensionInvalid');
        const dir = node_path_1.default.join(this.config.storageDir, 'users');
        await promises_1.default.mkdir(dir, { recursive: true });
        const name = `${(0, node_crypto_1.randomBytes)(16).toString('hex')}.${kind}`;
        await promises_1.default.writeFile(node_path_1.default.join(dir, name), file.buffer);
        const previous = (await this.users.findOneByOrFail({ userId })).userImagePath;
        await this.users.update({ userId }, { userImagePath: `users/${name}` });
        if (previous)
            await promises_1.default.rm(node_path_1.default.join(this.config.storageDir, previous), { force: true });
        return `/api/users/${encodeURIComponent(userId)}/image`;
    }
    async deleteImage(userId) {
        const previous = (await this.users.findOneByOrFail({ userId })).userImagePath;
        await this.users.update({ userId }, { userImagePath: null });
        if (previous)
            await promises_1.default.rm(node_path_1.default.join(this.config.storageDir, previous), { force: true });
    }
    async imageFile(userId) {
        const user = await this.users.findOneBy({ userId });
        if (!user?.userImagePath || user.userSttus === 'withdrawn')
            throw new domain_error_1.DomainError('NOT_FOUND', 'error.notFound');
        return node_path_1.default.join(this.config.storageDir, user.userImagePath);
    }
    /** Withdrawal: the account is closed, personal data cleared, the id kept so it is never reused. */
    async withdraw(userId, reason) {
        await this.deleteImage(userId);
        await this.users.update({ userId }, {
            userSttus: 'withdrawn',
            whdwlResn: reason.whdwlResn ?? null,
            whdwlResnCode: reason.whdwlResnCode,
            whdwlDt: await this.clock.now(),
            mbtlnumEncpt: null,
            marketingAgreAt: 'N',
        });
    }
};
exports.UsersService = UsersService;
exports.UsersService = UsersService = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, typeorm_1.InjectRepository)(user_entity_1.User)),
    __param(1, (0, typeorm_1.InjectRepository)(institution_entity_1.Institution)),
    __param(2, (0, common_1.Inject)(redis_module_1.REDIS)),
    __metadata("design:paramtypes", [typeorm_2.Repository,
        typeorm_2.Repository, Function, clock_service_1.Clock,
        app_config_1.AppConfig])
], UsersService);
//# sourceMappingURL=users.service.js.map