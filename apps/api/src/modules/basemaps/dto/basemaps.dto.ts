import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ALL_BCRN_MAP_CL_CODES,
  BCRN_MAP_ID_PATTERN,
  SEARCH_TEXT_MAX_LENGTH,
  type BcrnMapClCode,
} from '@nuri/domain';
import { Transform, Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { PageQueryDto, PageSizeProperty } from '../../../common/paging/page-query.dto';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const upper = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toUpperCase() : value;
const YN = ['Y', 'N'] as const;
export type YesNo = (typeof YN)[number];
export const BCRN_MAP_NM_MAX_LENGTH = 100;
export const MAP_URL_MAX_LENGTH = 1000;
/** An http(s) address or one of ours under /api/ (templates keep their {z}/{x}/{y} placeholders). */
export const MAP_URL_PATTERN = /^(https?:\/\/[^\s/?#]+[^\s]*|\/api\/[^\s]*)$/;
export const LYR_STLE_CODE_PATTERN = /^[A-Z]{1,2}$/;
export const BASE_MAP_SORTS = {
  registDt: 'b.regist_dt',
  updtDt: 'b.updt_dt',
  bcrnMapNm: 'b.bcrn_map_nm',
  bcrnMapId: 'b.bcrn_map_id',
} as const;

export class BaseMapIdParamDto {
  /** Base map id. */
  @IsString()
  @MaxLength(40)
  bcrnMapId!: string;
}

/**
 * Base map list: paged, newest first by default; sort registDt (default), updtDt, bcrnMapNm,
 * bcrnMapId. The map builder's picker asks for pageIndex 1, pageSize 999, imageAt N,
 * bcrnMapUseAt Y and gets that answer from a 10-minute Redis cache.
 */
export class BaseMapListQueryDto extends PageQueryDto {
  /** Rows per page (at most 1000; the picker asks for 999). */
  @PageSizeProperty(10)
  override pageSize: number = 10;

  /** 01 general, 02 image (aerial/satellite), 03 overlay. */
  @ApiPropertyOptional({ enum: ALL_BCRN_MAP_CL_CODES })
  @IsOptional()
  @IsIn(ALL_BCRN_MAP_CL_CODES, { message: 'basemap.clCodeInvalid' })
  bcrnMapClCode?: BcrnMapClCode;

  /** Source kind (T wmts, Z xyz, H hybrid, V our vector tiles, …). */
  @IsOptional()
  @Transform(upper)
  @Matches(LYR_STLE_CODE_PATTERN, { message: 'basemap.lyrStleCodeInvalid' })
  lyrStleCode?: string;

  /** Part of the name. */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(SEARCH_TEXT_MAX_LENGTH)
  bcrnMapNm?: string;

  /** Y in use, N not in use. */
  @ApiPropertyOptional({ enum: YN })
  @IsOptional()
  @IsIn(YN, { message: 'basemap.ynInvalid' })
  bcrnMapUseAt?: YesNo;

  /** Y image-only entries (not offered by the picker), N the others. */
  @ApiPropertyOptional({ enum: YN })
  @IsOptional()
  @IsIn(YN, { message: 'basemap.ynInvalid' })
  imageAt?: YesNo;
}

/** A base map as the picker and the admin grid use it. */
export class BaseMapDto {
  bcrnMapId!: string;
  bcrnMapNm!: string;
  /** 01 general, 02 image (aerial/satellite), 03 overlay. */
  @ApiProperty({ enum: ALL_BCRN_MAP_CL_CODES })
  bcrnMapClCode!: string;
  /** Source kind: T wmts, F wfs, Z xyz, I tile image, A arc tile, U tms, H hybrid overlay, V our vector tiles, else wms. */
  lyrStleCode!: string;
  /** Ready to use by the browser: configured keys are filled in (placeholders stay when the key is missing, see availableAt). */
  mapUrl!: string;
  /** Source options (projection, layer, matrixSet, format, maxZoom, attributions, background of a hybrid…). */
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true })
  mapUrlparamtr!: Record<string, unknown> | null;
  @ApiProperty({ enum: YN })
  bcrnMapUseAt!: YesNo;
  @ApiProperty({ enum: YN })
  imageAt!: YesNo;
  /** Address of the thumbnail image, or null. */
  thumbnailUrl!: string | null;
  /** Address of a rendered preview (always there): for pickers when no thumbnail was uploaded. */
  previewUrl!: string;
  /** Who registered it (null for the seeded entries). */
  registerId!: string | null;
  registDt!: string;
  updtDt!: string;
  /** N when the entry cannot be drawn here (e.g. its API key is not configured). */
  @ApiProperty({ enum: YN })
  availableAt!: YesNo;
  /** Why it is unavailable (in the request's language), or null. */
  unavailableReason!: string | null;
}

const NmRules = () =>
  applyDecorators(
    Transform(trim),
    IsString({ message: 'basemap.nmRequired' }),
    IsNotEmpty({ message: 'basemap.nmRequired' }),
    MaxLength(BCRN_MAP_NM_MAX_LENGTH, { message: 'basemap.nmTooLong' }),
  );
const ClCodeRules = () =>
  applyDecorators(
    ApiProperty({ enum: ALL_BCRN_MAP_CL_CODES }),
    IsIn(ALL_BCRN_MAP_CL_CODES, { message: 'basemap.clCodeInvalid' }),
  );
const StleRules = () =>
  applyDecorators(
    Transform(upper),
    Matches(LYR_STLE_CODE_PATTERN, { message: 'basemap.lyrStleCodeInvalid' }),
  );
const UrlRules = () =>
  applyDecorators(
    Transform(trim),
    IsString({ message: 'basemap.mapUrlRequired' }),
    IsNotEmpty({ message: 'basemap.mapUrlRequired' }),
    MaxLength(MAP_URL_MAX_LENGTH, { message: 'basemap.mapUrlInvalid' }),
    Matches(MAP_URL_PATTERN, { message: 'basemap.mapUrlInvalid' }),
  );
const ParamtrRules = () =>
  applyDecorators(
    ApiPropertyOptional({ type: 'object', additionalProperties: true, nullable: true }),
    IsOptional(),
    ValidateIf((_o, v) => v !== null),
    IsObject({ message: 'basemap.mapUrlParamtrInvalid' }),
  );
const YnRules = () =>
  applyDecorators(
    ApiPropertyOptional({ enum: YN }),
    IsOptional(),
    IsIn(YN, { message: 'basemap.ynInvalid' }),
  );
const ThumbnailRules = () =>
  applyDecorators(
    ApiPropertyOptional({ type: 'string', nullable: true }),
    IsOptional(),
    ValidateIf((_o, v) => v !== null),
    IsString({ message: 'basemap.thumbnailInvalid' }),
  );

/** A new base map: name, kind, style code and URL are required. */
export class BaseMapCreateDto {
  /** Id (letters, digits, _ and -, at most 40); generated when absent. */
  @IsOptional()
  @Transform(trim)
  @Matches(BCRN_MAP_ID_PATTERN, { message: 'basemap.idFormat' })
  bcrnMapId?: string;

  /** Name, 1–100 characters. */
  @NmRules()
  bcrnMapNm!: string;

  /** 01 general, 02 image (aerial/satellite), 03 overlay. */
  @ClCodeRules()
  bcrnMapClCode!: BcrnMapClCode;

  /** One or two upper-case letters (T wmts, F wfs, Z xyz, I, A, U, H, V; others are wms, e.g. W). */
  @StleRules()
  lyrStleCode!: string;

  /** http(s) address or template, or an address of ours under /api/; may hold {key:VWORLD}. */
  @UrlRules()
  mapUrl!: string;

  /** Source options as a JSON object, or null. */
  @ParamtrRules()
  mapUrlparamtr?: Record<string, unknown> | null;

  /** Y in use (default), N hidden from the picker. */
  @YnRules()
  bcrnMapUseAt?: YesNo;

  /** Y image-only entry (not offered by the picker), N (default) the others. */
  @YnRules()
  imageAt?: YesNo;

  /**
   * Thumbnail as base64 (a data: URL or bare base64) of a png or jpg image of at most 1 MB;
   * the multipart route /basemap/{id}/thumbnail takes a file instead.
   */
  @ThumbnailRules()
  thumbnail?: string | null;
}

/** Changes of a base map: any of its fields (absent ones are kept; thumbnail null removes it). */
export class BaseMapUpdateDto {
  @IsOptional()
  @NmRules()
  bcrnMapNm?: string;

  @ApiPropertyOptional({ enum: ALL_BCRN_MAP_CL_CODES })
  @IsOptional()
  @IsIn(ALL_BCRN_MAP_CL_CODES, { message: 'basemap.clCodeInvalid' })
  bcrnMapClCode?: BcrnMapClCode;

  @IsOptional()
  @StleRules()
  lyrStleCode?: string;

  @IsOptional()
  @UrlRules()
  mapUrl?: string;

  @ParamtrRules()
  mapUrlparamtr?: Record<string, unknown> | null;

  @YnRules()
  bcrnMapUseAt?: YesNo;

  @YnRules()
  imageAt?: YesNo;

  @ThumbnailRules()
  thumbnail?: string | null;
}

export class OfflineTileParamsDto {
  /** Zoom level, 0–22. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(22)
  z!: number;

  /** Column, 0 to 2^z − 1. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  x!: number;

  /** Row from the north, 0 to 2^z − 1. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  y!: number;
}
