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
exports.GroupsService = void 0;
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const typeorm_2 = require("typeorm");
const clock_service_1 = require("../../common/clock/clock.service");
const domain_error_1 = require("../../common/errors/domain-error");
const paged_1 = require("../../common/paging/paged");
const membership_service_1 = require("../constituents/membership.service");
const search_text_1 = require("../constituents/search-text");
const name_policy_1 = require("../users/name-policy");
const user_group_entity_1 = require("./entities/user-group.entity");
const group_policy_1 = require("./group-policy");
const groups_queries_1 = require("./groups.queries");
const isUniqueViolation = (e) => e instanceof typeorm_2.QueryFailedError && e.driverError?.code === '23505';
/** Groups: a member's named lists of fellow members of their institution (share targets). */
let GroupsService = class GroupsService {
    membership;
    clock;
    groups;
    db;
    constructor(membership, clock, groups, db) {
        this.membership = membership;
        this.clock = clock;
        this.groups = groups;
        this.db = db;
    }
    /** My groups, or (admins, with insttCode) every group of the institution. */
    async list(caller, q) {
        const actor = await this.membership.currentUser(caller.userId);
        let scope = { ownerId: actor.userId };
        if (q.insttCode) {
            (0, group_policy_1.assertMayListInstitutionGroups)(actor, q.insttCode);
            scope = { insttCode: q.insttCode };
        }
        const orderBy = (0, paged_1.resolveSort)(q.sort, groups_queries_1.GROUP_SORTS, 'registDt');
        const params = (0, groups_queries_1.groupListParams)(scope, q.groupNm ? (0, search_text_1.containsPattern)(q.groupNm) : null);
        const rows = await this.db.query((0, groups_queries_1.groupListSql)(scope, orderBy, q.direction), [...params, q.pageSize, (0, paged_1.offsetOf)(q)]);
        const [{ total }] = (await this.db.query((0, groups_queries_1.groupCountSql)(scope), params));
        return (0, paged_1.toPaged)(rows.map(toSummary), total, q);
    }
    /** Creates a group owned by the caller, with optional initial members. */
    async create(caller, dto, locale) {
        const actor = await this.membership.currentUser(caller.userId);
        (0, group_policy_1.assertMayCreateGroup)(actor);
        (0, name_policy_1.assertNameAllowed)(dto.groupNm, 'groupNm');
        const groupSn = await this.write(async (tx) => {
            await this.assertNameFree(tx, actor.userId, dto.groupNm);
            const now = await this.clock.now();
            const repo = tx.getRepository(user_group_entity_1.UserGroup);
            const group = await repo.save(repo.create({
                insttCode: actor.insttCode,
                ownerId: actor.userId,
                groupNm: dto.groupNm,
                groupDc: dto.groupDc || null,
                registDt: now,
                updtDt: now,
            }));
            await this.addMembersTx(tx, group, dto.userIdList ?? [], now);
            return group.groupSn;
        });
        return this.detailOf(groupSn, locale);
    }
    /** A group with its members: for its owner, members, institution admins and provider admins. */
    async detail(caller, groupSn, locale) {
        const actor = await this.membership.currentUser(caller.userId);
        const group = await this.requireGroup(groupSn);
        if (!(0, group_policy_1.mayManageGroup)(actor, group) && !(await this.isOwnerOrMember(actor, group)))
            throw new domain_error_1.DomainError('FORBIDDEN', 'error.noPermission');
        return this.detailOf(groupSn, locale);
    }
    /** Renames a group or changes its description. */
    async update(caller, groupSn, dto, locale) {
        const group = await this.manageable(caller, groupSn);
        const patch = {};
        if (dto.groupNm !== undefined && dto.groupNm !== group.groupNm) {
            (0, name_policy_1.assertNameAllowed)(dto.groupNm, 'groupNm');
            patch.groupNm = dto.groupNm;
        }
        if (dto.groupDc !== undefined)
            patch.groupDc = dto.groupDc || null;
        await this.write(async (tx) => {
            if (patch.groupNm)
                await this.assertNameFree(tx, group.ownerId, patch.groupNm, groupSn);
            await tx.getRepository(user_group_entity_1.UserGroup).update({ groupSn }, { ...patch, updtDt: await this.clock.now() });
        });
        return this.detailOf(groupSn, locale);
    }
    /** Deletes a group and its memberships. */
    async remove(caller, groupSn) {
        await this.manageable(caller, groupSn);
        await this.groups.delete({ groupSn });
    }
    /** Adds members (active members of the group's institution; those already in are kept). */
    async addMembers(caller, groupSn, userIdList, locale) {
        const group = await this.manageable(caller, groupSn);
        await this.db.transaction(async (tx) => {
            const now = await this.clock.now();
            await this.addMembersTx(tx, group, userIdList, now);
            await tx.getRepository(user_group_entity_1.UserGroup).update({ groupSn }, { updtDt: now });
        });
        return this.detailOf(groupSn, locale);
    }
    /** Removes members (ids not in the group are ignored). */
    async removeMembers(caller, groupSn, userIdList, locale) {
        await this.manageable(caller, groupSn);
        await this.db.transaction(async (tx) => {
            await tx.query(groups_queries_1.REMOVE_MEMBERS_SQL, [groupSn, [...new Set(userIdList)]]);
            await tx.getRepository(user_group_entity_1.UserGroup).update({ groupSn }, { updtDt: await this.clock.now() });
        });
        return this.detailOf(groupSn, locale);
    }
    async manageable(caller, groupSn) {
        const actor = await this.membership.currentUser(caller.userId);
        const group = await this.requireGroup(groupSn);
        (0, group_policy_1.assertMayManageGroup)(actor, group);
        return group;
    }
    /** The owner (even one made viewer since) and the members, while in the group's institution. */
    async isOwnerOrMember(actor, group) {
        if (actor.insttCode !== group.insttCode)
            return false;
        if (actor.userId === group.ownerId)
            return true;
        return (await this.db.query(groups_queries_1.IS_GROUP_MEMBER_SQL, [group.groupSn, actor.userId])).length > 0;
    }
    async requireGroup(groupSn) {
        const group = await this.groups.findOneBy({ groupSn });
        if (!group)
            throw new domain_error_1.DomainError('NOT_FOUND', 'group.notFound');
        return group;
    }
    /** Members from the group's institution only: anyone else is refused (422, naming them). */
    async addMembersTx(tx, group, userIdList, now) {
        const ids = [...new Set(userIdList)];
        if (!ids.length)
            return;
        const members = await this.membership.memberIds(group.insttCode, ids, tx);
        const outsiders = ids.filter((id) => !members.has(id));
        if (outsiders.length) {
            const params = { userIds: outsiders.join(', ') };
            throw new domain_error_1.DomainError('RULE_VIOLATION', 'group.notInsttMembers', params, [
                { field: 'userIdList', message: 'group.notInsttMembers', params },
            ]);
        }
        await tx.query(groups_queries_1.ADD_MEMBERS_SQL, [group.groupSn, ids, now]);
    }
    async assertNameFree(tx, ownerId, groupNm, exceptGroupSn) {
        const qb = tx
            .getRepository(user_group_entity_1.UserGroup)
            .createQueryBuilder('g')
            .where('g.ownerId = :ownerId', { ownerId })
            .andWhere('lower(g.groupNm) = lower(:groupNm)', { groupNm });
        if (exceptGroupSn)
            qb.andWhere('g.groupSn <> :exceptGroupSn', { exceptGroupSn });
        if (await qb.getExists())
            throw new domain_error_1.DomainError('CONFLICT', 'group.nameInUse');
    }
    /** A write in a transaction; a name taken concurrently (unique index) is the same 409. */
    async write(work) {
        try {
            return await this.db.transaction(work);
        }
        catch (e) {
            if (isUniqueViolation(e))
                throw new domain_error_1.DomainError('CONFLICT', 'group.nameInUse');
            throw e;
        }
    }
    async detailOf(groupSn, locale) {
        const group = await this.requireGroup(groupSn);
        const [owner, members] = await Promise.all([
            this.db.query(groups_queries_1.GROUP_OWNER_NM_SQL, [groupSn]),
            this.db.query(groups_queries_1.GROUP_MEMBERS_SQL, [groupSn]),
        ]);
        return {
            ...toSummary({ ...group, ownerNm: owner[0]?.userNm ?? null, memberCnt: members.length }),
            insttCode: group.insttCode,
            updtDt: group.updtDt.toISOString(),
            memberList: members.map((m) => {
                const userSeCode = m.userSeCode;
                return {
                    userId: m.userId,
                    userNm: m.userNm,
                    userSeCode,
                    userSeCodeNm: (0, membership_service_1.levelName)(userSeCode, locale),
                    registDt: m.registDt.toISOString(),
                };
            }),
        };
    }
};
exports.GroupsService = GroupsService;
exports.GroupsService = GroupsService = __decorate([
    (0, common_1.Injectable)(),
    __param(2, (0, typeorm_1.InjectRepository)(user_group_entity_1.UserGroup)),
    __param(3, (0, typeorm_1.InjectDataSource)()),
    __metadata("design:paramtypes", [membership_service_1.MembershipService,
        clock_service_1.Clock,
        typeorm_2.Repository,
        typeorm_2.DataSource])
], GroupsService);
function toSummary(r) {
    return {
        groupSn: r.groupSn,
        groupNm: r.groupNm,
        groupDc: r.groupDc,
        ownerId: r.ownerId,
        ownerNm: r.ownerNm,
        memberCnt: r.memberCnt,
        registDt: r.registDt.toISOString(),
    };
}
//# sourceMappingURL=groups.service.js.map