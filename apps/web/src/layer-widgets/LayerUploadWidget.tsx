import { ApiError } from '@nuri/api-client';
import {
  formatFileSize,
  UPLOAD_TYPE_MESSAGE_KEYS,
  UPLOAD_TYPES,
  uploadMaxBytes,
  type UploadType,
} from '@nuri/domain';
import { CODE_GROUPS, useApi, useCommonCodes } from '@nuri/shell';
import { Icon, Tabs, useDialogs } from '@nuri/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../institution/error-text';
import { ImportReportSummary } from './ImportReportSummary';
import { fetchLayer, uploadLayer, type ImportReport, type LayerDetail, type UploadAccepted } from './layer-widgets-api';
import { readTableHeaders } from './table-headers';
import {
  acceptedExtensions,
  checkForm,
  filesToSend,
  hasFiles,
  initialForm,
  takesSeveralFiles,
  toUploadFields,
  type Refusal,
  type UploadForm,
} from './upload-form';
import { UploadOptions } from './UploadOptions';
import { useImportJob } from './use-import-job';
import './layer-widgets.css';
import { useContentNameGate } from '../names/use-content-name-gate';

export interface LayerUploadWidgetProps {
  /** Called with the new layer once it is ready (its import completed, or at once for web and custom). */
  onUploaded: (layer: LayerDetail) => void;
  onClose?: () => void;
}

/** Where the upload stands: the import job to follow once the files are accepted. */
type Progress =
  | { phase: 'idle' }
  | { phase: 'sending' }
  | { phase: 'importing'; jobId: string; lyrId: string }
  | { phase: 'finishing'; lyrId: string }
  | { phase: 'done'; lyrNm: string; report: ImportReport | null }
  | { phase: 'failed'; message: string };

/**
 * Layer upload (spec 001 §2): type tabs (shp, geocoding, dxf, GeoTIFF, image, web, custom), the
 * files and options of the type, checks before sending with the API's own rules and texts, then
 * the import job's progress (GET /api/jobs/{jobId}) until the layer is ready.
 */
export function LayerUploadWidget({ onUploaded, onClose }: LayerUploadWidgetProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [type, setType] = useState<UploadType>('shp');
  const [progress, setProgress] = useState<Progress>({ phase: 'idle' });
  const busy =
    progress.phase === 'sending' || progress.phase === 'importing' || progress.phase === 'finishing';
  // A new form per upload (and per type): a key remounts it with its initial state.
  const [formKey, setFormKey] = useState(0);
  // Upload type names of the common codes (MPD007, spec 001 §9); the catalogue's while they load.
  const uploadTypes = useCommonCodes(CODE_GROUPS.UPLOAD_TYPE, { includeUnused: true });
  const uploadTypeName = (uploadType: UploadType) =>
    uploadTypes.codes.some((c) => c.code === uploadType)
      ? uploadTypes.label(uploadType)
      : t(UPLOAD_TYPE_MESSAGE_KEYS[uploadType]);

  return (
    <section className="layer-widget layer-upload" aria-labelledby={titleId}>
      <header className="layer-widget__header">
        <h2 id={titleId}>{t('layerWidgets.upload.title')}</h2>
        {onClose && (
          <button
            type="button"
            className="layer-widget__close"
            aria-label={t('layerWidgets.close')}
            disabled={busy}
            onClick={onClose}
          >
            <Icon name="close" size={16} />
          </button>
        )}
      </header>
      <Tabs
        label={t('layerWidgets.upload.types')}
        selectedId={type}
        onChange={(id) => {
          if (busy) return;
          setType(id as UploadType);
          setProgress({ phase: 'idle' });
        }}
        tabs={UPLOAD_TYPES.map((uploadType) => ({
          id: uploadType,
          label: uploadTypeName(uploadType),
          disabled: busy && uploadType !== type,
          content: (
            <UploadFormView
              key={`${uploadType}:${formKey}`}
              type={uploadType}
              progress={progress}
              setProgress={setProgress}
              onUploaded={(layer) => {
                setFormKey((k) => k + 1);
                onUploaded(layer);
              }}
            />
          ),
        }))}
      />
    </section>
  );
}

interface UploadFormViewProps {
  type: UploadType;
  progress: Progress;
  setProgress: (progress: Progress) => void;
  onUploaded: (layer: LayerDetail) => void;
}

function UploadFormView({ type, progress, setProgress, onUploaded }: UploadFormViewProps) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const gate = useContentNameGate();
  const [form, setForm] = useState<UploadForm>(() => initialForm(type));
  const [headers, setHeaders] = useState<string[] | null>(null);
  const change = (patch: Partial<UploadForm>) => setForm((current) => ({ ...current, ...patch }));
  const busy =
    progress.phase === 'sending' || progress.phase === 'importing' || progress.phase === 'finishing';
  const nameId = useId();
  const descriptionId = useId();
  const fileId = useId();
  const fileHintId = useId();

  // The header line of a CSV/TXT table: the columns to choose from and the client-side check.
  const table = type === 'geocoding' ? form.files[0] : undefined;
  useEffect(() => {
    let current = true;
    setHeaders(null);
    if (table) void readTableHeaders(table, form.encoding).then((found) => current && setHeaders(found));
    return () => {
      current = false;
    };
  }, [table, form.encoding]);

  const title = t('layerWidgets.upload.title');
  const fail = (message: string) => {
    setProgress({ phase: 'failed', message });
    void dialogs.alert({ type: 'failure', title, message });
  };
  const refusalText = (refusal: Refusal) => t(refusal.key, refusal.params ?? {});

  const finish = useMutation({
    mutationFn: (lyrId: string) => fetchLayer(api, lyrId),
    onSuccess: (layer) => {
      setProgress({ phase: 'done', lyrNm: layer.lyrNm, report: layer.importReport });
      onUploaded(layer);
    },
    onError: (error) => failedRequest(error),
  });

  const failedRequest = (error: unknown) => {
    // The API client has shown the server's own text already; keep it beside the form too.
    if (error instanceof ApiError) setProgress({ phase: 'failed', message: errorText(error, i18n) });
    else fail(t('error.temporary'));
  };

  const upload = useMutation({
    mutationFn: (headers: Record<string, string>) =>
      uploadLayer(api, toUploadFields(form), filesToSend(form), headers),
    onSuccess: (accepted: UploadAccepted) => {
      if (accepted.jobId) setProgress({ phase: 'importing', jobId: accepted.jobId, lyrId: accepted.lyrId });
      else {
        setProgress({ phase: 'finishing', lyrId: accepted.lyrId });
        finish.mutate(accepted.lyrId);
      }
    },
    onError: failedRequest,
  });

  const job = useImportJob(progress.phase === 'importing' ? progress.jobId : null);
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (progress.phase !== 'importing' || handled.current === progress.jobId) return;
    if (job.data?.state === 'completed') {
      handled.current = progress.jobId;
      setProgress({ phase: 'finishing', lyrId: progress.lyrId });
      finish.mutate(progress.lyrId);
    } else if (job.data?.state === 'failed') {
      handled.current = progress.jobId;
      fail(job.data.error ?? t('layerWidgets.upload.importFailed'));
    } else if (job.isError) {
      handled.current = progress.jobId;
      failedRequest(job.error);
    }
    // finish/fail are stable enough: they only read the state setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [job.data, job.isError, progress]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const refusal = checkForm(form, headers);
    if (refusal) {
      fail(refusalText(refusal));
      return;
    }
    // The names rule on screen (banned refused, restricted after a confirmation); the server
    // checks it again on the JSON uploads (web and custom layers), not on multipart ones.
    const name = form.lyrNm.trim();
    void (name ? gate(name) : Promise.resolve({ headers: {} })).then((pass) => {
      if (!pass) return;
      setProgress({ phase: 'sending' });
      upload.mutate(pass.headers);
    });
  };

  const extensions = acceptedExtensions(type);
  const maxBytes = uploadMaxBytes(type);
  return (
    <form className="layer-upload__form" noValidate onSubmit={submit} aria-busy={busy}>
      <p className="layer-upload__hint">{t(`layerWidgets.upload.about.${type}`)}</p>
      {hasFiles(type) && (
        <div className="layer-upload__field">
          <label htmlFor={fileId}>{t('layerWidgets.upload.files')}</label>
          <input
            id={fileId}
            type="file"
            accept={extensions.map((ext) => `.${ext}`).join(',')}
            multiple={takesSeveralFiles(type)}
            disabled={busy}
            aria-describedby={fileHintId}
            onChange={(e) => change({ files: Array.from(e.target.files ?? []) })}
          />
          <p id={fileHintId} className="layer-upload__hint">
            {t('layerWidgets.upload.extensions', { extensions: extensions.join(', ') })}
            {maxBytes !== null && ` ${t('layerWidgets.upload.maxSize', { limit: formatFileSize(maxBytes) })}`}
          </p>
          {form.files.length > 0 && (
            <ul className="layer-upload__chosen" aria-label={t('layerWidgets.upload.chosen')}>
              {form.files.map((file) => (
                <li key={`${file.name}:${file.size}`}>
                  {file.name} <span className="layer-upload__size">({formatFileSize(file.size)})</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="layer-upload__field">
        <label htmlFor={nameId}>
          {t(type === 'custom' ? 'layerWidgets.upload.lyrNmRequired' : 'layerWidgets.upload.lyrNm')}
        </label>
        <input
          id={nameId}
          type="text"
          value={form.lyrNm}
          maxLength={200}
          disabled={busy}
          placeholder={type === 'custom' ? '' : t('layerWidgets.upload.lyrNmPlaceholder')}
          onChange={(e) => change({ lyrNm: e.target.value })}
        />
      </div>
      <div className="layer-upload__field">
        <label htmlFor={descriptionId}>{t('layerWidgets.upload.lyrDc')}</label>
        <textarea
          id={descriptionId}
          rows={2}
          value={form.lyrDc}
          maxLength={4000}
          disabled={busy}
          onChange={(e) => change({ lyrDc: e.target.value })}
        />
      </div>
      <UploadOptions form={form} change={change} disabled={busy} headers={headers} />
      <div className="layer-upload__actions">
        <button type="submit" disabled={busy}>
          {t(hasFiles(type) ? 'layerWidgets.upload.submit' : 'layerWidgets.upload.create')}
        </button>
      </div>
      <UploadProgress progress={progress} jobProgress={job.data?.progress ?? 0} jobState={job.data?.state} />
    </form>
  );
}

function UploadProgress({
  progress,
  jobProgress,
  jobState,
}: {
  progress: Progress;
  jobProgress: number;
  jobState: string | undefined;
}) {
  const { t } = useTranslation();
  const label = t('layerWidgets.upload.progress');
  switch (progress.phase) {
    case 'idle':
      return null;
    case 'sending':
      return (
        <div className="layer-upload__progress">
          <progress aria-label={label} />
          <p role="status">{t('layerWidgets.upload.sending')}</p>
        </div>
      );
    case 'importing':
    case 'finishing': {
      const value =
        progress.phase === 'finishing' ? 100 : Math.max(0, Math.min(100, Math.round(jobProgress)));
      return (
        <div className="layer-upload__progress">
          <progress aria-label={label} max={100} value={value} />
          <p role="status">
            {t(jobState === 'waiting' ? 'layerWidgets.upload.waiting' : 'layerWidgets.upload.importing', {
              progress: value,
            })}
          </p>
        </div>
      );
    }
    case 'done':
      return (
        <div className="layer-upload__result">
          <p role="status" className="layer-upload__done">
            {t('layerWidgets.upload.done', { name: progress.lyrNm })}
          </p>
          {progress.report && <ImportReportSummary report={progress.report} />}
        </div>
      );
    case 'failed':
      return (
        <p className="layer-upload__failed">
          <strong>{t('layerWidgets.upload.failed')}</strong> {progress.message}
        </p>
      );
  }
}
