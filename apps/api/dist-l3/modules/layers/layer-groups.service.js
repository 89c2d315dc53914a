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
exports.LayerGroups = void 0;
const node_crypto_1 = require("node:crypto");
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const domain_1 = require("@nuri/domain");
const typeorm_2 = require("typeorm");
const clock_service_1 = require("../../common/clock/clock.service");
const domain_error_1 = require("../../common/errors/domain-error");
const layer_entity_1 = require("./entities/layer.entity");
const layer_access_service_1 = require("./layer-access.service");
const layer_groups_queries_1 = require("./layer-groups.queries");
const layer_removal_1 = require("./layer-removal");
const layer_view_1 = require("./layer-view");
const layers_service_1 = require("./layers.service");
/** Layer groups (/lyrgrp): ordered sets of layers, stored as a layer of type 5 with its items. */
let LayerGroups = class LayerGroups {
    access;
    layers;
    removal;
    clock;
    db;
    constructor(access, layers, removal, clock, db) {
        this.access = access;
        this.layers = layers;
        this.removal = removal;
        this.clock = clock;
        this.db = db;
    }
    /** Creates a group of layers the caller may view, owned by the caller (viewers may not). */
    async create(user, dto) {
        if (user.userSeCode === domain_1.USER_SE_CODES.VIEWER)
            throw new domain_error_1.DomainError('FORBIDDEN', 'layer.group.viewerNotAllowed');
        await this.checkMembers(user, dto.lyrIdList, new Set());
        const now = await this.clock.now();
        const lyrId = (0, node_crypto_1.randomUUID)();
        await this.db.transaction(async (tx) => {
            await tx.getRepository(layer_entity_1.Layer).insert({
                lyrId,
                lyrNm: dto.lyrNm,
                lyrDc: dto.lyrDc?.trim() || null,
                lyrTySeCode: domain_1.LYR_TY_SE_CODES.GROUP,
                holdDataSeCode: domain_1.HOLD_DATA_SE_CODES.USER,
                uploadTy: 'group',
                insttCode: user.insttCode,
                registerId: user.userId,
                lyrSttusCode: 'READY',
                registDt: now,
                updtDt: now,
            });
            await this.setItems(tx, lyrId, dto.lyrIdList);
        });
        return this.detail(user, lyrId);
    }
    /** The group with the layers the caller may view, in order. */
    async detail(user, lyrId) {
        const group = this.requireGroup(await this.access.forView(user, lyrId));
        const rows = await (0, layer_groups_queries_1.groupLayersQuery)(this.db, lyrId).getRawMany();
        const visible = [];
        for (const row of rows) {
            if (await this.access.canView(user, { ...row, holdDataSeCode: row.holdDataSeCode }))
                visible.push(row);
        }
        return { ...(await this.layers.detailOf(user, group)), layers: visible.map(layer_view_1.toLayerDto) };
    }
    /** Renames, describes or reorders a group (editors); layers added now must be viewable by the caller. */
    async update(user, lyrId, dto) {
        const group = this.requireGroup(await this.access.forEdit(user, lyrId));
        if (dto.lyrIdList) {
            const rows = await this.db.query(layer_groups_queries_1.GROUP_ITEM_IDS_SQL, [lyrId]);
            await this.checkMembers(user, dto.lyrIdList, new Set(rows.map((r) => r.lyrId)));
        }
        const lyrIdList = dto.lyrIdList;
        await this.db.transaction(async (tx) => {
            const changes = { updtDt: await this.clock.now() };
            if (dto.lyrNm !== undefined)
                changes.lyrNm = dto.lyrNm;
            if (dto.lyrDc !== undefined)
                changes.lyrDc = dto.lyrDc.trim() || null;
            await tx.getRepository(layer_entity_1.Layer).update({ lyrId: group.lyrId }, changes);
            if (lyrIdList) {
                await tx.query(layer_groups_queries_1.DELETE_GROUP_ITEMS_SQL, [lyrId]);
                await this.setItems(tx, lyrId, lyrIdList);
            }
        });
        return this.detail(user, lyrId);
    }
    /** Deletes the group (owner and admins); its layers stay. */
    async remove(user, lyrId) {
        await this.removal.remove(this.requireGroup(await this.access.forOwner(user, lyrId)));
    }
    requireGroup(layer) {
        if (layer.lyrTySeCode !== domain_1.LYR_TY_SE_CODES.GROUP)
            throw new domain_error_1.DomainError('NOT_FOUND', 'layer.group.notGroup');
        return layer;
    }
    /** No repeats, no groups, and every layer not already in the group viewable by the caller. */
    async checkMembers(user, lyrIdList, kept) {
        const seen = new Set();
        for (const id of lyrIdList) {
            if (seen.has(id))
                throw new domain_error_1.DomainError('VALIDATION_FAILED', 'layer.group.duplicate', { lyrId: id }, [
                    { field: 'lyrIdList', message: 'layer.group.duplicate', params: { lyrId: id } },
                ]);
            seen.add(id);
            const layer = await this.access.find(id).catch(() => null);
            if (!layer || (!kept.has(id) && !(await this.access.canView(user, layer)))) {
                throw new domain_error_1.DomainError('FORBIDDEN', 'layer.group.memberNotViewable', { lyrId: id });
            }
            if (layer.lyrTySeCode === domain_1.LYR_TY_SE_CODES.GROUP)
                throw new domain_error_1.DomainError('RULE_VIOLATION', 'layer.group.nested', { lyrId: id });
        }
    }
    async setItems(tx, lyrId, lyrIdList) {
        await tx.query(layer_groups_queries_1.INSERT_GROUP_ITEMS_SQL, [lyrId, lyrIdList]);
    }
};
exports.LayerGroups = LayerGroups;
exports.LayerGroups = LayerGroups = __decorate([
    (0, common_1.Injectable)(),
    __param(4, (0, typeorm_1.InjectDataSource)()),
    __metadata("design:paramtypes", [layer_access_service_1.LayerAccess,
        layers_service_1.LayersService,
        layer_removal_1.LayerRemoval,
        clock_service_1.Clock,
        typeorm_2.DataSource])
], LayerGroups);
//# sourceMappingURL=layer-groups.service.js.map