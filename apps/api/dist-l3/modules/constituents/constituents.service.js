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
exports.ConstituentsService = void 0;
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const domain_1 = require("@nuri/domain");
const typeorm_2 = require("typeorm");
const domain_error_1 = require("../../common/errors/domain-error");
const paged_1 = require("../../common/paging/paged");
const institution_entity_1 = require("../institutions/entities/institution.entity");
const user_entity_1 = require("../users/entities/user.entity");
const member_removal_registry_1 = require("./member-removal.registry");
const membership_service_1 = require("./membership.service");
const search_text_1 = require("./search-text");
/** Sort names of the member list and their columns. */
const CONSTITUENT_SORTS = { registDt: 'u.registDt', userNm: 'u.userNm', userId: 'u.userId', userSeCode: 'u.userSeCode' };
/** openBiz members are individuals: their levels are not managed and they cannot be removed from it. */
function assertManaged(insttCode) {
    if (insttCode === domain_1.DEFAULT_INSTT_CODE)
        throw new domain_error_1.DomainError('RULE_VIOLATION', 'constituent.openBizNotManaged');
}
/** The member list of an institution, levels, removal and the default user list. */
let ConstituentsService = class ConstituentsService {
    membership;
    removalHandlers;
    users;
    db;
    constructor(membership, removalHandlers, users, db) {
        this.membership = membership;
        this.removalHandlers = removalHandlers;
        this.users = users;
        this.db = db;
    }
    /** Active members (11–14), newest first by default; the master account is marked isCreatman. */
    async list(caller, insttCode, q, locale) {
        const { instt } = await this.membership.authorize(caller, insttCode, { adminOnly: false });
        const column = (0, paged_1.resolveSort)(q.sort, CONSTITUENT_SORTS, 'registDt');
        const qb = this.users
            .createQueryBuilder('u')
            .where('u.insttCode = :insttCode', { insttCode })
            .andWhere('u.userSttus = :active', { active: 'active' })
            .andWhere('u.userSeCode IN (:...codes)', { codes: q.userSeCode ? [q.userSeCode] : [...domain_1.INSTITUTION_MEMBER_CODES] });
        if (q.userNm)
            qb.andWhere('u.userNm ILIKE :userNm', { userNm: (0, search_text_1.containsPattern)(q.userNm) });
        if (q.searchNm) {
            const pattern = (0, search_text_1.containsPattern)(q.searchNm);
            qb.andWhere(new typeorm_2.Brackets((w) => {
                w.where('u.userNm ILIKE :pattern', { pattern }).orWhere('u.userId ILIKE :pattern').orWhere('u.emailaddr ILIKE :pattern');
            }));
        }
        if (q.excludeMyId)
            qb.andWhere('u.userId <> :me', { me: caller.userId });
        const [rows, total] = await qb
            .orderBy(column, q.direction)
            .addOrderBy('u.userId', q.direction)
            .offset((0, paged_1.offsetOf)(q))
            .limit(q.pageSize)
            .getManyAndCount();
        return (0, paged_1.toPaged)(rows.map((u) => this.toDto(u, instt, locale)), total, q);
    }
    /** A member's level (any member of the institution may read it). */
    async level(caller, insttCode, userId, locale) {
        const { instt } = await this.membership.authorize(caller, insttCode, { adminOnly: false });
        return this.toLevel(await this.membership.requireMember(insttCode, userId), instt, locale);
    }
    /**
     * Changes a member's level (admins only). The master keeps 14 (transfer the master first) and
     * the last admin cannot be demoted; the institution row is locked so two concurrent demotions
     * cannot leave it without an admin.
     */
    async updateLevel(caller, insttCode, userId, userSeCode, locale) {
        await this.membership.authorize(caller, insttCode, { adminOnly: true });
        assertManaged(insttCode);
        return this.db.transaction(async (tx) => {
            const instt = await this.lockInstitution(tx, insttCode);
            const member = await this.membership.requireMember(insttCode, userId, tx);
            if (member.userSeCode !== userSeCode) {
                if (member.userId === instt.masterUserId && userSeCode !== domain_1.USER_SE_CODES.INSTT_ADMIN) {
                    throw new domain_error_1.DomainError('RULE_VIOLATION', 'constituent.masterLevelLocked');
                }
                await this.assertNotLastAdmin(tx, member);
                await tx.getRepository(user_entity_1.User).update({ userId }, { userSeCode });
                member.userSeCode = userSeCode;
            }
            return this.toLevel(member, instt, locale);
        });
    }
    /**
     * Removes a member (admins only): the account moves to openBiz as a member (12). The master,
     * the last admin and the caller cannot be removed. Registered features take over the member's
     * data in the same transaction (contents pass to the institution's master).
     */
    async remove(caller, insttCode, userId) {
        const { actor } = await this.membership.authorize(caller, insttCode, { adminOnly: true });
        assertManaged(insttCode);
        await this.db.transaction(async (tx) => {
            const instt = await this.lockInstitution(tx, insttCode);
            const member = await this.membership.requireMember(insttCode, userId, tx);
            if (member.userId === actor.userId)
                throw new domain_error_1.DomainError('RULE_VIOLATION', 'constituent.selfNotRemovable');
            if (member.userId === instt.masterUserId)
                throw new domain_error_1.DomainError('RULE_VIOLATION', 'constituent.masterNotRemovable');
            await this.assertNotLastAdmin(tx, member);
            await tx.getRepository(user_entity_1.User).update({ userId }, { insttCode: domain_1.DEFAULT_INSTT_CODE, userSeCode: domain_1.USER_SE_CODES.MEMBER });
            await this.removalHandlers.runAll({ insttCode, userId, successorId: instt.masterUserId, tx });
        });
    }
    /** The default user list: the master account first, then the institution's admins (14). */
    async defaultUsers(caller, insttCode, locale) {
        const { instt } = await this.membership.authorize(caller, insttCode, { adminOnly: true });
        const rows = await this.users
            .createQueryBuilder('u')
            .where('u.insttCode = :insttCode', { insttCode })
            .andWhere('u.userSttus = :active', { active: 'active' })
            .andWhere(new typeorm_2.Brackets((w) => {
            w.where('u.userSeCode = :admin', { admin: domain_1.USER_SE_CODES.INSTT_ADMIN }).orWhere('u.userId = :master', {
                master: instt.masterUserId ?? '',
            });
        }))
            .orderBy('u.registDt', 'ASC')
            .addOrderBy('u.userId', 'ASC')
            .getMany();
        const dtos = rows.map((u) => this.toDto(u, instt, locale));
        return [...dtos.filter((d) => d.isCreatman), ...dtos.filter((d) => !d.isCreatman)];
    }
    async lockInstitution(tx, insttCode) {
        const instt = await tx
            .getRepository(institution_entity_1.Institution)
            .createQueryBuilder('i')
            .setLock('pessimistic_write')
            .where('i.insttCode = :insttCode', { insttCode })
            .andWhere("i.deleteAt = 'N'")
            .getOne();
        if (!instt)
            throw new domain_error_1.DomainError('NOT_FOUND', 'error.notFound');
        return instt;
    }
    async assertNotLastAdmin(tx, member) {
        if (member.userSeCode !== domain_1.USER_SE_CODES.INSTT_ADMIN)
            return;
        if ((await this.membership.countAdmins(member.insttCode, tx)) <= 1)
            throw new domain_error_1.DomainError('RULE_VIOLATION', 'constituent.lastAdmin');
    }
    toDto(u, instt, locale) {
        const userSeCode = u.userSeCode;
        return {
            userId: u.userId,
            userNm: u.userNm,
            emailaddr: u.emailaddr,
            userSeCode,
            userSeCodeNm: (0, membership_service_1.levelName)(userSeCode, locale),
            registDt: u.registDt.toISOString(),
            isCreatman: u.userId === instt.masterUserId,
        };
    }
    toLevel(u, instt, locale) {
        const userSeCode = u.userSeCode;
        return {
            userId: u.userId,
            userNm: u.userNm,
            userSeCode,
            userSeCodeNm: (0, membership_service_1.levelName)(userSeCode, locale),
            isCreatman: u.userId === instt.masterUserId,
        };
    }
};
exports.ConstituentsService = ConstituentsService;
exports.ConstituentsService = ConstituentsService = __decorate([
    (0, common_1.Injectable)(),
    __param(2, (0, typeorm_1.InjectRepository)(user_entity_1.User)),
    __param(3, (0, typeorm_1.InjectDataSource)()),
    __metadata("design:paramtypes", [membership_service_1.MembershipService,
        member_removal_registry_1.MemberRemovalHandlers,
        typeorm_2.Repository,
        typeorm_2.DataSource])
], ConstituentsService);
//# sourceMappingURL=constituents.service.js.map