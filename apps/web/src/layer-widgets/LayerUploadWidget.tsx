import {
  formatFileSize,
  UPLOAD_TYPE_MESSAGE_KEYS,
  UPLOAD_TYPES,
  uploadMaxBytes,
  type UploadType,
} from '@nuri/domain';
import { CODE_GROUPS, useCommonCodes } from '@nuri/shell';
import { FilePicker, Icon, Tabs } from '@nuri/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LayerDetail } from './layer-widgets-api';
import { readTableHeaders } from './table-headers';
import {
  acceptedExtensions,
  checkForm,
  hasFiles,
  initialForm,
  locationOf,
  takesSeveralFiles,
  type Refusal,
  type UploadForm,
} from './upload-form';
import { UploadOptions } from './UploadOptions';
import { UploadProgress } from './UploadProgress';
import { isBusy, useUploadFlow, type Progress } from './use-upload-flow';
import './layer-widgets.css';
import { useContentNameGate } from '../names/use-content-name-gate';

export interface LayerUploadWidgetProps {
  /** Called with the new layer once it is ready (its import completed, or at once for web and custom). */
  onUploaded: (layer: LayerDetail) => void;
  onClose?: () => void;
  /** Offered beside the result summary: where the new layer is styled (the builder's layer settings). */
  onOpenLayer?: (layer: LayerDetail) => void;
}

/**
 * Layer upload (spec 001 §2): type tabs (shp, geocoding, dxf, GeoTIFF, image, web, custom), the
 * files and options of the type, checks before sending with the API's own rules and texts, then
 * the upload's progress in the panel (bytes sent, then the import job's stages), cancellable,
 * until the layer is ready and its result summary shows.
 */
export function LayerUploadWidget({ onUploaded, onClose, onOpenLayer }: LayerUploadWidgetProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [type, setType] = useState<UploadType>('shp');
  const [progress, setProgress] = useState<Progress>({ phase: 'idle' });
  const busy = isBusy(progress);
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
              onOpenLayer={onOpenLayer}
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
  onOpenLayer?: (layer: LayerDetail) => void;
}

function UploadFormView({ type, progress, setProgress, onUploaded, onOpenLayer }: UploadFormViewProps) {
  const { t } = useTranslation();
  const gate = useContentNameGate();
  const [form, setForm] = useState<UploadForm>(() => initialForm(type));
  const [headers, setHeaders] = useState<string[] | null>(null);
  const change = (patch: Partial<UploadForm>) => setForm((current) => ({ ...current, ...patch }));
  const busy = isBusy(progress);
  const flow = useUploadFlow({ progress, setProgress, onUploaded });
  const nameId = useId();
  const descriptionId = useId();

  // The header line of a CSV/TXT table: the columns to choose from and the client-side check.
  const table = type === 'geocoding' ? form.files[0] : undefined;
  useEffect(() => {
    let current = true;
    setHeaders(null);
    if (table)
      void readTableHeaders(table, form.encoding).then((found) => {
        if (!current) return;
        setHeaders(found);
        // An address column and no coordinates: geocoding by address, the column preselected.
        setForm((f) => ({ ...f, ...locationOf(found) }));
      });
    return () => {
      current = false;
    };
  }, [table, form.encoding]);

  const refusalText = (refusal: Refusal) => t(refusal.key, refusal.params ?? {});

  // The progress, then the result, kept in view (below the form, in a short panel or a phone's sheet).
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (progress.phase !== 'idle') outcome.current?.scrollIntoView?.({ block: 'nearest' });
  }, [progress.phase]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const refusal = checkForm(form, headers);
    if (refusal) {
      flow.fail(refusalText(refusal));
      return;
    }
    // The names rule on screen (banned refused, restricted after a confirmation); the server
    // checks it again on the JSON uploads (web and custom layers), not on multipart ones.
    const name = form.lyrNm.trim();
    void (name ? gate(name) : Promise.resolve({ headers: {} })).then((pass) => {
      if (pass) flow.start(form, pass.headers);
    });
  };

  const extensions = acceptedExtensions(type);
  const maxBytes = uploadMaxBytes(type);
  return (
    <form className="layer-upload__form" noValidate onSubmit={submit} aria-busy={busy}>
      <p className="layer-upload__hint">{t(`layerWidgets.upload.about.${type}`)}</p>
      {hasFiles(type) && (
        <div className="layer-upload__field">
          <FilePicker
            label={t('layerWidgets.upload.files')}
            accept={extensions.map((ext) => `.${ext}`).join(',')}
            multiple={takesSeveralFiles(type)}
            disabled={busy}
            files={form.files}
            hint={`${t('layerWidgets.upload.extensions', { extensions: extensions.join(', ') })}${maxBytes !== null ? ` ${t('layerWidgets.upload.maxSize', { limit: formatFileSize(maxBytes) })}` : ''}`}
            onChange={(files) => change({ files })}
          />
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
      <div ref={outcome} className="layer-upload__outcome">
        <UploadProgress
          progress={progress}
          job={flow.job}
          withFiles={hasFiles(type)}
          geocoding={type === 'geocoding' && form.locationMode === 'address'}
          cancellable={flow.cancellable}
          onCancel={flow.cancel}
          onOpenLayer={onOpenLayer}
        />
      </div>
    </form>
  );
}
