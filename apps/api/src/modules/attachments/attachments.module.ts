import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AttachmentGroups } from './attachment-groups';
import { AttachmentStore } from './attachment-store';
import { AttachmentUploadInterceptor } from './attachment-upload.interceptor';
import { AttachmentsController } from './attachments.controller';
import { AttachmentsService } from './attachments.service';
import { AttachmentFile } from './entities/attachment-file.entity';
import { Attachment } from './entities/attachment.entity';

/**
 * Attachments (spec 001 §7): groups of uploaded files, checked by content, stored outside the web
 * root under random names, downloaded as one zip. Other features store files through
 * AttachmentGroups (e.g. the institution image).
 */
@Module({
  imports: [TypeOrmModule.forFeature([Attachment, AttachmentFile])],
  controllers: [AttachmentsController],
  providers: [AttachmentsService, AttachmentGroups, AttachmentStore, AttachmentUploadInterceptor],
  exports: [AttachmentGroups, AttachmentStore],
})
export class AttachmentsModule {}
