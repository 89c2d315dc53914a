import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE_INDEX, MAX_PAGE_SIZE, SEARCH_TEXT_MAX_LENGTH, SORT_DIRECTIONS, type SortDirection } from '@nuri/domain';

/** Paging query shared by every list route (API.md §1 Paging). */
export class PageQueryDto {
  /** 1-based page number. */
  @ApiPropertyOptional({ default: FIRST_PAGE_INDEX, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  pageIndex: number = FIRST_PAGE_INDEX;

  /** Rows per page (default 10, at most 1000). */
  @ApiPropertyOptional({ default: DEFAULT_PAGE_SIZE, minimum: 1, maximum: MAX_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  pageSize: number = DEFAULT_PAGE_SIZE;

  /** Sort direction. */
  @ApiPropertyOptional({ enum: ['DESC', 'ASC'], default: 'DESC' })
  @IsOptional()
  @IsIn(SORT_DIRECTIONS)
  direction: SortDirection = 'DESC';

  /** Sort column; each route accepts its own whitelist. */
  @IsOptional()
  @IsString()
  @MaxLength(60)
  sort?: string;

  /** Search text (at most 100 characters). */
  @IsOptional()
  @IsString()
  @MaxLength(SEARCH_TEXT_MAX_LENGTH)
  searchNm?: string;
}
