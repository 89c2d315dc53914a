import { useApi } from '@nuri/shell';
import { SearchBox, useEndMarkerVisible } from '@nuri/ui';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import {
  displayDate,
  fetchGalleryCounts,
  fetchGalleryPage,
  GALLERY_KINDS,
  GALLERY_SORTS,
  galleryKeys,
  type GalleryItem,
  type GalleryKind,
  type GalleryQuery,
  type GalleryScope,
  type GallerySort,
} from './gallery-api';
import './gallery.css';
import { LoadMoreFooter } from './LoadMoreFooter';

const isKind = (value: string | null): value is GalleryKind => GALLERY_KINDS.includes(value as GalleryKind);
const isSort = (value: string | null): value is GallerySort => GALLERY_SORTS.includes(value as GallerySort);

/** The list's filters live in the address (?kind=&q=&sort=) so that the detail's back link restores them. */
function useGalleryQuery(scope: GalleryScope) {
  const [params, setParams] = useSearchParams();
  const kind = params.get('kind');
  const sort = params.get('sort');
  const query: GalleryQuery = {
    ...scope,
    kind: isKind(kind) ? kind : '',
    searchNm: params.get('q') ?? '',
    sort: isSort(sort) ? sort : 'recent',
    pageIndex: 1,
  };
  const update = (change: Partial<Pick<GalleryQuery, 'kind' | 'searchNm' | 'sort'>>) => {
    const next = { ...query, ...change };
    const search = new URLSearchParams();
    if (next.kind) search.set('kind', next.kind);
    if (next.searchNm) search.set('q', next.searchNm);
    if (next.sort !== 'recent') search.set('sort', next.sort);
    setParams(search);
  };
  return { query, update };
}

/**
 * /gallery (the provider's gallery, galleryType product) and /:insttCode/gallery (the
 * institution's, galleryType instt): approved maps and themed maps as cards, with the kind
 * filter and its counts, search, sort (recent, views, recommendations) and infinite scroll:
 * the next page loads as the end of the list comes into view ("load more" for keyboards),
 * "all data loaded" at the end.
 */
export function GalleryPage({ scope }: { scope: GalleryScope }) {
  const { t } = useTranslation();
  const api = useApi();
  const titleId = useId();
  const sortId = useId();
  const { query, update } = useGalleryQuery(scope);

  const counts = useQuery({
    queryKey: galleryKeys.counts(scope),
    queryFn: () => fetchGalleryCounts(api, scope),
    retry: false,
  });
  const list = useInfiniteQuery({
    queryKey: galleryKeys.list(query),
    queryFn: ({ pageParam }) => fetchGalleryPage(api, { ...query, pageIndex: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (page, pages) => (page.last ? undefined : pages.length + 1),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const items = list.data?.pages.flatMap((page) => page.content) ?? [];
  const total = list.data?.pages[0]?.totalElements ?? 0;
  const endRef = useRef<HTMLDivElement>(null);
  const viewport = useRef<Element | null>(null);
  const endVisible = useEndMarkerVisible(endRef, viewport, Boolean(list.hasNextPage), items.length);
  const { hasNextPage, isFetching, isError, fetchNextPage } = list;
  useEffect(() => {
    if (endVisible && hasNextPage && !isFetching && !isError) void fetchNextPage();
  }, [endVisible, hasNextPage, isFetching, isError, fetchNextPage]);

  const kindTabs: { value: GalleryKind | ''; label: string; count: number | undefined }[] = [
    { value: '', label: t('web.gallery.kind.all'), count: counts.data?.total },
    { value: '01', label: t('web.gallery.kind.01'), count: counts.data?.map },
    { value: '02', label: t('web.gallery.kind.02'), count: counts.data?.app },
  ];

  return (
    <section className="gallery" aria-labelledby={titleId}>
      <header className="gallery__header">
        <h1 id={titleId}>
          {t(scope.galleryType === 'product' ? 'web.gallery.productTitle' : 'web.gallery.title')}
        </h1>
        <p className="gallery__intro">{t('web.gallery.intro')}</p>
      </header>
      <div className="gallery__filters">
        <div role="group" aria-label={t('web.gallery.kind')} className="gallery__kinds">
          {kindTabs.map((tab) => (
            <button
              key={tab.value || 'all'}
              type="button"
              aria-pressed={query.kind === tab.value}
              onClick={() => update({ kind: tab.value })}
            >
              {tab.count === undefined
                ? tab.label
                : t('web.gallery.kindCount', { label: tab.label, count: tab.count })}
            </button>
          ))}
        </div>
        <SearchBox
          key={query.searchNm}
          label={t('web.gallery.search')}
          onSearch={(text) => update({ searchNm: text })}
        />
        <label htmlFor={sortId} className="gallery__sort">
          {t('web.gallery.sort')}{' '}
          <select
            id={sortId}
            value={query.sort}
            onChange={(e) => update({ sort: isSort(e.target.value) ? e.target.value : 'recent' })}
          >
            {GALLERY_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`web.gallery.sort.${sort}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {list.isError && !list.data ? (
        <div role="alert" className="gallery__error">
          <p>{t('web.gallery.loadError')}</p>
          <button type="button" className="button--secondary" onClick={() => void list.refetch()}>
            {t('web.gallery.retry')}
          </button>
        </div>
      ) : !list.data ? (
        <p role="status">{t('common.loading')}</p>
      ) : (
        <>
          <p className="gallery__total">{t('web.gallery.total', { count: total })}</p>
          {items.length === 0 ? (
            <p className="gallery__empty">
              {t(query.searchNm ? 'web.gallery.searchEmpty' : 'web.gallery.empty')}
            </p>
          ) : (
            <ul className="gallery__cards" aria-label={t('web.gallery.list')}>
              {items.map((item) => (
                <GalleryCard key={item.mapGaleReqstSn} item={item} />
              ))}
            </ul>
          )}
          <div ref={endRef} aria-hidden="true" />
          {items.length > 0 && (
            <LoadMoreFooter
              hasMore={list.hasNextPage}
              busy={list.isFetching}
              onMore={() => void list.fetchNextPage()}
            />
          )}
        </>
      )}
    </section>
  );
}

function GalleryCard({ item }: { item: GalleryItem }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <li className="gallery-card" aria-labelledby={titleId}>
      <Link to={String(item.mapGaleReqstSn)} className="gallery-card__link">
        {item.thumbnailUrl ? (
          <img
            className="gallery-card__image"
            src={item.thumbnailUrl}
            alt={t('web.gallery.imageAlt', { title: item.mapGaleSj })}
            loading="lazy"
          />
        ) : (
          <span className="gallery-card__image gallery-card__image--none">{t('web.gallery.noImage')}</span>
        )}
        <span className="gallery-card__kind">{t(`web.gallery.kind.${item.mapGaleKndSeCode}`)}</span>
        <strong id={titleId} className="gallery-card__title">
          {item.mapGaleSj}
        </strong>
      </Link>
      {item.mapGaleCn && <p className="gallery-card__desc">{item.mapGaleCn}</p>}
      <dl className="gallery-card__facts">
        <dt>{t('web.gallery.registerNm')}</dt>
        <dd>{item.registerNm ?? item.registerId}</dd>
        <dt>{t('web.gallery.registDt')}</dt>
        <dd>{displayDate(item.registDt)}</dd>
      </dl>
      <p className="gallery-card__stats">
        <span>{t('web.gallery.views', { count: item.viewCnt })}</span>{' '}
        <span>{t('web.gallery.recommends', { count: item.recommendCnt })}</span>
      </p>
    </li>
  );
}
