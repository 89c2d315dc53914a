import type { PageType } from '@nuri/domain';
import { useTranslation } from 'react-i18next';
import { PageNavigator } from './PageNavigator';
import type { GridData } from './use-grid-data';

export interface GridFooterProps<Row> {
  pageType: PageType;
  data: GridData<Row>;
  /** The page asked for (numbered pages). */
  pageIndex: number;
  onPageChange: (pageIndex: number) => void;
  label: string;
}

/** The paging controls of one style: page navigator, load-more button, or the infinite-scroll status. */
export function GridFooter<Row>({ pageType, data, pageIndex, onPageChange, label }: GridFooterProps<Row>) {
  const { t } = useTranslation();
  if (pageType === 'pagination') {
    return (
      <div className="data-grid__footer">
        <PageNavigator
          pageIndex={pageIndex}
          pageCount={data.pageCount}
          onChange={onPageChange}
          label={t('grid.nav.labelOf', { grid: label })}
        />
      </div>
    );
  }
  const hasRows = data.rows.length > 0;
  return (
    <div className="data-grid__footer">
      {pageType === 'loadMoreButton' && hasRows && !data.last && (
        <button
          type="button"
          className="button--secondary data-grid__load-more"
          aria-busy={data.isFetchingMore}
          disabled={data.isFetching}
          onClick={data.loadMore}
        >
          {t('common.loadMore')}
        </button>
      )}
      {pageType === 'infiniteScroll' && data.isFetchingMore && <p className="data-grid__progress">{t('common.loading')}</p>}
      {hasRows && data.last && <p className="data-grid__end-text">{t('common.allDataLoaded')}</p>}
    </div>
  );
}
