import { DEFAULT_TIME_SETTING, TIME_MODES, TIME_STEPS, type TimeSetting } from '@nuri/domain';
import { SelectField } from '@nuri/ui';
import { useTranslation } from 'react-i18next';
import { ColumnsGate } from './fields';
import { type LayerColumn, useLayerColumns } from './panels-api';
import './panels.css';

export interface TimePanelProps {
  lyrId: string;
  value: TimeSetting | null;
  onChange: (next: TimeSetting | null) => void;
}

/** Columns a time slider can filter: dates and timestamps (not a time of day). */
export function timeColumns(columns: readonly LayerColumn[]): LayerColumn[] {
  return columns.filter((c) => c.kind === 'temporal' && /^(date|timestamp)/.test(c.type));
}

/**
 * The time slider of a layer (issue 24): the date/time column it filters by (none: no slider),
 * instant or range, and the step. A change starts the window again at the data's first step.
 */
export function TimePanel({ lyrId, value, onChange }: TimePanelProps) {
  const { t } = useTranslation();
  const columns = useLayerColumns(lyrId);
  const usable = timeColumns(columns.data ?? []);
  const set = (patch: Partial<TimeSetting>) => {
    const column = patch.column ?? value?.column;
    if (!column) return onChange(null);
    onChange({ ...DEFAULT_TIME_SETTING, ...(value ?? {}), ...patch, column, from: null, to: null });
  };
  return (
    <section className="builder-panel" aria-label={t('builderPanel.time.title')}>
      <h3 className="builder-panel__title">{t('builderPanel.time.title')}</h3>
      <ColumnsGate isPending={columns.isPending} isError={columns.isError} retry={() => void columns.refetch()} empty={false}>
        {usable.length === 0 ? (
          <p className="builder-panel__status">{t('builderPanel.time.noColumn')}</p>
        ) : (
          <>
            <SelectField
              label={t('builderPanel.time.column')}
              hint={t('builderPanel.time.columnHint')}
              value={value?.column ?? ''}
              options={[{ value: '', label: t('builderPanel.time.none') }, ...usable.map((c) => ({ value: c.name, label: c.name }))]}
              onChange={(column) => (column ? set({ column }) : onChange(null))}
            />
            {value && (
              <>
                <SelectField
                  label={t('builderPanel.time.mode')}
                  value={value.mode}
                  options={TIME_MODES.map((m) => ({ value: m, label: t(`builderPanel.time.mode.${m}`) }))}
                  onChange={(mode) => set({ mode: mode as TimeSetting['mode'] })}
                />
                <SelectField
                  label={t('builderPanel.time.step')}
                  value={value.step}
                  options={TIME_STEPS.map((s) => ({ value: s, label: t(`builderPanel.time.step.${s}`) }))}
                  onChange={(step) => set({ step: step as TimeSetting['step'] })}
                />
              </>
            )}
          </>
        )}
      </ColumnsGate>
    </section>
  );
}
