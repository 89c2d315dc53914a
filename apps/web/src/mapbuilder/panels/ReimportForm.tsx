import { ApiError, quietErrors } from '@nuri/api-client';
import { UPLOAD_EXTENSIONS } from '@nuri/domain';
import { useApi } from '@nuri/shell';
import { FilePicker, SelectField, useToast } from '@nuri/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { startReimport, type ReimportFields, type ReimportMode } from './data-api';
import { attributeColumns, panelKeys, useLayerColumns } from './panels-api';

export interface ReimportFormProps {
  lyrId: string;
  /** The layer's upload type (shp, geocoding, dxf): the new file must be of it. */
  uploadTy: 'shp' | 'geocoding' | 'dxf';
}

const ENDED = ['ready', 'failed', 'cancelled'];

/**
 * "데이터 갱신" (issue 22 "Update data"): the layer's data updated from a new file, replacing every
 * feature or upserting by a key column, run as an import job (stages, progress, cancel) and saved
 * as ONE new layer version that the versions tab can restore. The result says what changed.
 */
export function ReimportForm({ lyrId, uploadTy }: ReimportFormProps) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const id = useId();
  const queryClient = useQueryClient();
  const columns = useLayerColumns(lyrId);
  const [files, setFiles] = useState<File[]>([]);
  const [mode, setMode] = useState<ReimportMode>('replace');
  const [keyColumn, setKeyColumn] = useState('');
  const [encoding, setEncoding] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useQuery({
    queryKey: ['mapBuilder', 'reimportJob', jobId],
    queryFn: () => api.unwrap(api.GET('/api/jobs/{jobId}', { params: { path: { jobId: jobId ?? '' } } })),
    enabled: jobId !== null,
    gcTime: 0,
    refetchInterval: (q) => (q.state.data && ENDED.includes(q.state.data.stage) ? false : 700),
  });
  const stage = job.data?.stage;
  const running = jobId !== null && (!stage || !ENDED.includes(stage));

  useEffect(() => {
    if (stage !== 'ready') return;
    toast.show(t('builderPanel.reimport.done', { versionNo: job.data?.reimport?.versionNo ?? '-' }), { tone: 'success' });
    void queryClient.invalidateQueries({ queryKey: ['mapBuilder', 'attributes', lyrId] });
    void queryClient.invalidateQueries({ queryKey: ['mapBuilder', 'versions', lyrId] });
    void queryClient.invalidateQueries({ queryKey: panelKeys.columns(lyrId) });
  }, [stage]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!files.length) return setError(t('builderPanel.reimport.fileRequired'));
    if (mode === 'upsert' && !keyColumn) return setError(t('builderPanel.reimport.keyRequired'));
    setSending(true);
    setError(null);
    try {
      const fields: ReimportFields = { mode, keyColumn: mode === 'upsert' ? keyColumn : undefined, encoding: (encoding || undefined) as ReimportFields['encoding'] };
      const accepted = await startReimport(api, lyrId, fields, files);
      setJobId(accepted.jobId ?? null);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('error.temporary'));
    } finally {
      setSending(false);
    }
  };
  const cancel = async () => {
    if (!jobId) return;
    try {
      await api.unwrap(api.POST('/api/jobs/{jobId}/cancel', { params: { path: { jobId } }, ...quietErrors(409) }));
      await job.refetch();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('error.temporary'));
    }
  };

  const summary = job.data?.reimport;
  return (
    <section className="builder-reimport" aria-label={t('builderPanel.reimport.title')}>
      <h3>{t('builderPanel.reimport.title')}</h3>
      <p className="mb-muted">{t('builderPanel.reimport.help')}</p>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <FilePicker
          label={t('builderPanel.reimport.file')}
          multiple
          accept={UPLOAD_EXTENSIONS[uploadTy].map((e) => `.${e}`).join(',')}
          files={files}
          onChange={setFiles}
        />
        <fieldset className="builder-bulk__target">
          <legend>{t('builderPanel.reimport.mode')}</legend>
          <label>
            <input type="radio" name={`${id}-mode`} checked={mode === 'replace'} onChange={() => setMode('replace')} />
            {t('builderPanel.reimport.mode.replace')}
          </label>
          <label>
            <input type="radio" name={`${id}-mode`} checked={mode === 'upsert'} onChange={() => setMode('upsert')} />
            {t('builderPanel.reimport.mode.upsert')}
          </label>
        </fieldset>
        {mode === 'upsert' && (
          <SelectField
            label={t('builderPanel.reimport.key')}
            value={keyColumn}
            onChange={setKeyColumn}
            placeholder={t('builderPanel.column.choose')}
            hint={t('builderPanel.reimport.keyHint')}
            options={attributeColumns(columns.data ?? []).map((c) => ({ value: c.name, label: c.name }))}
            required
          />
        )}
        {uploadTy !== 'dxf' && (
          <SelectField
            label={t('builderPanel.reimport.encoding')}
            value={encoding}
            onChange={setEncoding}
            options={[
              { value: '', label: t('builderPanel.reimport.encodingAuto') },
              { value: 'UTF-8', label: 'UTF-8' },
              { value: 'CP949', label: 'CP949 (EUC-KR)' },
            ]}
          />
        )}
        {error && (
          <p className="builder-panel__error" role="alert">
            {error}
          </p>
        )}
        <div className="builder-reimport__actions">
          <button type="submit" disabled={sending || running}>
            {t('builderPanel.reimport.start')}
          </button>
          {running && job.data?.cancellable && (
            <button type="button" className="button--secondary" onClick={() => void cancel()}>
              {t('builderPanel.reimport.cancel')}
            </button>
          )}
        </div>
      </form>
      {jobId && (
        <div className="builder-reimport__status" role="status" aria-live="polite">
          {running && (
            <>
              <progress max={100} value={job.data?.progress ?? 0} aria-label={t('builderPanel.reimport.progress')} />{' '}
              {t('builderPanel.reimport.running', { stage: t(`layerWidgets.upload.stage.${(stage ?? 'queued') as 'queued' | 'converting' | 'loading' | 'indexing'}`), percent: job.data?.progress ?? 0 })}
            </>
          )}
          {stage === 'failed' && <p className="builder-panel__error">{job.data?.error}</p>}
          {stage === 'cancelled' && <p>{t('builderPanel.reimport.cancelled')}</p>}
          {stage === 'ready' && summary && (
            <p>
              {t('builderPanel.reimport.summary', {
                versionNo: summary.versionNo,
                inserted: summary.inserted,
                updated: summary.updated,
                deleted: summary.deleted,
                unchanged: summary.unchanged,
                features: summary.featureCnt,
              })}
              {summary.ignoredColumns.length > 0 && ` ${t('builderPanel.reimport.ignored', { columns: summary.ignoredColumns.join(', ') })}`}
              {summary.missingColumns.length > 0 && ` ${t('builderPanel.reimport.missing', { columns: summary.missingColumns.join(', ') })}`}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
