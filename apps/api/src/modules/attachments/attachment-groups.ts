import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';
import { AttachmentStore } from './attachment-store';
import type { AttachmentFileDto, UploadedAttachmentsDto } from './dto/attachments.dto';
import { AttachmentFile } from './entities/attachment-file.entity';
import { Attachment } from './entities/attachment.entity';

/** Files one group may hold in all (the same as one upload may carry). */
export const ATTACHMENT_GROUP_MAX_FILES = 10;
const NAME_MAX_LENGTH = 255;

/** A checked file about to join a group; store() puts its bytes into the store. */
export interface NewAttachmentFile {
  orignlFileNm: string;
  fileSize: number;
  fileMime: string;
  store: () => Promise<string>;
}

export interface AttachmentOwner {
  registerId: string;
  insttCode: string | null;
}

export function toFileDto(f: AttachmentFile): AttachmentFileDto {
  return {
    fileOrdr: f.fileOrdr,
    orignlFileNm: f.orignlFileNm,
    fileSize: f.fileSize,
    fileMime: f.fileMime,
    registDt: f.registDt.toISOString(),
  };
}

/** Long names are cut before the extension to fit the column. */
function fitName(name: string): string {
  if (name.length <= NAME_MAX_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  return name.slice(0, NAME_MAX_LENGTH - ext.length) + ext;
}

/**
 * Attachment groups and their rows, without access rules: the attachments routes use it after
 * their checks, and other features (the institution image) store files through it.
 */
@Injectable()
export class AttachmentGroups {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly store: AttachmentStore,
  ) {}

  /**
   * Adds files to a group (a new one unless atchmnflId is given) in one transaction; when
   * anything fails, the files already stored are removed again.
   */
  async add(
    owner: AttachmentOwner & { atchmnflId?: string },
    files: NewAttachmentFile[],
  ): Promise<UploadedAttachmentsDto> {
    const stored: string[] = [];
    try {
      return await this.db.transaction(async (tx) => {
        const groups = tx.getRepository(Attachment);
        const repo = tx.getRepository(AttachmentFile);
        let atchmnflId = owner.atchmnflId;
        if (atchmnflId) {
          // Locks the group so two uploads into it get distinct orders.
          const group = await groups.findOne({ where: { atchmnflId }, lock: { mode: 'pessimistic_write' } });
          if (!group) throw new DomainError('NOT_FOUND', 'attachment.notFound');
        } else {
          atchmnflId = randomUUID();
          await groups.insert({ atchmnflId, registerId: owner.registerId, insttCode: owner.insttCode });
        }
        const used = await repo
          .createQueryBuilder('f')
          .select('count(*)::int', 'count')
          .addSelect('coalesce(max(f.fileOrdr), 0)::int', 'max')
          .where('f.atchmnflId = :atchmnflId', { atchmnflId })
          .getRawOne<{ count: number; max: number }>();
        const count = used?.count ?? 0;
        const max = used?.max ?? 0;
        if (count + files.length > ATTACHMENT_GROUP_MAX_FILES) {
          const params = { count: ATTACHMENT_GROUP_MAX_FILES };
          throw new DomainError('VALIDATION_FAILED', 'attachment.groupFull', params, [
            { field: 'files', message: 'attachment.groupFull', params },
          ]);
        }
        const ordrs: number[] = [];
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
          where: { atchmnflId, fileOrdr: In(ordrs) },
          order: { fileOrdr: 'ASC' },
        });
        return { atchmnflId, files: saved.map(toFileDto) };
      });
    } catch (e) {
      await this.store.remove(stored);
      throw e;
    }
  }

  /** A new group holding bytes already checked by the caller; returns its id. */
  async createFromBytes(
    owner: AttachmentOwner,
    files: Array<Omit<NewAttachmentFile, 'store'> & { bytes: Buffer }>,
  ): Promise<string> {
    const added = await this.add(
      owner,
      files.map(({ bytes, ...f }) => ({ ...f, store: () => this.store.write(bytes) })),
    );
    return added.atchmnflId;
  }

  find(atchmnflId: string): Promise<Attachment | null> {
    return this.db.getRepository(Attachment).findOneBy({ atchmnflId });
  }

  /** Files of a group, in order. */
  filesOf(atchmnflId: string): Promise<AttachmentFile[]> {
    return this.db.getRepository(AttachmentFile).find({ where: { atchmnflId }, order: { fileOrdr: 'ASC' } });
  }

  /** The first file of a group as a storage key, or null when the group has none (or its bytes are gone). */
  async firstFile(atchmnflId: string): Promise<{ key: string; fileMime: string } | null> {
    const [file] = await this.db
      .getRepository(AttachmentFile)
      .find({ where: { atchmnflId }, order: { fileOrdr: 'ASC' }, take: 1 });
    if (!file || !(await this.store.exists(file.streFilePath))) return null;
    return { key: this.store.key(file.streFilePath), fileMime: file.fileMime };
  }

  /** Removes one file (row, then bytes); false when the group has no such file. */
  async removeFile(atchmnflId: string, fileOrdr: number): Promise<boolean> {
    const file = await this.db.getRepository(AttachmentFile).findOneBy({ atchmnflId, fileOrdr });
    if (!file) return false;
    await this.db.getRepository(AttachmentFile).delete({ atchmnflId, fileOrdr });
    await this.store.remove([file.streFilePath]);
    return true;
  }

  /** Removes a whole group with its files (rows first, then bytes). */
  async deleteGroup(atchmnflId: string): Promise<void> {
    const files = await this.filesOf(atchmnflId);
    await this.db.getRepository(Attachment).delete({ atchmnflId });
    await this.store.remove(files.map((f) => f.streFilePath));
  }
}
