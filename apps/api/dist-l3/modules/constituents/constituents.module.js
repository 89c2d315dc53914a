"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.ConstituentsModule = void 0;
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const institution_entity_1 = require("../institutions/entities/institution.entity");
const user_entity_1 = require("../users/entities/user.entity");
const constituents_controller_1 = require("./constituents.controller");
const constituents_service_1 = require("./constituents.service");
const instt_user_ntcn_entity_1 = require("./entities/instt-user-ntcn.entity");
const invitations_controller_1 = require("./invitations.controller");
const invitations_service_1 = require("./invitations.service");
const member_removal_registry_1 = require("./member-removal.registry");
const membership_service_1 = require("./membership.service");
/**
 * Members of institutions (spec 001 §7 Constituents): the member list, invitations, levels and
 * removal. Exports MembershipService (who belongs where) and MemberRemovalHandlers (features
 * register what happens to a removed member's data).
 */
let ConstituentsModule = class ConstituentsModule {
};
exports.ConstituentsModule = ConstituentsModule;
exports.ConstituentsModule = ConstituentsModule = __decorate([
    (0, common_1.Module)({
        imports: [typeorm_1.TypeOrmModule.forFeature([instt_user_ntcn_entity_1.InsttUserNtcn, user_entity_1.User, institution_entity_1.Institution])],
        controllers: [constituents_controller_1.ConstituentsController, invitations_controller_1.InvitationsController],
        providers: [constituents_service_1.ConstituentsService, invitations_service_1.InvitationsService, membership_service_1.MembershipService, member_removal_registry_1.MemberRemovalHandlers],
        exports: [membership_service_1.MembershipService, member_removal_registry_1.MemberRemovalHandlers],
    })
], ConstituentsModule);
//# sourceMappingURL=constituents.module.js.map