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
exports.LayersController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const domain_1 = require("@nuri/domain");
const decorators_1 = require("../../common/auth/decorators");
const api_envelope_decorator_1 = require("../../common/envelope/api-envelope.decorator");
const api_paged_decorator_1 = require("../../common/paging/api-paged.decorator");
const layers_dto_1 = require("./dto/layers.dto");
const layers_service_1 = require("./layers.service");
/**
 * Layer records (spec 001 §2 layer search, §3 Layer). Who may view, edit, delete or publish is
 * decided by the content-access policy: the owner, shares, institution admins, provider admins;
 * national layers (holdDataSeCode 9) are visible to every logged-in member.
 */
let LayersController = class LayersController {
    layers;
    constructor(layers) {
        this.layers = layers;
    }
    /**
     * Layer search: layers I may view (20 per page from page 1, newest first), by holdDataSeCode
     * (1 user, 9 national), lyrTySeCode (0 TIFF, 1 point, 2 line, 3 polygon, 5 group), searchTxt
     * (name or description) and scope (all-visible, mine, shared); sort: registDt, lyrNm,
     * featureCnt, updtDt, publishDt.
     */
    list(user, q) {
        return this.layers.list(user, q);
    }
    /** One layer (403 when I may not view it). */
    detail(user, p) {
        return this.layers.detail(user, p.lyrId);
    }
    /** Renames a layer or changes its description or remote-layer parameters (editors). */
    update(user, p, dto) {
        return this.layers.update(user, p.lyrId, dto);
    }
    /**
     * Deletes a layer (owner and admins): its data table, raster and thumbnail files, share entries
     * and group memberships. A layer used by groups may be deleted; it leaves those groups.
     */
    async remove(user, p) {
        await this.layers.remove(user, p.lyrId);
        return null;
    }
    /** Publishes a ready layer (owner and admins; 409 when already published: use republish). */
    publish(user, p) {
        return this.layers.publish(user, p.lyrId);
    }
    /** Publishes a published layer again: new publish time and data version (409 when not published). */
    republish(user, p) {
        return this.layers.republish(user, p.lyrId);
    }
    /** Marks a layer as national spatial information (9) or user data (1): provider admins only. */
    setHoldData(user, p, dto) {
        return this.layers.setHoldData(user, p.lyrId, dto);
    }
};
exports.LayersController = LayersController;
__decorate([
    (0, common_1.Get)(),
    (0, api_paged_decorator_1.ApiPagedEnvelope)(layers_dto_1.LayerDto),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, layers_dto_1.LayerListQueryDto]),
    __metadata("design:returntype", Promise)
], LayersController.prototype, "list", null);
__decorate([
    (0, common_1.Get)(':lyrId'),
    (0, api_envelope_decorator_1.ApiEnvelope)(layers_dto_1.LayerDetailDto),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, layers_dto_1.LayerIdParamDto]),
    __metadata("design:returntype", Promise)
], LayersController.prototype, "detail", null);
__decorate([
    (0, common_1.Put)(':lyrId'),
    (0, api_envelope_decorator_1.ApiEnvelope)(layers_dto_1.LayerDetailDto),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, layers_dto_1.LayerIdParamDto, layers_dto_1.LayerUpdateDto]),
    __metadata("design:returntype", Promise)
], LayersController.prototype, "update", null);
__decorate([
    (0, common_1.Delete)(':lyrId'),
    (0, api_envelope_decorator_1.ApiEnvelope)(null),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, layers_dto_1.LayerIdParamDto]),
    __metadata("design:returntype", Promise)
], LayersController.prototype, "remove", null);
__decorate([
    (0, common_1.Post)(':lyrId/publish'),
    (0, common_1.HttpCode)(200),
    (0, api_envelope_decorator_1.ApiEnvelope)(layers_dto_1.LayerDetailDto),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, layers_dto_1.LayerIdParamDto]),
    __metadata("design:returntype", Promise)
], LayersController.prototype, "publish", null);
__decorate([
    (0, common_1.Post)(':lyrId/republish'),
    (0, common_1.HttpCode)(200),
    (0, api_envelope_decorator_1.ApiEnvelope)(layers_dto_1.LayerDetailDto),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, layers_dto_1.LayerIdParamDto]),
    __metadata("design:returntype", Promise)
], LayersController.prototype, "republish", null);
__decorate([
    (0, common_1.Put)(':lyrId/hold-data'),
    (0, decorators_1.Roles)(domain_1.USER_SE_CODES.PROVIDER_ADMIN),
    (0, api_envelope_decorator_1.ApiEnvelope)(layers_dto_1.LayerDetailDto),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, layers_dto_1.LayerIdParamDto, layers_dto_1.HoldDataDto]),
    __metadata("design:returntype", Promise)
], LayersController.prototype, "setHoldData", null);
exports.LayersController = LayersController = __decorate([
    (0, swagger_1.ApiTags)('layers'),
    (0, swagger_1.ApiBearerAuth)('bearer'),
    (0, common_1.Controller)('layers'),
    __metadata("design:paramtypes", [layers_service_1.LayersService])
], LayersController);
//# sourceMappingURL=layers.controller.js.map