import { FIRST_PAGE_INDEX, pageCount, rowNumber, type PageType, type SortDirection } from '@nuri/domain';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import type { GridFetchPage, GridPage, GridPageRequest, GridRow, GridRowView } from './types';

export interface GridDataOptions<Row extends GridRow> {
  fetchPage: GridFetchPage<Row>;
  pageType: PageType;
  /** The page shown by the numbered pages (ignored by the appending styles). */
  pageIndex: number;
  pageSize: number;
  searchNm: string;
  direction: SortDirection;
  /** A new value loads the grid again. */
  refreshKey: string | number;
  rowKey?: (row: Row) => string;
}

export interface GridData<Row> {
  rows: GridRowView<Row>[];
  totalElements: number;
  last: boolean;
  pageCount: number;
  /** Nothing to show yet: the first page is loading. */
  isPending: boolean;
  isFetching: boolean;
  isFetchingMore: boolean;
  isError: boolean;
  retry: () => void;
  /** Appends the next page (load-more button, infinite scroll). */
  loadMore: () => void;
}

interface FetchedPage<Row> {
  page: GridPage<Row>;
  request: GridPageRequest;
}

function defaultRowKey(row: GridRow, number: number): string {
  const id = row.uid ?? row.lyrId;
  return id === undefined ? `row-${number}` : String(id);
}

function toViews<Row extends GridRow>(
  fetched: readonly FetchedPage<Row>[],
  rowKey: ((row: Row) => string) | undefined,
): GridRowView<Row>[] {
  return fetched.flatMap(({ page, request }) =>
    page.content.map((row, i) => {
      const number = rowNumber(page.totalElements, request.pageIndex, request.pageSize, i);
      return { row, rowNumber: number, key: rowKey ? rowKey(row) : defaultRowKey(row, number) };
    }),
  );
}

/**
 * The grid's rows through react-query: one page at a time for the numbered pages (the
 * previous page stays shown while the next loads), appended pages for the load-more button
 * and infinite scroll.
 */
export function useGridData<Row extends GridRow>(options: GridDataOptions<Row>): GridData<Row> {
  const { fetchPage, pageType, pageIndex, pageSize, searchNm, direction, refreshKey, rowKey } = options;
  const gridId = useId();
  const numbered = pageType === 'pagination';
  const load = (request: GridPageRequest): Promise<FetchedPage<Row>> =>
    fetchPage(request).then((page) => ({ page, request }));

  const paged = useQuery({
    queryKey: ['dataGrid', gridId, pageType, searchNm, pageSize, direction, refreshKey, pageIndex],
    queryFn: () => load({ pageIndex, pageSize, searchNm, direction }),
    enabled: numbered,
    placeholderData: keepPreviousData,
  });

  const appended = useInfiniteQuery({
    queryKey: ['dataGrid', gridId, pageType, searchNm, pageSize, direction, refreshKey],
    queryFn: ({ pageParam }) => load({ pageIndex: pageParam, pageSize, searchNm, direction }),
    initialPageParam: FIRST_PAGE_INDEX,
    getNextPageParam: (lastPage) => (lastPage.page.last ? undefined : lastPage.request.pageIndex + 1),
    enabled: !numbered,
  });

  const fetched = useMemo(
    () => (numbered ? (paged.data ? [paged.data] : []) : (appended.data?.pages ?? [])),
    [numbered, paged.data, appended.data],
  );
  const rows = useMemo(() => toViews(fetched, rowKey), [fetched, rowKey]);
  const latest = fetched[fetched.length - 1];
  const totalElements = latest?.page.totalElements ?? 0;

  if (numbered) {
    return {
      rows,
      totalElements,
      last: latest?.page.last ?? false,
      pageCount: pageCount(totalElements, pageSize),
      isPending: paged.isPending,
      isFetching: paged.isFetching,
      isFetchingMore: false,
      isError: paged.isError,
      retry: () => void paged.refetch(),
      loadMore: () => undefined,
    };
  }
  return {
    rows,
    totalElements,
    last: latest ? !appended.hasNextPage : false,
    pageCount: pageCount(totalElements, pageSize),
    isPending: appended.isPending,
    isFetching: appended.isFetching,
    isFetchingMore: appended.isFetchingNextPage,
    isError: appended.isError,
    retry: () => void (appended.isFetchNextPageError ? appended.fetchNextPage() : appended.refetch()),
    loadMore: () => {
      if (appended.hasNextPage && !appended.isFetching) void appended.fetchNextPage({ cancelRefetch: false });
    },
  };
}
