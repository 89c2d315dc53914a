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
exports.AttachmentGroups = exports.ATTACHMENT_GROUP_MAX_FILES = void 0;
exports.toFileDto = toFileDto;
const node_crypto_1 = require("node:crypto");
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const typeorm_2 = require("typeorm");
const domain_error_1 = require("../../common/errors/domain-error");
const attachment_store_1 = require("./attachment-store");
const attachment_file_entity_1 = require("./entities/attachment-file.entity");
const attachment_entity_1 = require("./entities/attachment.entity");
/** Files one group may hold in all (the same as one upload may carry). */
exports.ATTACHMENT_GROUP_MAX_FILES = 10;
const NAME_MAX_LENGTH = 255;
function toFileDto(f) {
    return {
        fileOrdr: f.fileOrdr,
        orignlFileNm: f.orignlFileNm,
        fileSize: f.fileSize,
        fileMime: f.fileMime,
        registDt: f.registDt.toISOString(),
    };
}
/** Long names are cut before the extension to fit the column. */
function fitName(name) {
    if (name.length <= NAME_MAX_LENGTH)
        return name;
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
    return name.slice(0, NAME_MAX_LENGTH - ext.length) + ext;
}
/**
 * Attachment groups and their rows, without access rules: the attachments routes use it after
 * their checks, and other features (the institution image) store files through it.
 */
let AttachmentGroups = class AttachmentGroups {
    db;
    store;
    constructor(db, store) {
        this.db = db;
        this.store = store;
    }
    /**
     * Adds files to a group (a new one unless atchmnflId is given) in one transaction; when
     * anything fails, the files already stored are removed again.
     */
    async add(owner, files) {
        const stored = [];
        try {
            return await this.db.transaction(async (tx) => {
                const groups = tx.getRepository(attachment_entity_1.Attachment);
                const repo = tx.getRepository(attachment_file_entity_1.AttachmentFile);
                let atchmnflId = owner.atchmnflId;
                if (atchmnflId) {
                    // Locks the group so two uploads into it get distinct orders.
                    const group = await groups.findOne({ where: { atchmnflId }, lock: { mode: 'pessimistic_write' } });
                    if (!group)
                        throw new domain_error_1.DomainError('NOT_FOUND', 'attachment.notFound');
                }
                else {
                    atchmnflId = (0, node_crypto_1.randomUUID)();
                    await groups.insert({ atchmnflId, registerId: owner.registerId, insttCode: owner.insttCode });
                }
                const used = await repo
                    .createQueryBuilder('f')
                    .select('count(*)::int', 'count')
                    .addSelect('coalesce(max(f.fileOrdr), 0)::int', 'max')
                    .where('f.atchmnflId = :atchmnflId', { atchmnflId })
                    .getRawOne();
                const count = used?.count ?? 0;
                const max = used?.max ?? 0;
                if (count + files.length > exports.ATTACHMENT_GROUP_MAX_FILES) {
                    const params = { count: exports.ATTACHMENT_GROUP_MAX_FILES };
                    throw new domain_error_1.DomainError('VALIDATION_FAILED', 'attachment.groupFull', params, [
                        { field: 'files', message: 'attachment.groupFull', params },
                    ]);
                }
                const ordrs = [];
                for (const [i, f] of files.entries()) {
                    const streFilePath = await f.store();
                    stored.push(streFilePath);
                    const fileOrdr = max + i + 1;
                    ordrs.push(fileOrdr);
                    await repo.insert({
                        atchmnflId,
                        fileOrdr,
                        orignlFileNm: fitName(f.orignlFileNm),
                        streFilePath,
                        fileSize: f.fileSize,
                        fileMime: f.fileMime,
                    });
                }
                const saved = await repo.find({
                    where: { atchmnflId, fileOrdr: (0, typeorm_2.In)(ordrs) },
                    order: { fileOrdr: 'ASC' },
                });
                return { atchmnflId, files: saved.map(toFileDto) };
            });
        }
        catch (e) {
            await this.store.remove(stored);
            throw e;
        }
    }
    /** A new group holding bytes already checked by the caller; returns its id. */
    async createFromBytes(owner, files) {
        const added = await this.add(owner, files.map(({ bytes, ...f }) => ({ ...f, store: () => this.store.write(bytes) })));
        return added.atchmnflId;
    }
    find(atchmnflId) {
        return this.db.getRepository(attachment_entity_1.Attachment).findOneBy({ atchmnflId });
    }
    /** Files of a group, in order. */
    filesOf(atchmnflId) {
        return this.db.getRepository(attachment_file_entity_1.AttachmentFile).find({ where: { atchmnflId }, order: { fileOrdr: 'ASC' } });
    }
    /** The first file of a group as a path on disk, or null when the group has none (or its bytes are gone). */
    async firstFile(atchmnflId) {
        const [file] = await this.db
            .getRepository(attachment_file_entity_1.AttachmentFile)
            .find({ where: { atchmnflId }, order: { fileOrdr: 'ASC' }, take: 1 });
        if (!file || !(await this.store.exists(file.streFilePath)))
            return null;
        return { absolutePath: this.store.absolute(file.streFilePath), fileMime: file.fileMime };
    }
    /** Removes one file (row, then bytes); false when the group has no such file. */
    async removeFile(atchmnflId, fileOrdr) {
        const file = await this.db.getRepository(attachment_file_entity_1.AttachmentFile).findOneBy({ atchmnflId, fileOrdr });
        if (!file)
            return false;
        await this.db.getRepository(attachment_file_entity_1.AttachmentFile).delete({ atchmnflId, fileOrdr });
        await this.store.remove([file.streFilePath]);
        return true;
    }
    /** Removes a whole group with its files (rows first, then bytes). */
    async deleteGroup(atchmnflId) {
        const files = await this.filesOf(atchmnflId);
        await this.db.getRepository(attachment_entity_1.Attachment).delete({ atchmnflId });
        await this.store.remove(files.map((f) => f.streFilePath));
    }
};
exports.AttachmentGroups = AttachmentGroups;
exports.AttachmentGroups = AttachmentGroups = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, typeorm_1.InjectDataSource)()),
    __metadata("design:paramtypes", [typeorm_2.DataSource,
        attachment_store_1.AttachmentStore])
], AttachmentGroups);
//# sourceMappingURL=attachment-groups.js.map