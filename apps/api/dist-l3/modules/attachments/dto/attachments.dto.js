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
exports.UploadedAttachmentsDto = exports.AttachmentGroupDto = exports.AttachmentFileDto = exports.AttachmentFileParamDto = exports.AttachmentIdParamDto = exports.UploadAttachmentsDto = void 0;
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
class UploadAttachmentsDto {
    /** Adds the files to this existing group of yours instead of creating a new one. */
    atchmnflId;
}
exports.UploadAttachmentsDto = UploadAttachmentsDto;
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsUUID)(),
    __metadata("design:type", String)
], UploadAttachmentsDto.prototype, "atchmnflId", void 0);
class AttachmentIdParamDto {
    /** Attachment file group id. */
    atchmnflId;
}
exports.AttachmentIdParamDto = AttachmentIdParamDto;
__decorate([
    (0, class_validator_1.IsUUID)(),
    __metadata("design:type", String)
], AttachmentIdParamDto.prototype, "atchmnflId", void 0);
class AttachmentFileParamDto extends AttachmentIdParamDto {
    /** Order of the file in its group. */
    fileOrdr;
}
exports.AttachmentFileParamDto = AttachmentFileParamDto;
__decorate([
    (0, class_transformer_1.Type)(() => Number),
    (0, class_validator_1.IsInt)(),
    (0, class_validator_1.Min)(1),
    __metadata("design:type", Number)
], AttachmentFileParamDto.prototype, "fileOrdr", void 0);
class AttachmentFileDto {
    /** Order of the file in its group, from 1. */
    fileOrdr;
    /** The name the file had on the uploader's computer. */
    orignlFileNm;
    /** Size in bytes. */
    fileSize;
    /** Type decided from the file's content. */
    fileMime;
    /** When the file was uploaded (ISO 8601). */
    registDt;
}
exports.AttachmentFileDto = AttachmentFileDto;
class AttachmentGroupDto {
    /** Attachment file group id. */
    atchmnflId;
    /** Who uploaded the group. */
    registerId;
    /** Files of the group, in order. */
    files;
}
exports.AttachmentGroupDto = AttachmentGroupDto;
class UploadedAttachmentsDto {
    /** Attachment file group id (new, or the one given). */
    atchmnflId;
    /** The files this upload added, in order. */
    files;
}
exports.UploadedAttachmentsDto = UploadedAttachmentsDto;
//# sourceMappingURL=attachments.dto.js.map