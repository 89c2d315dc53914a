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
exports.MenusService = void 0;
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const domain_1 = require("@nuri/domain");
const typeorm_2 = require("typeorm");
const domain_error_1 = require("../../common/errors/domain-error");
const app_config_1 = require("../../config/app-config");
const institution_entity_1 = require("../institutions/entities/institution.entity");
const menu_access_entity_1 = require("./entities/menu-access.entity");
const menu_entity_1 = require("./entities/menu.entity");
const menu_tree_1 = require("./menu-tree");
let MenusService = class MenusService {
    menus;
    access;
    institutions;
    config;
    constructor(menus, access, institutions, config) {
        this.menus = menus;
        this.access = access;
        this.institutions = institutions;
        this.config = config;
    }
    /**
     * The menu tree of a system, filtered by the spec's rules for the institution. The admin
     * systems' menus answer only their admins: provider-admin a provider admin (4),
     * institution-admin the admin (14) of that institution or a provider admin.
     */
    async tree(systemType, insttCode, caller) {
        this.assertMayReadSystem(systemType, insttCode, caller);
        if (domain_1.SYSTEMS[systemType].needsInsttCode) {
            if (!insttCode) {
                throw new domain_error_1.DomainError('VALIDATION_FAILED', 'error.validation', {}, [
                    { field: 'insttCode', message: 'insttCode is required for institution systems' },
                ]);
            }
            await this.requireActiveInstitution(insttCode);
        }
        const [rows, access] = await Promise.all([
            this.menus.find({ where: { systemType }, order: { sortOrdr: 'ASC' } }),
            insttCode ? this.accessMap(insttCode) : Promise.resolve(new Map()),
        ]);
        return (0, menu_tree_1.buildMenuTree)(rows, {
            systemType,
            insttCode,
            access,
            providerInsttCode: this.config.values.PROVIDER_INSTT_CODE,
            serviceEnv: this.config.values.SERVICE_ENV,
            electionInsttCode: this.config.values.ELECTION_INSTT_CODE,
        });
    }
    /** accessAt of one menu id for an institution (Y unless the provider denied it). */
    async accessCheck(insttCode, menuId) {
        await this.requireActiveInstitution(insttCode);
        const row = await this.access.findOneBy({ insttCode, menuId });
        return row?.accessAt ?? 'Y';
    }
    /** Sets accessAt of each menu id for an institution (provider admin); unknown ids are refused. */
    async controlAccess(dto, updusrId) {
        await this.requireActiveInstitution(dto.insttCode);
        const known = new Set((await this.menus.find({ select: { menuId: true }, where: { menuId: (0, typeorm_2.In)(dto.menuIdList) } })).map((m) => m.menuId));
        const unknown = dto.menuIdList.flatMap((menuId, i) => (known.has(menuId) ? [] : [{ menuId, i }]));
        if (unknown.length) {
            throw new domain_error_1.ValidationFailedError(unknown.map(({ menuId, i }) => ({
                field: `menuIdList.${i}`,
                message: 'menuAccess.unknownMenuId',
                params: { menuId },
            })));
        }
        await this.access.upsert(dto.menuIdList.map((menuId) => ({
            insttCode: dto.insttCode,
            menuId,
            accessAt: dto.accessAt,
            updusrId,
        })), ['insttCode', 'menuId']);
        return { insttCode: dto.insttCode, menuIdList: dto.menuIdList, accessAt: dto.accessAt };
    }
    assertMayReadSystem(systemType, insttCode, caller) {
        if (!domain_1.SYSTEMS[systemType].isAdmin)
            return;
        if (!caller)
            throw new domain_error_1.DomainError('UNAUTHENTICATED', 'error.sessionEnded');
        // Without a code the institution-admin request is a 400 (below), whoever asks.
        if ((0, domain_1.isProviderAdminCode)(caller.userSeCode) || (domain_1.SYSTEMS[systemType].needsInsttCode && !insttCode))
            return;
        const ownAdmin = systemType === 'institution-admin' &&
            (0, domain_1.isInstitutionAdminCode)(caller.userSeCode) &&
            caller.insttCode === insttCode;
        if (!ownAdmin)
            throw new domain_error_1.DomainError('FORBIDDEN', 'error.noPermission');
    }
    async accessMap(insttCode) {
        const rows = await this.access.findBy({ insttCode });
        return new Map(rows.map((r) => [r.menuId, r.accessAt]));
    }
    async requireActiveInstitution(insttCode) {
        const found = await this.institutions.existsBy({ insttCode, deleteAt: 'N' });
        if (!found)
            throw new domain_error_1.DomainError('NOT_FOUND', 'error.notFound');
    }
};
exports.MenusService = MenusService;
exports.MenusService = MenusService = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, typeorm_1.InjectRepository)(menu_entity_1.Menu)),
    __param(1, (0, typeorm_1.InjectRepository)(menu_access_entity_1.MenuAccess)),
    __param(2, (0, typeorm_1.InjectRepository)(institution_entity_1.Institution)),
    __metadata("design:paramtypes", [typeorm_2.Repository,
        typeorm_2.Repository,
        typeorm_2.Repository,
        app_config_1.AppConfig])
], MenusService);
//# sourceMappingURL=menus.service.js.map