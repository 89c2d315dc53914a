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
exports.InstitutionMasterController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../../common/auth/decorators");
const scope_decorators_1 = require("../../common/auth/scope.decorators");
const api_envelope_decorator_1 = require("../../common/envelope/api-envelope.decorator");
const institution_master_dto_1 = require("./dto/institution-master.dto");
const institutions_dto_1 = require("./dto/institutions.dto");
const institution_master_service_1 = require("./institution-master.service");
const institutions_service_1 = require("./institutions.service");
let InstitutionMasterController = class InstitutionMasterController {
    master;
    institutions;
    constructor(master, institutions) {
        this.master = master;
        this.institutions = institutions;
    }
    /** Withdraws the institution (master account only, with its encrypted password): the institution is marked deleted, and its members are moved to the openBiz institution as members (12), each keeping their own contents; their logins end. */
    withdraw(user, p, dto) {
        return this.master.withdraw(user, p.insttCode, dto.userPassword);
    }
    /** Transfers the master account to another active admin (14) of the same institution (current master only, with its encrypted password); the previous master stays an admin. */
    transferMaster(user, p, dto) {
        return this.master.transferMaster(user, p.insttCode, dto);
    }
    /** Changes the master phone (master only) with the SMS code sent by POST /instt/sms/crtfc/send for { userId: <master id>, phoneNumber }; stored encrypted. */
    changeMasterPhone(user, p, dto, ip) {
        return this.master.changeMasterPhone(user, p.insttCode, dto, ip);
    }
    /** Contents of the institution: layers, maps, themed apps, members and groups (admins; a feature not yet present counts 0). */
    contentsCount(p) {
        return this.institutions.contentsCount(p.insttCode);
    }
};
exports.InstitutionMasterController = InstitutionMasterController;
__decorate([
    (0, common_1.Post)(':insttCode/withdraw'),
    (0, common_1.HttpCode)(200),
    (0, api_envelope_decorator_1.ApiEnvelope)(institution_master_dto_1.WithdrawnInsttDto),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, institutions_dto_1.InsttCodeParamDto,
        institution_master_dto_1.WithdrawInsttDto]),
    __metadata("design:returntype", Promise)
], InstitutionMasterController.prototype, "withdraw", null);
__decorate([
    (0, common_1.Post)(':insttCode/master'),
    (0, common_1.HttpCode)(200),
    (0, api_envelope_decorator_1.ApiEnvelope)(institution_master_dto_1.MasterDto),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, institutions_dto_1.InsttCodeParamDto,
        institution_master_dto_1.TransferMasterDto]),
    __metadata("design:returntype", Promise)
], InstitutionMasterController.prototype, "transferMaster", null);
__decorate([
    (0, common_1.Put)(':insttCode/master-phone'),
    (0, api_envelope_decorator_1.ApiEnvelope)(institution_master_dto_1.MasterPhoneResultDto),
    __param(0, (0, decorators_1.CurrentUser)()),
    __param(1, (0, common_1.Param)()),
    __param(2, (0, common_1.Body)()),
    __param(3, (0, common_1.Ip)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, institutions_dto_1.InsttCodeParamDto,
        institution_master_dto_1.MasterPhoneDto, String]),
    __metadata("design:returntype", Promise)
], InstitutionMasterController.prototype, "changeMasterPhone", null);
__decorate([
    (0, common_1.Get)(':insttCode/contents/count'),
    (0, api_envelope_decorator_1.ApiEnvelope)(institution_master_dto_1.ContentsCountDto),
    __param(0, (0, common_1.Param)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [institutions_dto_1.InsttCodeParamDto]),
    __metadata("design:returntype", Promise)
], InstitutionMasterController.prototype, "contentsCount", null);
exports.InstitutionMasterController = InstitutionMasterController = __decorate([
    (0, swagger_1.ApiTags)('institutions'),
    (0, swagger_1.ApiBearerAuth)('bearer'),
    (0, scope_decorators_1.InsttScoped)({ adminOnly: true }),
    (0, common_1.Controller)('instt'),
    __metadata("design:paramtypes", [institution_master_service_1.InstitutionMasterService,
        institutions_service_1.InstitutionsService])
], InstitutionMasterController);
//# sourceMappingURL=institution-master.controller.js.map