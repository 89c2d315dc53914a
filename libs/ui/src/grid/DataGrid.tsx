import {
  DEFAULT_DIRECTION,
  DEFAULT_PAGE_SIZE,
  FIRST_PAGE_INDEX,
  SEARCH_TEXT_MAX_LENGTH,
  type PageType,
  type SortDirection,
} from '@nuri/domain';
import type { QueryKey } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPiecesMobile } from '../overlay/media-query';
import { GridFooter } from './GridFooter';
import { GridTable } from './GridTable';
import { PageSizeChooser, PAGE_SIZE_OPTIONS } from './PageSizeChooser';
import { SearchBox } from './SearchBox';
import type { GridCellEvents, GridColumn, GridFetchPage, GridRow } from './types';
import { useEndMarkerVisible } from './use-end-marker';
import { useGridData } from './use-grid-data';
import '../styles/grid.css';

export interface DataGridProps<Row extends GridRow> extends GridCellEvents<Row> {
  /** Accessible name of the grid (its region and its table caption). */
  label: string;
  columns: readonly GridColumn<Row>[];
  /** Loads one page; the grid keeps the paging state. */
  fetchPage: GridFetchPage<Row>;
  /** Numbered pages (default), a load-more button, or infinite scroll. */
  pageType?: PageType;
  /** Initial rows per page (10). */
  pageSize?: number;
  pageSizeOptions?: readonly number[];
  /** Shows the rows-per-page chooser (default true). */
  showPageSize?: boolean;
  /** Shows the total row count (default true). */
  resultTotalCount?: boolean;
  /** Shows the search box (default true). */
  searchable?: boolean;
  /** Search text limit (100). */
  searchMaxLength?: number;
  direction?: SortDirection;
  /** Shows the count-down row number column (default true). */
  showRowNumber?: boolean;
  /** Text of an empty grid ('no data to show' by default). */
  emptyText?: string;
  /** Text of an empty search result ('no search result' by default). */
  searchEmptyText?: string;
  /** Row identity for React (the row's uid, then its number by default). */
  rowKey?: (row: Row) => string;
  /**
   * The screen's key of these rows, with the filters they depend on: a mutation loads the grid
   * again by invalidating it (useGridRefresh(key prefix)). The grid's own by default.
   */
  queryKey?: QueryKey;
}

/** Searchable, paged data grid (spec 000 §1, §3, §4). */
export function DataGrid<Row extends GridRow>(props: DataGridProps<Row>) {
  const {
    label,
    columns,
    fetchPage,
    pageType = 'pagination',
    pageSize: initialPageSize = DEFAULT_PAGE_SIZE,
    pageSizeOptions = PAGE_SIZE_OPTIONS,
    showPageSize = true,
    resultTotalCount = true,
    searchable = true,
    searchMaxLength = SEARCH_TEXT_MAX_LENGTH,
    direction = DEFAULT_DIRECTION,
    showRowNumber = true,
    emptyText,
    searchEmptyText,
    rowKey,
    queryKey,
    ...events
  } = props;
  const { t } = useTranslation();
  const captionId = useId();
  const mobile = useIsPiecesMobile();
  const [searchNm, setSearchNm] = useState('');
  const [pageSize, setPageSize] = useState(initialPageSize);
  const [pageIndex, setPageIndex] = useState(FIRST_PAGE_INDEX);
  const data = useGridData({ fetchPage, pageType, pageIndex, pageSize, searchNm, direction, queryKey, rowKey });

  const scrollRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const infinite = pageType === 'infiniteScroll';
  const { loadMore, last, isFetching, isError } = data;
  const rowCount = data.rows.length;
  const endVisible = useEndMarkerVisible(endRef, scrollRef, infinite, rowCount);
  // While the end marker stays visible after a page lands, the next one loads.
  useEffect(() => {
    if (infinite && endVisible && rowCount > 0 && !last && !isFetching && !isError) loadMore();
  }, [infinite, endVisible, rowCount, last, isFetching, isError, loadMore]);

  const search = (text: string) => {
    setSearchNm(text);
    setPageIndex(FIRST_PAGE_INDEX);
  };
  const changePageSize = (size: number) => {
    setPageSize(size);
    setPageIndex(FIRST_PAGE_INDEX);
  };

  const errorBlock = data.isError ? (
    <div role="alert" className="data-grid__error">
      <span>{t('grid.loadError')}</span>{' '}
      <button type="button" className="button--secondary" onClick={data.retry}>
        {t('grid.retry')}
      </button>
    </div>
  ) : null;
  let message: ReactNode = null;
  if (data.isPending && !data.isError) message = t('common.loading');
  else if (rowCount === 0) {
    message = errorBlock ?? (searchNm ? (searchEmptyText ?? t('empty.noSearchResult')) : (emptyText ?? t('empty.noData')));
  }

  return (
    <section className={`data-grid data-grid--${pageType}`} aria-label={label} aria-busy={data.isFetching}>
      <div className="data-grid__toolbar">
        {searchable && (
          <SearchBox label={t('grid.search.landmark', { grid: label })} maxLength={searchMaxLength} onSearch={search} />
        )}
        <div className="data-grid__tools">
          {resultTotalCount && (
            <p className="data-grid__total" role="status">
              {data.isPending ? '' : t('grid.totalCount', { count: data.totalElements })}
            </p>
          )}
          {showPageSize && <PageSizeChooser pageSize={pageSize} options={pageSizeOptions} onChange={changePageSize} />}
        </div>
      </div>
      <div className="data-grid__scroll" ref={scrollRef} tabIndex={0} role="group" aria-labelledby={captionId}>
        <GridTable
          captionId={captionId}
          caption={label}
          columns={columns}
          rows={data.rows}
          events={events}
          showRowNumber={showRowNumber}
          mobile={mobile}
          message={message}
        />
        {infinite && <div ref={endRef} className="data-grid__end-marker" aria-hidden="true" />}
      </div>
      {rowCount > 0 && errorBlock}
      <GridFooter pageType={pageType} data={data} pageIndex={pageIndex} onPageChange={setPageIndex} label={label} />
    </section>
  );
}
