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
exports.InstitutionsService = void 0;
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const domain_1 = require("@nuri/domain");
const typeorm_2 = require("typeorm");
const secret_box_1 = require("../../common/crypto/secret-box");
const domain_error_1 = require("../../common/errors/domain-error");
const locale_1 = require("../../common/i18n/locale");
const paged_1 = require("../../common/paging/paged");
const app_config_1 = require("../../config/app-config");
const attachment_groups_1 = require("../attachments/attachment-groups");
const user_entity_1 = require("../users/entities/user.entity");
const name_policy_1 = require("../users/name-policy");
const institution_entity_1 = require("./entities/institution.entity");
const instt_code_policy_1 = require("./instt-code-policy");
const institution_content_counters_1 = require("./institution-content-counters");
const institution_view_1 = require("./institution-view");
const institutions_queries_1 = require("./institutions.queries");
/** Reading institutions: the provider's list, the public panel, details, status and counts. */
let InstitutionsService = class InstitutionsService {
    db;
    institutions;
    users;
    attachments;
    counters;
    config;
    constructor(db, institutions, users, attachments, counters, config) {
        this.db = db;
        this.institutions = institutions;
        this.users = users;
        this.attachments = attachments;
        this.counters = counters;
        this.config = config;
    }
    async list(q) {
        const column = (0, paged_1.resolveSort)(q.sort, institutions_queries_1.INSTT_SORT_COLUMNS, 'creatDt');
        const { rows, total } = await (0, institutions_queries_1.listInstitutions)(this.db, { searchNm: q.searchNm?.trim() || undefined, insttSttusCode: q.insttSttusCode, deleteAt: q.deleteAt }, { column, direction: q.direction }, { limit: q.pageSize, offset: (0, paged_1.offsetOf)(q) });
        const content = rows.map((r) => ({
            insttCode: r.instt_code,
            insttNm: r.instt_nm,
            planCode: r.plan_code,
            insttSttusCode: r.instt_sttus_code,
            deleteAt: r.delete_at,
            creatDt: r.creat_dt.toISOString(),
            masterUserId: r.master_user_id,
            memberCnt: r.member_cnt,
        }));
        return (0, paged_1.toPaged)(content, total, q);
    }
    /** Whether a code (any institution, deleted ones too: codes are never reused) or a name (active ones) is taken. */
    async exists(q, locale) {
        if (Boolean(q.insttCode) === Boolean(q.insttNm)) {
            throw new domain_error_1.DomainError('VALIDATION_FAILED', 'instt.existsQueryRequired', {}, [
                { field: 'insttCode', message: 'instt.existsQueryRequired' },
            ]);
        }
        let exists;
        if (q.insttCode) {
            (0, instt_code_policy_1.assertInsttCodeAllowed)(q.insttCode);
            exists = await this.institutions.existsBy({ insttCode: q.insttCode });
        }
        else {
            const insttNm = q.insttNm ?? '';
            (0, name_policy_1.assertNameAllowed)(insttNm, 'insttNm');
            exists = await (0, institutions_queries_1.insttNameTaken)(this.db, insttNm);
        }
        return { exists, message: (0, locale_1.translate)(exists ? 'common.alreadyInUse' : 'common.available', {}, locale) };
    }
    /** The public panel; unknown and deleted institutions are 404. */
    async panel(insttCode) {
        const instt = await this.requireActive(insttCode);
        return (0, institution_view_1.toInstitutionDto)(instt, await this.hasImage(instt));
    }
    /** Admin detail with the decrypted contacts; provider admins also see deleted institutions. */
    async detail(caller, insttCode) {
        const instt = await this.institutions
            .createQueryBuilder('i')
            .addSelect('i.mbtlnumEncpt')
            .where('i.insttCode = :insttCode', { insttCode })
            .getOne();
        if (!instt ||
            (!(0, domain_1.isInstitutionActive)(instt.deleteAt) && caller.userSeCode !== domain_1.USER_SE_CODES.PROVIDER_ADMIN)) {
            throw new domain_error_1.DomainError('NOT_FOUND', 'instt.notFound');
        }
        const master = instt.masterUserId
            ? await this.users
                .createQueryBuilder('u')
                .addSelect('u.mbtlnumEncpt')
                .where('u.userId = :id', { id: instt.masterUserId })
                .getOne()
            : null;
        // The number verified for the institution, else the master's own verified number.
        const phone = this.reveal(instt.mbtlnumEncpt ?? master?.mbtlnumEncpt ?? null);
        return {
            ...(0, institution_view_1.toInstitutionDto)(instt, await this.hasImage(instt)),
            insttTel: this.reveal(instt.insttTelEncpt),
            insttAddr: this.reveal(instt.insttAddrEncpt),
            planCode: instt.planCode,
            insttSttusCode: instt.insttSttusCode,
            deleteAt: instt.deleteAt,
            masterUserId: instt.masterUserId,
            masterUserNm: master?.userNm ?? null,
            masterMbtlnum: phone ? (0, institution_view_1.maskMobileNumber)(phone) : null,
        };
    }
    async status(insttCode, locale) {
        const instt = await this.requireActive(insttCode);
        return {
            statusCode: instt.insttSttusCode,
            statusMsg: (0, locale_1.translate)(domain_1.INSTT_STATUS_MESSAGE_KEYS[instt.insttSttusCode], {}, locale),
        };
    }
    /** The institution image on disk (public, like the panel that shows it). */
    async imageFile(insttCode) {
        const instt = await this.requireActive(insttCode);
        const file = instt.imageAtchmnflId ? await this.attachments.firstFile(instt.imageAtchmnflId) : null;
        if (!file)
            throw new domain_error_1.DomainError('NOT_FOUND', 'error.notFound');
        return file;
    }
    async contentsCount(insttCode) {
        await this.requireActive(insttCode);
        return this.counters.countAll(insttCode);
    }
    /** An existing, not deleted institution, or 404. */
    async requireActive(insttCode, tx) {
        const repo = tx ? tx.getRepository(institution_entity_1.Institution) : this.institutions;
        const instt = await repo.findOne({
            where: { insttCode },
            lock: tx ? { mode: 'pessimistic_write' } : undefined,
        });
        if (!instt || !(0, domain_1.isInstitutionActive)(instt.deleteAt))
            throw new domain_error_1.DomainError('NOT_FOUND', 'instt.notFound');
        return instt;
    }
    async hasImage(instt) {
        return Boolean(instt.imageAtchmnflId && (await this.attachments.firstFile(instt.imageAtchmnflId)));
    }
    reveal(sealed) {
        return sealed ? (0, secret_box_1.open)(sealed, this.config.encryptionKey) : null;
    }
};
exports.InstitutionsService = InstitutionsService;
exports.InstitutionsService = InstitutionsService = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, typeorm_1.InjectDataSource)()),
    __param(1, (0, typeorm_1.InjectRepository)(institution_entity_1.Institution)),
    __param(2, (0, typeorm_1.InjectRepository)(user_entity_1.User)),
    __metadata("design:paramtypes", [typeorm_2.DataSource,
        typeorm_2.Repository,
        typeorm_2.Repository,
        attachment_groups_1.AttachmentGroups,
        institution_content_counters_1.InstitutionContentCounters,
        app_config_1.AppConfig])
], InstitutionsService);
//# sourceMappingURL=institutions.service.js.map