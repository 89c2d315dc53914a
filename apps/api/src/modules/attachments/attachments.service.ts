import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { Injectable, StreamableFile } from '@nestjs/common';
import { fileExtension } from '@nuri/domain';
import type { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock/clock.service';
import { DomainError } from '../../common/errors/domain-error';
import { mayDeleteAttachment, mayReadAttachment } from './attachment-access';
import { AttachmentGroups, toFileDto, type NewAttachmentFile } from './attachment-groups';
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_KIND_EXTENSIONS,
  mimeOf,
  sniffAttachment,
} from './attachment-sniff';
import { AttachmentStore } from './attachment-store';
import { ATTACHMENT_FIELD } from './attachment-upload.interceptor';
import { zipEntryNames, zipFileName, zipStream } from './attachment-zip';
import type { AttachmentGroupDto, UploadedAttachmentsDto } from './dto/attachments.dto';
import type { Attachment } from './entities/attachment.entity';

/** A file received by the upload interceptor (multer disk storage). */
export interface ReceivedFile {
  originalname: string;
  path: string;
  size: number;
}

/** The attachments routes: upload, list, delete and download, with their access rules. */
@Injectable()
export class AttachmentsService {
  constructor(
    private readonly groups: AttachmentGroups,
    private readonly store: AttachmentStore,
    private readonly clock: Clock,
  ) {}

  /**
   * Checks every file (allowed extension, content of that same kind), then stores them in a new
   * group or, with atchmnflId, in a group of the caller's. All or nothing: a refusal stores nothing.
   */
  async upload(
    caller: AuthUser,
    received: ReceivedFile[] | undefined,
    atchmnflId?: string,
  ): Promise<UploadedAttachmentsDto> {
    if (!received?.length) {
      throw new DomainError('VALIDATION_FAILED', 'attachment.filesRequired', {}, [
        { field: ATTACHMENT_FIELD, message: 'attachment.filesRequired' },
      ]);
    }
    if (atchmnflId) {
      const group = await this.requireGroup(atchmnflId);
      if (group.registerId !== caller.userId) throw new DomainError('FORBIDDEN', 'error.noPermission');
    }
    const checked: NewAttachmentFile[] = [];
    for (const file of received) checked.push(await this.check(file));
    return this.groups.add({ atchmnflId, registerId: caller.userId, insttCode: caller.insttCode }, checked);
  }

  async list(caller: AuthUser, atchmnflId: string): Promise<AttachmentGroupDto> {
    const group = await this.readable(caller, atchmnflId);
    const files = await this.groups.filesOf(atchmnflId);
    return { atchmnflId, registerId: group.registerId, files: files.map(toFileDto) };
  }

  /** Deletes one file of a group, its stored bytes too; the (possibly empty) group stays. */
  async remove(caller: AuthUser, atchmnflId: string, fileOrdr: number): Promise<void> {
    const group = await this.readable(caller, atchmnflId);
    if (!mayDeleteAttachment(caller, group)) throw new DomainError('FORBIDDEN', 'error.noPermission');
    if (!(await this.groups.removeFile(atchmnflId, fileOrdr)))
      throw new DomainError('NOT_FOUND', 'attachment.notFound');
  }

  /** The group's files as one zip, named by the time of the download. */
  async download(caller: AuthUser, atchmnflId: string): Promise<StreamableFile> {
    await this.readable(caller, atchmnflId);
    const files = await this.groups.filesOf(atchmnflId);
    if (!files.length) throw new DomainError('NOT_FOUND', 'attachment.noFiles');
    for (const f of files) {
      // Checked before the first byte is sent: a broken zip cannot become an error answer.
      if (!(await this.store.exists(f.streFilePath)))
        throw new Error(`attachment file missing in the storage: ${f.streFilePath}`);
    }
    const names = zipEntryNames(files.map((f) => f.orignlFileNm));
    const stream = zipStream(
      files.map((f, i) => ({ open: () => this.openStored(f.streFilePath), name: names[i] })),
    );
    const fileName = zipFileName(await this.clock.now());
    return new StreamableFile(stream, {
      type: 'application/zip',
      disposition: `attachment; filename="${fileName}"`,
    });
  }

  private async openStored(stored: string): Promise<Readable> {
    const file = await this.store.open(stored);
    if (!file) throw new Error(`attachment file missing in the storage: ${stored}`);
    return file.body;
  }

  private async check(file: ReceivedFile): Promise<NewAttachmentFile> {
    const extension = fileExtension(file.originalname);
    if (!ATTACHMENT_EXTENSIONS.includes(extension)) {
      throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'attachment.extensionInvalid', {
        extensions: ATTACHMENT_EXTENSIONS.join(', '),
      });
    }
    const kind = await sniffAttachment(await fs.readFile(file.path));
    if (!kind || !ATTACHMENT_KIND_EXTENSIONS[kind].includes(extension)) {
      throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'attachment.contentMismatch', {
        fileName: file.originalname,
      });
    }
    return {
      orignlFileNm: file.originalname,
      fileSize: file.size,
      fileMime: mimeOf(kind, extension),
      store: () => this.store.adopt(file.path),
    };
  }

  private async readable(caller: AuthUser, atchmnflId: string): Promise<Attachment> {
    const group = await this.requireGroup(atchmnflId);
    if (!mayReadAttachment(caller, group)) throw new DomainError('FORBIDDEN', 'error.noPermission');
    return group;
  }

  private async requireGroup(atchmnflId: string): Promise<Attachment> {
    const group = await this.groups.find(atchmnflId);
    if (!group) throw new DomainError('NOT_FOUND', 'attachment.notFound');
    return group;
  }
}
