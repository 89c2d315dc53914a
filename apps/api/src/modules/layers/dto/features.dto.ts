import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsIn, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';

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
  /** The layer's data version after the change. */
  dataVersion!: number;
  featureCnt!: number;
}
