import type { MapController } from '@nuri/map';
import { FormDialog, TextField } from '@nuri/ui';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { legendEntries, orderEntries } from '../legend';
import type { BaseMapItem } from '../map-types';
import type { TocNode } from '../toc-state';
import {
  ORIENTATIONS,
  PAPER_SIZES,
  PRINT_DPIS,
  PRINT_FORMATS,
  PRINT_TITLE_MAX,
  paperPixels,
  type PrintOptions,
  type PrintTexts,
} from './print-layout';
import type { PrintProgress } from './print-render';
import './print.css';

export interface PrintDialogProps {
  controller: MapController;
  /** The map's title (the print's title by default). */
  title: string;
  /** The TOC: the legend lists its visible vector layers. */
  nodes: readonly TocNode[];
  /** The legend's order as the reader arranged it on the screen. */
  legendOrder?: readonly string[];
  /** The base maps drawn (a hybrid overlay and the map under it): their names and credits go in the attribution. */
  baseMaps: readonly BaseMapItem[];
  onClose: () => void;
}

/** The base map's credits from its source options (`attributions`: text or list). */
export function baseMapCredits(baseMap: BaseMapItem): string {
  const credits = baseMap.mapUrlparamtr?.attributions;
  const list = Array.isArray(credits) ? credits.filter((c): c is string => typeof c === 'string') : typeof credits === 'string' ? [credits] : [];
  const text = list.map((c) => c.replace(/<[^>]*>/g, '').trim()).filter(Boolean).join(', ');
  return text ? `${baseMap.bcrnMapNm} (${text})` : baseMap.bcrnMapNm;
}

const fileName = (title: string, options: PrintOptions) => {
  // No path separators, reserved characters or control characters in a file name.
  const printable = [...title].map((c) => (c.charCodeAt(0) < 32 ? ' ' : c)).join('');
  const safe = printable.replace(/[\\/:*?"<>|]+/g, ' ').trim().slice(0, 60) || 'map';
  const day = new Date().toISOString().slice(0, 10);
  return `${safe}_${options.paper}_${options.orientation === 'portrait' ? 'P' : 'L'}_${options.dpi}dpi_${day}.${options.format}`;
};

function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function Choice<T extends string | number>({ legend, name, values, value, label, onChange, disabled }: {
  legend: string;
  name: string;
  values: readonly T[];
  value: T;
  label: (v: T) => ReactNode;
  onChange: (v: T) => void;
  disabled: boolean;
}) {
  return (
    <fieldset className="print-dialog__choice" disabled={disabled}>
      <legend>{legend}</legend>
      <div className="print-dialog__options">
        {values.map((v) => (
          <label key={String(v)}>
            <input type="radio" name={name} value={String(v)} checked={v === value} onChange={() => onChange(v)} />
            {label(v)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The print dialog (issue 24): paper A4/A3, portrait/landscape, 150/300 dpi, PDF or PNG, the
 * title, and which of legend, scale bar, north arrow, date and attribution go on the page. The
 * map is drawn offscreen at the paper's resolution (the screen's map is not touched) with every
 * visible layer and the base map, then the file downloads. The print code and pdf-lib load only
 * when a print starts.
 */
export function PrintDialog({ controller, title, nodes, legendOrder = [], baseMaps, onClose }: PrintDialogProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [options, setOptions] = useState<PrintOptions>({
    paper: 'A4',
    orientation: 'landscape',
    dpi: 150,
    format: 'pdf',
    title: title.trim() || t('web.print.untitled'),
    legend: true,
    scaleBar: true,
    northArrow: true,
    date: true,
    attribution: true,
  });
  const [progress, setProgress] = useState<PrintProgress | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const open = useRef(true);
  // The result is focused when the print ends (the submit button had focus and was disabled meanwhile).
  const statusRef = useRef<HTMLDivElement>(null);
  useEffect(
    () => () => {
      open.current = false;
    },
    [],
  );
  const busy = progress !== null;
  const set = <K extends keyof PrintOptions>(key: K, value: PrintOptions[K]) => setOptions((o) => ({ ...o, [key]: value }));
  const px = paperPixels(options.paper, options.orientation, options.dpi);

  const texts = (): PrintTexts => {
    const date = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'ko-KR', { dateStyle: 'long' }).format(new Date());
    const base = baseMaps.map(baseMapCredits).join(', ') || t('web.print.noBaseMap');
    return {
      legendTitle: t('web.legend.title'),
      other: t('web.legend.other'),
      more: (count) => t('web.print.more', { count }),
      date: t('web.print.dateLine', { date }),
      attribution: t('web.print.attributionLine', { baseMap: base }),
      scale: (metresPerMm) => t('web.print.scale', { scale: Math.round(metresPerMm * 1000).toLocaleString('en-US') }),
    };
  };

  const print = async () => {
    setOutcome(null);
    setProgress({ stage: 'map', loaded: 0, started: 0 });
    try {
      const { printMap } = await import('./print-render');
      const entries = orderEntries(legendEntries(nodes), [...legendOrder]);
      const blob = await printMap({ controller, options, entries, texts: texts(), onProgress: (p) => open.current && setProgress(p) });
      if (!open.current) return;
      const name = fileName(options.title, options);
      download(blob, name);
      setOutcome({ ok: true, text: t('web.print.done', { file: name }) });
    } catch (e) {
      if (!open.current) return;
      const timeout = e instanceof Error && e.name === 'MapPrintTimeout';
      setOutcome({ ok: false, text: t(timeout ? 'web.print.timeout' : 'web.print.failed') });
    } finally {
      if (open.current) {
        setProgress(null);
        window.setTimeout(() => statusRef.current?.focus(), 0);
      }
    }
  };

  const progressText =
    progress?.stage === 'map'
      ? progress.started > 0
        ? t('web.print.progress.tiles', { loaded: progress.loaded, started: progress.started })
        : t('web.print.progress.map')
      : progress?.stage === 'page'
        ? t('web.print.progress.page')
        : progress?.stage === 'file'
          ? t('web.print.progress.file')
          : '';
  const step = progress?.stage === 'map' ? 1 : progress?.stage === 'page' ? 2 : 3;

  return (
    <FormDialog
      title={t('web.print.title')}
      onClose={onClose}
      onSubmit={() => void print()}
      submitLabel={busy ? t('web.print.working') : t('web.print.submit')}
      cancelLabel={t('web.print.close')}
      pending={busy}
      submitDisabled={!options.title.trim()}
      maxWidth={560}
      formClassName="print-dialog"
    >
      <TextField label={t('web.print.mapTitle')} value={options.title}
        maxLength={PRINT_TITLE_MAX}
        required
        error={options.title.trim() ? null : t('web.print.titleRequired')}
        onChange={(v) => set('title', v)} disabled={busy} />
      <div className="print-dialog__grid">
        <Choice legend={t('web.print.paper')} name={`${id}-paper`} values={PAPER_SIZES} value={options.paper} label={(v) => v} onChange={(v) => set('paper', v)} disabled={busy} />
        <Choice
          legend={t('web.print.orientation')}
          name={`${id}-orientation`}
          values={ORIENTATIONS}
          value={options.orientation}
          label={(v) => t(`web.print.${v}`)}
          onChange={(v) => set('orientation', v)}
          disabled={busy}
        />
        <Choice legend={t('web.print.dpi')} name={`${id}-dpi`} values={PRINT_DPIS} value={options.dpi} label={(v) => t('web.print.dpiValue', { dpi: v })} onChange={(v) => set('dpi', v)} disabled={busy} />
        <Choice legend={t('web.print.format')} name={`${id}-format`} values={PRINT_FORMATS} value={options.format} label={(v) => v.toUpperCase()} onChange={(v) => set('format', v)} disabled={busy} />
      </div>
      <fieldset className="print-dialog__choice" disabled={busy}>
        <legend>{t('web.print.include')}</legend>
        <div className="print-dialog__options print-dialog__options--wrap">
          {(['legend', 'scaleBar', 'northArrow', 'date', 'attribution'] as const).map((key) => (
            <label key={key}>
              <input type="checkbox" checked={options[key]} onChange={(e) => set(key, e.target.checked)} />
              {t(`web.print.${key}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="print-dialog__hint">{t('web.print.hint', { width: px.width.toLocaleString('en-US'), height: px.height.toLocaleString('en-US') })}</p>
      <div ref={statusRef} tabIndex={-1} className="print-dialog__status" role="status" aria-live="polite">
        {busy && (
          <>
            <progress max={3} value={step} aria-label={t('web.print.progressLabel')} />
            <span>{progressText}</span>
          </>
        )}
        {!busy && outcome && <span className={outcome.ok ? 'print-dialog__ok' : 'print-dialog__error'}>{outcome.text}</span>}
      </div>
    </FormDialog>
  );
}
