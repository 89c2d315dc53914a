"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.AttachmentsModule = void 0;
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const attachment_groups_1 = require("./attachment-groups");
const attachment_store_1 = require("./attachment-store");
const attachment_upload_interceptor_1 = require("./attachment-upload.interceptor");
const attachments_controller_1 = require("./attachments.controller");
const attachments_service_1 = require("./attachments.service");
const attachment_file_entity_1 = require("./entities/attachment-file.entity");
const attachment_entity_1 = require("./entities/attachment.entity");
/**
 * Attachments (spec 001 §7): groups of uploaded files, checked by content, stored outside the web
 * root under random names, downloaded as one zip. Other features store files through
 * AttachmentGroups (e.g. the institution image).
 */
let AttachmentsModule = class AttachmentsModule {
};
exports.AttachmentsModule = AttachmentsModule;
exports.AttachmentsModule = AttachmentsModule = __decorate([
    (0, common_1.Module)({
        imports: [typeorm_1.TypeOrmModule.forFeature([attachment_entity_1.Attachment, attachment_file_entity_1.AttachmentFile])],
        controllers: [attachments_controller_1.AttachmentsController],
        providers: [attachments_service_1.AttachmentsService, attachment_groups_1.AttachmentGroups, attachment_store_1.AttachmentStore, attachment_upload_interceptor_1.AttachmentUploadInterceptor],
        exports: [attachment_groups_1.AttachmentGroups],
    })
], AttachmentsModule);
//# sourceMappingURL=attachments.module.js.map