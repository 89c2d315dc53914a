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
exports.LayersService = void 0;
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const domain_1 = require("@nuri/domain");
const typeorm_2 = require("typeorm");
const clock_service_1 = require("../../common/clock/clock.service");
const domain_error_1 = require("../../common/errors/domain-error");
const paged_1 = require("../../common/paging/paged");
const content_access_service_1 = require("../access/content-access.service");
const search_text_1 = require("../constituents/search-text");
const layer_entity_1 = require("./entities/layer.entity");
const layer_access_service_1 = require("./layer-access.service");
const layer_removal_1 = require("./layer-removal");
const layer_view_1 = require("./layer-view");
const layers_queries_1 = require("./layers.queries");
/** Layer records: search, detail, rename, delete, publish and the national flag. */
let LayersService = class LayersService {
    access;
    policy;
    removal;
    clock;
    layers;
    db;
    constructor(access, policy, removal, clock, layers, db) {
        this.access = access;
        this.policy = policy;
        this.removal = removal;
        this.clock = clock;
        this.layers = layers;
        this.db = db;
    }
    /** The layers the caller may view, filtered as the layer search widget asks. */
    async list(user, q) {
        const orderBy = (0, paged_1.resolveSort)(q.sort, layers_queries_1.LAYER_SORTS, 'registDt');
        const base = (0, layers_queries_1.layerListQuery)(this.db, {
            callerId: user.userId,
            visible: this.policy.visibleCondition((0, layer_access_service_1.callerOf)(user), 'LYR', { owner: 'l.register_id', instt: 'l.instt_code', id: 'l.lyr_id' }),
            scope: q.scope,
            holdDataSeCode: q.holdDataSeCode,
            lyrTySeCode: q.lyrTySeCode,
            insttCode: q.insttCode,
            pattern: q.searchTxt ? (0, search_text_1.containsPattern)(q.searchTxt) : undefined,
        });
        const total = await base.clone().select('count(*)::int', 'total').getRawOne();
        const rows = await (0, layers_queries_1.selectLayerRow)(base)
            .orderBy(orderBy, q.direction, q.direction === 'DESC' ? 'NULLS LAST' : 'NULLS FIRST')
            .addOrderBy('l.lyr_id', q.direction)
            .limit(q.pageSize)
            .offset((0, paged_1.offsetOf)(q))
            .getRawMany();
        return (0, paged_1.toPaged)(rows.map(layer_view_1.toLayerDto), total?.total ?? 0, q);
    }
    async detail(user, lyrId) {
        const layer = await this.access.forView(user, lyrId);
        return this.detailOf(user, layer);
    }
    /** Renames a layer or changes its description or remote parameters (editors). */
    async update(user, lyrId, dto) {
        const layer = await this.access.forEdit(user, lyrId);
        const changes = {};
        if (dto.lyrNm !== undefined)
            changes.lyrNm = dto.lyrNm;
        if (dto.lyrDc !== undefined)
            changes.lyrDc = dto.lyrDc.trim() || null;
        if (dto.mapUrlParamtr !== undefined)
            changes.mapUrlParamtr = dto.mapUrlParamtr;
        if (Object.keys(changes).length) {
            // TypeORM's partial type cannot express a jsonb column typed as an open record.
            const update = { ...changes, updtDt: await this.clock.now() };
            await this.layers.update({ lyrId }, update);
        }
        return this.detailOf(user, { ...layer, ...changes });
    }
    /** Deletes a layer, its table, files, shares and group memberships (owner and admins). */
    async remove(user, lyrId) {
        await this.removal.remove(await this.access.forOwner(user, lyrId));
    }
    /** Publishes a ready data layer (owner and admins); 409 when it already is. */
    async publish(user, lyrId) {
        const layer = await this.publishable(user, lyrId);
        if (layer.publishAt === 'Y')
            throw new domain_error_1.DomainError('CONFLICT', 'layer.alreadyPublished');
        await this.db.query(layers_queries_1.PUBLISH_SQL, [lyrId, await this.clock.now()]);
        return this.detail(user, lyrId);
    }
    /** Publishes again after a change: a new publish time and data version; 409 when not published. */
    async republish(user, lyrId) {
        const layer = await this.publishable(user, lyrId);
        if (layer.publishAt !== 'Y')
            throw new domain_error_1.DomainError('CONFLICT', 'layer.notPublished');
        await this.db.query(layers_queries_1.REPUBLISH_SQL, [lyrId, await this.clock.now()]);
        return this.detail(user, lyrId);
    }
    /** Marks a layer as national spatial information (9) or user data (1); provider admins only (route guard). */
    async setHoldData(user, lyrId, dto) {
        const layer = await this.access.find(lyrId);
        if (layer.lyrTySeCode === domain_1.LYR_TY_SE_CODES.GROUP && dto.holdDataSeCode === domain_1.HOLD_DATA_SE_CODES.NATIONAL) {
            throw new domain_error_1.DomainError('RULE_VIOLATION', 'layer.holdDataGroup');
        }
        await this.layers.update({ lyrId }, { holdDataSeCode: dto.holdDataSeCode, updtDt: await this.clock.now() });
        return this.detail(user, lyrId);
    }
    async publishable(user, lyrId) {
        const layer = await this.access.forOwner(user, lyrId);
        if (layer.lyrTySeCode === domain_1.LYR_TY_SE_CODES.GROUP)
            throw new domain_error_1.DomainError('CONFLICT', 'layer.groupNotPublishable');
        if (layer.lyrSttusCode !== 'READY')
            throw new domain_error_1.DomainError('CONFLICT', 'layer.notReady');
        return layer;
    }
    /** The detail of a layer already checked for viewing. */
    async detailOf(user, layer) {
        const row = await (0, layers_queries_1.layerRowQuery)(this.db, layer.lyrId).getRawOne();
        if (!row)
            throw new domain_error_1.DomainError('NOT_FOUND', 'error.notFound');
        return {
            ...(0, layer_view_1.toLayerDto)(row),
            mayEdit: await this.access.canEdit(user, layer),
            sldAt: layer.sldCn ? 'Y' : 'N',
            importError: layer.importError,
        };
    }
};
exports.LayersService = LayersService;
exports.LayersService = LayersService = __decorate([
    (0, common_1.Injectable)(),
    __param(4, (0, typeorm_1.InjectRepository)(layer_entity_1.Layer)),
    __param(5, (0, typeorm_1.InjectDataSource)()),
    __metadata("design:paramtypes", [layer_access_service_1.LayerAccess,
        content_access_service_1.ContentAccessPolicy,
        layer_removal_1.LayerRemoval,
        clock_service_1.Clock,
        typeorm_2.Repository,
        typeorm_2.DataSource])
], LayersService);
//# sourceMappingURL=layers.service.js.map