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
Object.defineProperty(exports, "__esModule", { value: true });
exports.GroupsMemberRemoval = void 0;
const common_1 = require("@nestjs/common");
const clock_service_1 = require("../../common/clock/clock.service");
const member_removal_registry_1 = require("../constituents/member-removal.registry");
const user_group_entity_1 = require("./entities/user-group.entity");
const groups_queries_1 = require("./groups.queries");
const GROUP_NM_MAX_LENGTH = 100;
/**
 * What a member's removal from an institution does to groups: their memberships in the
 * institution's groups end, and the groups they owned (share targets of the institution's
 * contents) pass to the institution's master, renamed "name (former owner id)" when the master
 * already has a group of that name. Without a master the groups are deleted.
 */
let GroupsMemberRemoval = class GroupsMemberRemoval {
    registry;
    clock;
    name = 'groups';
    constructor(registry, clock) {
        this.registry = registry;
        this.clock = clock;
    }
    onModuleInit() {
        this.registry.register(this);
    }
    async handle({ insttCode, userId, successorId, tx }) {
        await tx.query(groups_queries_1.DELETE_MEMBERSHIPS_IN_INSTT_SQL, [insttCode, userId]);
        const repo = tx.getRepository(user_group_entity_1.UserGroup);
        if (!successorId) {
            await repo.delete({ insttCode, ownerId: userId });
            return;
        }
        const now = await this.clock.now();
        for (const group of await repo.findBy({ insttCode, ownerId: userId })) {
            const groupNm = await this.freeName(repo, successorId, group.groupNm, userId);
            await repo.update({ groupSn: group.groupSn }, { ownerId: successorId, groupNm, updtDt: now });
        }
    }
    async freeName(repo, ownerId, groupNm, formerOwnerId) {
        for (let n = 0;; n += 1) {
            const suffix = n === 0 ? '' : n === 1 ? ` (${formerOwnerId})` : ` (${formerOwnerId} ${n})`;
            const candidate = `${groupNm.slice(0, GROUP_NM_MAX_LENGTH - suffix.length)}${suffix}`;
            const taken = await repo
                .createQueryBuilder('g')
                .where('g.ownerId = :ownerId', { ownerId })
                .andWhere('lower(g.groupNm) = lower(:candidate)', { candidate })
                .getExists();
            if (!taken)
                return candidate;
        }
    }
};
exports.GroupsMemberRemoval = GroupsMemberRemoval;
exports.GroupsMemberRemoval = GroupsMemberRemoval = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [member_removal_registry_1.MemberRemovalHandlers,
        clock_service_1.Clock])
], GroupsMemberRemoval);
//# sourceMappingURL=groups.member-removal.js.map