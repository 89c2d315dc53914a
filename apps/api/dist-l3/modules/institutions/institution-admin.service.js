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
exports.InstitutionAdminService = void 0;
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const domain_1 = require("@nuri/domain");
const typeorm_2 = require("typeorm");
const secret_box_1 = require("../../common/crypto/secret-box");
const domain_error_1 = require("../../common/errors/domain-error");
const app_config_1 = require("../../config/app-config");
const attachment_groups_1 = require("../attachments/attachment-groups");
const image_sniff_1 = require("../users/image-sniff");
const name_policy_1 = require("../users/name-policy");
const institution_entity_1 = require("./entities/institution.entity");
const instt_code_policy_1 = require("./instt-code-policy");
const institution_view_1 = require("./institution-view");
const institutions_queries_1 = require("./institutions.queries");
const institutions_service_1 = require("./institutions.service");
const nameInUse = () => new domain_error_1.DomainError('CONFLICT', 'auth.insttNmInUse', {}, [{ field: 'insttNm', message: 'auth.insttNmInUse' }]);
const codeInUse = () => new domain_error_1.DomainError('CONFLICT', 'auth.insttCodeInUse', {}, [
    { field: 'insttCode', message: 'auth.insttCodeInUse' },
]);
// The primary key and the partial unique index on active names (instt_nm_uq) catch a concurrent twin.
function violatedUnique(e) {
    if (!(e instanceof typeorm_2.QueryFailedError))
        return null;
    const err = e.driverError;
    return err.code === '23505' ? (err.constraint ?? '') : null;
}
/** Creating and editing institutions: profile, image and (provider admin) state. */
let InstitutionAdminService = class InstitutionAdminService {
    db;
    institutions;
    reader;
    attachments;
    config;
    constructor(db, institutions, reader, attachments, config) {
        this.db = db;
        this.institutions = institutions;
        this.reader = reader;
        this.attachments = attachments;
        this.config = config;
    }
    /** A new institution (provider admin); it gets its master later, through an invited admin. */
    async create(caller, dto) {
        (0, instt_code_policy_1.assertInsttCodeAllowed)(dto.insttCode);
        (0, name_policy_1.assertNameAllowed)(dto.insttNm, 'insttNm');
        if (await this.institutions.existsBy({ insttCode: dto.insttCode }))
            throw codeInUse();
        if (await (0, institutions_queries_1.insttNameTaken)(this.db, dto.insttNm))
            throw nameInUse();
        await this.guardUnique(() => this.institutions.insert({
            insttCode: dto.insttCode,
            insttNm: dto.insttNm,
            planCode: dto.planCode ?? domain_1.PLAN_CODES.BASIC,
            insttUrl: dto.insttUrl ?? `/${dto.insttCode}`,
            insttTelEncpt: this.sealed(dto.insttTel),
            insttAddrEncpt: this.sealed(dto.insttAddr),
            creatmanId: caller.userId,
        }));
        return this.reader.detail(caller, dto.insttCode);
    }
    /** Name (banned words, unique), telephone, address, site address; null clears tel/address. */
    async update(caller, insttCode, dto) {
        const instt = await this.reader.requireActive(insttCode);
        const patch = {};
        if (dto.insttNm !== undefined && dto.insttNm !== instt.insttNm) {
            (0, name_policy_1.assertNameAllowed)(dto.insttNm, 'insttNm');
            if (await (0, institutions_queries_1.insttNameTaken)(this.db, dto.insttNm, insttCode))
                throw nameInUse();
            patch.insttNm = dto.insttNm;
        }
        if (dto.insttTel !== undefined)
            patch.insttTelEncpt = this.sealed(dto.insttTel);
        if (dto.insttAddr !== undefined)
            patch.insttAddrEncpt = this.sealed(dto.insttAddr);
        if (dto.insttUrl !== undefined)
            patch.insttUrl = dto.insttUrl;
        if (Object.keys(patch).length)
            await this.guardUnique(() => this.institutions.update({ insttCode }, patch));
        return this.reader.detail(caller, insttCode);
    }
    /** Operational status and deleted flag (provider admin); the openBiz institution is never deleted. */
    async setState(insttCode, dto) {
        if (!dto.insttSttusCode && !dto.deleteAt) {
            throw new domain_error_1.DomainError('VALIDATION_FAILED', 'instt.stateRequired', {}, [
                { field: 'insttSttusCode', message: 'instt.stateRequired' },
            ]);
        }
        if (dto.deleteAt === 'Y' && insttCode === domain_1.DEFAULT_INSTT_CODE)
            throw new domain_error_1.DomainError('RULE_VIOLATION', 'instt.defaultNotAllowed');
        const instt = await this.institutions.findOneBy({ insttCode });
        if (!instt)
            throw new domain_error_1.DomainError('NOT_FOUND', 'instt.notFound');
        const patch = {};
        if (dto.insttSttusCode)
            patch.insttSttusCode = dto.insttSttusCode;
        if (dto.deleteAt)
            patch.deleteAt = dto.deleteAt;
        // Restoring may meet an active institution that took the name meanwhile.
        await this.guardUnique(() => this.institutions.update({ insttCode }, patch));
        const saved = await this.institutions.findOneByOrFail({ insttCode });
        return { insttCode, insttSttusCode: saved.insttSttusCode, deleteAt: saved.deleteAt };
    }
    /** Replaces the institution image (png/jpg/jpeg ≤ 1 MB, checked by content), kept as an attachment. */
    async setImage(caller, insttCode, file) {
        const instt = await this.reader.requireActive(insttCode);
        const check = (0, domain_1.checkThumbnail)({ fileName: file.originalname, size: file.size });
        if (!check.ok) {
            throw new domain_error_1.DomainError(check.problem === 'EXTENSION' ? 'UNSUPPORTED_MEDIA_TYPE' : 'PAYLOAD_TOO_LARGE', check.messageKey, check.params);
        }
        const kind = (0, image_sniff_1.sniffImage)(file.buffer);
        if (!kind)
            throw new domain_error_1.DomainError('UNSUPPORTED_MEDIA_TYPE', 'thumbnail.extensionInvalid');
        const atchmnflId = await this.attachments.createFromBytes({ registerId: caller.userId, insttCode }, [
            {
                orignlFileNm: file.originalname,
                fileSize: file.size,
                fileMime: kind === 'png' ? 'image/png' : 'image/jpeg',
                bytes: file.buffer,
            },
        ]);
        await this.institutions.update({ insttCode }, { imageAtchmnflId: atchmnflId });
        if (instt.imageAtchmnflId)
            await this.attachments.deleteGroup(instt.imageAtchmnflId);
        return (0, institution_view_1.toInstitutionDto)({ ...instt, imageAtchmnflId: atchmnflId }, true);
    }
    /** Removes the institution image (no image: nothing to do). */
    async deleteImage(insttCode) {
        const instt = await this.reader.requireActive(insttCode);
        if (instt.imageAtchmnflId) {
            await this.institutions.update({ insttCode }, { imageAtchmnflId: null });
            await this.attachments.deleteGroup(instt.imageAtchmnflId);
        }
        return (0, institution_view_1.toInstitutionDto)({ ...instt, imageAtchmnflId: null }, false);
    }
    sealed(value) {
        return value ? (0, secret_box_1.seal)(value, this.config.encryptionKey) : null;
    }
    async guardUnique(write) {
        try {
            await write();
        }
        catch (e) {
            const constraint = violatedUnique(e);
            if (constraint === 'instt_pkey')
                throw codeInUse();
            if (constraint !== null)
                throw nameInUse();
            throw e;
        }
    }
};
exports.InstitutionAdminService = InstitutionAdminService;
exports.InstitutionAdminService = InstitutionAdminService = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, typeorm_1.InjectDataSource)()),
    __param(1, (0, typeorm_1.InjectRepository)(institution_entity_1.Institution)),
    __metadata("design:paramtypes", [typeorm_2.DataSource,
        typeorm_2.Repository,
        institutions_service_1.InstitutionsService,
        attachment_groups_1.AttachmentGroups,
        app_config_1.AppConfig])
], InstitutionAdminService);
//# sourceMappingURL=institution-admin.service.js.map