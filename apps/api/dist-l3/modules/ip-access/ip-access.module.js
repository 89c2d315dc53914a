"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.IpAccessModule = void 0;
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const institution_entity_1 = require("../institutions/entities/institution.entity");
const ip_access_controller_1 = require("./ip-access.controller");
const ip_access_queries_1 = require("./ip-access.queries");
const ip_access_service_1 = require("./ip-access.service");
/** IpAccess feature (spec 000 §1–§4, spec 001 §7): institution IP allow-lists; enforcement is the global IpAccessGuard. */
let IpAccessModule = class IpAccessModule {
};
exports.IpAccessModule = IpAccessModule;
exports.IpAccessModule = IpAccessModule = __decorate([
    (0, common_1.Module)({
        imports: [typeorm_1.TypeOrmModule.forFeature([institution_entity_1.Institution])],
        controllers: [ip_access_controller_1.IpAccessController],
        providers: [ip_access_service_1.IpAccessService, ip_access_queries_1.IpAccessQueries],
        exports: [ip_access_service_1.IpAccessService],
    })
], IpAccessModule);
//# sourceMappingURL=ip-access.module.js.map