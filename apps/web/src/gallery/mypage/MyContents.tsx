import { CODE_GROUPS, useApi, useCommonCodes, type SignedInSession } from '@nuri/shell';
import { PageNavigator, Tabs } from '@nuri/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApplyGalleryButton } from '../ApplyGalleryButton';
import { displayDate } from '../gallery-api';
import '../gallery.css';
import {
  contentPath,
  CONTENTS_TYPES,
  fetchMyContents,
  fetchMyContentsCount,
  MY_CONTENTS_PAGE_SIZE,
  MY_CONTENTS_TABS,
  NO_CONTENTS_FILTERS,
  type MyContent,
  type MyContentsFilters,
  type MyContentsTab,
} from './mypage-contents-api';

/**
 * The my page's contents (/myPage?active=myContents): the counts, then tabs of my contents
 * (title, type, bookmarked-only and group filters), contents shared with me, my institution's
 * contents and my bookmarks. My maps and apps can be applied to the gallery from here.
 */
export function MyContents({ session }: { session: SignedInSession }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<MyContentsTab>('mine');
  return (
    <div className="mypage-contents">
      <ContentsCounts />
      <Tabs
        label={t('web.mypage.contents.tabs')}
        selectedId={tab}
        onChange={(id) => setTab(MY_CONTENTS_TABS.find((known) => known === id) ?? 'mine')}
        tabs={MY_CONTENTS_TABS.map((id) => ({
          id,
          label: t(`web.mypage.contents.${id}`),
          content: tab === id ? <ContentsList tab={id} userId={session.userId} /> : null,
        }))}
      />
    </div>
  );
}

function ContentsCounts() {
  const { t } = useTranslation();
  const api = useApi();
  const titleId = useId();
  const counts = useQuery({
    queryKey: ['web', 'mypage', 'contents', 'count'],
    queryFn: () => fetchMyContentsCount(api),
    retry: false,
  });
  const entries = counts.data
    ? ([
        ['map', counts.data.mapCnt],
        ['app', counts.data.appCnt],
        ['lyr', counts.data.lyrCnt],
        ['shared', counts.data.sharedCnt],
        ['bookmark', counts.data.bookmarkCnt],
      ] as const)
    : [];
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{t('web.mypage.contents.counts')}</h2>
      {counts.data ? (
        <dl className="mypage-contents__counts">
          {entries.map(([key, value]) => (
            <div key={key}>
              <dt>{t(`web.mypage.contents.count.${key}`)}</dt>
              <dd>{value.toLocaleString()}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p role="status">{counts.isError ? t('web.mypage.contents.loadError') : t('common.loading')}</p>
      )}
    </section>
  );
}

function ContentsList({ tab, userId }: { tab: MyContentsTab; userId: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const [filters, setFilters] = useState<MyContentsFilters>(NO_CONTENTS_FILTERS);
  const [pageIndex, setPageIndex] = useState(1);
  const list = useQuery({
    queryKey: ['web', 'mypage', 'contents', tab, filters, pageIndex],
    queryFn: () => fetchMyContents(api, tab, filters, pageIndex),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const tabName = t(`web.mypage.contents.${tab}`);

  return (
    <div className="mypage-contents">
      <ContentsFilterForm
        tab={tab}
        onSearch={(next) => {
          setFilters(next);
          setPageIndex(1);
        }}
      />
      {list.isError ? (
        <div role="alert">
          <p>{t('web.mypage.contents.loadError')}</p>
          <button type="button" className="button--secondary" onClick={() => void list.refetch()}>
            {t('web.gallery.retry')}
          </button>
        </div>
      ) : !list.data ? (
        <p role="status">{t('common.loading')}</p>
      ) : list.data.content.length === 0 ? (
        <p className="gallery__empty">{t('web.mypage.contents.empty')}</p>
      ) : (
        <>
          <ul className="mypage-contents__list" aria-label={t('web.mypage.contents.list', { tab: tabName })}>
            {list.data.content.map((item) => (
              <ContentItem
                key={`${item.contentsType}:${item.contentsId}`}
                item={item}
                tab={tab}
                userId={userId}
              />
            ))}
          </ul>
          <PageNavigator
            pageIndex={pageIndex}
            pageCount={Math.ceil(list.data.totalElements / MY_CONTENTS_PAGE_SIZE)}
            onChange={setPageIndex}
          />
        </>
      )}
    </div>
  );
}

function ContentsFilterForm({
  tab,
  onSearch,
}: {
  tab: MyContentsTab;
  onSearch: (filters: MyContentsFilters) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<MyContentsFilters>(NO_CONTENTS_FILTERS);
  const set = (change: Partial<MyContentsFilters>) => setDraft((d) => ({ ...d, ...change }));
  // Content types as the common codes name them (CONTENTS_TYPE).
  const contentsTypes = useCommonCodes(CODE_GROUPS.CONTENTS_TYPE, { only: CONTENTS_TYPES });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch({ ...draft, contentsSj: draft.contentsSj.trim(), groupNm: draft.groupNm.trim() });
  };
  return (
    <form
      className="mypage-contents__filters"
      aria-label={t('web.mypage.contents.filters')}
      onSubmit={submit}
    >
      <label>
        {t('web.mypage.contents.type')}
        <select
          value={draft.contentsType}
          onChange={(e) =>
            set({ contentsType: CONTENTS_TYPES.find((type) => type === e.target.value) ?? '' })
          }
        >
          <option value="">{t('web.mypage.contents.type.all')}</option>
          {contentsTypes.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('web.mypage.contents.sj')}
        <input
          value={draft.contentsSj}
          maxLength={100}
          onChange={(e) => set({ contentsSj: e.target.value })}
        />
      </label>
      {tab === 'mine' && (
        <>
          <label>
            {t('web.mypage.contents.groupNm')}
            <input value={draft.groupNm} maxLength={100} onChange={(e) => set({ groupNm: e.target.value })} />
          </label>
          <label className="mypage-contents__check">
            <input
              type="checkbox"
              checked={draft.bookmarkedOnly}
              onChange={(e) => set({ bookmarkedOnly: e.target.checked })}
            />
            {t('web.mypage.contents.bookmarkedOnly')}
          </label>
        </>
      )}
      <button type="submit">{t('web.mypage.contents.search')}</button>
    </form>
  );
}

function ContentItem({ item, tab, userId }: { item: MyContent; tab: MyContentsTab; userId: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const path = contentPath(item);
  // Only the owner applies to the gallery (bookmarked lists hold others' contents too).
  const applicable =
    tab === 'mine' &&
    item.registerId === userId &&
    (item.contentsType === 'MAP' || item.contentsType === 'APP');
  return (
    <li className="mypage-contents__item" aria-labelledby={titleId}>
      {item.thumbnailUrl ? (
        <img src={item.thumbnailUrl} alt="" loading="lazy" />
      ) : (
        <span className="gallery-card__image--none">{t('web.mypage.contents.noImage')}</span>
      )}
      <div>
        <strong id={titleId}>{item.contentsSj}</strong>{' '}
        {item.bookmarkAt === 'Y' && <span aria-label={t('web.mypage.contents.bookmarked')}>★</span>}
        <p className="mypage-contents__meta">
          {t(`web.mypage.contents.type.${item.contentsType}`)}
          {' · '}
          {t('web.mypage.contents.registerNm')} {item.registerNm ?? item.registerId}
          {' · '}
          {t('web.mypage.contents.updtDt')} {displayDate(item.updtDt ?? item.registDt)}
          {item.usePblonsipSeCode && (
            <>
              {' · '}
              {t(`web.mypage.contents.scope.${item.usePblonsipSeCode}`)}
            </>
          )}
        </p>
      </div>
      <div className="mypage-contents__actions">
        {path && (
          <Link className="gallery-link-button gallery-link-button--secondary" to={path}>
            {t('web.mypage.contents.open')}
          </Link>
        )}
        {applicable && (
          <ApplyGalleryButton
            className="button--secondary"
            label={t('web.mypage.contents.apply')}
            content={{
              kind: item.contentsType === 'MAP' ? 'map' : 'app',
              id: item.contentsId,
              title: item.contentsSj,
            }}
          />
        )}
      </div>
    </li>
  );
}
