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
exports.LayerGroupsController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../../common/auth/decorators");
const api_envelope_decorator_1 = require("../../common/envelope/api-envelope.decorator");
const layer_groups_dto_1 = require("./dto/layer-groups.dto");
const layers_dto_1 = require("./dto/layers.dto");
const layer_groups_service_1 = require("./layer-groups.service");
/**
 * Layer groups (lyrTySeCode 5): ordered sets of layers. A group is a layer record, so it is
 * listed, shared, thumbnailed and deleted like any layer; these routes manage its members.
 */
let LayerGroupsController = class LayerGroupsController {
    groups;
    constructor(groups) {
        this.groups = groups;
    }
    /** Creates a group of layers I may view (403 naming a layer I may not view; 422 for a group inside a group). */
    create(user, dto) {
        return this.groups.create(user, dto);
    }
    /** A group with its layers in order (only those I may view). */
    detail(user, p) {
        return this.groups.detail(user, p.lyrId);
    }
    /** Renames a group or sets its layers and their order (editors). */
    update(user, p, dto) {
        return this.groups.update(user, p.lyrId, dto);
    }
    /** Deletes a group (owner and admins); its layers stay. */
    async remove(user, p) {
        await this.groups.remove(user, p.lyrId);
        return null;
    }
};
exports.LayerGroupsController = LayerGroupsController;
__decorate([
    (0, common_1.Post)(),
    (0, api_envelope_decorator_1.ApiEnvelope)(layer_groups_dto_1.LayerGroupDto, { status: 201 }),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, layer_groups_dto_1.LayerGroupCreateDto]),
    __metadata("design:returntype", Promise)
], LayerGroupsController.prototype, "create", null);
__decorate([
    (0, common_1.Get)(':lyrId'),
    (0, api_envelope_decorator_1.ApiEnvelope)(layer_groups_dto_1.LayerGroupDto),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, layers_dto_1.LayerIdParamDto]),
    __metadata("design:returntype", Promise)
], LayerGroupsController.prototype, "detail", null);
__decorate([
    (0, common_1.Put)(':lyrId'),
    (0, api_envelope_decorator_1.ApiEnvelope)(layer_groups_dto_1.LayerGroupDto),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, layers_dto_1.LayerIdParamDto, layer_groups_dto_1.LayerGroupUpdateDto]),
    __metadata("design:returntype", Promise)
], LayerGroupsController.prototype, "update", null);
__decorate([
    (0, common_1.Delete)(':lyrId'),
    (0, api_envelope_decorator_1.ApiEnvelope)(null),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, layers_dto_1.LayerIdParamDto]),
    __metadata("design:returntype", Promise)
], LayerGroupsController.prototype, "remove", null);
exports.LayerGroupsController = LayerGroupsController = __decorate([
    (0, swagger_1.ApiTags)('layer groups'),
    (0, swagger_1.ApiBearerAuth)('bearer'),
    (0, common_1.Controller)('lyrgrp'),
    __metadata("design:paramtypes", [layer_groups_service_1.LayerGroups])
], LayerGroupsController);
//# sourceMappingURL=layer-groups.controller.js.map