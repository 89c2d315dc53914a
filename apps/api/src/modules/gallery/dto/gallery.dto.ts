import { CursorProperty } from '../../../common/paging/keyset-cursor';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ALL_CONFM_STTUS_CODES,
  ALL_MAP_GALE_KND_SE_CODES,
  ALL_USE_PBLONSIP_SE_CODES,
  CONFM_REJECT_CN_MAX_LENGTH,
  DECISION_CONFM_STTUS_CODES,
  GALLERY_SORTS,
  GALLERY_TYPES,
  MAP_GALE_CN_MAX_LENGTH,
  MAP_GALE_DELETE_MAX,
  MAP_GALE_SJ_MAX_LENGTH,
  type ConfmSttusCode,
  type GallerySort,
  type GalleryType,
  type MapGaleKndSeCode,
  type UsePblonsipSeCode,
} from '@nuri/domain';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
} from 'class-validator';
import { PageQueryDto } from '../../../common/paging/page-query.dto';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export class GallerySnParamDto {
  /** Gallery request serial number. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  mapGaleReqstSn!: number;
}

export class WebappIdParamDto {
  /** Themed app id. */
  @IsString()
  @MaxLength(40)
  webappTmplatId!: string;
}

// ---- Requests ----

/**
 * An application to a gallery: a web map (kind 01, userMapId) or a themed app (kind 02,
 * webappTmplatId) the applicant owns.
 */
export class GalleryRequestCreateDto {
  /** Title shown in the gallery (1–100 characters). */
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(MAP_GALE_SJ_MAX_LENGTH)
  mapGaleSj!: string;

  /** Description (at most 4000 characters). */
  @IsOptional()
  @IsString()
  @MaxLength(MAP_GALE_CN_MAX_LENGTH)
  mapGaleCn?: string;

  /** 01 web map, 02 themed app. */
  @ApiProperty({ enum: ALL_MAP_GALE_KND_SE_CODES })
  @IsIn(ALL_MAP_GALE_KND_SE_CODES)
  mapGaleKndSeCode!: MapGaleKndSeCode;

  /** The web map (kind 01). */
  @IsOptional()
  @IsString()
  @MaxLength(40)
  userMapId?: string;

  /** The themed app (kind 02). */
  @IsOptional()
  @IsString()
  @MaxLength(40)
  webappTmplatId?: string;

  /** 'instt' (default): my institution's gallery; 'product': the provider's gallery. */
  @ApiPropertyOptional({ enum: GALLERY_TYPES, default: 'instt' })
  @IsOptional()
  @IsIn(GALLERY_TYPES)
  galleryType?: GalleryType;
}

export class GalleryRequestCreatedDto {
  mapGaleReqstSn!: number;
}

/**
 * Admin list of requests: title (contains), kind, status, the content's public scope, period of
 * the request (registDt, inclusive days YYYY-MM-DD), gallery; provider admins may also name an
 * institution. sort: registDt (default), confmDt, mapGaleSj; DESC by default.
 */
export class GalleryRequestListQueryDto extends PageQueryDto {
  @IsOptional()
  @IsString()
  @MaxLength(MAP_GALE_SJ_MAX_LENGTH)
  mapGaleSj?: string;

  @ApiPropertyOptional({ enum: ALL_MAP_GALE_KND_SE_CODES })
  @IsOptional()
  @IsIn(ALL_MAP_GALE_KND_SE_CODES)
  mapGaleKndSeCode?: MapGaleKndSeCode;

  @ApiPropertyOptional({ enum: ALL_CONFM_STTUS_CODES })
  @IsOptional()
  @IsIn(ALL_CONFM_STTUS_CODES)
  confmSttusCode?: ConfmSttusCode;

  /** The content's publicity: 01 private, 02 users/groups, 03 institution, 04 everyone. */
  @ApiPropertyOptional({ enum: ALL_USE_PBLONSIP_SE_CODES })
  @IsOptional()
  @IsIn(ALL_USE_PBLONSIP_SE_CODES)
  usePblonsipSeCode?: UsePblonsipSeCode;

  /** First day (YYYY-MM-DD, inclusive) of the request date. */
  @ApiPropertyOptional({ example: '2026-01-01' })
  @IsOptional()
  @Matches(DAY)
  startDt?: string;

  /** Last day (YYYY-MM-DD, inclusive) of the request date. */
  @ApiPropertyOptional({ example: '2026-12-31' })
  @IsOptional()
  @Matches(DAY)
  endDt?: string;

  /** Institution admins see their institution's 'instt' gallery only ('product' → 403). */
  @ApiPropertyOptional({ enum: GALLERY_TYPES })
  @IsOptional()
  @IsIn(GALLERY_TYPES)
  galleryType?: GalleryType;

  /** Provider admins: one institution (institution admins: only their own). */
  @IsOptional()
  @IsString()
  @MaxLength(30)
  insttCode?: string;
}

/** The applicant's own requests (paged, newest first). */
export class MyGalleryRequestQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: ALL_CONFM_STTUS_CODES })
  @IsOptional()
  @IsIn(ALL_CONFM_STTUS_CODES)
  confmSttusCode?: ConfmSttusCode;
}

/** An admin's decision: 02 approve, 03 reject (confmRejectCn required). */
export class GalleryConfirmDto {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  mapGaleReqstSn!: number;

  @ApiProperty({ enum: DECISION_CONFM_STTUS_CODES })
  @IsIn(DECISION_CONFM_STTUS_CODES)
  confmSttusCode!: ConfmSttusCode;

  /** Reason of a rejection (required for 03, at most 1000 characters; ignored for 02). */
  @IsOptional()
  @IsString()
  @MaxLength(CONFM_REJECT_CN_MAX_LENGTH)
  confmRejectCn?: string;
}

export class GalleryDeleteDto {
  @ApiProperty({ type: [Number], minItems: 1, maxItems: MAP_GALE_DELETE_MAX })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAP_GALE_DELETE_MAX)
  @Type(() => Number)
  @IsInt({ each: true })
  @Min(1, { each: true })
  mapGaleReqstSnList!: number[];
}

/** A request as admins and the applicant see it. */
export class GalleryRequestDto {
  mapGaleReqstSn!: number;
  mapGaleSj!: string;
  mapGaleCn!: string | null;
  @ApiProperty({ enum: ALL_MAP_GALE_KND_SE_CODES })
  mapGaleKndSeCode!: MapGaleKndSeCode;
  userMapId!: string | null;
  webappTmplatId!: string | null;
  /** The content's current title. */
  cntntsSj!: string;
  @ApiProperty({ enum: GALLERY_TYPES })
  galleryType!: GalleryType;
  /** The content's institution (whose 'instt' gallery it is). */
  insttCode!: string;
  insttNm!: string | null;
  /** 01 requested, 02 approved, 03 rejected. */
  @ApiProperty({ enum: ALL_CONFM_STTUS_CODES })
  confmSttusCode!: ConfmSttusCode;
  confmRejectCn!: string | null;
  /** When an admin last decided. */
  confmDt!: string | null;
  confmerId!: string | null;
  /** The content's publicity now (04 once approved). */
  @ApiProperty({ enum: ALL_USE_PBLONSIP_SE_CODES })
  usePblonsipSeCode!: UsePblonsipSeCode;
  registerId!: string;
  registerNm!: string | null;
  registDt!: string;
  updtDt!: string;
  /** Signed address of the content's thumbnail, or null. */
  thumbnailUrl!: string | null;
  viewCnt!: number;
  recommendCnt!: number;
}

// ---- Public gallery ----

/**
 * The public gallery (approved items): galleryType (default instt), one institution's gallery
 * (insttCode), kind, searchNm (title or description), sort recent (default: newest approval),
 * views, recommends.
 */
export class GalleryListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: GALLERY_TYPES, default: 'instt' })
  @IsOptional()
  @IsIn(GALLERY_TYPES)
  galleryType: GalleryType = 'instt';

  @IsOptional()
  @IsString()
  @MaxLength(30)
  insttCode?: string;

  @ApiPropertyOptional({ enum: ALL_MAP_GALE_KND_SE_CODES })
  @IsOptional()
  @IsIn(ALL_MAP_GALE_KND_SE_CODES)
  mapGaleKndSeCode?: MapGaleKndSeCode;

  @ApiPropertyOptional({ enum: GALLERY_SORTS, default: 'recent' })
  @IsOptional()
  @IsIn(GALLERY_SORTS)
  override sort: GallerySort = 'recent';

  @CursorProperty()
  cursor?: string;
}

/** Counts of the public gallery for its filters (same galleryType, insttCode, searchNm). */
export class GalleryCountQueryDto {
  @ApiPropertyOptional({ enum: GALLERY_TYPES, default: 'instt' })
  @IsOptional()
  @IsIn(GALLERY_TYPES)
  galleryType: GalleryType = 'instt';

  @IsOptional()
  @IsString()
  @MaxLength(30)
  insttCode?: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  searchNm?: string;
}

export class GalleryCountDto {
  total!: number;
  /** Web maps (kind 01). */
  map!: number;
  /** Themed apps (kind 02). */
  app!: number;
}

/** One published gallery item. */
export class GalleryItemDto {
  mapGaleReqstSn!: number;
  mapGaleSj!: string;
  mapGaleCn!: string | null;
  @ApiProperty({ enum: ALL_MAP_GALE_KND_SE_CODES })
  mapGaleKndSeCode!: MapGaleKndSeCode;
  /** The map to open (kind 01). */
  userMapId!: string | null;
  /** The app to open (kind 02). */
  webappTmplatId!: string | null;
  @ApiProperty({ enum: GALLERY_TYPES })
  galleryType!: GalleryType;
  /** Signed address of the content's thumbnail, or null. */
  thumbnailUrl!: string | null;
  /** When the request was made. */
  registDt!: string;
  /** When it was approved (the 'recent' order). */
  confmDt!: string | null;
  registerId!: string;
  registerNm!: string | null;
  insttCode!: string;
  insttNm!: string | null;
  viewCnt!: number;
  recommendCnt!: number;
  bookmarkCnt!: number;
  /** Whether I bookmarked it (N for anonymous visitors). */
  @ApiProperty({ enum: ['Y', 'N'] })
  bookmarkAt!: 'Y' | 'N';
  /** Whether I recommended it (N for anonymous visitors). */
  @ApiProperty({ enum: ['Y', 'N'] })
  recommendAt!: 'Y' | 'N';
}

// ---- Shared contents (/contents) ----

export class ContentIdParamDto {
  /** A web map, themed app or layer id. */
  @IsString()
  @MaxLength(40)
  cntntsId!: string;
}

/**
 * Maps and apps shared with everyone (in use), paged: contentsType MAP | APP, insttCode,
 * searchNm (title), sort recent (default: last change), views, recommends.
 */
export class AllSharedQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: ['MAP', 'APP'] })
  @IsOptional()
  @IsIn(['MAP', 'APP'])
  contentsType?: 'MAP' | 'APP';

  @IsOptional()
  @IsString()
  @MaxLength(30)
  insttCode?: string;

  @ApiPropertyOptional({ enum: GALLERY_SORTS, default: 'recent' })
  @IsOptional()
  @IsIn(GALLERY_SORTS)
  override sort: GallerySort = 'recent';
}

/** A content with its reactions (all-shared list, content info, reaction answers). */
export class SharedContentDto {
  cntntsId!: string;
  @ApiProperty({ enum: ['MAP', 'APP', 'LYR'] })
  cntntsTyCode!: 'MAP' | 'APP' | 'LYR';
  cntntsSj!: string;
  cntntsCn!: string | null;
  thumbnailUrl!: string | null;
  registDt!: string;
  updtDt!: string;
  registerId!: string;
  registerNm!: string | null;
  insttCode!: string;
  insttNm!: string | null;
  @ApiProperty({ enum: ALL_USE_PBLONSIP_SE_CODES })
  usePblonsipSeCode!: UsePblonsipSeCode;
  viewCnt!: number;
  recommendCnt!: number;
  bookmarkCnt!: number;
  @ApiProperty({ enum: ['Y', 'N'] })
  bookmarkAt!: 'Y' | 'N';
  @ApiProperty({ enum: ['Y', 'N'] })
  recommendAt!: 'Y' | 'N';
}
