import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ALL_CONFM_STTUS_CODES,
  ALL_USE_PBLONSIP_SE_CODES,
  ALL_USE_STTUS_SE_CODES,
  ALL_WEBAPP_TY_CODES,
  WEBAPP_CN_MAX_LENGTH,
  WEBAPP_LIST_SCOPES,
  WEBAPP_SJ_MAX_LENGTH,
  type ConfmSttusCode,
  type UsePblonsipSeCode,
  type UseSttusSeCode,
  type WebappListScope,
  type WebappTyCode,
} from '@nuri/domain';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { PageQueryDto } from '../../../common/paging/page-query.dto';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const emptyToNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

export class WebappIdParamDto {
  /** Themed app id. */
  @IsString()
  @MaxLength(40)
  webappTmplatId!: string;
}

const DETAIL_SETTING_SCHEMA = {
  type: 'object',
  additionalProperties: true,
  description:
    'The tabs. JOR/SES: `{ sectionTab: { mainTab: [{ tabName, tabSn, tabContent: { contentValue: { userMapId } } }] } }`; ' +
    'other types: `{ mainTab: [{ tabName, webmap: { userMapId } }] }`. 1–10 tabs (SIMPLE: one), tab names 1–50 ' +
    'characters, each map must exist, be in use and be viewable by the saving member. Extra fields are kept as sent.',
} as const;

const INFO_SCHEMA = {
  type: 'object',
  additionalProperties: true,
  nullable: true,
  description: 'Free settings of the app (layout, colours…), kept as sent (at most 64 KB as JSON).',
} as const;

/** Create or replace a themed app (PUT replaces every field; absent description/info clear them). */
export class WebappSaveDto {
  /** Title (1–100 characters). */
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(WEBAPP_SJ_MAX_LENGTH)
  webappTmplatSj!: string;

  /** Description (at most 4000 characters); absent or empty clears it. */
  @IsOptional()
  @Transform(emptyToNull)
  @ValidateIf((_, v) => v !== null)
  @IsString()
  @MaxLength(WEBAPP_CN_MAX_LENGTH)
  webappTmplatCn?: string | null;

  /** JOR, SES (section tabs), TAB (plain tabs), SIMPLE (one map). */
  @ApiProperty({ enum: ALL_WEBAPP_TY_CODES })
  @IsIn(ALL_WEBAPP_TY_CODES, { message: 'webapp.typeInvalid' })
  webappTmplatTyCode!: WebappTyCode;

  @ApiPropertyOptional(INFO_SCHEMA)
  @IsOptional()
  webappTmplatInfo?: Record<string, unknown> | null;

  @ApiProperty(DETAIL_SETTING_SCHEMA)
  @IsDefined({ message: 'webapp.setting.invalid' })
  detailSetting!: Record<string, unknown>;

  /** 01 in use (default for new apps; PUT keeps the current status when absent), 02 not in use. */
  @ApiPropertyOptional({ enum: ALL_USE_STTUS_SE_CODES })
  @IsOptional()
  @IsIn(ALL_USE_STTUS_SE_CODES)
  useSttusSeCode?: UseSttusSeCode;
}

/** The simple map app update: title, description and its one map. */
export class WebappSimpleSaveDto {
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(WEBAPP_SJ_MAX_LENGTH)
  webappTmplatSj!: string;

  /** Absent or empty clears it. */
  @IsOptional()
  @Transform(emptyToNull)
  @ValidateIf((_, v) => v !== null)
  @IsString()
  @MaxLength(WEBAPP_CN_MAX_LENGTH)
  webappTmplatCn?: string | null;

  /** The map (exists, in use, viewable by the saving member). */
  @IsString()
  @IsNotEmpty()
  @MaxLength(40)
  userMapId!: string;
}

/** A map shown by an app's tab (in tab order). */
export class WebappTabMapDto {
  userMapId!: string;
  userMapSj!: string;
  /** The map's short name, shown where the title does not fit. */
  userMapNcm!: string | null;
}

/** A themed app row of the lists. */
export class WebappSummaryDto {
  webappTmplatId!: string;
  webappTmplatSj!: string;
  webappTmplatCn!: string | null;
  @ApiProperty({ enum: ALL_WEBAPP_TY_CODES })
  webappTmplatTyCode!: WebappTyCode;
  @ApiProperty({ enum: ALL_USE_STTUS_SE_CODES })
  useSttusSeCode!: UseSttusSeCode;
  /** 01 private, 02 shared with users/groups, 03 institution, 04 everyone. */
  @ApiProperty({ enum: ALL_USE_PBLONSIP_SE_CODES })
  usePblonsipSeCode!: UsePblonsipSeCode;
  insttCode!: string;
  registerId!: string;
  registerNm!: string | null;
  registDt!: string;
  updtDt!: string;
  /** Y for simple map apps. */
  @ApiProperty({ enum: ['Y', 'N'] })
  simpleTmplatAt!: 'Y' | 'N';
  /** Signed address of the thumbnail image, or null. */
  thumbnailUrl!: string | null;
  /** Tabs (maps) of the app. */
  tabCnt!: number;
  /** Views of the app (one per viewer and day, the gallery's counter). */
  viewCnt!: number;
  /** Gallery state: the status of its approved request, else of its newest one (01 requested, 02 approved, 03 rejected); null when never applied. */
  @ApiProperty({ enum: ALL_CONFM_STTUS_CODES, nullable: true })
  galleryConfmSttusCode!: ConfmSttusCode | null;
}

/** A themed app with its settings and what the caller may do. */
export class WebAppDetailDto {
  webappTmplatId!: string;
  webappTmplatSj!: string;
  webappTmplatCn!: string | null;
  @ApiProperty({ enum: ALL_WEBAPP_TY_CODES })
  webappTmplatTyCode!: WebappTyCode;
  @ApiProperty({ enum: ALL_USE_STTUS_SE_CODES })
  useSttusSeCode!: UseSttusSeCode;
  @ApiProperty({ enum: ALL_USE_PBLONSIP_SE_CODES })
  usePblonsipSeCode!: UsePblonsipSeCode;
  insttCode!: string;
  registerId!: string;
  registerNm!: string | null;
  registDt!: string;
  updtDt!: string;
  @ApiProperty(INFO_SCHEMA)
  webappTmplatInfo!: Record<string, unknown> | null;
  @ApiProperty(DETAIL_SETTING_SCHEMA)
  detailSetting!: Record<string, unknown>;
  @ApiProperty({ enum: ['Y', 'N'] })
  simpleTmplatAt!: 'Y' | 'N';
  /** Signed address of the thumbnail image, or null. */
  thumbnailUrl!: string | null;
  /** Whether the caller may change the app (owner, admins). */
  canEdit!: boolean;
  /** Whether the caller may delete and share it (owner, admins). */
  canDelete!: boolean;
  /** The maps of the tabs, in tab order (open each with GET /webmap/{userMapId}?webappTmplatId=). */
  maps!: WebappTabMapDto[];
}

/** What the caller may do with an app (anonymous visitors: N/N). */
export class WebappAuthDto {
  @ApiProperty({ enum: ['Y', 'N'] })
  viewAt!: 'Y' | 'N';
  @ApiProperty({ enum: ['Y', 'N'] })
  editAt!: 'Y' | 'N';
  /** Delete and share (owner, admins). */
  @ApiProperty({ enum: ['Y', 'N'] })
  deleteAt!: 'Y' | 'N';
}

/**
 * Themed app lists: scope mine (default: apps I registered), shared (others' apps I may view:
 * shares, or as an admin), all-visible (every app I may view, mine included). searchKeyword (or
 * searchNm) matches the title; sort: updtDt (default), registDt, webappTmplatSj; DESC by default.
 * Simple map apps are left out unless containsSimpleTemplatAt=Y.
 */
export class WebappListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: WEBAPP_LIST_SCOPES, default: 'mine' })
  @IsOptional()
  @IsIn(WEBAPP_LIST_SCOPES)
  scope: WebappListScope = 'mine';

  /** Title search (same as searchNm). */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  searchKeyword?: string;

  @ApiPropertyOptional({ enum: ALL_WEBAPP_TY_CODES })
  @IsOptional()
  @IsIn(ALL_WEBAPP_TY_CODES)
  webappTmplatTyCode?: WebappTyCode;

  /** Only apps of this institution. */
  @IsOptional()
  @IsString()
  @MaxLength(30)
  insttCode?: string;

  /** Y: simple map apps are listed too (default N: left out). */
  @ApiPropertyOptional({ enum: ['Y', 'N'], default: 'N' })
  @IsOptional()
  @IsIn(['Y', 'N'])
  containsSimpleTemplatAt?: 'Y' | 'N';

  @ApiPropertyOptional({ enum: ALL_USE_STTUS_SE_CODES })
  @IsOptional()
  @IsIn(ALL_USE_STTUS_SE_CODES)
  useSttusSeCode?: UseSttusSeCode;
}
