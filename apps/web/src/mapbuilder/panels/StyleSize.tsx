import { DEFAULT_PROPORTIONAL_RADII, MAX_PROPORTIONAL_RADIUS, type LayerStyle, type ProportionalSize } from '@nuri/domain';
import { useApi } from '@nuri/shell';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnSelect, NumberField } from './fields';
import { fetchColumnStats, type LayerColumn } from './panels-api';

export interface StyleSizeProps {
  lyrId: string;
  value: LayerStyle['size'];
  /** The layer's numeric columns. */
  numeric: readonly LayerColumn[];
  onChange: (size: ProportionalSize | null) => void;
}

type State = { state: 'idle' } | { state: 'loading' } | { state: 'error'; column: string } | { state: 'empty'; column: string };

/**
 * Proportional symbols of a point layer: the marker's radius from a numeric column, between a
 * smallest and a largest radius, scaled by the square root of the value (the column's range is
 * read from the server when the column is chosen).
 */
export function StyleSize({ lyrId, value, numeric, onChange }: StyleSizeProps) {
  const { t } = useTranslation();
  const api = useApi();
  const [status, setStatus] = useState<State>({ state: 'idle' });
  const radii = value ?? DEFAULT_PROPORTIONAL_RADII;

  const choose = async (column: string | null) => {
    if (!column) {
      setStatus({ state: 'idle' });
      return onChange(null);
    }
    setStatus({ state: 'loading' });
    try {
      const stats = await fetchColumnStats(api, lyrId, column);
      if (stats.min === null || stats.max === null) return setStatus({ state: 'empty', column });
      setStatus({ state: 'idle' });
      onChange({ column: stats.column, minValue: stats.min, maxValue: stats.max, minRadius: radii.minRadius, maxRadius: radii.maxRadius });
    } catch {
      setStatus({ state: 'error', column });
    }
  };

  return (
    <fieldset className="builder-panel__group">
      <legend>{t('builderPanel.size.title')}</legend>
      {numeric.length === 0 ? (
        <p className="builder-panel__status">{t('builderPanel.size.noNumeric')}</p>
      ) : (
        <div className="builder-panel__row">
          <ColumnSelect label={t('builderPanel.size.column')} value={value?.column ?? null} columns={numeric} onChange={(c) => void choose(c)} />
          {value && (
            <>
              <NumberField
                label={t('builderPanel.size.minRadius')}
                value={value.minRadius}
                min={1}
                max={MAX_PROPORTIONAL_RADIUS}
                integer
                onChange={(n) => onChange({ ...value, minRadius: n, maxRadius: Math.max(n, value.maxRadius) })}
              />
              <NumberField
                label={t('builderPanel.size.maxRadius')}
                value={value.maxRadius}
                min={1}
                max={MAX_PROPORTIONAL_RADIUS}
                integer
                onChange={(n) => onChange({ ...value, maxRadius: n, minRadius: Math.min(n, value.minRadius) })}
              />
            </>
          )}
        </div>
      )}
      {value && <p className="builder-panel__status">{t('builderPanel.size.range', { min: value.minValue.toLocaleString(), max: value.maxValue.toLocaleString() })}</p>}
      {status.state === 'loading' && (
        <p className="builder-panel__status" role="status">
          {t('builderPanel.size.loading')}
        </p>
      )}
      {status.state === 'empty' && <p className="builder-panel__status">{t('builderPanel.style.noNumbers')}</p>}
      {status.state === 'error' && (
        <div className="builder-panel__error" role="alert">
          <span>{t('builderPanel.size.error')}</span>{' '}
          <button type="button" className="button--secondary" onClick={() => void choose(status.column)}>
            {t('builderPanel.retry')}
          </button>
        </div>
      )}
    </fieldset>
  );
}
