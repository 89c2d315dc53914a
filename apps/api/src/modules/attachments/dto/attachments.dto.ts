import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsUUID, Min } from 'class-validator';

export class UploadAttachmentsDto {
  /** Adds the files to this existing group of yours instead of creating a new one. */
  @IsOptional()
  @IsUUID()
  atchmnflId?: string;
}

export class AttachmentIdParamDto {
  /** Attachment file group id. */
  @IsUUID()
  atchmnflId!: string;
}

export class AttachmentFileParamDto extends AttachmentIdParamDto {
  /** Order of the file in its group. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  fileOrdr!: number;
}

export class AttachmentFileDto {
  /** Order of the file in its group, from 1. */
  fileOrdr!: number;
  /** The name the file had on the uploader's computer. */
  orignlFileNm!: string;
  /** Size in bytes. */
  fileSize!: number;
  /** Type decided from the file's content. */
  fileMime!: string;
  /** When the file was uploaded (ISO 8601). */
  registDt!: string;
}

export class AttachmentGroupDto {
  /** Attachment file group id. */
  atchmnflId!: string;
  /** Who uploaded the group. */
  registerId!: string;
  /** Files of the group, in order. */
  files!: AttachmentFileDto[];
}

export class UploadedAttachmentsDto {
  /** Attachment file group id (new, or the one given). */
  atchmnflId!: string;
  /** The files this upload added, in order. */
  files!: AttachmentFileDto[];
}
