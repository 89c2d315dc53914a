import {
  CATEGORY_PALETTE,
  checkFilterColumns,
  FilterSyntaxError,
  MAX_RULE_FILTER_LENGTH,
  MAX_STYLE_CLASSES,
  parseAttributeFilter,
  withOpacity,
  colorOpacity,
  type StyleClass,
  type SymbolStyle,
} from '@nuri/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorField } from './fields';
import type { LayerColumn } from './panels-api';
import { classColor, colorTarget } from './StyleClasses';
import { SymbolSwatch, type GeometryKind } from './SymbolEditor';

/** Translates a catalog key chosen at run time (the filter's message keys). */
type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * Why a rule's condition cannot be used, in the words of the attribute filter's messages (the
 * same parser and column rules as the attribute table's filter); null when it is usable.
 */
export function ruleProblem(filter: string | undefined, columns: readonly LayerColumn[] | null, t: Translate): string | null {
  const text = filter ?? '';
  if (text.trim() === '') return t('style.rule.filterRequired');
  if (text.length > MAX_RULE_FILTER_LENGTH) return t('style.rule.filterTooLong', { max: MAX_RULE_FILTER_LENGTH });
  try {
    const node = parseAttributeFilter(text);
    const problem = columns ? checkFilterColumns(node, columns) : null;
    return problem ? t(problem.key, problem.params) : null;
  } catch (e) {
    if (e instanceof FilterSyntaxError) return t(e.key, e.params);
    throw e;
  }
}

/** A new rule: a colour from the palette on the base symbol, an example condition on the first column. */
export function newRule(index: number, base: SymbolStyle, geometry: GeometryKind, columns: readonly LayerColumn[]): StyleClass {
  const color = CATEGORY_PALETTE[index % CATEGORY_PALETTE.length];
  const symbol = colorTarget(geometry) === 'stroke' ? { ...base, strokeColor: color } : { ...base, fillColor: withOpacity(color, colorOpacity(base.fillColor)) };
  const column = columns.find((c) => c.kind === 'numeric') ?? columns[0];
  const name = column ? (/^[\p{L}_][\p{L}\p{N}_]*$/u.test(column.name) ? column.name : `"${column.name.replace(/"/g, '""')}"`) : '';
  const filter = !column ? '' : column.kind === 'numeric' ? `${name} >= 0` : `${name} IS NOT NULL`;
  return { filter, label: '', symbol };
}

export interface RuleListProps {
  rules: readonly StyleClass[];
  base: SymbolStyle;
  geometry: GeometryKind;
  /** The layer's attribute columns (null while they load: only syntax is checked). */
  columns: readonly LayerColumn[] | null;
  onChange: (rules: StyleClass[]) => void;
}

/**
 * The rules of a rule-based style, in order: each an attribute filter (the attribute table's
 * language), a colour and a legend name; the first rule a feature matches draws it, features no
 * rule matches take the "else" symbol (the base symbol below the list).
 */
export function RuleList({ rules, base, geometry, columns, onChange }: RuleListProps) {
  const { t } = useTranslation();
  const id = useId();
  const target = colorTarget(geometry);
  const update = (index: number, patch: Partial<StyleClass> | ((c: StyleClass) => StyleClass)) =>
    onChange(rules.map((c, i) => (i === index ? (typeof patch === 'function' ? patch(c) : { ...c, ...patch }) : c)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...rules];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    onChange(next);
  };
  return (
    <fieldset className="builder-panel__group">
      <legend>{t('builderPanel.rules.title')}</legend>
      <p className="builder-panel__status">{t('builderPanel.rules.help')}</p>
      {rules.length === 0 && <p className="builder-panel__status">{t('builderPanel.rules.empty')}</p>}
      <ol className="builder-panel__classes builder-panel__rules">
        {rules.map((rule, i) => {
          const n = i + 1;
          const problem = ruleProblem(rule.filter, columns, t as unknown as Translate);
          const filterId = `${id}-${i}-filter`;
          return (
            <li key={i} className="builder-panel__class builder-panel__rule" data-testid="style-rule">
              <div className="builder-panel__rule-head">
                <SymbolSwatch symbol={rule.symbol} geometry={geometry} />
                <strong>{t('builderPanel.rules.rule', { n })}</strong>
                <span className="builder-panel__rule-moves">
                  <button type="button" className="button--secondary" aria-label={t('builderPanel.rules.up', { n })} disabled={i === 0} onClick={() => move(i, -1)}>
                    <span aria-hidden="true">▲</span>
                  </button>
                  <button
                    type="button"
                    className="button--secondary"
                    aria-label={t('builderPanel.rules.down', { n })}
                    disabled={i === rules.length - 1}
                    onClick={() => move(i, 1)}
                  >
                    <span aria-hidden="true">▼</span>
                  </button>
                  <button type="button" className="button--secondary" aria-label={t('builderPanel.rules.remove', { n })} onClick={() => onChange(rules.filter((_, j) => j !== i))}>
                    {t('builderPanel.rules.removeShort')}
                  </button>
                </span>
              </div>
              <div className="builder-panel__field builder-panel__field--wide">
                <label htmlFor={filterId}>{t('builderPanel.rules.filter', { n })}</label>
                <input
                  id={filterId}
                  type="text"
                  className="builder-panel__rule-filter"
                  value={rule.filter ?? ''}
                  maxLength={MAX_RULE_FILTER_LENGTH}
                  spellCheck={false}
                  placeholder={t('builderPanel.rules.placeholder')}
                  aria-invalid={problem !== null}
                  aria-describedby={problem ? `${filterId}-error` : undefined}
                  onChange={(e) => update(i, { filter: e.target.value })}
                />
                {problem && (
                  <p id={`${filterId}-error`} className="builder-panel__error" role="alert">
                    {problem}
                  </p>
                )}
              </div>
              <ColorField
                label={t('builderPanel.rules.color', { n })}
                value={classColor(rule.symbol, target)}
                onChange={(color) =>
                  update(i, (x) => ({ ...x, symbol: target === 'stroke' ? { ...x.symbol, strokeColor: color } : { ...x.symbol, fillColor: color } }))
                }
              />
              <div className="builder-panel__field">
                <label htmlFor={`${id}-${i}-label`}>{t('builderPanel.rules.label', { n })}</label>
                <input id={`${id}-${i}-label`} type="text" maxLength={100} value={rule.label} onChange={(e) => update(i, { label: e.target.value })} />
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="button--secondary"
        disabled={rules.length >= MAX_STYLE_CLASSES}
        onClick={() => onChange([...rules, newRule(rules.length, base, geometry, columns ?? [])])}
      >
        {t('builderPanel.rules.add')}
      </button>
    </fieldset>
  );
}
