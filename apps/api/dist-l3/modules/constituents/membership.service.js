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
exports.MembershipService = void 0;
exports.levelName = levelName;
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const domain_1 = require("@nuri/domain");
const typeorm_2 = require("typeorm");
const domain_error_1 = require("../../common/errors/domain-error");
const institution_entity_1 = require("../institutions/entities/institution.entity");
const user_entity_1 = require("../users/entities/user.entity");
/** Name of a level in a locale. */
function levelName(code, locale) {
    return domain_1.MESSAGES[locale][domain_1.ROLE_MESSAGE_KEYS[code]];
}
/**
 * Who belongs to which institution, read from the database. A member is an active account with a
 * level 11–14 whose institution is the one asked about. Also used by the groups feature.
 */
let MembershipService = class MembershipService {
    users;
    institutions;
    constructor(users, institutions) {
        this.users = users;
        this.institutions = institutions;
    }
    /** An institution that exists and is not deleted (404 otherwise). */
    async requireInstitution(insttCode, manager) {
        const repo = manager ? manager.getRepository(institution_entity_1.Institution) : this.institutions;
        const instt = await repo.findOneBy({ insttCode, deleteAt: 'N' });
        if (!instt)
            throw new domain_error_1.DomainError('NOT_FOUND', 'error.notFound');
        return instt;
    }
    /** The caller's current account; a withdrawn or disabled one ends the session. */
    async currentUser(userId) {
        const user = await this.users.findOneBy({ userId, userSttus: 'active' });
        if (!user)
            throw new domain_error_1.DomainError('UNAUTHENTICATED', 'error.sessionEnded');
        return user;
    }
    /**
     * Re-checks an institution-scoped call against the database: the guard trusted the token,
     * which still names the old institution or level for up to its lifetime after a removal or a
     * level change. Provider admins (4) pass; the openBiz institution is managed by them only.
     */
    async authorize(caller, insttCode, options) {
        const instt = await this.requireInstitution(insttCode);
        const actor = await this.currentUser(caller.userId);
        if (actor.userSeCode === domain_1.USER_SE_CODES.PROVIDER_ADMIN)
            return { instt, actor };
        if (insttCode === domain_1.DEFAULT_INSTT_CODE || actor.insttCode !== insttCode)
            throw new domain_error_1.DomainError('FORBIDDEN', 'error.noPermission');
        if (options.adminOnly && actor.userSeCode !== domain_1.USER_SE_CODES.INSTT_ADMIN)
            throw new domain_error_1.DomainError('FORBIDDEN', 'error.noPermission');
        return { instt, actor };
    }
    /** An active member of the institution (404 otherwise). */
    async requireMember(insttCode, userId, manager) {
        const repo = manager ? manager.getRepository(user_entity_1.User) : this.users;
        const user = await repo.findOneBy({ userId, insttCode, userSttus: 'active', userSeCode: (0, typeorm_2.In)([...domain_1.INSTITUTION_MEMBER_CODES]) });
        if (!user)
            throw new domain_error_1.DomainError('NOT_FOUND', 'constituent.notFound');
        return user;
    }
    /** The ids among `userIds` that are active members of the institution. */
    async memberIds(insttCode, userIds, manager) {
        if (!userIds.length)
            return new Set();
        const repo = manager ? manager.getRepository(user_entity_1.User) : this.users;
        const rows = await repo.find({
            select: { userId: true },
            where: { userId: (0, typeorm_2.In)([...userIds]), insttCode, userSttus: 'active', userSeCode: (0, typeorm_2.In)([...domain_1.INSTITUTION_MEMBER_CODES]) },
        });
        return new Set(rows.map((r) => r.userId));
    }
    /** Active institution admins (14) of the institution. */
    countAdmins(insttCode, manager) {
        return manager.getRepository(user_entity_1.User).countBy({ insttCode, userSttus: 'active', userSeCode: domain_1.USER_SE_CODES.INSTT_ADMIN });
    }
};
exports.MembershipService = MembershipService;
exports.MembershipService = MembershipService = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, typeorm_1.InjectRepository)(user_entity_1.User)),
    __param(1, (0, typeorm_1.InjectRepository)(institution_entity_1.Institution)),
    __metadata("design:paramtypes", [typeorm_2.Repository,
        typeorm_2.Repository])
], MembershipService);
//# sourceMappingURL=membership.service.js.map