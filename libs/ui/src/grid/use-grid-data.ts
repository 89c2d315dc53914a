import { FIRST_PAGE_INDEX, pageCount, rowNumber, type PageType, type SortDirection } from '@nuri/domain';
import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useId, useMemo } from 'react';
import type { GridFetchPage, GridPage, GridPageRequest, GridRow, GridRowView } from './types';

export interface GridDataOptions<Row extends GridRow> {
  fetchPage: GridFetchPage<Row>;
  pageType: PageType;
  /** The page shown by the numbered pages (ignored by the appending styles). */
  pageIndex: number;
  pageSize: number;
  searchNm: string;
  direction: SortDirection;
  /**
   * The screen's key of these rows (with whatever filters the rows depend on); a mutation
   * invalidates it (useGridRefresh) to load the grid again. The grid's own by default.
   */
  queryKey?: QueryKey;
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
  /** How many times this page's query had loaded before: its rows mount afresh after a reload. */
  generation: number;
}

function defaultRowKey(row: GridRow, number: number): string {
  return row.uid === undefined ? `row-${number}` : String(row.uid);
}

function toViews<Row extends GridRow>(
  fetched: readonly FetchedPage<Row>[],
  rowKey: ((row: Row) => string) | undefined,
): GridRowView<Row>[] {
  return fetched.flatMap(({ page, request, generation }) =>
    page.content.map((row, i) => {
      const number = rowNumber(page.totalElements, request.pageIndex, request.pageSize, i);
      // A reloaded row mounts afresh, so that its select, checkbox and text cells show the
      // server's values again (after a failed change, too).
      const key = rowKey ? rowKey(row) : defaultRowKey(row, number);
      return { row, rowNumber: number, key: `${key}@${generation}` };
    }),
  );
}

/**
 * The grid's rows through react-query: one page at a time for the numbered pages (the
 * previous page stays shown while the next loads), appended pages for the load-more button
 * and infinite scroll.
 */
export function useGridData<Row extends GridRow>(options: GridDataOptions<Row>): GridData<Row> {
  const { fetchPage, pageType, pageIndex, pageSize, searchNm, direction, queryKey, rowKey } = options;
  const gridId = useId();
  const queryClient = useQueryClient();
  const baseKey = queryKey ?? ['dataGrid', gridId];
  const numbered = pageType === 'pagination';
  const load = (key: QueryKey, request: GridPageRequest): Promise<FetchedPage<Row>> => {
    const generation = queryClient.getQueryState(key)?.dataUpdateCount ?? 0;
    return fetchPage(request).then((page) => ({ page, request, generation }));
  };

  const paged = useQuery({
    queryKey: [...baseKey, pageType, searchNm, pageSize, direction, pageIndex],
    queryFn: ({ queryKey: key }) => load(key, { pageIndex, pageSize, searchNm, direction }),
    enabled: numbered,
    placeholderData: keepPreviousData,
  });

  const appended = useInfiniteQuery({
    queryKey: [...baseKey, pageType, searchNm, pageSize, direction],
    queryFn: ({ queryKey: key, pageParam }) => load(key, { pageIndex: pageParam, pageSize, searchNm, direction }),
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

/**
 * Loads every grid under `queryKey` again (its DataGrid `queryKey` starts with it): what a
 * screen calls after a save. `queryKey` should be stable (a module constant).
 */
export function useGridRefresh(queryKey: QueryKey): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey }), [queryClient, queryKey]);
}
