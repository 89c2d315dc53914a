import { DEFAULT_HEATMAP, type HeatmapStyle, type LayerStyle } from '@nuri/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnSelect, NumberField } from './fields';
import { attributeColumns, useLayerColumns } from './panels-api';
import type { GeometryKind } from './SymbolEditor';

const ZOOMS = Array.from({ length: 22 }, (_, i) => i + 1);

function ZoomSelect({ label, value, onChange }: { label: string; value: number | null | undefined; onChange: (z: number | null) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="builder-panel__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={typeof value === 'number' ? String(value) : ''} onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}>
        <option value="">{t('builderPanel.display.noLimit')}</option>
        {ZOOMS.map((z) => (
          <option key={z} value={z}>
            {z}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * How the layer shows beyond its symbols (issue 24): the zooms it is visible at and, for point
 * layers, a heatmap (weight column, radius, blur) instead of markers.
 */
export function StyleDisplay({ lyrId, geometry, value, onChange }: { lyrId: string; geometry: GeometryKind; value: LayerStyle; onChange: (patch: Partial<LayerStyle>) => void }) {
  const { t } = useTranslation();
  const columns = useLayerColumns(lyrId);
  const numeric = attributeColumns(columns.data ?? []).filter((c) => c.kind === 'numeric');
  const heatmap: HeatmapStyle = { ...DEFAULT_HEATMAP, ...value.heatmap };
  const setHeatmap = (patch: Partial<HeatmapStyle>) => onChange({ heatmap: { ...heatmap, ...patch } });
  const minZoom = value.minZoom ?? null;
  const maxZoom = value.maxZoom ?? null;
  return (
    <>
      {geometry === 'point' && (
        <fieldset className="builder-panel__group">
          <legend>{t('builderPanel.display.heatmap')}</legend>
          <label className="builder-panel__choice">
            <input type="checkbox" checked={heatmap.enabled} onChange={(e) => setHeatmap({ enabled: e.target.checked })} />
            {t('builderPanel.display.heatmapOn')}
          </label>
          {heatmap.enabled && (
            <div className="builder-panel__row">
              <ColumnSelect label={t('builderPanel.display.weight')} value={heatmap.weightColumn} columns={numeric} onChange={(c) => setHeatmap({ weightColumn: c })} />
              <NumberField label={t('builderPanel.display.radius')} value={heatmap.radius} min={1} max={50} integer onChange={(n) => setHeatmap({ radius: n })} />
              <NumberField label={t('builderPanel.display.blur')} value={heatmap.blur} min={1} max={50} integer onChange={(n) => setHeatmap({ blur: n })} />
            </div>
          )}
        </fieldset>
      )}
      <fieldset className="builder-panel__group">
        <legend>{t('builderPanel.display.zooms')}</legend>
        <div className="builder-panel__row">
          {/* A limit past the other one clears the other (min < max always holds). */}
          <ZoomSelect
            label={t('builderPanel.display.minZoom')}
            value={minZoom}
            onChange={(z) => onChange({ minZoom: z, maxZoom: z !== null && maxZoom !== null && z >= maxZoom ? null : maxZoom })}
          />
          <ZoomSelect
            label={t('builderPanel.display.maxZoom')}
            value={maxZoom}
            onChange={(z) => onChange({ maxZoom: z, minZoom: z !== null && minZoom !== null && minZoom >= z ? null : minZoom })}
          />
        </div>
        <p className="builder-panel__status">{t('builderPanel.display.zoomsHelp')}</p>
      </fieldset>
    </>
  );
}
