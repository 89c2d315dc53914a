import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ALL_SHARE_SCOPES,
  FIRST_PAGE_INDEX,
  SHARE_LIST_PAGE_SIZE,
  SHARE_SCOPES,
  type ShareScope,
  type SortDirection,
} from '@nuri/domain';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { PageIndexDto, PageSizeProperty, SortDirectionProperty } from '../../../common/paging/page-query.dto';

/** Targets one save may name (users and groups of an institution are never that many). */
export const SHARE_LIST_MAX = 1000;

const toText = ({ value }: { value: unknown }) => (typeof value === 'number' ? String(value) : value);

export class WebAppShareParamDto {
  /** Themed app id. */
  @IsString()
  @MaxLength(40)
  webappTmplatId!: string;
}

/** Saved shares are read in one page (the wizard sends pageIndex 1, pageSize 10000, DESC). */
export class ShareListQueryDto extends PageIndexDto {
  /** 1-based page number. */
  override pageIndex: number = FIRST_PAGE_INDEX;

  /** Entries per page (at most 10000, the default). */
  @PageSizeProperty(SHARE_LIST_PAGE_SIZE, SHARE_LIST_PAGE_SIZE)
  pageSize: number = SHARE_LIST_PAGE_SIZE;

  /** By order number: DESC (default, newest first) or ASC. */
  @SortDirectionProperty()
  direction: SortDirection = 'DESC';
}

/** Layer share lists also accept the layer's owner id (the spec's selectShareList sends it); it must be the owner. */
export class LayerShareListQueryDto extends ShareListQueryDto {
  /** The layer's owner (optional; 400 when it is someone else). */
  @IsOptional()
  @IsString()
  @MaxLength(30)
  ownerId?: string;
}

/** One share entry (spec 001 §3 "Share entry"). */
export class ShareEntryDto {
  /** The layer the entry shares (layer entries only, spec 001 §3). */
  @ApiPropertyOptional()
  lyrId?: string;
  /** Order number of the entry within its content (used to delete it). */
  pblonsipOrdr!: number;
  /** 0 everyone, 1 institution, 2 group, 3 user. */
  @ApiProperty({ enum: ALL_SHARE_SCOPES })
  pblonsipScopeSeCode!: ShareScope;
  /** User id, group serial number or institution code; null for everyone. */
  @ApiProperty({ type: String, nullable: true })
  pblonsipRefrnId!: string | null;
  /** User name, group name or institution name; null for everyone (or a target that is gone). */
  @ApiProperty({ type: String, nullable: true })
  pblonsipRefrnNm!: string | null;
  /** 1 when the target may edit the layer (layers only; 0 otherwise). */
  @ApiProperty({ enum: [0, 1] })
  editPosblAt!: 0 | 1;
  /** Owner of the content. */
  ownerId!: string;
  /** Who added the entry. */
  registerId!: string;
  registDt!: string;
}

/** One target to share with: a user, a group or the content's institution. */
export class ShareTargetDto {
  /** 3 user, 2 group, 1 the content's institution (everyone has its own route, …/shares/all). */
  @ApiProperty({ enum: [SHARE_SCOPES.INSTT, SHARE_SCOPES.GROUP, SHARE_SCOPES.USER] })
  @Type(() => Number)
  @IsIn([SHARE_SCOPES.INSTT, SHARE_SCOPES.GROUP, SHARE_SCOPES.USER])
  pblonsipScopeSeCode!: 1 | 2 | 3;

  /** User id (scope 3) or group serial number (scope 2); for scope 1 the content's institution code (may be left out). */
  @ApiPropertyOptional({ type: String, description: 'Required for scopes 2 and 3.' })
  @ValidateIf(
    (t: ShareTargetDto) => t.pblonsipScopeSeCode !== SHARE_SCOPES.INSTT || t.pblonsipRefrnId !== undefined,
  )
  @Transform(toText)
  @IsString()
  @MinLength(1)
  @MaxLength(40)
  pblonsipRefrnId?: string;

  /** Layers only: 1 lets the target edit the layer (default 0 for a new entry; an entry already there keeps its flag unless one is sent). */
  @ApiPropertyOptional({ enum: [0, 1] })
  @IsOptional()
  @Type(() => Number)
  @IsIn([0, 1])
  editPosblAt?: 0 | 1;
}

/** The entries to add; those already there are kept as they are (DELETE …/shares removes). */
export class ShareSaveDto {
  @ApiProperty({ type: [ShareTargetDto] })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(SHARE_LIST_MAX)
  @ValidateNested({ each: true })
  @Type(() => ShareTargetDto)
  shareList!: ShareTargetDto[];
}

/** Entries to delete by order number. */
export class ShareDeleteDto {
  /** Order numbers (pblonsipOrdr) of the entries to delete. */
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(SHARE_LIST_MAX)
  @Type(() => Number)
  @IsInt({ each: true })
  pblonsipOrdrList!: number[];
}

/** Layer shares are deleted with the layer's owner id too (spec 001 §7); it must be the owner. */
export class LayerShareDeleteDto extends ShareDeleteDto {
  @IsOptional()
  @IsString()
  @MaxLength(30)
  ownerId?: string;
}
