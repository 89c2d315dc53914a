import type { LabelStyle } from '@nuri/domain';
import { Toggle } from '@nuri/ui';
import { useTranslation } from 'react-i18next';
import { ColorField, ColumnSelect, ColumnsGate, NumberField } from './fields';
import { attributeColumns, useLayerColumns, type LayerColumn } from './panels-api';
import './panels.css';

export interface LabelPanelProps {
  lyrId: string;
  value: LabelStyle;
  onChange: (next: LabelStyle) => void;
}

/** The column a label shows when labels are switched on without one: the first text column, else the first. */
function defaultLabelColumn(columns: readonly LayerColumn[]): string | null {
  return (columns.find((c) => c.kind === 'text') ?? columns[0])?.name ?? null;
}

/** Labels of a layer's features: on/off, the column shown, font size, colour and halo. */
export function LabelPanel({ lyrId, value, onChange }: LabelPanelProps) {
  const { t } = useTranslation();
  const columns = useLayerColumns(lyrId);
  const usable = attributeColumns(columns.data ?? []);
  const set = (patch: Partial<LabelStyle>) => onChange({ ...value, ...patch });
  const toggle = (enabled: boolean) => set(enabled && !value.column ? { enabled, column: defaultLabelColumn(usable) } : { enabled });
  return (
    <section className="builder-panel" aria-label={t('builderPanel.label.title')}>
      <h3 className="builder-panel__title">{t('builderPanel.label.title')}</h3>
      <ColumnsGate isPending={columns.isPending} isError={columns.isError} retry={() => void columns.refetch()} empty={usable.length === 0}>
        <Toggle label={t('builderPanel.label.enabled')} checked={value.enabled} onChange={toggle} />
        <ColumnSelect label={t('builderPanel.label.column')} value={value.column} columns={usable} onChange={(column) => set({ column })} />
        {value.enabled && !value.column && (
          <p className="builder-panel__error" role="alert">
            {t('builderPanel.label.columnRequired')}
          </p>
        )}
        <NumberField label={t('builderPanel.label.fontSize')} value={value.fontSize} min={8} max={40} integer onChange={(fontSize) => set({ fontSize })} />
        <ColorField label={t('builderPanel.label.color')} value={value.color} onChange={(color) => set({ color })} />
        <ColorField label={t('builderPanel.label.haloColor')} value={value.haloColor} onChange={(haloColor) => set({ haloColor })} />
        <NumberField label={t('builderPanel.label.haloWidth')} value={value.haloWidth} min={0} max={10} step={0.5} onChange={(haloWidth) => set({ haloWidth })} />
        <p className="builder-panel__label-preview" aria-label={t('builderPanel.label.preview')}>
          <svg width="160" height="36" viewBox="0 0 160 36" aria-hidden="true">
            <text
              x="80"
              y="24"
              textAnchor="middle"
              fontSize={Math.min(value.fontSize, 28)}
              fill={value.color.slice(0, 7)}
              stroke={value.haloColor.slice(0, 7)}
              strokeWidth={value.haloWidth * 2}
              paintOrder="stroke"
            >
              {value.column ?? t('builderPanel.label.preview')}
            </text>
          </svg>
        </p>
      </ColumnsGate>
    </section>
  );
}
