import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE_INDEX, MAX_PAGE_SIZE, SEARCH_TEXT_MAX_LENGTH, SORT_DIRECTIONS, type SortDirection } from '@nuri/domain';

/**
 * pageSize of a paged query: a whole number from 1 to `max` (default `defaultSize`). A subclass
 * that changes the size redeclares pageSize with this decorator alone (class-validator then keeps
 * the subclass's rules for the field instead of the base's).
 */
export function PageSizeProperty(defaultSize: number, max: number = MAX_PAGE_SIZE): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ default: defaultSize, minimum: 1, maximum: max }),
    IsOptional(),
    Type(() => Number),
    IsInt(),
    Min(1),
    Max(max),
  );
}

/** Sort direction of a paged query (DESC by default). */
export function SortDirectionProperty(): PropertyDecorator {
  return applyDecorators(ApiPropertyOptional({ enum: ['DESC', 'ASC'], default: 'DESC' }), IsOptional(), IsIn(SORT_DIRECTIONS));
}

/**
 * The page number of every paged query (API.md §1 Paging), from 1. A query whose page size is not
 * the usual one (1 to 1000) extends this and declares pageSize with PageSizeProperty (extending
 * PageDto would keep its at-most-1000 rule in the query's subclasses).
 */
export class PageIndexDto {
  @ApiPropertyOptional({ default: FIRST_PAGE_INDEX, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  pageIndex: number = FIRST_PAGE_INDEX;
}

/**
 * The page of every paged query: pageIndex from 1, pageSize from 1 to 1000 (default 10). Every
 * paging query extends it (directly, or with IntersectionType beside another base); descriptions
 * are the subclasses' (the properties carry none here).
 */
export class PageDto extends PageIndexDto {
  @PageSizeProperty(DEFAULT_PAGE_SIZE)
  pageSize: number = DEFAULT_PAGE_SIZE;
}

/** Paging query shared by every list route (API.md §1 Paging). */
export class PageQueryDto extends PageDto {
  /** 1-based page number. */
  override pageIndex: number = FIRST_PAGE_INDEX;

  /** Rows per page (default 10, at most 1000). */
  override pageSize: number = DEFAULT_PAGE_SIZE;

  /** Sort direction. */
  @SortDirectionProperty()
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
