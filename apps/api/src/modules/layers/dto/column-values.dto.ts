import { ApiProperty } from '@nestjs/swagger';
import { SEARCH_TEXT_MAX_LENGTH } from '@nuri/domain';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageDto } from '../../../common/paging/page-query.dto';

/** A layer and one of its columns (checked against the table's catalog, never used as given). */
export class LayerColumnParamDto {
  /** Layer id. */
  @IsString()
  @MaxLength(40)
  lyrId!: string;

  /** Column name as GET /layers/{lyrId}/columns lists it (a case-insensitive match is accepted when unique). */
  @IsString()
  @MaxLength(63)
  column!: string;
}

/** Distinct values of a column: paged, optionally only values containing a text. */
export class ColumnValuesQueryDto extends PageDto {
  /** Only values whose text contains this (case-insensitive). */
  @IsOptional()
  @IsString()
  @MaxLength(SEARCH_TEXT_MAX_LENGTH)
  searchNm?: string;
}

/** One distinct value of a column and how many features have it. */
export class ColumnValueDto {
  /** The value as text (PostgreSQL's text form: 12.5, true, 2024-01-01); null for features without one. */
  @ApiProperty({ type: String, nullable: true })
  value!: string | null;
  /** Features with this value. */
  count!: number;
}

/** Summary of a column's values: counts for every column, min and max for numeric ones. */
export class ColumnStatsDto {
  /** The column as the catalog spells it. */
  column!: string;
  @ApiProperty({ enum: ['numeric', 'boolean', 'text', 'temporal', 'other'] })
  kind!: string;
  /** Features with a value. */
  count!: number;
  /** Features without a value (NULL). */
  nullCount!: number;
  /** Distinct values (NULL not counted). */
  distinctCount!: number;
  /** Smallest value of a numeric column; null for other columns or when no feature has a value. */
  @ApiProperty({ type: Number, nullable: true })
  min!: number | null;
  /** Largest value of a numeric column; null for other columns or when no feature has a value. */
  @ApiProperty({ type: Number, nullable: true })
  max!: number | null;
}
