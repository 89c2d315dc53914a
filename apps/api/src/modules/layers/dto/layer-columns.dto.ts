import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsIn, IsInt, IsOptional, IsString, MaxLength, Min, MinLength } from 'class-validator';
import { CUSTOM_COLUMN_SQL_TYPES, FILTER_LIMITS, type CustomColumnSqlType } from '../../layer-data';
import { ATTRIBUTE_FILTER_DOC, LayerColumnDto } from './attributes.dto';

export const COLUMN_TYPES = Object.keys(CUSTOM_COLUMN_SQL_TYPES) as CustomColumnSqlType[];

export class LayerColumnParamDto {
  @IsString()
  @MaxLength(40)
  lyrId!: string;

  /** The column's name as stored (GET /api/layers/{lyrId}/columns). */
  @IsString()
  @MaxLength(63)
  column!: string;
}

/** A new attribute column of a custom layer. */
export class LayerColumnAddDto {
  /** Lower-case letter or Hangul first, then letters, digits or '_' (≤ 63 bytes; gid, geom and system names are taken). */
  @IsString()
  @MinLength(1)
  @MaxLength(63)
  name!: string;

  @ApiProperty({ enum: COLUMN_TYPES })
  @IsIn(COLUMN_TYPES, { message: 'layer.columns.typeInvalid' })
  type!: CustomColumnSqlType;
}

/** A column's new name (same rules as a new column's). */
export class LayerColumnRenameDto {
  @IsString()
  @MinLength(1)
  @MaxLength(63)
  name!: string;
}

/** A column change, made as a new version of the layer (versionKind COLUMNS). */
export class LayerColumnsChangedDto {
  versionNo!: number;
  dataVersion!: number;
  /** The layer's columns after the change. */
  @ApiProperty({ type: [LayerColumnDto] })
  columns!: LayerColumnDto[];
}

/**
 * One column set to one value on every feature matching a filter, in one statement: for edits
 * too large for the batch (all rows matching the attribute table's filter).
 */
export class FeatureBulkUpdateDto {
  /** The attribute column to set. */
  @IsString()
  @MaxLength(63)
  column!: string;

  /** The value (text, number, boolean or null); it must fit the column's type. */
  @ApiProperty({ oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }], nullable: true })
  @Allow()
  value!: string | number | boolean | null;

  @ApiPropertyOptional({ description: ATTRIBUTE_FILTER_DOC, maxLength: FILTER_LIMITS.maxLength })
  @IsOptional()
  @IsString()
  @MaxLength(FILTER_LIMITS.maxLength)
  attributeFilter?: string;

  /**
   * How many features the editor saw matching the filter. When sent and no longer the count,
   * nothing is changed: 409 (someone changed the data in between).
   */
  @ApiPropertyOptional({ type: 'integer' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value))
  @IsInt()
  @Min(0)
  expectedCount?: number;
}

export class FeatureBulkUpdatedDto {
  /** Features matching the filter. */
  matchedCnt!: number;
  /** Features whose value changed (the others already held it). */
  changeCnt!: number;
  versionNo!: number;
  dataVersion!: number;
  featureCnt!: number;
}

