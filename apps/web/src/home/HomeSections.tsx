import { formatDate, parseIsoDateTime } from '@nuri/domain';
import { useApi } from '@nuri/shell';
import { Modal, useToast } from '@nuri/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  fetchHomeContents,
  fetchHomeGallery,
  fetchHomeNotices,
  fetchHomePlans,
  homeContentPath,
  homeKeys,
  type HomeOwner,
} from './home-api';
import { useNoticeReadability } from '../notices/InsttNoticeAccess';
import './home.css';

// The layer upload (its forms and code lists) loads when the dialog opens, not with the home.
const LayerUploadWidget = lazy(() =>
  import('../layer-widgets/LayerUploadWidget').then((m) => ({ default: m.LayerUploadWidget })),
);

// The sections the home pages are made of: each reads its own list and says when it is empty
// or could not be read (the client has shown the server's message as the one error dialog).

const shownDate = (iso: string) => {
  const date = parseIsoDateTime(iso);
  return date ? formatDate(date) : iso.slice(0, 10);
};

interface SectionProps {
  title: string;
  more?: { to: string; label: string };
  children: ReactNode;
}

/** A titled block of a home page with its "see all" link. */
export function HomeSection({ title, more, children }: SectionProps) {
  const titleId = useId();
  return (
    <section className="home-section" aria-labelledby={titleId}>
      <div className="home-section__header">
        <h2 id={titleId}>{title}</h2>
        {more && (
          <Link className="home-section__more" to={more.to}>
            {more.label}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

/** What a list query shows while loading, on failure and when empty; null once it has rows. */
function ListState({
  status,
  empty,
  count,
}: {
  status: 'pending' | 'error' | 'success';
  empty: string;
  count: number;
}) {
  const { t } = useTranslation();
  if (status === 'pending')
    return (
      <p className="home-section__note" role="status">
        {t('web.home.loading')}
      </p>
    );
  if (status === 'error') return <p className="home-section__note">{t('web.home.loadFailed')}</p>;
  if (count === 0) return <p className="home-section__note">{empty}</p>;
  return null;
}

/** The most viewed gallery items with their thumbnails. `base` is '' (provider) or '/{insttCode}'. */
export function GalleryHighlights({ owner, base, title }: { owner: HomeOwner; base: string; title: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const list = useQuery({ queryKey: homeKeys.gallery(owner), queryFn: () => fetchHomeGallery(api, owner) });
  const items = list.data ?? [];
  return (
    <HomeSection title={title} more={{ to: `${base}/gallery`, label: t('web.home.gallery.more') }}>
      <ListState status={list.status} empty={t('web.home.gallery.empty')} count={items.length} />
      {items.length > 0 && (
        <ul className="home-cards">
          {items.map((item) => (
            <li key={item.mapGaleReqstSn} className="home-card">
              <Link to={`${base}/gallery/${item.mapGaleReqstSn}`} className="home-card__link">
                {item.thumbnailUrl ? (
                  <img
                    className="home-card__image"
                    src={item.thumbnailUrl}
                    alt={t('web.home.imageAlt', { title: item.mapGaleSj })}
                    loading="lazy"
                  />
                ) : (
                  <span className="home-card__image home-card__image--none">{t('web.home.noImage')}</span>
                )}
                <span className="home-card__kind">{t(`web.gallery.kind.${item.mapGaleKndSeCode}`)}</span>
                <strong className="home-card__title">{item.mapGaleSj}</strong>
              </Link>
              <p className="home-card__meta">
                {item.insttNm ?? item.registerNm ?? item.registerId} ·{' '}
                {t('web.gallery.views', { count: item.viewCnt })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

/**
 * The newest notices, title and date. An institution's notices are for its members (and provider
 * admins): anyone else is told so instead of being sent a request the API refuses.
 */
export function NoticeHighlights({ owner, base, title }: { owner: HomeOwner; base: string; title: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const { readable, closedKey } = useNoticeReadability(owner);
  const list = useQuery({
    queryKey: homeKeys.notices(owner),
    queryFn: () => fetchHomeNotices(api, owner),
    enabled: readable,
  });
  const items = list.data ?? [];
  return (
    <HomeSection title={title} more={{ to: `${base}/notice`, label: t('web.home.notices.more') }}>
      {readable ? (
        <ListState status={list.status} empty={t('web.home.notices.empty')} count={items.length} />
      ) : (
        closedKey && (
          <p className="home-section__note" role="status">
            {t(closedKey)}
          </p>
        )
      )}
      {items.length > 0 && (
        <ul className="home-notices">
          {items.map((notice) => (
            <li key={notice.nttId}>
              <Link to={`${base}/notice/${notice.nttId}`}>{notice.nttSj}</Link>
              <time dateTime={notice.registDt}>{shownDate(notice.registDt)}</time>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

/** The price plans in short: name, base fee, what it includes. */
export function PlanHighlights() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const plans = useQuery({ queryKey: homeKeys.plans, queryFn: () => fetchHomePlans(api) });
  const items = plans.data ?? [];
  const locale = i18n.language === 'en' ? 'en-US' : 'ko-KR';
  return (
    <HomeSection title={t('web.home.plans')} more={{ to: '/pricesPolicy', label: t('web.home.plans.more') }}>
      <ListState status={plans.status} empty={t('web.pricing.loadFailed')} count={items.length} />
      {items.length > 0 && (
        <ul className="home-plans">
          {items.map((plan) => (
            <li key={plan.planCode} className="home-plan">
              <strong className="home-plan__name">
                {i18n.language === 'en' ? plan.planNmEn : plan.planNm}
              </strong>
              <span className="home-plan__price">
                {t('web.home.plans.perMonth', { amount: plan.baseFee.toLocaleString(locale) })}
              </span>
              <span className="home-plan__included">
                {t('web.home.plans.included', {
                  users: plan.includedUsers.toLocaleString(locale),
                  gb: plan.includedGb.toLocaleString(locale),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

/** Upload, new map, new app (and my contents) for a member of `insttCode`. */
export function QuickActions({ insttCode, myPage }: { insttCode: string; myPage: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  return (
    <HomeSection title={t('web.home.quick')}>
      <ul className="home-actions">
        <li>
          <button type="button" className="home-action" onClick={() => setUploading(true)}>
            <span className="home-action__icon" aria-hidden="true">
              ⇪
            </span>
            {t('web.home.quick.upload')}
          </button>
        </li>
        <li>
          <Link className="home-action" to={`/${insttCode}/builder`}>
            <span className="home-action__icon" aria-hidden="true">
              ＋
            </span>
            {t('web.home.quick.newMap')}
          </Link>
        </li>
        <li>
          <Link className="home-action" to={`/${insttCode}/appBuilder`}>
            <span className="home-action__icon" aria-hidden="true">
              ▦
            </span>
            {t('web.home.quick.newApp')}
          </Link>
        </li>
        <li>
          <Link className="home-action" to={myPage}>
            <span className="home-action__icon" aria-hidden="true">
              ☰
            </span>
            {t('web.home.quick.myContents')}
          </Link>
        </li>
      </ul>
      <Modal
        open={uploading}
        onClose={() => setUploading(false)}
        title={t('web.home.upload.title')}
        maxWidth={640}
      >
        <Suspense fallback={<p role="status">{t('web.home.loading')}</p>}>
          <LayerUploadWidget
            onUploaded={(layer) => {
              setUploading(false);
              toast.show(t('web.home.upload.done', { name: layer.lyrNm }), { tone: 'success' });
              void queryClient.invalidateQueries({ queryKey: homeKeys.contents('mine') });
            }}
            onClose={() => setUploading(false)}
          />
        </Suspense>
      </Modal>
    </HomeSection>
  );
}

/** My newest contents, or the newest shared with me. */
export function ContentHighlights({ list, myPage }: { list: 'mine' | 'shared'; myPage: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const contents = useQuery({
    queryKey: homeKeys.contents(list),
    queryFn: () => fetchHomeContents(api, list),
  });
  const items = contents.data ?? [];
  const title = list === 'mine' ? t('web.home.recent') : t('web.home.shared');
  const empty = list === 'mine' ? t('web.home.recent.empty') : t('web.home.shared.empty');
  return (
    <HomeSection title={title} more={{ to: myPage, label: t('web.home.contents.more') }}>
      <ListState status={contents.status} empty={empty} count={items.length} />
      {items.length > 0 && (
        <ul className="home-cards home-cards--contents">
          {items.map((item) => {
            const path = homeContentPath(item);
            const body = (
              <>
                {item.thumbnailUrl ? (
                  <img className="home-card__image" src={item.thumbnailUrl} alt="" loading="lazy" />
                ) : (
                  <span className="home-card__image home-card__image--none" aria-hidden="true">
                    {t(`web.home.type.${item.contentsType}`)}
                  </span>
                )}
                <span className="home-card__kind">{t(`web.home.type.${item.contentsType}`)}</span>
                <strong className="home-card__title">{item.contentsSj}</strong>
              </>
            );
            return (
              <li key={`${item.contentsType}-${item.contentsId}`} className="home-card">
                {path ? (
                  <Link to={path} className="home-card__link">
                    {body}
                  </Link>
                ) : (
                  <div className="home-card__link">{body}</div>
                )}
                <p className="home-card__meta">
                  {t('web.home.contents.updated', { date: shownDate(item.updtDt ?? item.registDt) })}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </HomeSection>
  );
}
