import { formatFileSize } from '@nuri/domain';
import { useTranslation } from 'react-i18next';
import { ImportReportSummary } from './ImportReportSummary';
import type { JobStatus, LayerDetail } from './layer-widgets-api';
import type { Progress } from './use-upload-flow';

/** The steps the panel shows for a file upload: the sending, then the import job's stages. */
const STEPS = ['sending', 'queued', 'converting', 'loading', 'geocoding', 'indexing', 'ready'] as const;
type Step = (typeof STEPS)[number];

/** The steps shown: geocoding only for an address table (or when the job reports it). */
const stepsOf = (geocoding: boolean): readonly Step[] => (geocoding ? STEPS : STEPS.filter((s) => s !== 'geocoding'));

const STATUS_KEYS = {
  sending: 'layerWidgets.upload.sending',
  queued: 'layerWidgets.upload.waiting',
  converting: 'layerWidgets.upload.importing',
  loading: 'layerWidgets.upload.loading',
  geocoding: 'layerWidgets.upload.geocoding',
  indexing: 'layerWidgets.upload.indexing',
  ready: 'layerWidgets.upload.importing',
} as const satisfies Record<Step, string>;

interface UploadProgressProps {
  progress: Progress;
  /** The import job's last answer while it is followed. */
  job: JobStatus | undefined;
  /** Whether the upload has files (a job with stages) or is created at once (web, custom). */
  withFiles: boolean;
  /** An address table: the rows are geocoded (a step of its own). */
  geocoding?: boolean;
  cancellable: boolean;
  onCancel: () => void;
  onOpenLayer?: (layer: LayerDetail) => void;
}

/** The step now and its percent (undefined: not measurable yet). */
function where(progress: Progress, job: JobStatus | undefined): { step: Step; percent: number | undefined } {
  switch (progress.phase) {
    case 'sending':
      return {
        step: 'sending',
        percent: progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : undefined,
      };
    case 'importing': {
      const stage = job?.stage;
      const step: Step = stage && (STEPS as readonly string[]).includes(stage) ? (stage as Step) : 'queued';
      return { step, percent: Math.max(0, Math.min(100, Math.round(job?.progress ?? 0))) };
    }
    default:
      return { step: 'ready', percent: 100 };
  }
}

/**
 * The upload's progress in the panel: the steps (sending, queued, converting, loading, geocoding, indexing,
 * ready), a progress bar of the current step with its text, and Cancel; then the result (the
 * layer's features and the import report) or why it ended.
 */
export function UploadProgress({
  progress,
  job,
  withFiles,
  geocoding = false,
  cancellable,
  onCancel,
  onOpenLayer,
}: UploadProgressProps) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  switch (progress.phase) {
    case 'idle':
      return null;
    case 'done':
      return (
        <div className="layer-upload__result">
          <p role="status" className="layer-upload__done">
            {t('layerWidgets.upload.done', { name: progress.layer.lyrNm })}
          </p>
          {progress.report ? (
            <ImportReportSummary report={progress.report} layer={progress.layer} />
          ) : (
            progress.layer.lyrTySeCode !== '0' &&
            progress.layer.featureCnt !== null && (
              <p className="layer-upload__features">
                {t('layerWidgets.upload.features', { count: number(progress.layer.featureCnt) })}
              </p>
            )
          )}
          {onOpenLayer && (
            <button type="button" className="layer-upload__open" onClick={() => onOpenLayer(progress.layer)}>
              {t('layerWidgets.upload.openLayer')}
            </button>
          )}
        </div>
      );
    case 'cancelled':
      return (
        <p role="status" className="layer-upload__cancelled">
          <strong>{t('layerWidgets.upload.cancelled')}</strong> {progress.message}
        </p>
      );
    case 'failed':
      return (
        <p className="layer-upload__failed">
          <strong>{t('layerWidgets.upload.failed')}</strong> {progress.message}
        </p>
      );
  }
  const { step, percent } = where(progress, job);
  const stepName = (s: Step) => t(`layerWidgets.upload.stage.${s}`);
  const text =
    step === 'sending'
      ? progress.phase === 'sending' && percent !== undefined
        ? t('layerWidgets.upload.sendingBytes', {
            sent: formatFileSize(progress.loaded),
            total: formatFileSize(progress.total),
            progress: percent,
          })
        : t('layerWidgets.upload.sending')
      : t(STATUS_KEYS[step], { progress: percent ?? 0 });
  const steps = stepsOf(geocoding || step === 'geocoding');
  const current = steps.indexOf(step);
  return (
    <div className="layer-upload__progress">
      {withFiles && (
        <ol className="upload-steps" aria-label={t('layerWidgets.upload.stages')}>
          {steps.map((s, i) => (
            <li
              key={s}
              className={`upload-steps__step${i < current ? ' is-done' : ''}${i === current ? ' is-current' : ''}`}
              aria-current={i === current ? 'step' : undefined}
            >
              <span aria-hidden="true">{stepName(s)}</span>
              <span className="visually-hidden">
                {i < current
                  ? t('layerWidgets.upload.stageDone', { stage: stepName(s) })
                  : i === current
                    ? t('layerWidgets.upload.stageCurrent', { stage: stepName(s) })
                    : stepName(s)}
              </span>
            </li>
          ))}
        </ol>
      )}
      <div
        className="upload-bar"
        role="progressbar"
        aria-label={t('layerWidgets.upload.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={percent === undefined ? stepName(step) : `${stepName(step)} ${percent}%`}
      >
        <div
          className={`upload-bar__fill${percent === undefined ? ' is-indeterminate' : ''}`}
          style={{ width: `${percent ?? 100}%` }}
        />
      </div>
      <p role="status" className="layer-upload__status">
        {text}
      </p>
      {(progress.phase === 'sending' || progress.phase === 'importing') && (
        <button type="button" className="layer-upload__cancel" disabled={!cancellable} onClick={onCancel}>
          {t('layerWidgets.upload.cancel')}
        </button>
      )}
    </div>
  );
}
