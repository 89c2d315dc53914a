import { formatFileSize } from '@nuri/domain';
import { IdRoute, useApi } from '@nuri/shell';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Comments } from '../boards/ContentDiscussion';
import {
  displayDay,
  fetchNotice,
  fetchNotices,
  NOTICE_PAGE_SIZE,
  noticeFileHref,
  noticeKeys,
  postNoticeView,
  type Notice,
  type NoticeOwner,
} from './notices-api';
import './notices.css';

/** Notice list (/notice public; /:insttCode/notice for the institution's members): newest first, paged. */
export function NoticeListPage({ owner }: { owner: NoticeOwner }) {
  const { t } = useTranslation();
  const api = useApi();
  const titleId = useId();
  const [pageIndex, setPageIndex] = useState(1);
  const list = useQuery({
    queryKey: noticeKeys.list(owner, pageIndex),
    queryFn: () => fetchNotices(api, owner, pageIndex),
  });
  const page = list.data;
  const pages = page ? Math.max(1, Math.ceil(page.totalElements / NOTICE_PAGE_SIZE)) : 1;
  return (
    <section className="notice" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('web.notice.title')}</h1>
      {list.isError && <p role="alert">{t('web.notice.loadFailed')}</p>}
      {!page && !list.isError && <p role="status">{t('common.loading')}</p>}
      {page && (
        <div className="table-scroll">
          <table className="notice__table" aria-label={t('web.notice.listLabel')}>
            <thead>
              <tr>
                <th scope="col">{t('web.notice.col.no')}</th>
                <th scope="col">{t('web.notice.col.title')}</th>
                <th scope="col">{t('web.notice.col.views')}</th>
                <th scope="col">{t('web.notice.col.date')}</th>
              </tr>
            </thead>
            <tbody>
              {page.content.length === 0 && (
                <tr>
                  <td colSpan={4}>{t('web.notice.empty')}</td>
                </tr>
              )}
              {page.content.map((n, i) => (
                <tr key={n.nttId}>
                  <td>{page.totalElements - (pageIndex - 1) * NOTICE_PAGE_SIZE - i}</td>
                  <td>
                    <Link to={String(n.nttId)}>{n.nttSj}</Link>
                  </td>
                  <td>{n.rdcnt}</td>
                  <td>{displayDay(n.registDt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav className="notice__pages" aria-label={t('web.notice.pages')}>
          {Array.from({ length: pages }, (_, i) => i + 1).map((p) => (
            <button
              key={p}
              type="button"
              aria-current={p === pageIndex ? 'page' : undefined}
              onClick={() => setPageIndex(p)}
            >
              {p}
            </button>
          ))}
        </nav>
      )}
    </section>
  );
}

/** One notice (/notice/:nttId): its content is the server's sanitized HTML; opening it counts a view. */
export function NoticeDetailPage({ owner }: { owner: NoticeOwner }) {
  return <IdRoute param="nttId" render={(id) => <NoticeDetail owner={owner} nttId={id} />} />;
}

function NoticeDetail({ owner, nttId }: { owner: NoticeOwner; nttId: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const titleId = useId();
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: noticeKeys.detail(owner, nttId),
    queryFn: () => fetchNotice(api, owner, nttId),
    retry: false,
  });

  // One view per opening once the notice is known to exist (StrictMode runs effects twice).
  const counted = useRef(false);
  const loaded = detail.isSuccess;
  useEffect(() => {
    if (!loaded || counted.current) return;
    counted.current = true;
    postNoticeView(api, nttId)
      .then(({ rdcnt }) => {
        queryClient.setQueryData(noticeKeys.detail(owner, nttId), (old: Notice | undefined) =>
          old ? { ...old, rdcnt } : old,
        );
        return queryClient.invalidateQueries({ queryKey: ['web', 'notices', 'list'] });
      })
      .catch(() => undefined);
  }, [api, nttId, owner, loaded, queryClient]);

  const notice = detail.data;
  return (
    <article className="notice notice-detail" aria-labelledby={titleId}>
      <Link to=".." relative="path" className="notice-detail__back">
        {t('web.notice.back')}
      </Link>
      {notice && (
        <>
          <h1 id={titleId}>{notice.nttSj}</h1>
          <p className="notice-detail__meta">
            {t('web.notice.meta', { date: displayDay(notice.registDt), views: notice.rdcnt })}
          </p>
          {/* Sanitized by the server with an allow-list when saved (apps/api notices/sanitize-html.ts). */}
          <div className="notice-detail__content" dangerouslySetInnerHTML={{ __html: notice.nttCn }} />
          {notice.files.length > 0 && (
            <section className="notice-detail__files" aria-labelledby={`${titleId}-files`}>
              <h2 id={`${titleId}-files`}>{t('web.notice.files')}</h2>
              <ul>
                {notice.files.map((f) => (
                  <li key={f.fileOrdr}>
                    <a href={noticeFileHref(notice.nttId, f.fileOrdr)} download={f.orignlFileNm}>
                      {f.orignlFileNm}
                    </a>{' '}
                    <span className="notice-detail__file-size">({formatFileSize(f.fileSize)})</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <Comments target={{ nttId: notice.nttId }} />
        </>
      )}
      {detail.isError && (
        <div role="alert">
          <h1 id={titleId}>{t('web.notice.notFound')}</h1>
        </div>
      )}
      {!notice && !detail.isError && <p role="status">{t('common.loading')}</p>}
    </article>
  );
}
