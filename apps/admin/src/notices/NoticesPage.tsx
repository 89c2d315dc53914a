import { useApi } from '@nuri/shell';
import { useDialogs, useToast } from '@nuri/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../provider/provider.css';
import './notices.css';
import { AdminPage } from '../kit/AdminPage';
import { displayDate } from '../kit/dates';
import { alreadyShown } from '../kit/error-text';
import { NoticeFormModal } from './NoticeFormModal';
import { saveBlob } from '../kit/save-blob';
import { useWithLoading } from '../kit/long-action';
import {
  deleteNotice,
  downloadAttachments,
  listNotices,
  NOTICE_PAGE_SIZE,
  noticeQueryKey,
  type Notice,
  type NoticeOwner,
} from './notices-api';

/** Notice management of the institution admin (534, /admin/:insttCode/insttManage/notice). */
export function InstitutionNoticesPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('noticeMng.title')} intro={t('noticeMng.intro')}>
      {(insttCode) => <NoticesScreen owner={insttCode} />}
    </AdminPage>
  );
}

/** Notice management of the provider admin (71, /admin/manageNotice); the route is behind RequireAdmin. */
export function ProviderNoticesPage() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="instt-admin" aria-labelledby={titleId}>
      <header className="instt-admin__header">
        <h1 id={titleId}>{t('noticeMng.title')}</h1>
        <p className="instt-admin__intro">{t('noticeMng.intro')}</p>
      </header>
      <NoticesScreen owner={null} />
    </section>
  );
}

function NoticesScreen({ owner }: { owner: NoticeOwner }) {
  const { t } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const toast = useToast();
  const client = useQueryClient();
  const [pageIndex, setPageIndex] = useState(1);
  const [editing, setEditing] = useState<Notice | 'new' | null>(null);
  const list = useQuery({
    queryKey: noticeQueryKey(owner, pageIndex),
    queryFn: () => listNotices(api, owner, pageIndex),
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['notices'] });
  const withLoading = useWithLoading();

  const download = async (notice: Notice) => {
    if (!notice.atchmnflId) return;
    const group = notice.atchmnflId;
    try {
      const blob = await withLoading('notice-files', () => downloadAttachments(api, group));
      saveBlob(blob, `${notice.nttSj}.zip`);
      toast.show(t('noticeMng.filesDownloaded', { count: notice.files.length }), { tone: 'success' });
    } catch (failure) {
      // The API client shows the server's refusal under the 'file download' title.
      if (!alreadyShown(failure))
        void dialogs.alert({ type: 'failure', title: t('file.download'), message: t('error.temporary') });
    }
  };

  const remove = useMutation({
    mutationFn: (notice: Notice) => deleteNotice(api, owner, notice.nttId),
    onSuccess: () => {
      toast.show(t('noticeMng.deleted'), { tone: 'success' });
      void refresh();
    },
    onError: (failure) => {
      if (!alreadyShown(failure)) void dialogs.alert({ type: 'failure', message: t('error.temporary') });
    },
  });
  const confirmDelete = async (notice: Notice) => {
    const agreed = await dialogs.confirm({
      type: 'delete',
      message: t('noticeMng.deleteConfirm', { title: notice.nttSj }),
      confirmLabel: t('noticeMng.delete'),
    });
    if (agreed) remove.mutate(notice);
  };

  const page = list.data;
  const pages = page ? Math.max(1, Math.ceil(page.totalElements / NOTICE_PAGE_SIZE)) : 1;
  return (
    <div className="notice-mng">
      <div className="notice-mng__toolbar">
        <button type="button" onClick={() => setEditing('new')}>
          {t('noticeMng.create')}
        </button>
      </div>
      <div className="table-scroll">
        <table className="notice-mng__table" aria-label={t('noticeMng.listLabel')}>
          <thead>
            <tr>
              <th scope="col">{t('noticeMng.col.title')}</th>
              <th scope="col">{t('noticeMng.col.popup')}</th>
              <th scope="col">{t('noticeMng.col.views')}</th>
              <th scope="col">{t('noticeMng.col.date')}</th>
              <th scope="col">{t('noticeMng.col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {!page && (
              <tr>
                <td colSpan={5}>{t('noticeMng.loading')}</td>
              </tr>
            )}
            {page && page.content.length === 0 && (
              <tr>
                <td colSpan={5}>{t('noticeMng.empty')}</td>
              </tr>
            )}
            {page?.content.map((n) => (
              <tr key={n.nttId}>
                <td>{n.nttSj}</td>
                <td>
                  {n.popupAt === 'Y'
                    ? t('noticeMng.popupOn', {
                        begin: displayDate(n.popupBeginDt),
                        end: displayDate(n.popupEndDt),
                      })
                    : t('noticeMng.popupOff')}
                </td>
                <td>{n.rdcnt}</td>
                <td>{displayDate(n.registDt)}</td>
                <td>
                  <button
                    type="button"
                    className="button--secondary"
                    onClick={() => setEditing(n)}
                    aria-label={`${t('noticeMng.edit')} ${n.nttSj}`}
                  >
                    {t('noticeMng.edit')}
                  </button>{' '}
                  {n.atchmnflId && n.files.length > 0 && (
                    <>
                      <button
                        type="button"
                        className="button--secondary"
                        onClick={() => void download(n)}
                        aria-label={t('noticeMng.filesNamed', { title: n.nttSj, count: n.files.length })}
                      >
                        {t('noticeMng.files', { count: n.files.length })}
                      </button>{' '}
                    </>
                  )}
                  <button
                    type="button"
                    className="button--secondary"
                    onClick={() => void confirmDelete(n)}
                    aria-label={`${t('noticeMng.delete')} ${n.nttSj}`}
                  >
                    {t('noticeMng.delete')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav className="notice-mng__pages" aria-label={t('noticeMng.listLabel')}>
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
      <NoticeFormModal
        owner={owner}
        notice={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
      />
    </div>
  );
}
