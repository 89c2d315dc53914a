import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsDateString,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { PageQueryDto } from '../../../common/paging/page-query.dto';

export const NOTICE_TITLE_MAX_LENGTH = 200;
export const NOTICE_CONTENT_MAX_LENGTH = 100_000;

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/** One attached file of a notice; downloaded from GET /notices/{nttId}/files/{fileOrdr}. */
export class NoticeFileDto {
  /** Order of the file in the notice's attachment group, from 1. */
  fileOrdr!: number;
  /** The file's original name. */
  orignlFileNm!: string;
  /** Size in bytes. */
  fileSize!: number;
  /** Type decided from the file's content. */
  fileMime!: string;
}

/** One notice (provider notices have insttCode null). */
export class NoticeDto {
  /** Notice id. */
  nttId!: number;
  /** Owning institution; null for a provider notice. */
  @ApiProperty({ type: String, nullable: true })
  insttCode!: string | null;
  /** Title. */
  nttSj!: string;
  /** Content: HTML sanitized by the server (allow-list). */
  nttCn!: string;
  /** Shown as a popup during popupBeginDt–popupEndDt. */
  @ApiProperty({ enum: ['Y', 'N'] })
  popupAt!: 'Y' | 'N';
  /** Popup window start (ISO). */
  @ApiProperty({ type: String, nullable: true })
  popupBeginDt!: string | null;
  /** Popup window end (ISO). */
  @ApiProperty({ type: String, nullable: true })
  popupEndDt!: string | null;
  /** View count. */
  rdcnt!: number;
  /** Author's user id. */
  registerId!: string;
  /** Created. */
  registDt!: string;
  /** Last changed. */
  updtDt!: string;
  /** The notice's attachment group (POST /attachments), or null. */
  @ApiProperty({ type: String, nullable: true })
  atchmnflId!: string | null;
  /** Attached files, in order. */
  @ApiProperty({ type: () => [NoticeFileDto] })
  files!: NoticeFileDto[];
}

/** Notice list query: paged, newest first; searchNm matches titles and content. */
export class NoticeListQueryDto extends PageQueryDto {}

/** A notice to create, or the whole new state of one (PUT): absent popup dates mean none. */
export class NoticeSaveDto {
  /** Title. */
  @Transform(trim)
  @IsString()
  @MinLength(1)
  @MaxLength(NOTICE_TITLE_MAX_LENGTH)
  nttSj!: string;

  /** Content (HTML; sanitized by the server). */
  @IsOptional()
  @IsString()
  @MaxLength(NOTICE_CONTENT_MAX_LENGTH)
  nttCn?: string;

  /** 'Y': shown as a popup between popupBeginDt and popupEndDt (both required then). Absent: 'N'. */
  @ApiProperty({ enum: ['Y', 'N'], required: false })
  @IsOptional()
  @IsIn(['Y', 'N'])
  popupAt?: 'Y' | 'N';

  /** Popup window start (ISO date-time). */
  @IsOptional()
  @IsDateString()
  popupBeginDt?: string;

  /** Popup window end (ISO date-time), not before popupBeginDt. */
  @IsOptional()
  @IsDateString()
  popupEndDt?: string;

  /**
   * Attachment group uploaded through POST /attachments (by you, or the notice's own): at most 5
   * files, 50 MB together. Absent: no attachments (on PUT the former group is deleted).
   */
  @IsOptional()
  @IsUUID()
  atchmnflId?: string;
}

export class NoticeParamDto {
  /** Notice id. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  nttId!: number;
}

export class NoticeFileParamDto extends NoticeParamDto {
  /** Order of the file in the notice's attachments. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  fileOrdr!: number;
}

export class InsttNoticeParamDto {
  /** Institution code. */
  @IsString()
  @MaxLength(30)
  insttCode!: string;
}

export class InsttNoticeItemParamDto extends InsttNoticeParamDto {
  /** Notice id. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  nttId!: number;
}

/** Number of notices. */
export class NoticeCountDto {
  count!: number;
}

/** The view count after counting one view. */
export class NoticeViewCountDto {
  rdcnt!: number;
}
