"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.OgcModule = void 0;
const common_1 = require("@nestjs/common");
const layers_module_1 = require("../layers/layers.module");
const tiles_module_1 = require("../tiles/tiles.module");
const ogc_controller_1 = require("./ogc.controller");
const ogc_service_1 = require("./ogc.service");
/**
 * OGC API – Features (read) over the vector layers (issue: layers); layer tables are described by
 * the tiles feature's LayerSources, access decided by the content-access policy.
 */
let OgcModule = class OgcModule {
};
exports.OgcModule = OgcModule;
exports.OgcModule = OgcModule = __decorate([
    (0, common_1.Module)({
        imports: [layers_module_1.LayersModule, tiles_module_1.TilesModule],
        controllers: [ogc_controller_1.OgcController],
        providers: [ogc_service_1.OgcService],
    })
], OgcModule);
//# sourceMappingURL=ogc.module.js.map