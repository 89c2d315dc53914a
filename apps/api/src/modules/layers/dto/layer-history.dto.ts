import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { PageQueryDto } from '../../../common/paging/page-query.dto';

export class LayerVersionParamDto {
  @IsString()
  @MaxLength(40)
  lyrId!: string;

  /** A version number of the layer (GET /api/layers/{lyrId}/versions). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  versionNo!: number;
}

export class LayerVersionListQueryDto extends PageQueryDto {}

/** One version of a layer's data. */
export class LayerVersionDto {
  versionNo!: number;
  /**
   * IMPORT (the data as imported), EDIT (a save or a bulk edit), RESTORE (back to `restoredFrom`),
   * REIMPORT (the data updated from a new file), COLUMNS (a column added, renamed or removed).
   */
  @ApiProperty({ enum: ['IMPORT', 'EDIT', 'RESTORE', 'REIMPORT', 'COLUMNS'] })
  versionKind!: 'IMPORT' | 'EDIT' | 'RESTORE' | 'REIMPORT' | 'COLUMNS';
  @ApiPropertyOptional({ type: 'integer', nullable: true })
  restoredFrom!: number | null;
  /** Features changed by this version. */
  changeCnt!: number;
  /** Features of the layer after this version. */
  featureCnt!: number;
  @ApiPropertyOptional({ type: 'string', nullable: true })
  creatId!: string | null;
  @ApiPropertyOptional({ type: 'string', nullable: true })
  creatNm!: string | null;
  creatDt!: Date;
  /**
   * COLUMNS: { op: add | rename | remove, name, newName?, type? }; REIMPORT: { mode, keyColumn,
   * inserted, updated, deleted, unchanged, fileName }; null otherwise.
   */
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, nullable: true })
  changeDetail?: Record<string, unknown> | null;
}

/** A feature as a change left it (GeoJSON, EPSG:4326). */
export class FeatureStateDto {
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true })
  geometry!: Record<string, unknown> | null;
  @ApiProperty({ type: 'object', additionalProperties: true })
  properties!: Record<string, unknown>;
}

/** One change of a feature: who, when, the feature before and after (null: absent). */
export class FeatureChangeEntryDto {
  /** The feature's version this change made. */
  version!: string;
  /** The layer version it belongs to. */
  versionNo!: number;
  /** I added, U changed, D deleted. */
  @ApiProperty({ enum: ['I', 'U', 'D'] })
  op!: 'I' | 'U' | 'D';
  @ApiPropertyOptional({ type: 'string', nullable: true })
  changedBy!: string | null;
  @ApiPropertyOptional({ type: 'string', nullable: true })
  changedByNm!: string | null;
  changedDt!: Date;
  @ApiPropertyOptional({ type: FeatureStateDto, nullable: true })
  before!: FeatureStateDto | null;
  @ApiPropertyOptional({ type: FeatureStateDto, nullable: true })
  after!: FeatureStateDto | null;
}

/** What a restore made. */
export class LayerRestoredDto {
  /** The new version (kind RESTORE). */
  versionNo!: number;
  restoredFrom!: number;
  /** Features the restore changed. */
  changeCnt!: number;
  dataVersion!: number;
  featureCnt!: number;
}

export class LayerEventsQueryDto {
  /** edit: the caller is listed as editing (editors only); view (default): as viewing. */
  @ApiPropertyOptional({ enum: ['view', 'edit'], default: 'view' })
  @IsOptional()
  @IsIn(['view', 'edit'])
  mode?: 'view' | 'edit';
}

/** How many layers one live stream may follow (a web map's layers at most). */
export const LIVE_MAX_LAYERS = 200;

export class LiveEventsQueryDto {
  /** Layer ids, comma-separated (1–200, each at most 40 characters): the layers of a map, say. */
  @ApiProperty({ type: String, example: 'lyr-a,lyr-b' })
  @Transform(({ value }) => (typeof value === 'string' ? [...new Set(value.split(',').map((v) => v.trim()).filter(Boolean))] : value))
  @IsArray({ message: 'live.lyrIdsInvalid' })
  @ArrayMinSize(1, { message: 'live.lyrIdsInvalid' })
  @ArrayMaxSize(LIVE_MAX_LAYERS, { message: 'live.lyrIdsTooMany' })
  @IsString({ each: true, message: 'live.lyrIdsInvalid' })
  @MaxLength(40, { each: true, message: 'live.lyrIdsInvalid' })
  lyrIds!: string[];

  /** edit: listed as editing in the layers the caller may edit (viewing in the others); view (default): viewing. */
  @ApiPropertyOptional({ enum: ['view', 'edit'], default: 'view' })
  @IsOptional()
  @IsIn(['view', 'edit'])
  mode?: 'view' | 'edit';
}
