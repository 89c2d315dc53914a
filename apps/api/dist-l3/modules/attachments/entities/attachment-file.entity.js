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
Object.defineProperty(exports, "__esModule", { value: true });
exports.AttachmentFile = void 0;
const typeorm_1 = require("typeorm");
/** One file of an attachment group (atchmnfl_detail); the original name lives only here. */
let AttachmentFile = class AttachmentFile {
    atchmnflId;
    /** Position of the file in its group, from 1; never reused inside the group. */
    fileOrdr;
    orignlFileNm;
    /** Path relative to the storage folder (a random name, never the original one). */
    streFilePath;
    // bigint arrives from pg as a string; files are at most 20 MB, well inside a JS number.
    fileSize;
    /** Type decided from the content (sniffed), not from what the client said. */
    fileMime;
    registDt;
};
exports.AttachmentFile = AttachmentFile;
__decorate([
    (0, typeorm_1.PrimaryColumn)({ name: 'atchmnfl_id', type: 'varchar', length: 40 }),
    __metadata("design:type", String)
], AttachmentFile.prototype, "atchmnflId", void 0);
__decorate([
    (0, typeorm_1.PrimaryColumn)({ name: 'file_ordr', type: 'integer' }),
    __metadata("design:type", Number)
], AttachmentFile.prototype, "fileOrdr", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'orignl_file_nm', type: 'varchar', length: 255 }),
    __metadata("design:type", String)
], AttachmentFile.prototype, "orignlFileNm", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'stre_file_path', type: 'varchar', length: 300 }),
    __metadata("design:type", String)
], AttachmentFile.prototype, "streFilePath", void 0);
__decorate([
    (0, typeorm_1.Column)({
        name: 'file_size',
        type: 'bigint',
        transformer: { to: (v) => v, from: (v) => Number(v) },
    }),
    __metadata("design:type", Number)
], AttachmentFile.prototype, "fileSize", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'file_mime', type: 'varchar', length: 100 }),
    __metadata("design:type", String)
], AttachmentFile.prototype, "fileMime", void 0);
__decorate([
    (0, typeorm_1.CreateDateColumn)({ name: 'regist_dt', type: 'timestamptz' }),
    __metadata("design:type", Date)
], AttachmentFile.prototype, "registDt", void 0);
exports.AttachmentFile = AttachmentFile = __decorate([
    (0, typeorm_1.Entity)({ name: 'atchmnfl_detail' })
], AttachmentFile);
//# sourceMappingURL=attachment-file.entity.js.map