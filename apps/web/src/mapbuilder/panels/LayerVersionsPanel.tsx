import { quietErrors } from '@nuri/api-client';
import { formatDateTime } from '@nuri/domain';
import { useApi } from '@nuri/shell';
import { useDialogs, useToast } from '@nuri/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnType } from './data-api';

interface LayerVersion {
  versionNo: number;
  versionKind: 'IMPORT' | 'EDIT' | 'RESTORE' | 'REIMPORT' | 'COLUMNS';
  changeDetail?: Record<string, unknown> | null;
  restoredFrom: number | null;
  changeCnt: number;
  featureCnt: number;
  creatNm: string | null;
  creatId: string | null;
  creatDt: string;
}

export interface LayerVersionsPanelProps {
  lyrId: string;
  layerName: string;
}

const versionsKey = (lyrId: string) => ['mapBuilder', 'versions', lyrId];

/**
 * A layer's versions (issue 22 "History"): the import, every save and restore, newest first, and
 * going back to one as a new version (nothing is lost: the restore is itself a version). Editors
 * only; for others the panel says so.
 */
export function LayerVersionsPanel({ lyrId, layerName }: LayerVersionsPanelProps) {
  const { t } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const toast = useToast();
  const queryClient = useQueryClient();
  const versions = useQuery({
    queryKey: versionsKey(lyrId),
    queryFn: async () => {
      const { data, response } = await api.GET('/api/layers/{lyrId}/versions', {
        params: { path: { lyrId }, query: { pageIndex: 1, pageSize: 50 } },
        ...quietErrors(403),
      });
      if (response.status === 403) return null;
      if (!response.ok || !data) throw new Error(`versions: ${response.status}`);
      return data.result as { content: LayerVersion[]; totalElements: number };
    },
  });
  const restore = useMutation({
    mutationFn: async (versionNo: number) => {
      return api.unwrap(api.POST('/api/layers/{lyrId}/versions/{versionNo}/restore', { params: { path: { lyrId, versionNo } } }));
    },
    onSuccess: (done, versionNo) => {
      toast.show(t('web.mapBuilder.versions.restored', { versionNo, changeCnt: done.changeCnt }), { tone: 'success' });
      void queryClient.invalidateQueries({ queryKey: versionsKey(lyrId) });
    },
  });
  const ask = async (v: LayerVersion) => {
    const ok = await dialogs.confirm({ type: 'confirm', message: t('web.mapBuilder.versions.confirm', { versionNo: v.versionNo, layer: layerName }) });
    if (ok) restore.mutate(v.versionNo);
  };

  // What a column change or a data update did (change_detail).
  const detailText = (d: Record<string, unknown>): string => {
    const text = (key: string) => String(d[key] ?? '');
    if (d.op === 'add') return t('web.mapBuilder.versions.detail.add', { name: text('name'), type: t(`builderPanel.columnsEdit.type.${text('type') as ColumnType}`) });
    if (d.op === 'rename') return t('web.mapBuilder.versions.detail.rename', { name: text('name'), newName: text('newName') });
    if (d.op === 'remove') return t('web.mapBuilder.versions.detail.remove', { name: text('name') });
    if (d.mode) return t(`web.mapBuilder.versions.detail.${d.mode === 'upsert' ? 'upsert' : 'replace'}`, { file: text('fileName'), key: text('keyColumn') });
    return '';
  };
  if (versions.isPending) return <p className="mb-muted">{t('web.mapBuilder.versions.loading')}</p>;
  if (versions.isError) return <p className="mb-muted">{t('web.mapBuilder.versions.failed')}</p>;
  if (versions.data === null) return <p className="mb-muted">{t('web.mapBuilder.versions.editorsOnly')}</p>;
  const list = versions.data.content;
  const latest = list[0]?.versionNo;
  return (
    <div className="mb-versions">
      <p className="mb-muted">{t('web.mapBuilder.versions.help')}</p>
      <ol className="mb-versions__list" aria-label={t('web.mapBuilder.versions.title', { layer: layerName })}>
        {list.map((v) => (
          <li key={v.versionNo} className="mb-versions__item">
            <div>
              <strong>{t('web.mapBuilder.versions.number', { versionNo: v.versionNo })}</strong>{' '}
              {v.versionKind === 'RESTORE'
                ? t('web.mapBuilder.versions.kind.RESTORE', { from: v.restoredFrom ?? '-' })
                : t(`web.mapBuilder.versions.kind.${v.versionKind}`)}
              {v.changeDetail && <div>{detailText(v.changeDetail)}</div>}
              <div className="mb-muted">
                {t('web.mapBuilder.versions.meta', {
                  who: v.creatNm ?? v.creatId ?? '-',
                  when: formatDateTime(new Date(v.creatDt)),
                  changes: v.changeCnt,
                  features: v.featureCnt,
                })}
              </div>
            </div>
            {v.versionNo === latest ? (
              <span className="mb-versions__current">{t('web.mapBuilder.versions.current')}</span>
            ) : (
              <button type="button" disabled={restore.isPending} onClick={() => void ask(v)}>
                {t('web.mapBuilder.versions.restore')}
              </button>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
