// Paging and list defaults (spec 000 §3, §9; API.md §1).
export const FIRST_PAGE_INDEX = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;
/** Saved share lists are read whole, so they accept larger pages. */
export const SHARE_LIST_MAX_PAGE_SIZE = 10000;
export const CONTENT_LIMIT_DEFAULT = 5;

export const SORT_DIRECTIONS = ['DESC', 'ASC'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
/** Lists are newest first. */
export const DEFAULT_DIRECTION: SortDirection = 'DESC';

/** Data grid paging styles. */
export const PAGE_TYPES = ['pagination', 'loadMoreButton', 'infiniteScroll'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const SEARCH_TEXT_MAX_LENGTH = 100;

/** Cuts search text to `max` characters (code points, so a surrogate pair is never split). */
export function cutSearchText(text: string, max: number = SEARCH_TEXT_MAX_LENGTH): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, Math.max(0, max)).join('');
}

export interface Paging {
  pageIndex: number;
  pageSize: number;
  direction: SortDirection;
}

function positiveInteger(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 ? n : null;
}

/**
 * Paging from query values (numbers or strings): missing or invalid values take the defaults,
 * a page size over the maximum is lowered to it, and the direction is case-insensitive.
 */
export function resolvePaging(
  input: { pageIndex?: unknown; pageSize?: unknown; direction?: unknown },
  maxPageSize: number = MAX_PAGE_SIZE,
): Paging {
  const pageIndex = positiveInteger(input.pageIndex) ?? FIRST_PAGE_INDEX;
  const pageSize = Math.min(positiveInteger(input.pageSize) ?? DEFAULT_PAGE_SIZE, maxPageSize);
  const upper = typeof input.direction === 'string' ? input.direction.trim().toUpperCase() : '';
  const direction = (SORT_DIRECTIONS as readonly string[]).includes(upper)
    ? (upper as SortDirection)
    : DEFAULT_DIRECTION;
  return { pageIndex, pageSize, direction };
}

/** Rows to skip for a 1-based page. */
export function pageOffset(pageIndex: number, pageSize: number): number {
  return (pageIndex - 1) * pageSize;
}

export function pageCount(totalElements: number, pageSize: number): number {
  return pageSize > 0 ? Math.ceil(totalElements / pageSize) : 0;
}

/** The paged response's `last` flag: no rows after this page. */
export function isLastPage(totalElements: number, pageIndex: number, pageSize: number): boolean {
  return pageIndex * pageSize >= totalElements;
}

/** Grid row numbers count down from the total: the first row of page 1 is `totalElements`. */
export function rowNumber(
  totalElements: number,
  pageIndex: number,
  pageSize: number,
  indexInPage: number,
): number {
  return totalElements - pageOffset(pageIndex, pageSize) - indexInPage;
}
