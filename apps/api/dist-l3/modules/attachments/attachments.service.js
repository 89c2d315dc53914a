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
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.AttachmentsService = void 0;
const promises_1 = __importDefault(require("node:fs/promises"));
const common_1 = require("@nestjs/common");
const domain_1 = require("@nuri/domain");
const clock_service_1 = require("../../common/clock/clock.service");
const domain_error_1 = require("../../common/errors/domain-error");
const attachment_access_1 = require("./attachment-access");
const attachment_groups_1 = require("./attachment-groups");
const attachment_sniff_1 = require("./attachment-sniff");
const attachment_store_1 = require("./attachment-store");
const attachment_upload_interceptor_1 = require("./attachment-upload.interceptor");
const attachment_zip_1 = require("./attachment-zip");
/** The attachments routes: upload, list, delete and download, with their access rules. */
let AttachmentsService = class AttachmentsService {
    groups;
    store;
    clock;
    constructor(groups, store, clock) {
        this.groups = groups;
        this.store = store;
        this.clock = clock;
    }
    /**
     * Checks every file (allowed extension, content of that same kind), then stores them in a new
     * group or, with atchmnflId, in a group of the caller's. All or nothing: a refusal stores nothing.
     */
    async upload(caller, received, atchmnflId) {
        if (!received?.length) {
            throw new domain_error_1.DomainError('VALIDATION_FAILED', 'attachment.filesRequired', {}, [
                { field: attachment_upload_interceptor_1.ATTACHMENT_FIELD, message: 'attachment.filesRequired' },
            ]);
        }
        if (atchmnflId) {
            const group = await this.requireGroup(atchmnflId);
            if (group.registerId !== caller.userId)
                throw new domain_error_1.DomainError('FORBIDDEN', 'error.noPermission');
        }
        const checked = [];
        for (const file of received)
            checked.push(await this.check(file));
        return this.groups.add({ atchmnflId, registerId: caller.userId, insttCode: caller.insttCode }, checked);
    }
    async list(caller, atchmnflId) {
        const group = await this.readable(caller, atchmnflId);
        const files = await this.groups.filesOf(atchmnflId);
        return { atchmnflId, registerId: group.registerId, files: files.map(attachment_groups_1.toFileDto) };
    }
    /** Deletes one file of a group, its stored bytes too; the (possibly empty) group stays. */
    async remove(caller, atchmnflId, fileOrdr) {
        const group = await this.readable(caller, atchmnflId);
        if (!(0, attachment_access_1.mayDeleteAttachment)(caller, group))
            throw new domain_error_1.DomainError('FORBIDDEN', 'error.noPermission');
        if (!(await this.groups.removeFile(atchmnflId, fileOrdr)))
            throw new domain_error_1.DomainError('NOT_FOUND', 'attachment.notFound');
    }
    /** The group's files as one zip, named by the time of the download. */
    async download(caller, atchmnflId) {
        await this.readable(caller, atchmnflId);
        const files = await this.groups.filesOf(atchmnflId);
        if (!files.length)
            throw new domain_error_1.DomainError('NOT_FOUND', 'attachment.noFiles');
        for (const f of files) {
            // Checked before the first byte is sent: a broken zip cannot become an error answer.
            if (!(await this.store.exists(f.streFilePath)))
                throw new Error(`attachment file missing on disk: ${f.streFilePath}`);
        }
        const names = (0, attachment_zip_1.zipEntryNames)(files.map((f) => f.orignlFileNm));
        const stream = (0, attachment_zip_1.zipStream)(files.map((f, i) => ({ absolutePath: this.store.absolute(f.streFilePath), name: names[i] })));
        const fileName = (0, attachment_zip_1.zipFileName)(await this.clock.now());
        return new common_1.StreamableFile(stream, {
            type: 'application/zip',
            disposition: `attachment; filename="${fileName}"`,
        });
    }
    async check(file) {
        const extension = (0, domain_1.fileExtension)(file.originalname);
        if (!attachment_sniff_1.ATTACHMENT_EXTENSIONS.includes(extension)) {
            throw new domain_error_1.DomainError('UNSUPPORTED_MEDIA_TYPE', 'attachment.extensionInvalid', {
                extensions: attachment_sniff_1.ATTACHMENT_EXTENSIONS.join(', '),
            });
        }
        const kind = await (0, attachment_sniff_1.sniffAttachment)(await promises_1.default.readFile(file.path));
        if (!kind || !attachment_sniff_1.ATTACHMENT_KIND_EXTENSIONS[kind].includes(extension)) {
            throw new domain_error_1.DomainError('UNSUPPORTED_MEDIA_TYPE', 'attachment.contentMismatch', {
                fileName: file.originalname,
            });
        }
        return {
            orignlFileNm: file.originalname,
            fileSize: file.size,
            fileMime: (0, attachment_sniff_1.mimeOf)(kind, extension),
            store: () => this.store.adopt(file.path),
        };
    }
    async readable(caller, atchmnflId) {
        const group = await this.requireGroup(atchmnflId);
        if (!(0, attachment_access_1.mayReadAttachment)(caller, group))
            throw new domain_error_1.DomainError('FORBIDDEN', 'error.noPermission');
        return group;
    }
    async requireGroup(atchmnflId) {
        const group = await this.groups.find(atchmnflId);
        if (!group)
            throw new domain_error_1.DomainError('NOT_FOUND', 'attachment.notFound');
        return group;
    }
};
exports.AttachmentsService = AttachmentsService;
exports.AttachmentsService = AttachmentsService = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [attachment_groups_1.AttachmentGroups,
        attachment_store_1.AttachmentStore,
        clock_service_1.Clock])
], AttachmentsService);
//# sourceMappingURL=attachments.service.js.map