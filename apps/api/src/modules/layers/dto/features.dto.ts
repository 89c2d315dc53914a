import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { Allow, ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsObject, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';

/**
 * A GeoJSON Feature to store: geometry in EPSG:4326 (transformed to the layer's coordinate
 * system; its type must match the layer's: point, line or polygon, single or multi), properties
 * named after the layer's columns.
 */
export class FeatureInputDto {
  @ApiProperty({ enum: ['Feature'] })
  @IsIn(['Feature'])
  type!: 'Feature';

  /** GeoJSON geometry (EPSG:4326). Required to create; optional to update. */
  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  @IsOptional()
  @IsObject()
  geometry?: Record<string, unknown>;

  /** Attribute values by column name (text, number, boolean or null). */
  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  @IsOptional()
  @IsObject()
  properties?: Record<string, unknown>;

  /** Ignored (the id is the path's gid or assigned on creation). */
  @ApiPropertyOptional({ oneOf: [{ type: 'integer' }, { type: 'string' }] })
  @Allow()
  id?: unknown;

  /**
   * The feature's version the editor last read (GET …/features/{gid}, or the answer of the last
   * save). When sent and no longer the stored one, the save is refused with 409 and both versions.
   * Left out: the save overwrites (last write wins).
   */
  @ApiPropertyOptional({ type: 'string', example: '42' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'number' ? String(value) : value))
  @Matches(/^\d{1,18}$/, { message: 'layer.feature.versionInvalid' })
  version?: string;
}

/** One change of a save batch. */
export class FeatureChangeDto extends FeatureInputDto {
  @ApiProperty({ enum: ['create', 'update', 'delete'] })
  @IsIn(['create', 'update', 'delete'])
  op!: 'create' | 'update' | 'delete';

  /** The feature id (update, delete). */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(40)
  gid?: string;
}

/** Several changes saved together (all or none): one new version of the layer. */
export class FeatureBatchDto {
  @ApiProperty({ type: [FeatureChangeDto] })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(1000)
  @ValidateNested({ each: true })
  @Type(() => FeatureChangeDto)
  changes!: FeatureChangeDto[];
}

export class FeatureVersionQueryDto {
  /** The version the editor last read (see FeatureInputDto.version). */
  @ApiPropertyOptional({ type: 'string' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'number' ? String(value) : value))
  @Matches(/^\d{1,18}$/, { message: 'layer.feature.versionInvalid' })
  version?: string;
}

export class FeatureParamDto {
  @IsString()
  @MaxLength(40)
  lyrId!: string;

  /** Feature id. */
  @IsString()
  @MaxLength(40)
  gid!: string;
}

export class FeatureSavedDto {
  /** The feature id (gid). */
  @ApiProperty({ oneOf: [{ type: 'integer' }, { type: 'string' }] })
  id!: number | string;
  /** The feature's new version (null after a delete). */
  @ApiProperty({ type: 'string', nullable: true })
  version!: string | null;
  /** The layer's data version after the change. */
  dataVersion!: number;
  featureCnt!: number;
  /** The layer version this save made (GET /api/layers/{lyrId}/versions). */
  versionNo!: number;
}

export class FeatureChangeResultDto {
  @ApiProperty({ oneOf: [{ type: 'integer' }, { type: 'string' }] })
  id!: number | string;
  @ApiProperty({ type: 'string', nullable: true })
  version!: string | null;
  deleted?: boolean;
}

export class FeatureBatchSavedDto {
  /** One result per change, in order. */
  @ApiProperty({ type: [FeatureChangeResultDto] })
  results!: FeatureChangeResultDto[];
  dataVersion!: number;
  featureCnt!: number;
  versionNo!: number;
}

/** A GeoJSON Feature (EPSG:4326) with its version. */
export class FeatureVersionedDto {
  @ApiProperty({ enum: ['Feature'] })
  type!: 'Feature';
  @ApiProperty({ oneOf: [{ type: 'integer' }, { type: 'string' }] })
  id!: number | string;
  /** The feature's version: send it back with the next save (0: never edited since the import). */
  version!: string;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true })
  geometry!: Record<string, unknown> | null;
  @ApiProperty({ type: 'object', additionalProperties: true })
  properties!: Record<string, unknown>;
}
