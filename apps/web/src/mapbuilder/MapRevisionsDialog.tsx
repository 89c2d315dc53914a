import { formatDateTime } from '@nuri/domain';
import { useApi } from '@nuri/shell';
import { Modal, useDialogs, useToast } from '@nuri/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WebMapDetail } from '../map-kit/map-types';

interface MapRevision {
  revisionNo: number;
  revisionKind: 'SAVE' | 'RESTORE';
  restoredFrom: number | null;
  savedBy: string | null;
  savedByNm: string | null;
  savedDt: string;
  userMapSj: string;
  layerCnt: number;
}

export interface MapRevisionsDialogProps {
  userMapId: string;
  /** Unsaved changes in the builder (the confirmation says they will be lost). */
  dirty: boolean;
  onClose: () => void;
  /** The map as saved again from a revision: the builder shows it. */
  onRestored: (detail: WebMapDetail) => void;
}

const revisionsKey = (userMapId: string) => ['mapBuilder', 'revisions', userMapId];

/**
 * The saved revisions of a web map (issue 22), newest first, each with who saved it, when, its
 * title and layers; restoring one (after a confirmation) saves the map again from it as a new
 * revision, so nothing is lost. Offered to those who may edit the map.
 */
export function MapRevisionsDialog({ userMapId, dirty, onClose, onRestored }: MapRevisionsDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const toast = useToast();
  const queryClient = useQueryClient();
  const revisions = useQuery({
    queryKey: revisionsKey(userMapId),
    queryFn: async () =>
      (await api.unwrap(api.GET('/api/webmap/{userMapId}/revisions', { params: { path: { userMapId }, query: { pageIndex: 1, pageSize: 50 } } }))) as {
        content: MapRevision[];
      },
  });
  const restore = useMutation({
    mutationFn: async (revisionNo: number): Promise<WebMapDetail> =>
      api.unwrap(api.POST('/api/webmap/{userMapId}/revisions/{revisionNo}/restore', { params: { path: { userMapId, revisionNo } } })),
    onSuccess: (detail, revisionNo) => {
      toast.show(t('web.mapBuilder.revisions.restored', { revisionNo }), { tone: 'success' });
      void queryClient.invalidateQueries({ queryKey: revisionsKey(userMapId) });
      onRestored(detail);
    },
  });
  const ask = async (r: MapRevision) => {
    const key = dirty ? 'web.mapBuilder.revisions.confirmDirty' : 'web.mapBuilder.revisions.confirm';
    const ok = await dialogs.confirm({ type: 'confirm', message: t(key, { revisionNo: r.revisionNo, title: r.userMapSj }) });
    if (ok) restore.mutate(r.revisionNo);
  };

  const list = revisions.data?.content ?? [];
  const latest = list[0]?.revisionNo;
  return (
    <Modal
      open
      onClose={onClose}
      title={t('web.mapBuilder.revisions.title')}
      maxWidth={560}
      footer={
        <button type="button" className="button--secondary" onClick={onClose}>
          {t('web.mapBuilder.revisions.close')}
        </button>
      }
    >
      <p className="mb-muted">{t('web.mapBuilder.revisions.help')}</p>
      {revisions.isPending && <p role="status">{t('web.mapBuilder.revisions.loading')}</p>}
      {revisions.isError && <p role="alert">{t('web.mapBuilder.revisions.failed')}</p>}
      {revisions.isSuccess && !list.length && <p>{t('web.mapBuilder.revisions.empty')}</p>}
      {list.length > 0 && (
        <ol className="mb-versions__list" aria-label={t('web.mapBuilder.revisions.title')} data-testid="map-revisions">
          {list.map((r) => (
            <li key={r.revisionNo} className="mb-versions__item">
              <div>
                <strong>{t('web.mapBuilder.revisions.number', { revisionNo: r.revisionNo })}</strong>{' '}
                {r.revisionKind === 'RESTORE'
                  ? t('web.mapBuilder.revisions.kind.RESTORE', { from: r.restoredFrom ?? '-' })
                  : t('web.mapBuilder.revisions.kind.SAVE')}
                <div className="mb-revisions__title">{r.userMapSj}</div>
                <div className="mb-muted">
                  {t('web.mapBuilder.revisions.meta', { who: r.savedByNm ?? r.savedBy ?? '-', when: formatDateTime(new Date(r.savedDt)), layers: r.layerCnt })}
                </div>
              </div>
              {r.revisionNo === latest ? (
                <span className="mb-versions__current">{t('web.mapBuilder.revisions.current')}</span>
              ) : (
                <button
                  type="button"
                  disabled={restore.isPending}
                  aria-label={t('web.mapBuilder.revisions.restoreLabel', { revisionNo: r.revisionNo })}
                  onClick={() => void ask(r)}
                >
                  {t('web.mapBuilder.revisions.restore')}
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}
