import { colorOpacity, POINT_SHAPES, withOpacity, type LyrTySeCode, type PointShape, type SymbolStyle } from '@nuri/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorField, NumberField } from './fields';

/** What a layer type draws: points have a marker, lines only a stroke, polygons fill and stroke. */
export type GeometryKind = 'point' | 'line' | 'polygon';

export function geometryKindOf(code: LyrTySeCode): GeometryKind | null {
  if (code === '1') return 'point';
  if (code === '2') return 'line';
  if (code === '3') return 'polygon';
  return null;
}

export interface SymbolEditorProps {
  legend: string;
  geometry: GeometryKind;
  value: SymbolStyle;
  onChange: (next: SymbolStyle) => void;
  /** Point markers sized by a column (proportional symbols): no radius of their own. */
  sized?: boolean;
}

/** The fields of one symbol the layer type uses (fill + opacity, stroke, point shape and radius). */
export function SymbolEditor({ legend, geometry, value, onChange, sized = false }: SymbolEditorProps) {
  const { t } = useTranslation();
  const shapeId = useId();
  const set = (patch: Partial<SymbolStyle>) => onChange({ ...value, ...patch });
  const hasFill = geometry !== 'line';
  return (
    <fieldset className="builder-panel__group">
      <legend>{legend}</legend>
      {hasFill && (
        <>
          <ColorField label={t('builderPanel.style.fillColor')} value={value.fillColor} onChange={(fillColor) => set({ fillColor })} />
          <NumberField
            label={t('builderPanel.style.fillOpacity')}
            value={Math.round(colorOpacity(value.fillColor) * 100)}
            min={0}
            max={100}
            integer
            onChange={(percent) => set({ fillColor: withOpacity(value.fillColor, percent / 100) })}
          />
        </>
      )}
      <ColorField label={t('builderPanel.style.strokeColor')} value={value.strokeColor} onChange={(strokeColor) => set({ strokeColor })} />
      <NumberField
        label={t('builderPanel.style.strokeWidth')}
        value={value.strokeWidth}
        min={0}
        max={20}
        step={0.5}
        onChange={(strokeWidth) => set({ strokeWidth })}
      />
      {geometry === 'point' && (
        <>
          <div className="builder-panel__field">
            <label htmlFor={shapeId}>{t('builderPanel.style.pointShape')}</label>
            <select id={shapeId} value={value.pointShape} onChange={(e) => set({ pointShape: e.target.value as PointShape })}>
              {POINT_SHAPES.map((shape) => (
                <option key={shape} value={shape}>
                  {t(`builderPanel.style.shape.${shape}`)}
                </option>
              ))}
            </select>
          </div>
          {!sized && (
            <NumberField
              label={t('builderPanel.style.pointRadius')}
              value={value.pointRadius}
              min={1}
              max={40}
              onChange={(pointRadius) => set({ pointRadius })}
            />
          )}
        </>
      )}
    </fieldset>
  );
}

/** A small picture of a symbol for the legend (SVG, decorative). */
export function SymbolSwatch({ symbol, geometry }: { symbol: SymbolStyle; geometry: GeometryKind }) {
  const stroke = symbol.strokeColor.slice(0, 7);
  const strokeOpacity = colorOpacity(symbol.strokeColor);
  const fill = symbol.fillColor.slice(0, 7);
  const fillOpacity = colorOpacity(symbol.fillColor);
  const width = Math.min(symbol.strokeWidth, 6);
  let shape;
  if (geometry === 'line') {
    shape = <line x1="2" y1="14" x2="22" y2="6" stroke={stroke} strokeOpacity={strokeOpacity} strokeWidth={Math.max(width, 1)} />;
  } else if (geometry === 'polygon') {
    shape = <rect x="3" y="4" width="18" height="14" fill={fill} fillOpacity={fillOpacity} stroke={stroke} strokeOpacity={strokeOpacity} strokeWidth={width} />;
  } else {
    const r = Math.min(Math.max(symbol.pointRadius, 3), 9);
    const paint = { fill, fillOpacity, stroke, strokeOpacity, strokeWidth: Math.min(width, 3) };
    if (symbol.pointShape === 'square') shape = <rect x={12 - r} y={11 - r} width={2 * r} height={2 * r} {...paint} />;
    else if (symbol.pointShape === 'triangle') shape = <polygon points={`12,${11 - r} ${12 + r},${11 + r} ${12 - r},${11 + r}`} {...paint} />;
    else if (symbol.pointShape === 'star') shape = <polygon points={starPoints(12, 11, r)} {...paint} />;
    else shape = <circle cx="12" cy="11" r={r} {...paint} />;
  }
  return (
    <svg className="builder-panel__swatch" width="24" height="22" viewBox="0 0 24 22" aria-hidden="true" data-fill={symbol.fillColor} data-stroke={symbol.strokeColor}>
      {shape}
    </svg>
  );
}

function starPoints(cx: number, cy: number, r: number): string {
  return Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r / 2.5;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
}
