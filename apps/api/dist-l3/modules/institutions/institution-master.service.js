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
exports.InstitutionMasterService = void 0;
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const domain_1 = require("@nuri/domain");
const typeorm_2 = require("typeorm");
const secret_box_1 = require("../../common/crypto/secret-box");
const domain_error_1 = require("../../common/errors/domain-error");
const rate_limiter_1 = require("../../common/rate-limit/rate-limiter");
const app_config_1 = require("../../config/app-config");
const password_cipher_service_1 = require("../auth/password-cipher.service");
const token_service_1 = require("../auth/token.service");
const user_entity_1 = require("../users/entities/user.entity");
const users_service_1 = require("../users/users.service");
const verification_service_1 = require("../verification/verification.service");
const institution_entity_1 = require("./entities/institution.entity");
const institution_withdrawal_hooks_1 = require("./institution-withdrawal-hooks");
const institution_view_1 = require("./institution-view");
const institutions_service_1 = require("./institutions.service");
/** What only the master account may do: withdraw the institution, hand the master role over, change its phone. */
let InstitutionMasterService = class InstitutionMasterService {
    db;
    institutions;
    users;
    reader;
    usersService;
    cipher;
    tokens;
    verification;
    hooks;
    limiter;
    config;
    constructor(db, institutions, users, reader, usersService, cipher, tokens, verification, hooks, limiter, config) {
        this.db = db;
        this.institutions = institutions;
        this.users = users;
        this.reader = reader;
        this.usersService = usersService;
        this.cipher = cipher;
        this.tokens = tokens;
        this.verification = verification;
        this.hooks = hooks;
        this.limiter = limiter;
        this.config = config;
    }
    /**
     * Withdrawal (master, with the password): the institution is marked deleted and every member
     * not withdrawn moves to openBiz as a member (12), keeping their own contents; their logins end.
     */
    async withdraw(caller, insttCode, encryptedPassword) {
        if (insttCode === domain_1.DEFAULT_INSTT_CODE)
            throw new domain_error_1.DomainError('RULE_VIOLATION', 'instt.defaultNotAllowed');
        this.requireMaster(caller, await this.reader.requireActive(insttCode));
        await this.checkPassword(caller.userId, encryptedPassword);
        const userIds = await this.db.transaction(async (tx) => {
            // Locked and read again: a concurrent withdrawal or master change waits, then sees it.
            this.requireMaster(caller, await this.reader.requireActive(insttCode, tx));
            const users = tx.getRepository(user_entity_1.User);
            const members = await users.find({
                select: { userId: true },
                where: { insttCode, userSttus: (0, typeorm_2.Not)('withdrawn') },
            });
            const ids = members.map((m) => m.userId);
            if (ids.length)
                await users.update({ userId: (0, typeorm_2.In)(ids) }, { insttCode: domain_1.DEFAULT_INSTT_CODE, userSeCode: domain_1.USER_SE_CODES.MEMBER });
            await tx.getRepository(institution_entity_1.Institution).update({ insttCode }, { deleteAt: 'Y' });
            await this.hooks.run(tx, { insttCode, toInsttCode: domain_1.DEFAULT_INSTT_CODE, userIds: ids });
            return ids;
        });
        for (const userId of userIds)
            await this.tokens.revokeAll(userId);
        return { insttCode, movedToInsttCode: domain_1.DEFAULT_INSTT_CODE, movedMemberCnt: userIds.length };
    }
    /**
     * Hands the master role to another active admin (14) of the same institution, after the current
     * master's password. The previous master stays an admin; the institution's master phone is
     * cleared (the new master's own verified number shows until they set one).
     */
    async transferMaster(caller, insttCode, dto) {
        this.requireMaster(caller, await this.reader.requireActive(insttCode));
        await this.checkPassword(caller.userId, dto.userPassword);
        if (dto.userId === caller.userId) {
            throw new domain_error_1.DomainError('RULE_VIOLATION', 'instt.masterSelf', {}, [
                { field: 'userId', message: 'instt.masterSelf' },
            ]);
        }
        const target = await this.users.findOneBy({ userId: dto.userId });
        if (!target ||
            target.insttCode !== insttCode ||
            target.userSttus !== 'active' ||
            target.userSeCode !== domain_1.USER_SE_CODES.INSTT_ADMIN) {
            throw new domain_error_1.DomainError('RULE_VIOLATION', 'instt.masterTargetInvalid', {}, [
                { field: 'userId', message: 'instt.masterTargetInvalid' },
            ]);
        }
        // Only if the caller is still the master (a concurrent transfer wins once).
        const result = await this.institutions.update({ insttCode, masterUserId: caller.userId }, { masterUserId: target.userId, mbtlnumEncpt: null });
        if (!result.affected)
            throw new domain_error_1.DomainError('CONFLICT', 'instt.changedConcurrently');
        return { insttCode, masterUserId: target.userId };
    }
    /** Stores a new master phone after its SMS code (sent with POST /instt/sms/crtfc/send for the master's id). */
    async changeMasterPhone(caller, insttCode, dto, ip) {
        this.requireMaster(caller, await this.reader.requireActive(insttCode));
        const target = {
            type: 'signUp',
            channel: 'sms',
            target: dto.newMbltlphon,
            params: { userId: caller.userId },
        };
        const { verificationToken } = await this.verification.confirm(target, dto.smsCrtfcKey, ip);
        // Spent at once: the proof serves this change only.
        await this.verification.redeem(verificationToken, target);
        await this.institutions.update({ insttCode }, { mbtlnumEncpt: (0, secret_box_1.seal)(dto.newMbltlphon, this.config.encryptionKey) });
        return { masterMbtlnum: (0, institution_view_1.maskMobileNumber)(dto.newMbltlphon) };
    }
    requireMaster(caller, instt) {
        if (!instt.masterUserId || instt.masterUserId !== caller.userId)
            throw new domain_error_1.DomainError('FORBIDDEN', 'instt.masterOnly');
    }
    async checkPassword(userId, encrypted) {
        await this.limiter.hit({ key: `instt-master-pw:${userId}`, limit: 10, windowSeconds: 600 });
        const password = this.cipher.decrypt(encrypted, 'userPassword');
        if (!(await this.usersService.checkPassword(userId, password)))
            throw new domain_error_1.DomainError('RULE_VIOLATION', 'auth.passwordWrong');
    }
};
exports.InstitutionMasterService = InstitutionMasterService;
exports.InstitutionMasterService = InstitutionMasterService = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, typeorm_1.InjectDataSource)()),
    __param(1, (0, typeorm_1.InjectRepository)(institution_entity_1.Institution)),
    __param(2, (0, typeorm_1.InjectRepository)(user_entity_1.User)),
    __metadata("design:paramtypes", [typeorm_2.DataSource,
        typeorm_2.Repository,
        typeorm_2.Repository,
        institutions_service_1.InstitutionsService,
        users_service_1.UsersService,
        password_cipher_service_1.PasswordCipher,
        token_service_1.TokenService,
        verification_service_1.VerificationService,
        institution_withdrawal_hooks_1.InstitutionWithdrawalHooks,
        rate_limiter_1.RateLimiter,
        app_config_1.AppConfig])
], InstitutionMasterService);
//# sourceMappingURL=institution-master.service.js.map