"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.LayersModule = void 0;
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const layer_entity_1 = require("./entities/layer.entity");
const layer_files_1 = require("./files/layer-files");
const layer_access_service_1 = require("./layer-access.service");
const layer_attributes_service_1 = require("./layer-attributes.service");
const layer_data_controller_1 = require("./layer-data.controller");
const layer_download_service_1 = require("./layer-download.service");
const layer_features_controller_1 = require("./layer-features.controller");
const layer_features_service_1 = require("./layer-features.service");
const layer_groups_controller_1 = require("./layer-groups.controller");
const layer_groups_service_1 = require("./layer-groups.service");
const layer_removal_1 = require("./layer-removal");
const layer_style_controller_1 = require("./layer-style.controller");
const layer_style_service_1 = require("./layer-style.service");
const layer_table_1 = require("./layer-table");
const layer_thumbnail_controller_1 = require("./layer-thumbnail.controller");
const layer_thumbnails_service_1 = require("./layer-thumbnails.service");
const layers_controller_1 = require("./layers.controller");
const layers_service_1 = require("./layers.service");
/**
 * Layer records, their data tables and the routes over them (spec 001 §2, §3, §7 "Layers").
 * Exports LayerAccess (the policy for every layer route, tiles and OGC included), LayerTables
 * (catalog of a layer's table), LayerFiles and LayerThumbnails (the importer stores thumbnails)
 * and LayerRemoval.
 */
let LayersModule = class LayersModule {
};
exports.LayersModule = LayersModule;
exports.LayersModule = LayersModule = __decorate([
    (0, common_1.Module)({
        imports: [typeorm_1.TypeOrmModule.forFeature([layer_entity_1.Layer])],
        controllers: [
            layers_controller_1.LayersController,
            layer_data_controller_1.LayerDataController,
            layer_thumbnail_controller_1.LayerThumbnailController,
            layer_style_controller_1.LayerStyleController,
            layer_features_controller_1.LayerFeaturesController,
            layer_groups_controller_1.LayerGroupsController,
        ],
        providers: [
            layer_access_service_1.LayerAccess,
            layer_table_1.LayerTables,
            layer_files_1.LayerFiles,
            layer_removal_1.LayerRemoval,
            layers_service_1.LayersService,
            layer_thumbnails_service_1.LayerThumbnails,
            layer_attributes_service_1.LayerAttributes,
            layer_download_service_1.LayerDownloads,
            layer_style_service_1.LayerStyles,
            layer_features_service_1.LayerFeatures,
            layer_groups_service_1.LayerGroups,
        ],
        exports: [layer_access_service_1.LayerAccess, layer_table_1.LayerTables, layer_files_1.LayerFiles, layer_thumbnails_service_1.LayerThumbnails, layer_removal_1.LayerRemoval, typeorm_1.TypeOrmModule],
    })
], LayersModule);
//# sourceMappingURL=layers.module.js.map