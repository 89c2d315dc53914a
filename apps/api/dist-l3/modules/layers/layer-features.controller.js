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
exports.LayerFeaturesController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../../common/auth/decorators");
const api_envelope_decorator_1 = require("../../common/envelope/api-envelope.decorator");
const features_dto_1 = require("./dto/features.dto");
const layers_dto_1 = require("./dto/layers.dto");
const layer_features_service_1 = require("./layer-features.service");
/**
 * Editing features of vector layers (custom layers in the builder): the owner, admins, or a
 * share with editPosblAt 1. Geometries arrive as GeoJSON in EPSG:4326; each edit bumps dataVersion.
 */
let LayerFeaturesController = class LayerFeaturesController {
    features;
    constructor(features) {
        this.features = features;
    }
    /** Adds a feature; its geometry type must be the layer's (400 otherwise). */
    create(user, p, dto) {
        return this.features.create(user, p.lyrId, dto);
    }
    /** Changes the given properties and, when sent, the geometry of a feature. */
    update(user, p, dto) {
        return this.features.update(user, p.lyrId, p.gid, dto);
    }
    /** Deletes a feature. */
    remove(user, p) {
        return this.features.remove(user, p.lyrId, p.gid);
    }
};
exports.LayerFeaturesController = LayerFeaturesController;
__decorate([
    (0, common_1.Post)(':lyrId/features'),
    (0, api_envelope_decorator_1.ApiEnvelope)(features_dto_1.FeatureSavedDto, { status: 201 }),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, layers_dto_1.LayerIdParamDto, features_dto_1.FeatureInputDto]),
    __metadata("design:returntype", Promise)
], LayerFeaturesController.prototype, "create", null);
__decorate([
    (0, common_1.Put)(':lyrId/features/:gid'),
    (0, api_envelope_decorator_1.ApiEnvelope)(features_dto_1.FeatureSavedDto),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, features_dto_1.FeatureParamDto, features_dto_1.FeatureInputDto]),
    __metadata("design:returntype", Promise)
], LayerFeaturesController.prototype, "update", null);
__decorate([
    (0, common_1.Delete)(':lyrId/features/:gid'),
    (0, api_envelope_decorator_1.ApiEnvelope)(features_dto_1.FeatureSavedDto),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, features_dto_1.FeatureParamDto]),
    __metadata("design:returntype", Promise)
], LayerFeaturesController.prototype, "remove", null);
exports.LayerFeaturesController = LayerFeaturesController = __decorate([
    (0, swagger_1.ApiTags)('layers'),
    (0, swagger_1.ApiBearerAuth)('bearer'),
    (0, common_1.Controller)('layers'),
    __metadata("design:paramtypes", [layer_features_service_1.LayerFeatures])
], LayerFeaturesController);
//# sourceMappingURL=layer-features.controller.js.map