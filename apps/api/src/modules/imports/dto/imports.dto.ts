import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LAYER_NAME_MAX_LENGTH, UPLOAD_TYPES, type UploadType } from '@nuri/domain';
import { plainToInstance, Transform } from 'class-transformer';
import { ImportReportDto } from '../../layers';
import { ReimportSummaryDto } from './reimport-summary.dto';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';

// Multipart fields arrive as text; the client drops empty fields, but an empty one still means "not given".
const blankToUndefined = ({ value }: { value: unknown }): unknown =>
  value === '' || value === null ? undefined : value;
const toNumber = ({ value }: { value: unknown }): unknown =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

export const CUSTOM_COLUMN_TYPES = ['text', 'integer', 'double', 'boolean', 'date', 'timestamp'] as const;
export type CustomColumnType = (typeof CUSTOM_COLUMN_TYPES)[number];
export const WEB_SERVICE_TYPES = ['wms', 'wfs', 'wmts', 'xyz'] as const;
export type WebServiceType = (typeof WEB_SERVICE_TYPES)[number];

export class CustomColumnDto {
  /** Column name: a lower-case letter (or Hangul) first, then letters, digits or '_' (gid and geom are taken). */
  @IsString()
  @MinLength(1)
  @MaxLength(63)
  name!: string;

  @ApiProperty({ enum: CUSTOM_COLUMN_TYPES })
  @IsIn(CUSTOM_COLUMN_TYPES)
  type!: CustomColumnType;
}

/** A layer upload (multipart for files; JSON is enough for web and custom layers). */
export class UploadLayerDto {
  @ApiProperty({ enum: UPLOAD_TYPES })
  @IsIn(UPLOAD_TYPES)
  uploadType!: UploadType;

  /** Layer name (default: the file name without its extension, or the web service's title). */
  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  @MaxLength(LAYER_NAME_MAX_LENGTH)
  @ApiPropertyOptional({ maxLength: LAYER_NAME_MAX_LENGTH }) // the CLI plugin documents literal limits only
  lyrNm?: string;

  /** Layer description. */
  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  @MaxLength(4000)
  lyrDc?: string;

  /** 1 user data (default), 9 national spatial information (provider admins only). */
  @ApiProperty({ enum: ['1', '9'], required: false })
  @IsOptional()
  @Transform(blankToUndefined)
  @IsIn(['1', '9'])
  holdDataSeCode?: '1' | '9';

  /** Attribute encoding of shapefiles, CSV/TXT and DXF (default: the .cpg file, else detected; CP949 for shapefiles without .cpg). */
  @ApiProperty({ enum: ['UTF-8', 'CP949', 'EUC-KR'], required: false })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value !== '' ? value.toUpperCase() : undefined,
  )
  @IsIn(['UTF-8', 'CP949', 'EUC-KR'])
  encoding?: 'UTF-8' | 'CP949' | 'EUC-KR';

  /** Source coordinate system (EPSG code) when the file has none or it should be overridden. */
  @IsOptional()
  @Transform(toNumber)
  @IsInt()
  @Min(1)
  @Max(999999)
  srid?: number;

  /** Geocoding: the column holding X (or longitude), when not found by its name. */
  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  @MaxLength(100)
  xColumn?: string;

  /** Geocoding: the column holding Y (or latitude). */
  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  @MaxLength(100)
  yColumn?: string;

  /**
   * Geocoding by address: the column holding each row's address (found by its Korean name —
   * 주소, 도로명주소, 지번주소, 소재지 … — when no coordinate columns are given or found).
   * Not together with xColumn/yColumn.
   */
  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  @MaxLength(100)
  addressColumn?: string;
  /** Geocoding by address: rows whose address finds no place are kept without a geometry (default) or skipped; either way they are in the import report. */
  @ApiProperty({ enum: ['keep', 'skip'], required: false })
  @IsOptional()
  @Transform(blankToUndefined)
  @IsIn(['keep', 'skip'])
  unmatchedRows?: 'keep' | 'skip';
  /** Image without a world file: 'minX,minY,maxX,maxY' in srid (default EPSG:5186). */
  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  @MaxLength(200)
  extent?: string;

  /** DXF: the entities to import; custom: the layer's geometry; WFS: the layer's geometry type. */
  @ApiProperty({ enum: ['point', 'line', 'polygon'], required: false })
  @IsOptional()
  @Transform(blankToUndefined)
  @IsIn(['point', 'line', 'polygon'])
  geometryType?: 'point' | 'line' | 'polygon';

  /** Web: the service address (WMS/WFS/WMTS endpoint or capabilities, or an XYZ template with {z}/{x}/{y}). */
  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  @MaxLength(1000)
  url?: string;

  /** Web: the kind of service (default: from the address). */
  @ApiProperty({ enum: WEB_SERVICE_TYPES, required: false })
  @IsOptional()
  @Transform(blankToUndefined)
  @IsIn(WEB_SERVICE_TYPES)
  serviceType?: WebServiceType;

  /** Web: the sub-layers to show, comma-separated (default: all for WMS, the first for WFS and WMTS). */
  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  @MaxLength(2000)
  layerNames?: string;

  /** Custom: the attribute columns (an array, or its JSON text in multipart). */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => toColumns(value))
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  columns?: CustomColumnDto[];
}

function toColumns(value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return undefined;
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return value;
    }
  }
  return Array.isArray(parsed)
    ? parsed.map((c: unknown) => (c && typeof c === 'object' ? plainToInstance(CustomColumnDto, c) : c))
    : parsed;
}

export class WebSubLayerDto {
  /** Name (WMS Name, WFS typeName, WMTS Identifier). */
  name!: string;
  title!: string | null;
}

export class UploadAcceptedDto {
  lyrId!: string;
  /** The import job to follow at GET /api/jobs/{jobId} (null for web and custom layers, ready at once). */
  jobId!: string | null;
  @ApiProperty({ enum: ['IMPORTING', 'READY'] })
  lyrSttusCode!: 'IMPORTING' | 'READY';
  /** Web layers: the sub-layers the service offers. */
  subLayers!: WebSubLayerDto[];
}

export class WebCapabilitiesQueryDto {
  /** The service address. */
  @IsString()
  @MaxLength(1000)
  url!: string;

  @ApiProperty({ enum: WEB_SERVICE_TYPES, required: false })
  @IsOptional()
  @Transform(blankToUndefined)
  @IsIn(WEB_SERVICE_TYPES)
  serviceType?: WebServiceType;
}

export class WebCapabilitiesDto {
  @ApiProperty({ enum: WEB_SERVICE_TYPES })
  serviceType!: WebServiceType;
  /** Layer style code stored for it (T wmts, F wfs, Z xyz, W wms). */
  lyrStleCode!: string;
  version!: string | null;
  /** The service's own title. */
  title!: string | null;
  subLayers!: WebSubLayerDto[];
}

export class JobIdParamDto {
  /** Job id as the upload answered it (import-<lyrId>). */
  @Matches(/^[a-z]+-[0-9a-f-]{36}(-v\d+)?$/)
  jobId!: string;
}

export type JobState = 'waiting' | 'active' | 'completed' | 'failed';

/**
 * Where an import stands: queued (waiting for a worker), converting (GDAL reads the source),
 * loading (rows written into PostGIS), geocoding (an address table's rows looked up), indexing (geometry checks, extent, thumbnail), then ready,
 * failed or cancelled.
 */
export const IMPORT_STAGES = ['queued', 'converting', 'loading', 'geocoding', 'indexing', 'ready', 'failed', 'cancelled'] as const;
export type ImportStage = (typeof IMPORT_STAGES)[number];

export class JobStatusDto {
  jobId!: string;
  lyrId!: string;
  @ApiProperty({ enum: ['waiting', 'active', 'completed', 'failed'] })
  state!: JobState;
  /** 0–100. */
  progress!: number;
  /** The stage of the import (a cancelled import reads state failed, stage cancelled). */
  @ApiProperty({ enum: IMPORT_STAGES })
  stage!: ImportStage;
  /** Whether the caller may still cancel it (POST /jobs/{jobId}/cancel): queued or running, not cancelled. */
  cancellable!: boolean;
  /** Why the job failed (in the caller's language), or null. */
  error!: string | null;
  /**
   * Once completed, what the import read, imported and skipped (with the first 1,000 skipped rows
   * and their reasons); null while it runs, when it failed, and for rasters (no rows).
   */
  @ApiProperty({ type: ImportReportDto, nullable: true })
  report!: ImportReportDto | null;
  /** A re-import (data update) once completed: what it did; null otherwise. */
  @ApiPropertyOptional({ type: () => ReimportSummaryDto, nullable: true })
  reimport?: ReimportSummaryDto | null;
}
