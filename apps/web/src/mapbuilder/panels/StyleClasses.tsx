import { colorOpacity, withOpacity, type ClassColorTarget, type LayerStyle, type StyleClass, type SymbolStyle } from '@nuri/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorField } from './fields';
import { SymbolSwatch, type GeometryKind } from './SymbolEditor';

/** Lines are told apart by their stroke colour, points and polygons by their fill. */
export function colorTarget(geometry: GeometryKind): ClassColorTarget {
  return geometry === 'line' ? 'stroke' : 'fill';
}

/** The class colour of a symbol (the fill or the stroke, by target). */
export function classColor(symbol: SymbolStyle, target: ClassColorTarget): string {
  return target === 'stroke' ? symbol.strokeColor : symbol.fillColor;
}

/** A class symbol after the base changed: the base's fields, the class's own colour (fill opacity from the base). */
export function rebase(symbol: SymbolStyle, base: SymbolStyle, target: ClassColorTarget): SymbolStyle {
  return target === 'stroke'
    ? { ...base, strokeColor: symbol.strokeColor }
    : { ...base, fillColor: withOpacity(symbol.fillColor, colorOpacity(base.fillColor)) };
}

/** What a class shows: its label, else its value or range. */
export function useClassName() {
  const { t } = useTranslation();
  return (c: StyleClass, last: boolean): string => {
    if (c.label) return c.label;
    if (c.filter !== undefined) return c.filter;
    if (c.value !== undefined) return c.value === '' ? t('builderPanel.style.emptyValue') : c.value;
    return t(last ? 'builderPanel.style.rangeLast' : 'builderPanel.style.range', { min: c.min, max: c.max });
  };
}

export interface ClassListProps {
  style: LayerStyle;
  geometry: GeometryKind;
  onChange: (classes: StyleClass[]) => void;
}

/** The classes of a categorised or graduated style: colour and legend name of each, editable. */
export function ClassList({ style, geometry, onChange }: ClassListProps) {
  const { t } = useTranslation();
  const nameOf = useClassName();
  const id = useId();
  const target = colorTarget(geometry);
  const last = style.classes.length - 1;
  const update = (index: number, patch: (c: StyleClass) => StyleClass) =>
    onChange(style.classes.map((c, i) => (i === index ? patch(c) : c)));
  return (
    <fieldset className="builder-panel__group">
      <legend>{t('builderPanel.style.classes')}</legend>
      <ol className="builder-panel__classes">
        {style.classes.map((c, i) => {
          const name = nameOf(c, i === last);
          const range =
            style.kind === 'graduated' ? t(i === last ? 'builderPanel.style.rangeLast' : 'builderPanel.style.range', { min: c.min, max: c.max }) : null;
          return (
            <li key={`${i}:${c.value ?? c.min}`} className="builder-panel__class">
              <SymbolSwatch symbol={c.symbol} geometry={geometry} />
              {range && <span className="builder-panel__range">{range}</span>}
              <ColorField
                label={t('builderPanel.style.classColor', { label: name })}
                value={classColor(c.symbol, target)}
                onChange={(color) =>
                  update(i, (x) => ({ ...x, symbol: target === 'stroke' ? { ...x.symbol, strokeColor: color } : { ...x.symbol, fillColor: color } }))
                }
              />
              <div className="builder-panel__field">
                <label htmlFor={`${id}-${i}`}>{t('builderPanel.style.classLabel', { label: name })}</label>
                <input
                  id={`${id}-${i}`}
                  type="text"
                  maxLength={100}
                  value={c.label}
                  onChange={(e) => update(i, (x) => ({ ...x, label: e.target.value }))}
                />
              </div>
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}

/** What the map will show: one entry per class and one for other values (or one for all). */
export function LegendPreview({ style, geometry }: { style: LayerStyle; geometry: GeometryKind }) {
  const { t } = useTranslation();
  const nameOf = useClassName();
  const classed = style.kind !== 'single';
  const last = style.classes.length - 1;
  return (
    <figure className="builder-panel__legend">
      <figcaption>{t('builderPanel.legend.title')}</figcaption>
      <ul aria-label={t('builderPanel.legend.title')}>
        {classed &&
          style.classes.map((c, i) => (
            <li key={`${i}:${c.value ?? c.min}`}>
              <SymbolSwatch symbol={c.symbol} geometry={geometry} />
              <span>{nameOf(c, i === last)}</span>
            </li>
          ))}
        <li>
          <SymbolSwatch symbol={style.base} geometry={geometry} />
          <span>{classed ? t('builderPanel.legend.other') : t('builderPanel.legend.all')}</span>
        </li>
      </ul>
    </figure>
  );
}
