import { isLastPage, pageOffset } from '@nuri/domain';
import { cellText } from './row-flags';
import type { GridFetchPage, GridPage, GridPageRequest } from './types';

export interface InMemoryPagesOptions<Row> {
  /** Fields the search text is looked for in (case-insensitive); none means no filtering. */
  searchFields?: readonly Extract<keyof Row, string>[];
  /** Answer delay in ms, to show the loading state. */
  delayMs?: number;
}

/** One page of `rows` (listed newest first) as the API would answer it. */
export function pageOfRows<Row>(
  rows: readonly Row[],
  { pageIndex, pageSize, searchNm, direction }: GridPageRequest,
  searchFields: readonly Extract<keyof Row, string>[] = [],
): GridPage<Row> {
  const needle = searchNm.trim().toLowerCase();
  const matching =
    needle && searchFields.length > 0
      ? rows.filter((row) => searchFields.some((field) => cellText(row[field]).toLowerCase().includes(needle)))
      : rows;
  const ordered = direction === 'ASC' ? [...matching].reverse() : matching;
  const offset = pageOffset(pageIndex, pageSize);
  return {
    content: ordered.slice(offset, offset + pageSize),
    totalElements: ordered.length,
    last: isLastPage(ordered.length, pageIndex, pageSize),
  };
}

/** A `fetchPage` over rows held in memory: demos, tests and screens with client-side lists. */
export function createInMemoryFetchPage<Row>(
  rows: readonly Row[],
  { searchFields = [], delayMs = 0 }: InMemoryPagesOptions<Row> = {},
): GridFetchPage<Row> {
  return (request) =>
    new Promise((resolve) => {
      setTimeout(() => resolve(pageOfRows(rows, request, searchFields)), delayMs);
    });
}
