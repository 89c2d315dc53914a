import {
  CATEGORY_PALETTE,
  categorizedClasses,
  classesFromBreaks,
  MAX_GRADUATED_CLASSES,
  MAX_STYLE_CLASSES,
  MIN_GRADUATED_CLASSES,
  schemeColors,
  STYLE_KINDS,
  type ClassifyMethod,
  type LayerStyle,
  type LyrTySeCode,
  type StyleKind,
  type SymbolStyle,
} from '@nuri/domain';
import { useApi } from '@nuri/shell';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnSelect, ColumnsGate, NumberField } from './fields';
import { attributeColumns, fetchColumnClasses, fetchColumnValues, panelKeys, useLayerColumns, type ColumnClasses } from './panels-api';
import { Histogram, MethodField, SchemeField, type SchemeChoice } from './StyleClassify';
import { ClassList, colorTarget, LegendPreview, rebase } from './StyleClasses';
import { StyleDisplay } from './StyleDisplay';
import { newRule, RuleList } from './StyleRules';
import { StyleExchange } from './StyleExchange';
import { StyleSize } from './StyleSize';
import { geometryKindOf, SymbolEditor, type GeometryKind } from './SymbolEditor';
import './panels.css';

export interface StylePanelProps {
  lyrId: string;
  lyrTySeCode: LyrTySeCode;
  value: LayerStyle;
  onChange: (next: LayerStyle) => void;
  /** The layer's name in the map (the exported files' name). */
  layerName?: string;
}

/**
 * The style editor of a vector layer: single symbol, categorised by a column's values, graduated
 * by a numeric column, or rule-based by attribute filters; point markers may be sized by a
 * numeric column (proportional symbols).
 */
export function StylePanel({ lyrId, lyrTySeCode, value, onChange, layerName = lyrId }: StylePanelProps) {
  const { t } = useTranslation();
  const geometry = geometryKindOf(lyrTySeCode);
  return (
    <section className="builder-panel" aria-label={t('builderPanel.style.title')}>
      <h3 className="builder-panel__title">{t('builderPanel.style.title')}</h3>
      {geometry ? (
        <>
          <StyleEditor lyrId={lyrId} geometry={geometry} value={value} onChange={onChange} />
          <StyleExchange lyrId={lyrId} layerName={layerName} value={value} onImported={onChange} />
        </>
      ) : (
        <p className="builder-panel__status">{t('builderPanel.style.unsupported')}</p>
      )}
    </section>
  );
}

type Loading =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'error'; retry: () => void }
  | { state: 'empty' }
  | { state: 'partial'; max: number };

const DEFAULT_CLASS_COUNT = 5;

function initialCount(style: LayerStyle): number {
  const n = style.classes.length;
  return style.kind === 'graduated' && n >= MIN_GRADUATED_CLASSES && n <= MAX_GRADUATED_CLASSES ? n : DEFAULT_CLASS_COUNT;
}

function StyleEditor({ lyrId, geometry, value, onChange }: { lyrId: string; geometry: GeometryKind; value: LayerStyle; onChange: (next: LayerStyle) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const kindName = useId();
  const columns = useLayerColumns(lyrId);
  const [loading, setLoading] = useState<Loading>({ state: 'idle' });
  const [count, setCount] = useState(() => initialCount(value));
  const [method, setMethod] = useState<ClassifyMethod>('equalInterval');
  const [scheme, setScheme] = useState<SchemeChoice>({ name: null, reverse: false });
  const [topN, setTopN] = useState(MAX_STYLE_CLASSES);
  const [histogram, setHistogram] = useState<ColumnClasses | null>(null);
  // The latest choices, read by requests that finish later.
  const choice = useRef({ count, method, scheme, topN });
  choice.current = { count, method, scheme, topN };
  // The latest style and request: answers that arrive after a newer choice are dropped.
  const latest = useRef(value);
  latest.current = value;
  const request = useRef(0);
  const target = colorTarget(geometry);

  const usable = attributeColumns(columns.data ?? []);
  const choices = value.kind === 'graduated' ? usable.filter((c) => c.kind === 'numeric') : usable;

  const emit = (patch: Partial<LayerStyle>) => onChange({ ...latest.current, ...patch });

  const run = async (work: (ticket: number) => Promise<void>) => {
    const ticket = ++request.current;
    setLoading({ state: 'loading' });
    try {
      await work(ticket);
    } catch {
      if (ticket === request.current) setLoading({ state: 'error', retry: () => void run(work) });
    }
  };

  // The top N values by feature count (N+1 asked: one more that is not NULL means there are more);
  // the rest falls to the base symbol ("other").
  const categorize = (column: string) =>
    run(async (ticket) => {
      const { topN: n, scheme: s } = choice.current;
      const { values } = await fetchColumnValues(api, lyrId, column, n + 1, 'count');
      if (ticket !== request.current) return;
      const texts = values.map((v) => v.value).filter((v) => v !== null);
      const palette = s.name ? schemeColors(s.name, Math.min(texts.length, n), s.reverse) : s.reverse ? [...CATEGORY_PALETTE].reverse() : CATEGORY_PALETTE;
      const classes = categorizedClasses(texts.slice(0, n), latest.current.base, palette, target);
      setLoading(classes.length === 0 ? { state: 'empty' } : texts.length > n ? { state: 'partial', max: n } : { state: 'idle' });
      emit({ kind: 'categorized', column, classes });
    });

  // Breaks computed on the server by the chosen method; colours from the chosen scheme.
  const graduate = (column: string) =>
    run(async (ticket) => {
      const { count: n, method: m, scheme: s } = choice.current;
      let data: ColumnClasses;
      try {
        data = await queryClient.fetchQuery({
          queryKey: panelKeys.classes(lyrId, column, m, n),
          queryFn: () => fetchColumnClasses(api, lyrId, column, m, n),
          staleTime: 60_000,
        });
      } catch (e) {
        // 422: no feature has a value in the column.
        if ((e as { status?: number }).status !== 422) throw e;
        if (ticket !== request.current) return;
        setHistogram(null);
        setLoading({ state: 'empty' });
        emit({ kind: 'graduated', column, classes: [] });
        return;
      }
      if (ticket !== request.current) return;
      const classCount = data.breaks.length - 1;
      const classes = classesFromBreaks(data.breaks, schemeColors(s.name ?? 'Blues', classCount, s.reverse), latest.current.base, target);
      setHistogram(data);
      setLoading({ state: 'idle' });
      emit({ kind: 'graduated', column, classes });
    });

  const reclassify = () => {
    const column = latest.current.column;
    if (!column) return;
    if (latest.current.kind === 'categorized') void categorize(column);
    else if (latest.current.kind === 'graduated') void graduate(column);
  };

  const changeKind = (kind: StyleKind) => {
    request.current += 1;
    setLoading({ state: 'idle' });
    if (kind === 'single') return emit({ kind, column: null, classes: [] });
    if (kind === 'rules') return emit({ kind, column: null, classes: [newRule(0, value.base, geometry, usable)] });
    const keep = kind === 'graduated' ? usable.find((c) => c.name === value.column && c.kind === 'numeric') : usable.find((c) => c.name === value.column);
    if (!keep) return emit({ kind, column: null, classes: [] });
    if (kind === 'categorized') void categorize(keep.name);
    else void graduate(keep.name);
  };

  const changeColumn = (column: string | null) => {
    if (column === null) {
      request.current += 1;
      setLoading({ state: 'idle' });
      return emit({ column: null, classes: [] });
    }
    if (value.kind === 'categorized') void categorize(column);
    else void graduate(column);
  };

  // A choice changes: the ref is set now so that the request reads it.
  const choose = (patch: Partial<typeof choice.current>) => {
    choice.current = { ...choice.current, ...patch };
    if (patch.count !== undefined) setCount(patch.count);
    if (patch.method !== undefined) setMethod(patch.method);
    if (patch.scheme !== undefined) setScheme(patch.scheme);
    if (patch.topN !== undefined) setTopN(patch.topN);
    reclassify();
  };

  const changeBase = (base: SymbolStyle) => emit({ base, classes: value.classes.map((c) => ({ ...c, symbol: rebase(c.symbol, base, target) })) });

  return (
    <>
      <fieldset className="builder-panel__group builder-panel__kinds">
        <legend>{t('builderPanel.style.kind')}</legend>
        {STYLE_KINDS.map((kind) => (
          <label key={kind} className="builder-panel__choice">
            <input type="radio" name={kindName} value={kind} checked={value.kind === kind} onChange={() => changeKind(kind)} />
            {t(`builderPanel.style.kind.${kind}`)}
          </label>
        ))}
      </fieldset>

      {(value.kind === 'categorized' || value.kind === 'graduated') && (
        <ColumnsGate
          isPending={columns.isPending}
          isError={columns.isError}
          retry={() => void columns.refetch()}
          empty={choices.length === 0 && value.kind === 'categorized'}
        >
          {value.kind === 'graduated' && choices.length === 0 ? (
            <p className="builder-panel__status">{t('builderPanel.style.noNumericColumns')}</p>
          ) : (
            <div className="builder-panel__row">
              <ColumnSelect label={t('builderPanel.style.column')} value={value.column} columns={choices} onChange={changeColumn} />
              {value.kind === 'graduated' ? (
                <>
                  <MethodField value={method} onChange={(m) => choose({ method: m })} />
                  <NumberField
                    label={t('builderPanel.style.classCount')}
                    value={count}
                    min={MIN_GRADUATED_CLASSES}
                    max={MAX_GRADUATED_CLASSES}
                    integer
                    onChange={(n) => choose({ count: n })}
                  />
                </>
              ) : (
                <NumberField label={t('builderPanel.style.topN')} value={topN} min={1} max={MAX_STYLE_CLASSES} integer onChange={(n) => choose({ topN: n })} />
              )}
              <SchemeField
                value={scheme}
                count={value.kind === 'graduated' ? count : Math.min(topN, 12)}
                defaultLabel={t(value.kind === 'graduated' ? 'builderPanel.style.scheme.default' : 'builderPanel.style.scheme.palette')}
                fallback={value.kind === 'graduated' ? 'Blues' : null}
                onChange={(next) => choose({ scheme: next })}
              />
              {value.column && (
                <button type="button" className="button--secondary" onClick={reclassify}>
                  {t(value.kind === 'categorized' ? 'builderPanel.style.reload' : 'builderPanel.style.classify')}
                </button>
              )}
            </div>
          )}
          {value.kind === 'graduated' && value.column && histogram?.column === value.column && <Histogram data={histogram} />}
          <LoadingNote loading={loading} kind={value.kind} />
        </ColumnsGate>
      )}

      <SymbolEditor
        legend={t(value.kind === 'single' ? 'builderPanel.style.base' : value.kind === 'rules' ? 'builderPanel.rules.else' : 'builderPanel.style.baseOther')}
        geometry={geometry}
        value={value.base}
        sized={Boolean(value.size)}
        onChange={changeBase}
      />
      {value.kind === 'rules' && (
        <RuleList rules={value.classes} base={value.base} geometry={geometry} columns={columns.data ? usable : null} onChange={(classes) => emit({ classes })} />
      )}
      {(value.kind === 'categorized' || value.kind === 'graduated') && value.classes.length > 0 && (
        <ClassList style={value} geometry={geometry} onChange={(classes) => emit({ classes })} />
      )}
      {geometry === 'point' && <StyleSize lyrId={lyrId} value={value.size} numeric={usable.filter((c) => c.kind === 'numeric')} onChange={(size) => emit({ size })} />}
      <LegendPreview style={value} geometry={geometry} />
      <StyleDisplay lyrId={lyrId} geometry={geometry} value={value} onChange={emit} />
    </>
  );
}

function LoadingNote({ loading, kind }: { loading: Loading; kind: StyleKind }) {
  const { t } = useTranslation();
  switch (loading.state) {
    case 'loading':
      return <p className="builder-panel__status" role="status">{t('builderPanel.style.valuesLoading')}</p>;
    case 'error':
      return (
        <div className="builder-panel__error" role="alert">
          <span>{t('builderPanel.style.valuesError')}</span>{' '}
          <button type="button" className="button--secondary" onClick={loading.retry}>
            {t('builderPanel.retry')}
          </button>
        </div>
      );
    case 'empty':
      return <p className="builder-panel__status">{t(kind === 'graduated' ? 'builderPanel.style.noNumbers' : 'builderPanel.style.noValues')}</p>;
    case 'partial':
      return <p className="builder-panel__status">{t('builderPanel.style.tooManyValues', { max: loading.max })}</p>;
    default:
      return null;
  }
}
