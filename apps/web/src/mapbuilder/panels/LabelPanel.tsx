import { DEFAULT_LABEL_PRIORITY, LABEL_PLACEMENTS, MAX_LABEL_PRIORITY, type LabelStyle } from '@nuri/domain';
import { useId } from 'react';
import { Toggle } from '@nuri/ui';
import { useTranslation } from 'react-i18next';
import { ColorField, ColumnSelect, ColumnsGate, NumberField } from './fields';
import { attributeColumns, useLayerColumns, type LayerColumn } from './panels-api';
import type { GeometryKind } from './SymbolEditor';
import './panels.css';

export interface LabelPanelProps {
  lyrId: string;
  value: LabelStyle;
  onChange: (next: LabelStyle) => void;
  /** The layer's geometry: lines may be labelled along the line, polygons are labelled inside. */
  geometry?: GeometryKind | null;
}

/** The column a label shows when labels are switched on without one: the first text column, else the first. */
function defaultLabelColumn(columns: readonly LayerColumn[]): string | null {
  return (columns.find((c) => c.kind === 'text') ?? columns[0])?.name ?? null;
}

/**
 * Labels of a layer's features: on/off, the column shown, font size, colour and halo, priority
 * where labels collide, and for lines whether the text follows the line.
 */
export function LabelPanel({ lyrId, value, onChange, geometry = null }: LabelPanelProps) {
  const { t } = useTranslation();
  const placementName = useId();
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
        <NumberField
          label={t('builderPanel.label.priority')}
          value={value.priority ?? DEFAULT_LABEL_PRIORITY}
          min={0}
          max={MAX_LABEL_PRIORITY}
          integer
          onChange={(priority) => set({ priority })}
        />
        <p className="builder-panel__status">{t('builderPanel.label.priorityHelp')}</p>
        {geometry === 'line' && (
          <fieldset className="builder-panel__group">
            <legend>{t('builderPanel.label.placement')}</legend>
            {LABEL_PLACEMENTS.map((placement) => (
              <label key={placement} className="builder-panel__choice">
                <input
                  type="radio"
                  name={placementName}
                  value={placement}
                  checked={(value.placement ?? 'point') === placement}
                  onChange={() => set({ placement })}
                />
                {t(`builderPanel.label.placement.${placement}`)}
              </label>
            ))}
          </fieldset>
        )}
        {geometry === 'polygon' && <p className="builder-panel__status">{t('builderPanel.label.polygonNote')}</p>}
        <p className="builder-panel__label-preview">
          <svg width="160" height="36" viewBox="0 0 160 36" role="img" aria-label={t('builderPanel.label.preview')}>
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
