import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CLASSIFY_METHODS, HISTOGRAM_BINS, MAX_GRADUATED_CLASSES, MIN_GRADUATED_CLASSES, SEARCH_TEXT_MAX_LENGTH, type ClassifyMethod } from '@nuri/domain';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
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

  /** value: the column's own order (default); count: the most frequent values first (categorised top N). */
  @ApiPropertyOptional({ enum: ['value', 'count'], default: 'value' })
  @IsOptional()
  @IsIn(['value', 'count'])
  orderBy: 'value' | 'count' = 'value';
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

/** How graduated classes are computed from a numeric column. */
export class ColumnClassesQueryDto {
  /** equalInterval, quantile, jenks (natural breaks) or stddev (standard deviation). */
  @ApiPropertyOptional({ enum: CLASSIFY_METHODS, default: 'equalInterval' })
  @IsOptional()
  @IsIn(CLASSIFY_METHODS)
  method: ClassifyMethod = 'equalInterval';

  /** Classes wanted (fewer come back when the values do not allow that many). */
  @ApiPropertyOptional({ default: 5, minimum: MIN_GRADUATED_CLASSES, maximum: MAX_GRADUATED_CLASSES })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(MIN_GRADUATED_CLASSES)
  @Max(MAX_GRADUATED_CLASSES)
  classCount: number = 5;

  /** Histogram bars. */
  @ApiPropertyOptional({ default: HISTOGRAM_BINS, minimum: 5, maximum: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(5)
  @Max(50)
  bins: number = HISTOGRAM_BINS;
}

/** One histogram bar: features with min ≤ value < max (the last bar includes max). */
export class HistogramBinDto {
  min!: number;
  max!: number;
  count!: number;
}

/** Class breaks of a numeric column by one method, with the statistics and histogram behind them. */
export class ColumnClassesDto {
  column!: string;
  @ApiProperty({ enum: CLASSIFY_METHODS })
  method!: string;
  /** Ascending bounds, one more than the classes: class i holds breaks[i] ≤ v < breaks[i+1] (the last includes the top). */
  @ApiProperty({ type: [Number] })
  breaks!: number[];
  /** Features with a value. */
  count!: number;
  min!: number;
  max!: number;
  mean!: number;
  /** Population standard deviation. */
  stddev!: number;
  /** True when natural breaks or quantiles used evenly spaced quantiles of many values instead of every value. */
  sampled!: boolean;
  @ApiProperty({ type: [HistogramBinDto] })
  histogram!: HistogramBinDto[];
}
