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
exports.InstitutionsModule = void 0;
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const typeorm_2 = require("typeorm");
const attachments_module_1 = require("../attachments/attachments.module");
const auth_module_1 = require("../auth/auth.module");
const user_entity_1 = require("../users/entities/user.entity");
const users_module_1 = require("../users/users.module");
const verification_module_1 = require("../verification/verification.module");
const institution_entity_1 = require("./entities/institution.entity");
const institution_admin_service_1 = require("./institution-admin.service");
const institution_content_counters_1 = require("./institution-content-counters");
const institution_master_controller_1 = require("./institution-master.controller");
const institution_master_service_1 = require("./institution-master.service");
const institution_withdrawal_hooks_1 = require("./institution-withdrawal-hooks");
const institutions_controller_1 = require("./institutions.controller");
const institutions_queries_1 = require("./institutions.queries");
const institutions_service_1 = require("./institutions.service");
/**
 * Institutions feature (spec 000 §1–§4, spec 001 §7): the provider's list, the public panel,
 * details and image, status and state, withdrawal, master account and phone, content counts.
 * Other features register their content counters and withdrawal hooks through the exported
 * registries.
 */
let InstitutionsModule = class InstitutionsModule {
    counters;
    db;
    constructor(counters, db) {
        this.counters = counters;
        this.db = db;
    }
    onModuleInit() {
        this.counters.register('memberCnt', (insttCode) => (0, institutions_queries_1.countMembers)(this.db, insttCode));
        this.counters.register('groupCnt', (insttCode) => (0, institutions_queries_1.countGroups)(this.db, insttCode));
    }
};
exports.InstitutionsModule = InstitutionsModule;
exports.InstitutionsModule = InstitutionsModule = __decorate([
    (0, common_1.Module)({
        imports: [
            typeorm_1.TypeOrmModule.forFeature([institution_entity_1.Institution, user_entity_1.User]),
            auth_module_1.AuthModule,
            users_module_1.UsersModule,
            verification_module_1.VerificationModule,
            attachments_module_1.AttachmentsModule,
        ],
        controllers: [institutions_controller_1.InstitutionsController, institution_master_controller_1.InstitutionMasterController],
        providers: [
            institutions_service_1.InstitutionsService,
            institution_admin_service_1.InstitutionAdminService,
            institution_master_service_1.InstitutionMasterService,
            institution_content_counters_1.InstitutionContentCounters,
            institution_withdrawal_hooks_1.InstitutionWithdrawalHooks,
        ],
        exports: [institutions_service_1.InstitutionsService, institution_content_counters_1.InstitutionContentCounters, institution_withdrawal_hooks_1.InstitutionWithdrawalHooks],
    }),
    __param(1, (0, typeorm_1.InjectDataSource)()),
    __metadata("design:paramtypes", [institution_content_counters_1.InstitutionContentCounters,
        typeorm_2.DataSource])
], InstitutionsModule);
//# sourceMappingURL=institutions.module.js.map