import { isLastPage, pageOffset } from '@nuri/domain';
import { DomainError } from '../errors/domain-error';
import type { PageQueryDto } from './page-query.dto';

/** The paged result shape of API.md §1. */
export interface Paged<T> {
  content: T[];
  totalElements: number;
  pageIndex: number;
  pageSize: number;
  last: boolean;
}

export function toPaged<T>(content: T[], totalElements: number, q: Pick<PageQueryDto, 'pageIndex' | 'pageSize'>): Paged<T> {
  return {
    content,
    totalElements,
    pageIndex: q.pageIndex,
    pageSize: q.pageSize,
    last: isLastPage(totalElements, q.pageIndex, q.pageSize),
  };
}

export function offsetOf(q: Pick<PageQueryDto, 'pageIndex' | 'pageSize'>): number {
  return pageOffset(q.pageIndex, q.pageSize);
}

/**
 * Resolves the `sort` parameter against a route's whitelist (public name → column); an
 * unknown name is a validation error, never interpolated into SQL.
 */
export function resolveSort<W extends Record<string, string>>(
  sort: string | undefined,
  whitelist: W,
  fallback: keyof W & string,
): string {
  const key = sort ?? fallback;
  const column = Object.prototype.hasOwnProperty.call(whitelist, key) ? whitelist[key] : undefined;
  if (!column) {
    throw new DomainError('VALIDATION_FAILED', 'error.validation', {}, [
      { field: 'sort', message: `sort must be one of: ${Object.keys(whitelist).join(', ')}` },
    ]);
  }
  return column;
}
