import { CLASSIFY_METHODS, formatClassBound, RAMP_FAMILIES, schemeColors, schemesOf, type BrewerSchemeName, type ClassifyMethod } from '@nuri/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnClasses } from './panels-api';

/** The colour scheme choice: a ColorBrewer scheme (or the default) and whether it runs backwards. */
export interface SchemeChoice {
  /** null: the default (Blues for graduated, the category palette for categorised). */
  name: BrewerSchemeName | null;
  reverse: boolean;
}

export function MethodField({ value, onChange }: { value: ClassifyMethod; onChange: (m: ClassifyMethod) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="builder-panel__field">
      <label htmlFor={id}>{t('builderPanel.style.method')}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as ClassifyMethod)}>
        {CLASSIFY_METHODS.map((m) => (
          <option key={m} value={m}>
            {t(`builderPanel.style.method.${m}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A small strip of the scheme's colours (decorative: the select names the scheme). */
function SchemeStrip({ name, reverse, count }: { name: BrewerSchemeName; reverse: boolean; count: number }) {
  return (
    <span className="builder-panel__ramp" aria-hidden="true">
      {schemeColors(name, count, reverse).map((c, i) => (
        <span key={i} style={{ background: c }} />
      ))}
    </span>
  );
}

export function SchemeField({
  value,
  count,
  defaultLabel,
  fallback,
  onChange,
}: {
  value: SchemeChoice;
  count: number;
  /** Label of the default choice. */
  defaultLabel: string;
  /** The scheme the strip shows for the default choice (none: no strip). */
  fallback: BrewerSchemeName | null;
  onChange: (next: SchemeChoice) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const shown = value.name ?? fallback;
  return (
    <div className="builder-panel__field builder-panel__scheme">
      <label htmlFor={id}>{t('builderPanel.style.ramp')}</label>
      <select id={id} value={value.name ?? ''} onChange={(e) => onChange({ ...value, name: (e.target.value || null) as BrewerSchemeName | null })}>
        <option value="">{defaultLabel}</option>
        {RAMP_FAMILIES.map((family) => (
          <optgroup key={family} label={t(`builderPanel.style.rampFamily.${family}`)}>
            {schemesOf(family).map((name) => (
              <option key={name} value={name}>
                {t(`builderPanel.style.scheme.${name}`)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {shown && <SchemeStrip name={shown} reverse={value.reverse} count={Math.max(3, Math.min(count, 12))} />}
      <label className="builder-panel__choice">
        <input type="checkbox" checked={value.reverse} onChange={(e) => onChange({ ...value, reverse: e.target.checked })} />
        {t('builderPanel.style.reverse')}
      </label>
    </div>
  );
}

const W = 240;
const H = 64;

/** The column's histogram with the class breaks drawn over it. */
export function Histogram({ data }: { data: ColumnClasses }) {
  const { t } = useTranslation();
  const top = Math.max(1, ...data.histogram.map((b) => b.count));
  const span = data.max - data.min || 1;
  const x = (v: number) => ((v - data.min) / span) * W;
  const barW = W / Math.max(1, data.histogram.length);
  const summary = t('builderPanel.style.histogramSummary', {
    count: data.count,
    min: formatClassBound(data.min),
    max: formatClassBound(data.max),
    breaks: data.breaks.map(formatClassBound).join(', '),
  });
  return (
    <figure className="builder-panel__histogram">
      <figcaption>{t('builderPanel.style.histogram')}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} preserveAspectRatio="none">
        {data.histogram.map((b, i) => {
          const h = (b.count / top) * (H - 4);
          return <rect key={i} x={i * barW + 0.5} y={H - h} width={Math.max(0.5, barW - 1)} height={h} className="builder-panel__bar" />;
        })}
        {data.breaks.slice(1, -1).map((b, i) => (
          <line key={i} x1={x(b)} x2={x(b)} y1={0} y2={H} className="builder-panel__break" />
        ))}
      </svg>
      <p className="builder-panel__axis" aria-hidden="true">
        <span>{formatClassBound(data.min)}</span>
        <span>{formatClassBound(data.max)}</span>
      </p>
    </figure>
  );
}
