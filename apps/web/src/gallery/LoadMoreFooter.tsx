import { useTranslation } from 'react-i18next';

/** The kit's load-more footer for a list paged with useInfiniteQuery: "load more", then "all data loaded". */
export function LoadMoreFooter({
  hasMore,
  busy,
  onMore,
}: {
  hasMore: boolean;
  busy: boolean;
  onMore: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="data-grid__footer">
      {hasMore ? (
        <button
          type="button"
          className="button--secondary data-grid__load-more"
          aria-busy={busy}
          disabled={busy}
          onClick={onMore}
        >
          {t('common.loadMore')}
        </button>
      ) : (
        <p className="data-grid__end-text">{t('common.allDataLoaded')}</p>
      )}
    </div>
  );
}
