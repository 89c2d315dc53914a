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
exports.ContentAccessPolicy = void 0;
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const domain_1 = require("@nuri/domain");
const typeorm_2 = require("typeorm");
const domain_error_1 = require("../../common/errors/domain-error");
const content_access_queries_1 = require("./content-access.queries");
/**
 * The one content-access policy (ARCHITECTURE.md §5). Viewing: the owner; anyone for an
 * everyone share; members of the named institution, group members, or the named user for
 * their shares; admins of the content's institution; provider admins. Editing: the owner,
 * those admins, and for layers a share with editPosblAt = 1. Every controller, tile and
 * feature endpoint asks this service; none re-implements the rule.
 */
let ContentAccessPolicy = class ContentAccessPolicy {
    db;
    constructor(db) {
        this.db = db;
    }
    async canView(caller, content) {
        if (this.isPrivileged(caller, content))
            return true;
        return this.shareReaches(caller, content, false);
    }
    async canEdit(caller, content) {
        if (this.isPrivileged(caller, content))
            return true;
        return content.type === 'LYR' && caller !== null && this.shareReaches(caller, content, true);
    }
    /** 403 when not allowed (anonymous visitors too: a shared link must not trigger a login alert). */
    async assertView(caller, content) {
        if (!(await this.canView(caller, content)))
            this.refuse(caller);
    }
    async assertEdit(caller, content) {
        if (!(await this.canEdit(caller, content)))
            this.refuse(caller);
    }
    /** Deleting and sharing stay with the owner and the admins (never a shared editor). */
    assertOwnerOrAdmin(caller, content) {
        if (!this.isPrivileged(caller, content))
            this.refuse(caller);
    }
    /**
     * The policy as a condition for list queries over rows aliased with an owner column, an
     * institution column and an id column (e.g. 'l.register_id', 'l.instt_code', 'l.lyr_id').
     */
    visibleCondition(caller, type, cols) {
        const params = { callerUserId: caller?.userId ?? null, callerInsttCode: caller?.insttCode ?? null };
        if (caller?.userSeCode === domain_1.USER_SE_CODES.PROVIDER_ADMIN)
            return { sql: 'TRUE', params };
        const adminOfInstt = caller?.userSeCode === domain_1.USER_SE_CODES.INSTT_ADMIN ? `${cols.instt} = :callerInsttCode` : 'FALSE';
        return {
            sql: `(${cols.owner} = :callerUserId OR ${adminOfInstt} OR ${(0, content_access_queries_1.shareReachesCondition)(cols.id, type)})`,
            params,
        };
    }
    isPrivileged(caller, content) {
        if (!caller)
            return false;
        if (caller.userSeCode === domain_1.USER_SE_CODES.PROVIDER_ADMIN)
            return true;
        if (caller.userId === content.ownerId)
            return true;
        return caller.userSeCode === domain_1.USER_SE_CODES.INSTT_ADMIN && caller.insttCode === content.insttCode;
    }
    async shareReaches(caller, content, editOnly) {
        const rows = await this.db.query(content_access_queries_1.SHARE_REACHES_CALLER, [
            content.type,
            content.id,
            caller?.userId ?? null,
            caller?.insttCode ?? null,
            editOnly,
        ]);
        return rows[0]?.ok === true;
    }
    refuse(_caller) {
        throw new domain_error_1.DomainError('FORBIDDEN', 'error.noPermission');
    }
};
exports.ContentAccessPolicy = ContentAccessPolicy;
exports.ContentAccessPolicy = ContentAccessPolicy = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, typeorm_1.InjectDataSource)()),
    __metadata("design:paramtypes", [typeorm_2.DataSource])
], ContentAccessPolicy);
//# sourceMappingURL=content-access.service.js.map