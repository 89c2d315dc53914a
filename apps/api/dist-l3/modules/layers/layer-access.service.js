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
exports.LayerAccess = void 0;
exports.callerOf = callerOf;
exports.layerRef = layerRef;
const common_1 = require("@nestjs/common");
const domain_1 = require("@nuri/domain");
const typeorm_1 = require("@nestjs/typeorm");
const typeorm_2 = require("typeorm");
const domain_error_1 = require("../../common/errors/domain-error");
const content_access_service_1 = require("../access/content-access.service");
const layer_entity_1 = require("./entities/layer.entity");
/** The caller as the policy sees them (anonymous is null). */
function callerOf(user) {
    return user ? { userId: user.userId, userSeCode: user.userSeCode, insttCode: user.insttCode } : null;
}
function layerRef(layer) {
    return { type: 'LYR', id: layer.lyrId, ownerId: layer.registerId, insttCode: layer.insttCode };
}
/**
 * Loads layers for the routes of every layer feature (records, tiles, features, downloads)
 * and applies the content-access policy: 404 for unknown ids, 403 when not allowed.
 */
let LayerAccess = class LayerAccess {
    layers;
    policy;
    constructor(layers, policy) {
        this.layers = layers;
        this.policy = policy;
    }
    async find(lyrId) {
        const layer = await this.layers.findOneBy({ lyrId });
        if (!layer)
            throw new domain_error_1.DomainError('NOT_FOUND', 'error.notFound');
        return layer;
    }
    /** The policy's viewers; national layers (holdDataSeCode 9) also every logged-in member. */
    async forView(user, lyrId) {
        const layer = await this.find(lyrId);
        if (user && layer.holdDataSeCode === domain_1.HOLD_DATA_SE_CODES.NATIONAL)
            return layer;
        await this.policy.assertView(callerOf(user), layerRef(layer));
        return layer;
    }
    /** Whether the caller may edit the layer (shown on the detail so the builder can offer editing). */
    canEdit(user, layer) {
        return this.policy.canEdit(callerOf(user), layerRef(layer));
    }
    /** Whether the caller may view the layer (same rule as forView, without loading it again). */
    async canView(user, layer) {
        if (user && layer.holdDataSeCode === domain_1.HOLD_DATA_SE_CODES.NATIONAL)
            return true;
        return this.policy.canView(callerOf(user), layerRef(layer));
    }
    async forEdit(user, lyrId) {
        const layer = await this.find(lyrId);
        await this.policy.assertEdit(callerOf(user), layerRef(layer));
        return layer;
    }
    /** Delete, share and publish stay with the owner and the admins. */
    async forOwner(user, lyrId) {
        const layer = await this.find(lyrId);
        this.policy.assertOwnerOrAdmin(callerOf(user), layerRef(layer));
        return layer;
    }
    /** A vector layer that is ready to read (has its table). */
    requireVector(layer) {
        if (layer.lyrTySeCode === domain_1.LYR_TY_SE_CODES.TIFF || layer.lyrTySeCode === domain_1.LYR_TY_SE_CODES.GROUP) {
            throw new domain_error_1.DomainError('CONFLICT', 'layer.notVector');
        }
        if (layer.lyrSttusCode !== 'READY' || !layer.tableNm || !layer.geomColumn || !layer.srid) {
            throw new domain_error_1.DomainError('CONFLICT', 'layer.notReady');
        }
    }
};
exports.LayerAccess = LayerAccess;
exports.LayerAccess = LayerAccess = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, typeorm_1.InjectRepository)(layer_entity_1.Layer)),
    __metadata("design:paramtypes", [typeorm_2.Repository,
        content_access_service_1.ContentAccessPolicy])
], LayerAccess);
//# sourceMappingURL=layer-access.service.js.map