import { CursorProperty } from '../../../common/paging/keyset-cursor';
import type { Paged } from '../../../common/paging/paged';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ALL_LYR_TY_SE_CODES,
  HOLD_DATA_SE_CODES,
  LAYER_SEARCH_PAGE_SIZE,
  SEARCH_TEXT_MAX_LENGTH,
  type HoldDataSeCode,
  type LyrTySeCode,
} from '@nuri/domain';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto, PageSizeProperty } from '../../../common/paging/page-query.dto';
import { ClearableText } from '../../../common/text/clearable-text';
import { ImportReportDto } from './import-report.dto';
import { RasterBandDto } from './raster-bands.dto';
import type { LayerStatus, LayerUploadType } from '../entities/layer.entity';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const HOLD_DATA_CODES = Object.values(HOLD_DATA_SE_CODES);
export const LAYER_LIST_SCOPES = ['all-visible', 'mine', 'shared'] as const;
export type LayerListScope = (typeof LAYER_LIST_SCOPES)[number];
export const LYR_NM_MAX_LENGTH = 200;
export const LYR_DC_MAX_LENGTH = 4000;

export class LayerIdParamDto {
  /** Layer id. */
  @IsString()
  @MaxLength(40)
  lyrId!: string;
}

/**
 * Layer search (the layer search widget): paged, 20 rows per page from page 1; sort: registDt
 * (default), lyrNm, featureCnt, updtDt, publishDt.
 */
export class LayerListQueryDto extends PageQueryDto {
  /** Rows per page (layer search default 20, at most 1000). */
  @PageSizeProperty(LAYER_SEARCH_PAGE_SIZE)
  override pageSize: number = LAYER_SEARCH_PAGE_SIZE;

  /** 1 user data, 9 national spatial information. */
  @ApiPropertyOptional({ enum: HOLD_DATA_CODES })
  @IsOptional()
  @IsIn(HOLD_DATA_CODES)
  holdDataSeCode?: HoldDataSeCode;

  /** 0 TIFF, 1 point, 2 line, 3 polygon, 5 layer group. */
  @ApiPropertyOptional({ enum: ALL_LYR_TY_SE_CODES })
  @IsOptional()
  @IsIn(ALL_LYR_TY_SE_CODES)
  lyrTySeCode?: LyrTySeCode;

  /** Part of the layer name or description (at most 100 characters). */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(SEARCH_TEXT_MAX_LENGTH)
  searchTxt?: string;

  /**
   * all-visible (default): every layer I may view, national layers included; mine: layers I
   * registered; shared: layers of others that I may view through a share or as an admin.
   */
  @ApiPropertyOptional({ enum: LAYER_LIST_SCOPES, default: 'all-visible' })
  @IsOptional()
  @IsIn(LAYER_LIST_SCOPES)
  scope: LayerListScope = 'all-visible';

  /** Only layers of this institution. */
  @IsOptional()
  @IsString()
  @MaxLength(30)
  insttCode?: string;

  @CursorProperty()
  cursor?: string;
}

/** The layer search page: the paged result plus the keyset cursor of the next page. */
export type LayerPage = Paged<LayerDto> & { nextCursor: string | null };

/** A layer row of the search list and the grids. */
export class LayerDto {
  lyrId!: string;
  lyrNm!: string;
  lyrDc!: string | null;
  /** 0 TIFF, 1 point, 2 line, 3 polygon, 5 layer group. */
  @ApiProperty({ enum: ALL_LYR_TY_SE_CODES })
  lyrTySeCode!: LyrTySeCode;
  /** 1 user data, 9 national spatial information. */
  @ApiProperty({ enum: HOLD_DATA_CODES })
  holdDataSeCode!: HoldDataSeCode;
  insttCode!: string;
  /** Owner (the member who registered it). */
  registerId!: string;
  registerNm!: string | null;
  registDt!: string;
  updtDt!: string;
  /** Y when published (the grid then offers republish and the SLD upload). */
  @ApiProperty({ enum: ['Y', 'N'] })
  publishAt!: 'Y' | 'N';
  publishDt!: string | null;
  featureCnt!: number;
  /** Geometry type of a vector layer (e.g. MultiPolygon). */
  geomType!: string | null;
  srid!: number | null;
  /** READY, IMPORTING (upload in progress) or FAILED. */
  @ApiProperty({ enum: ['READY', 'IMPORTING', 'FAILED'] })
  status!: LayerStatus;
  /** Address of the thumbnail image, or null. */
  thumbnailUrl!: string | null;
  @ApiProperty({ enum: ['shp', 'geocoding', 'dxf', 'geotiff', 'image', 'web', 'custom', 'group'] })
  uploadTy!: LayerUploadType;
  /** Source kind of a remote layer (T wmts, F wfs, Z xyz, …; other codes wms). */
  lyrStleCode!: string | null;
  mapUrl!: string | null;
  mapUrlParamtr!: Record<string, unknown> | null;
  /** Bumped on every data or style change (tile caches key on it). */
  dataVersion!: number;
}

/** One layer with what the caller may do with it. */
export class LayerDetailDto extends LayerDto {
  /** Whether the caller may edit it (owner, admins, or a share with editPosblAt 1). */
  mayEdit!: boolean;
  /** Y when an SLD style file is stored. */
  @ApiProperty({ enum: ['Y', 'N'] })
  sldAt!: 'Y' | 'N';
  /** Why the last import failed (status FAILED). */
  importError!: string | null;
  /**
   * What the file import read, imported and skipped, with the first 1,000 skipped rows and their
   * reasons (shapefile, table with coordinates and DXF layers once READY); null for other layers.
   */
  @ApiProperty({ type: ImportReportDto, nullable: true })
  importReport!: ImportReportDto | null;
  /**
   * A raster layer's bands with their statistics (min, max, mean over valid pixels), computed at
   * import; null for vector layers and for rasters imported before statistics were kept.
   */
  @ApiProperty({ type: [RasterBandDto], nullable: true })
  rasterBands!: RasterBandDto[] | null;
}

export class LayerUpdateDto {
  /** Layer name (1–200 characters). */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(LYR_NM_MAX_LENGTH)
  lyrNm?: string;

  /** Description: absent keeps it, null or empty text clears it. */
  @ClearableText(LYR_DC_MAX_LENGTH)
  lyrDc?: string | null;

  /** Request parameters of a remote (web) layer. */
  @IsOptional()
  @IsObject()
  mapUrlParamtr?: Record<string, unknown>;
}

export class HoldDataDto {
  /** 1 user data, 9 national spatial information. */
  @ApiProperty({ enum: HOLD_DATA_CODES })
  @IsIn(HOLD_DATA_CODES)
  holdDataSeCode!: HoldDataSeCode;
}
