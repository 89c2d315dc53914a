import { formatDateTime } from '@nuri/domain';
import { useApi } from '@nuri/shell';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { differingAttributes } from '@nuri/map';
import { editingKeys, fetchFeatureHistory, type FeatureHistoryEntry } from './editing-api';

const text = (v: unknown, empty: string) => (v === null || v === undefined || v === '' ? empty : String(v));

/** One feature's changes, newest first: who, when, and each attribute before → after. */
export function FeatureHistoryPanel({ lyrId, gid }: { lyrId: string; gid: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const history = useQuery({ queryKey: editingKeys.history(lyrId, gid), queryFn: () => fetchFeatureHistory(api, lyrId, gid) });
  if (history.isPending) return <p className="mb-muted">{t('web.mapBuilder.edit.history.loading')}</p>;
  if (history.isError) return <p className="mb-muted">{t('web.mapBuilder.edit.history.failed')}</p>;
  if (!history.data.length) return <p className="mb-muted">{t('web.mapBuilder.edit.history.none')}</p>;
  return (
    <ol className="fe-history" aria-label={t('web.mapBuilder.edit.history.title', { gid })} data-testid="feature-history">
      {history.data.map((h) => (
        <HistoryEntry key={h.version} entry={h} />
      ))}
    </ol>
  );
}

function HistoryEntry({ entry: h }: { entry: FeatureHistoryEntry }) {
  const { t } = useTranslation();
  const empty = t('web.mapBuilder.edit.empty');
  const before = h.before?.properties ?? {};
  const after = h.after?.properties ?? {};
  const changed = differingAttributes(before, after);
  const shapeChanged = h.op === 'U' && JSON.stringify(h.before?.geometry ?? null) !== JSON.stringify(h.after?.geometry ?? null);
  return (
    <li className="fe-history__item">
      <strong>{t(`web.mapBuilder.edit.history.op.${h.op}`)}</strong>
      <div className="mb-muted">
        {t('web.mapBuilder.edit.history.meta', { who: h.changedByNm ?? h.changedBy ?? '-', when: formatDateTime(new Date(h.changedDt)), versionNo: h.versionNo })}
      </div>
      <ul className="fe-history__changes">
        {changed.map((n) => (
          <li key={n}>{t('web.mapBuilder.edit.history.change', { column: n, before: text(before[n], empty), after: text(after[n], empty) })}</li>
        ))}
        {shapeChanged && <li>{t('web.mapBuilder.edit.history.geometryChanged')}</li>}
      </ul>
    </li>
  );
}
