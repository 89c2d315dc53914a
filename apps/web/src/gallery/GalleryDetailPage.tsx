import { IdRoute, useApi, useSession, useSystemScope } from '@nuri/shell';
import { useToast } from '@nuri/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  displayDate,
  fetchGalleryItem,
  galleryKeys,
  openPathOf,
  postViewCount,
  recommend,
  setBookmark,
  type GalleryItem,
} from './gallery-api';
import { ContentDiscussion } from '../boards/ContentDiscussion';
import './gallery.css';

/**
 * /gallery/:mapGaleReqstSn and /:insttCode/gallery/:mapGaleReqstSn: one approved item, the
 * button opening its map or app, and for members bookmark and recommend. Opening it counts a
 * view (the server counts a viewer once per day).
 */
export function GalleryDetailPage() {
  return <IdRoute param="mapGaleReqstSn" render={(sn) => <GalleryDetail sn={sn} />} />;
}

function GalleryDetail({ sn }: { sn: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const titleId = useId();
  const session = useSession();
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: galleryKeys.detail(sn),
    queryFn: () => fetchGalleryItem(api, sn),
    retry: false,
    // The signed-in state changes bookmarkAt/recommendAt: wait for the restored session.
    enabled: session.loaded,
  });

  // One view per opening, after the item is known to exist (StrictMode runs effects twice); the
  // answer is the item with its new count. A failed count only leaves the count as it was.
  const counted = useRef(false);
  const loaded = detail.isSuccess;
  useEffect(() => {
    if (!loaded || counted.current) return;
    counted.current = true;
    postViewCount(api, sn)
      .then((item) => {
        queryClient.setQueryData(galleryKeys.detail(sn), item);
        return queryClient.invalidateQueries({ queryKey: ['web', 'gallery', 'list'] });
      })
      .catch(() => undefined);
  }, [api, sn, loaded, queryClient]);

  let body;
  if (detail.data) body = <GalleryItemView item={detail.data} titleId={titleId} />;
  else if (detail.isError) {
    body = (
      <div role="alert" className="gallery__error">
        <h1 id={titleId}>{t('web.gallery.detail.notFound')}</h1>
      </div>
    );
  } else body = <p role="status">{t('common.loading')}</p>;

  return (
    <section className="gallery gallery-detail" aria-labelledby={titleId}>
      <Link to=".." relative="path" className="gallery-detail__back">
        {t('web.gallery.detail.back')}
      </Link>
      {body}
    </section>
  );
}

function GalleryItemView({ item, titleId }: { item: GalleryItem; titleId: string }) {
  const { t } = useTranslation();
  const { insttCode } = useSystemScope();
  const session = useSession();
  const openPath = openPathOf(item, insttCode ?? 'openbiz');
  return (
    <article className="gallery-detail__item">
      <header>
        <span className="gallery-card__kind">{t(`web.gallery.kind.${item.mapGaleKndSeCode}`)}</span>
        <h1 id={titleId}>{item.mapGaleSj}</h1>
      </header>
      {item.thumbnailUrl ? (
        <img
          className="gallery-detail__image"
          src={item.thumbnailUrl}
          alt={t('web.gallery.imageAlt', { title: item.mapGaleSj })}
        />
      ) : (
        <span className="gallery-detail__image gallery-card__image--none">{t('web.gallery.noImage')}</span>
      )}
      {item.mapGaleCn && <p className="gallery-detail__desc">{item.mapGaleCn}</p>}
      <dl className="gallery-card__facts">
        <dt>{t('web.gallery.registerNm')}</dt>
        <dd>{item.registerNm ?? item.registerId}</dd>
        <dt>{t('web.gallery.registDt')}</dt>
        <dd>{displayDate(item.registDt)}</dd>
        {item.insttNm && (
          <>
            <dt>{t('web.gallery.detail.instt')}</dt>
            <dd>{item.insttNm}</dd>
          </>
        )}
      </dl>
      <p className="gallery-card__stats">
        <span>{t('web.gallery.views', { count: item.viewCnt })}</span>{' '}
        <span>{t('web.gallery.recommends', { count: item.recommendCnt })}</span>
      </p>
      <div className="gallery-detail__actions">
        {openPath && (
          <Link className="gallery-link-button" to={openPath}>
            {t(item.webappTmplatId ? 'web.gallery.detail.openApp' : 'web.gallery.detail.open')}
          </Link>
        )}
        {session.userId ? <MemberActions item={item} /> : <p>{t('web.gallery.detail.membersOnly')}</p>}
      </div>
      {(item.userMapId ?? item.webappTmplatId) && (
        <ContentDiscussion cntntsId={(item.userMapId ?? item.webappTmplatId) as string} />
      )}
    </article>
  );
}

function MemberActions({ item }: { item: GalleryItem }) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const sn = item.mapGaleReqstSn;
  // The answer is the item as I now see it; the lists are read again when shown.
  const update = (next: GalleryItem) => {
    queryClient.setQueryData(galleryKeys.detail(sn), next);
    void queryClient.invalidateQueries({ queryKey: ['web', 'gallery', 'list'] });
  };

  // Errors are shown by the client as alerts titled 'bookmark' / 'recommendation' (the server's text, e.g. the 409).
  const bookmark = useMutation({
    mutationFn: (on: boolean) => setBookmark(api, sn, on),
    onSuccess: (next, on) => {
      toast.show(t(on ? 'web.gallery.detail.bookmarked' : 'web.gallery.detail.unbookmarked'), {
        tone: 'success',
      });
      update(next);
    },
  });
  const recommendation = useMutation({
    mutationFn: () => recommend(api, sn),
    onSuccess: (next) => {
      toast.show(t('web.gallery.detail.recommended'), { tone: 'success' });
      update(next);
    },
  });

  const bookmarked = item.bookmarkAt === 'Y';
  const recommended = item.recommendAt === 'Y';
  return (
    <>
      <button
        type="button"
        aria-pressed={bookmarked}
        disabled={bookmark.isPending}
        onClick={() => bookmark.mutate(!bookmarked)}
      >
        {t(bookmarked ? 'web.gallery.detail.unbookmark' : 'web.gallery.detail.bookmark')}
      </button>
      {/* Recommended already: the button stays, so that trying again shows the server's refusal. */}
      <button
        type="button"
        aria-pressed={recommended}
        disabled={recommendation.isPending}
        onClick={() => recommendation.mutate()}
      >
        {t(recommended ? 'web.gallery.detail.alreadyRecommended' : 'web.gallery.detail.recommend')}
      </button>
    </>
  );
}
