import { canCreateContent, canPublishToGallery } from '@nuri/domain';
import { CODE_GROUPS, useApi, useCommonCodes, type SignedInSession } from '@nuri/shell';
import { Icon, Modal, Tabs, useToast } from '@nuri/ui';
import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LayerUploadWidget } from '../../layer-widgets';
import { displayDate } from '../gallery-api';
import '../gallery.css';
import { OwnContentActions } from './ContentActions';
import { LoadMoreFooter } from '../LoadMoreFooter';
import {
  contentPath,
  CONTENTS_TYPES,
  fetchMyContents,
  fetchMyContentsCount,
  MY_CONTENTS_SORTS,
  MY_CONTENTS_TABS,
  NO_CONTENTS_FILTERS,
  SHARED_VIA,
  type MyContent,
  type MyContentsFilters,
  type MyContentsTab,
} from './mypage-contents-api';

/**
 * The my page's contents (/myPage?active=myContents): the counts, the upload / new map / new
 * app buttons, then tabs of my contents (title, type, bookmarked-only and group filters, sort),
 * contents shared with me (by user, group or institution), my institution's contents and my
 * bookmarks, each loaded a page at a time ("load more", "all data loaded" at the end). My own
 * layers, maps and apps carry their actions (ContentActions).
 */
export function MyContents({ session, insttCode }: { session: SignedInSession; insttCode: string | null }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<MyContentsTab>('mine');
  const home = insttCode ?? session.insttCode;
  return (
    <div className="mypage-contents">
      <ContentsCounts />
      {home && canCreateContent(session.userSeCode) && (
        <div
          className="mypage-contents__actions mypage-contents__create"
          role="group"
          aria-label={t('web.mycontents.create')}
        >
          <UploadButton />
          <Link className="gallery-link-button gallery-link-button--secondary" to={`/${home}/builder`}>
            {t('web.mycontents.newMap')}
          </Link>
          <Link className="gallery-link-button gallery-link-button--secondary" to={`/${home}/appBuilder`}>
            {t('web.mycontents.newApp')}
          </Link>
        </div>
      )}
      <Tabs
        label={t('web.mypage.contents.tabs')}
        selectedId={tab}
        onChange={(id) => setTab(MY_CONTENTS_TABS.find((known) => known === id) ?? 'mine')}
        tabs={MY_CONTENTS_TABS.map((id) => ({
          id,
          label: t(`web.mypage.contents.${id}`),
          content: tab === id ? <ContentsList tab={id} session={session} /> : null,
        }))}
      />
    </div>
  );
}

/** "Upload": the layer upload widget in a dialog; the lists reload with the new layer. */
function UploadButton() {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {t('web.mycontents.upload')}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('web.mycontents.upload')}>
        {open && (
          <LayerUploadWidget
            onClose={() => setOpen(false)}
            onUploaded={(layer) => {
              toast.show(t('web.mycontents.uploaded', { name: layer.lyrNm }), { tone: 'success' });
              setOpen(false);
              void queryClient.invalidateQueries({ queryKey: ['web', 'mypage', 'contents'] });
            }}
          />
        )}
      </Modal>
    </>
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

function ContentsList({ tab, session }: { tab: MyContentsTab; session: SignedInSession }) {
  const { t } = useTranslation();
  const api = useApi();
  const [filters, setFilters] = useState<MyContentsFilters>(NO_CONTENTS_FILTERS);
  const list = useInfiniteQuery({
    queryKey: ['web', 'mypage', 'contents', tab, filters],
    queryFn: ({ pageParam }) => fetchMyContents(api, tab, filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: (page, pages) => (page.last ? undefined : pages.length + 1),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const tabName = t(`web.mypage.contents.${tab}`);
  const items = list.data?.pages.flatMap((page) => page.content) ?? [];
  const total = list.data?.pages[0]?.totalElements ?? 0;

  return (
    <div className="mypage-contents">
      <ContentsFilterForm tab={tab} onSearch={setFilters} />
      {list.isError && !list.data ? (
        <div role="alert">
          <p>{t('web.mypage.contents.loadError')}</p>
          <button type="button" className="button--secondary" onClick={() => void list.refetch()}>
            {t('web.gallery.retry')}
          </button>
        </div>
      ) : !list.data ? (
        <p role="status">{t('common.loading')}</p>
      ) : items.length === 0 ? (
        <p className="gallery__empty">{t('web.mypage.contents.empty')}</p>
      ) : (
        <>
          <p className="gallery__total">{t('web.mycontents.total', { count: total })}</p>
          <ul className="mypage-contents__list" aria-label={t('web.mypage.contents.list', { tab: tabName })}>
            {items.map((item) => (
              <ContentItem
                key={`${item.contentsType}:${item.contentsId}`}
                item={item}
                tab={tab}
                session={session}
              />
            ))}
          </ul>
          <LoadMoreFooter
            hasMore={list.hasNextPage}
            busy={list.isFetching}
            onMore={() => void list.fetchNextPage()}
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
  // Sorting applies at once (the other fields on "search").
  const sortBy = (sort: MyContentsFilters['sort']) => {
    set({ sort });
    onSearch({ ...draft, sort, contentsSj: draft.contentsSj.trim(), groupNm: draft.groupNm.trim() });
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
      {tab === 'shared' && (
        <label>
          {t('web.mycontents.sharedVia')}
          <select
            value={draft.sharedVia}
            onChange={(e) => set({ sharedVia: SHARED_VIA.find((via) => via === e.target.value) ?? '' })}
          >
            <option value="">{t('web.mypage.contents.type.all')}</option>
            {SHARED_VIA.map((via) => (
              <option key={via} value={via}>
                {t(`web.mycontents.sharedVia.${via}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      {(tab === 'mine' || tab === 'shared') && (
        <label>
          {t('web.mypage.contents.groupNm')}
          <input value={draft.groupNm} maxLength={100} onChange={(e) => set({ groupNm: e.target.value })} />
        </label>
      )}
      {tab === 'mine' && (
        <label className="mypage-contents__check">
          <input
            type="checkbox"
            checked={draft.bookmarkedOnly}
            onChange={(e) => set({ bookmarkedOnly: e.target.checked })}
          />
          {t('web.mypage.contents.bookmarkedOnly')}
        </label>
      )}
      <button type="submit">{t('web.mypage.contents.search')}</button>
      <label>
        {t('web.mycontents.sort')}
        <select
          value={draft.sort}
          onChange={(e) => sortBy(MY_CONTENTS_SORTS.find((sort) => sort === e.target.value) ?? 'updtDt')}
        >
          {MY_CONTENTS_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`web.mycontents.sort.${sort}`)}
            </option>
          ))}
        </select>
      </label>
    </form>
  );
}

function ContentItem({
  item,
  tab,
  session,
}: {
  item: MyContent;
  tab: MyContentsTab;
  session: SignedInSession;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const path = contentPath(item);
  // Only the owner manages a content here (bookmarked lists hold others' contents too).
  const own = (tab === 'mine' || tab === 'bookmarks') && item.registerId === session.userId;
  return (
    <li className="mypage-contents__item" aria-labelledby={titleId}>
      {item.thumbnailUrl ? (
        <img src={item.thumbnailUrl} alt="" loading="lazy" />
      ) : (
        <span className="gallery-card__image--none">{t('web.mypage.contents.noImage')}</span>
      )}
      <div className="mypage-contents__body">
        <strong id={titleId}>{item.contentsSj}</strong>{' '}
        {item.bookmarkAt === 'Y' && <Icon name="star" filled size={16} label={t('web.mypage.contents.bookmarked')} />}
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
        {own ? (
          <OwnContentActions item={item} canApply={canPublishToGallery(session.userSeCode)} />
        ) : (
          path && (
            <Link className="gallery-link-button gallery-link-button--secondary" to={path}>
              {t('web.mypage.contents.open')}
            </Link>
          )
        )}
      </div>
    </li>
  );
}
