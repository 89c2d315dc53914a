import { ApiError } from '@nuri/api-client';
import { normalizeLayerStyle, type LayerStyle } from '@nuri/domain';
import { useApi } from '@nuri/shell';
import { FilePicker, useToast } from '@nuri/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBlob, exportMapLibre, exportSld, importSld } from './style-exchange-api';

export interface StyleExchangeProps {
  lyrId: string;
  /** The layer's name (the downloaded files' name). */
  layerName: string;
  value: LayerStyle;
  /** The style read from an imported SLD (its symbols and classes; labels and display kept). */
  onImported: (next: LayerStyle) => void;
}

type Busy = null | 'sld' | 'maplibre' | 'import';

/**
 * Style files of a layer: the style on screen exported as SLD 1.1 or as a MapLibre style, and an
 * SLD imported onto the layer (editors; the server's message when it refuses the file).
 */
export function StyleExchange({ lyrId, layerName, value, onImported }: StyleExchangeProps) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);

  const run = async (kind: Exclude<Busy, null>, work: () => Promise<void>) => {
    setBusy(kind);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('error.temporary'));
    } finally {
      setBusy(null);
    }
  };

  const download = (kind: 'sld' | 'maplibre') =>
    run(kind, async () => {
      const blob = kind === 'sld' ? await exportSld(api, lyrId, value) : await exportMapLibre(api, lyrId, value);
      downloadBlob(blob, `${layerName}.${kind === 'sld' ? 'sld' : 'json'}`);
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const file = files[0];
    if (!file) return setError(t('builderPanel.exchange.fileRequired'));
    void run('import', async () => {
      const styleJson = await importSld(api, lyrId, file);
      const imported = normalizeLayerStyle(styleJson ?? {});
      // The SLD gives the symbols and classes; the builder's labels and display settings stay.
      onImported({ ...value, kind: imported.kind, column: imported.column, base: imported.base, classes: imported.classes });
      setFiles([]);
      toast.show(t('builderPanel.exchange.imported'), { tone: 'success' });
    });
  };

  return (
    <fieldset className="builder-panel__group builder-exchange" aria-busy={busy !== null}>
      <legend>{t('builderPanel.exchange.title')}</legend>
      <div className="builder-panel__row">
        <button type="button" className="button--secondary" disabled={busy !== null} onClick={() => void download('sld')}>
          {t('builderPanel.exchange.exportSld')}
        </button>
        <button type="button" className="button--secondary" disabled={busy !== null} onClick={() => void download('maplibre')}>
          {t('builderPanel.exchange.exportMapLibre')}
        </button>
      </div>
      <form className="builder-exchange__import" onSubmit={submit} noValidate>
        <FilePicker
          label={t('builderPanel.exchange.file')}
          accept=".sld,.xml"
          files={files}
          hint={t('builderPanel.exchange.fileHint')}
          disabled={busy !== null}
          onChange={(next) => {
            setFiles(next);
            setError(null);
          }}
        />
        <button type="submit" className="button--secondary" disabled={busy !== null}>
          {t('builderPanel.exchange.importSld')}
        </button>
      </form>
      {busy && (
        <p className="builder-panel__status" role="status">
          {t(busy === 'import' ? 'builderPanel.exchange.importing' : 'builderPanel.exchange.exporting')}
        </p>
      )}
      {error && (
        <p className="builder-panel__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
