import {
  CATEGORY_PALETTE,
  categorizedClasses,
  COLOR_RAMP_NAMES,
  COLOR_RAMPS,
  equalIntervalClasses,
  MAX_GRADUATED_CLASSES,
  MAX_STYLE_CLASSES,
  MIN_GRADUATED_CLASSES,
  rampColors,
  STYLE_KINDS,
  type ColorRampName,
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
import { attributeColumns, fetchColumnStats, fetchColumnValues, panelKeys, useLayerColumns } from './panels-api';
import { ClassList, colorTarget, LegendPreview, rebase } from './StyleClasses';
import { geometryKindOf, SymbolEditor, type GeometryKind } from './SymbolEditor';
import './panels.css';

export interface StylePanelProps {
  lyrId: string;
  lyrTySeCode: LyrTySeCode;
  value: LayerStyle;
  onChange: (next: LayerStyle) => void;
}

/** The style editor of a vector layer: single symbol, categorised by a column's values, or graduated by a numeric column. */
export function StylePanel({ lyrId, lyrTySeCode, value, onChange }: StylePanelProps) {
  const { t } = useTranslation();
  const geometry = geometryKindOf(lyrTySeCode);
  return (
    <section className="builder-panel" aria-label={t('builderPanel.style.title')}>
      <h3 className="builder-panel__title">{t('builderPanel.style.title')}</h3>
      {geometry ? (
        <StyleEditor lyrId={lyrId} geometry={geometry} value={value} onChange={onChange} />
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
  | { state: 'partial' };

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
  const rampId = useId();
  const columns = useLayerColumns(lyrId);
  const [loading, setLoading] = useState<Loading>({ state: 'idle' });
  const [count, setCount] = useState(() => initialCount(value));
  const [ramp, setRamp] = useState<ColorRampName>('blues');
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

  const categorize = (column: string) =>
    run(async (ticket) => {
      // One value more than fits: NULL sorts last, so a 51st value that is not NULL means there are more.
      const { values } = await fetchColumnValues(api, lyrId, column, MAX_STYLE_CLASSES + 1);
      if (ticket !== request.current) return;
      const texts = values.map((v) => v.value);
      const classes = categorizedClasses(texts, latest.current.base, CATEGORY_PALETTE, target);
      const more = texts.filter((v) => v !== null).length > MAX_STYLE_CLASSES;
      setLoading(classes.length === 0 ? { state: 'empty' } : more ? { state: 'partial' } : { state: 'idle' });
      emit({ kind: 'categorized', column, classes });
    });

  const graduate = (column: string, classCount: number, rampName: ColorRampName) =>
    run(async (ticket) => {
      const stats = await queryClient.fetchQuery({
        queryKey: panelKeys.stats(lyrId, column),
        queryFn: () => fetchColumnStats(api, lyrId, column),
        staleTime: 60_000,
      });
      if (ticket !== request.current) return;
      if (stats.min === null || stats.max === null) {
        setLoading({ state: 'empty' });
        emit({ kind: 'graduated', column, classes: [] });
        return;
      }
      const classes = equalIntervalClasses(stats.min, stats.max, classCount, rampColors(COLOR_RAMPS[rampName], classCount), latest.current.base, target);
      setLoading({ state: 'idle' });
      emit({ kind: 'graduated', column, classes });
    });

  const changeKind = (kind: StyleKind) => {
    request.current += 1;
    setLoading({ state: 'idle' });
    if (kind === 'single') return emit({ kind, column: null, classes: [] });
    const keep = kind === 'graduated' ? usable.find((c) => c.name === value.column && c.kind === 'numeric') : usable.find((c) => c.name === value.column);
    if (!keep) return emit({ kind, column: null, classes: [] });
    if (kind === 'categorized') void categorize(keep.name);
    else void graduate(keep.name, count, ramp);
  };

  const changeColumn = (column: string | null) => {
    if (column === null) {
      request.current += 1;
      setLoading({ state: 'idle' });
      return emit({ column: null, classes: [] });
    }
    if (value.kind === 'categorized') void categorize(column);
    else void graduate(column, count, ramp);
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

      {value.kind !== 'single' && (
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
              {value.kind === 'graduated' && (
                <>
                  <NumberField
                    label={t('builderPanel.style.classCount')}
                    value={count}
                    min={MIN_GRADUATED_CLASSES}
                    max={MAX_GRADUATED_CLASSES}
                    integer
                    onChange={(n) => {
                      setCount(n);
                      if (value.column) void graduate(value.column, n, ramp);
                    }}
                  />
                  <div className="builder-panel__field">
                    <label htmlFor={rampId}>{t('builderPanel.style.ramp')}</label>
                    <select
                      id={rampId}
                      value={ramp}
                      onChange={(e) => {
                        const next = e.target.value as ColorRampName;
                        setRamp(next);
                        if (value.column) void graduate(value.column, count, next);
                      }}
                    >
                      {COLOR_RAMP_NAMES.map((name) => (
                        <option key={name} value={name}>
                          {t(`builderPanel.style.ramp.${name}`)}
                        </option>
                      ))}
                    </select>
                  </div>
                </>
              )}
              {value.column && (
                <button
                  type="button"
                  className="button--secondary"
                  onClick={() => (value.kind === 'categorized' ? void categorize(value.column!) : void graduate(value.column!, count, ramp))}
                >
                  {t(value.kind === 'categorized' ? 'builderPanel.style.reload' : 'builderPanel.style.classify')}
                </button>
              )}
            </div>
          )}
          <LoadingNote loading={loading} kind={value.kind} />
        </ColumnsGate>
      )}

      <SymbolEditor
        legend={t(value.kind === 'single' ? 'builderPanel.style.base' : 'builderPanel.style.baseOther')}
        geometry={geometry}
        value={value.base}
        onChange={changeBase}
      />
      {value.kind !== 'single' && value.classes.length > 0 && (
        <ClassList style={value} geometry={geometry} onChange={(classes) => emit({ classes })} />
      )}
      <LegendPreview style={value} geometry={geometry} />
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
      return <p className="builder-panel__status">{t('builderPanel.style.tooManyValues', { max: MAX_STYLE_CLASSES })}</p>;
    default:
      return null;
  }
}
