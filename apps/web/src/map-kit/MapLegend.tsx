import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SymbolSwatch } from '../mapbuilder/panels/SymbolEditor';
import { HEATMAP_GRADIENT, legendEntries, moveEntry, orderEntries, type LegendEntry } from './legend';
import type { TocNode } from './toc-state';
import './overlay-card.css';
import './legend.css';

const isPhone = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 767px)').matches;

export interface MapLegendProps {
  nodes: readonly TocNode[];
  /** The entries' order when the screen keeps it (the print uses it too); the legend keeps its own otherwise. */
  order?: readonly string[];
  onOrderChange?: (order: string[]) => void;
  /** The legend opens folded (the map's saved setting); read when it mounts (give it a new key for another map). */
  hidden?: boolean;
  /** The reader folded (true) or unfolded it: the builder saves that with the map. */
  onHiddenChange?: (hidden: boolean) => void;
}

/**
 * The legend over a map (builder, viewers, themed apps): each visible vector layer with its
 * style's symbols. The reader can fold it and move layers up or down in it; the builder saves
 * both with the map (issue 24), viewers open it so and keep the reader's changes while the
 * screen is open.
 */
export function MapLegend({ nodes, order: givenOrder, onOrderChange, hidden = false, onHiddenChange }: MapLegendProps) {
  const { t } = useTranslation();
  const id = useId();
  // On a phone the legend starts folded so that the map stays in view.
  const [open, setOpen] = useState(() => !hidden && !isPhone());
  const toggle = () => {
    setOpen(!open);
    onHiddenChange?.(open);
  };
  const [ownOrder, setOwnOrder] = useState<string[]>([]);
  const order = givenOrder ?? ownOrder;
  const setOrder = (next: string[]) => (onOrderChange ? onOrderChange(next) : setOwnOrder(next));
  const entries = orderEntries(legendEntries(nodes), order);
  if (entries.length === 0) return null;
  return (
    <section className="map-overlay-card map-legend" aria-labelledby={`${id}-title`} data-testid="map-legend">
      <div className="map-legend__head">
        <h2 id={`${id}-title`} className="map-legend__title">
          {t('web.legend.title')}
        </h2>
        <button type="button" className="map-legend__toggle" aria-expanded={open} aria-controls={`${id}-body`} onClick={toggle}>
          {t(open ? 'web.legend.hide' : 'web.legend.show')}
        </button>
      </div>
      <ol id={`${id}-body`} className="map-legend__entries" hidden={!open}>
        {entries.map((entry, index) => (
          <li key={entry.key} className="map-legend__entry">
            <div className="map-legend__layer">
              <h3>{entry.title}</h3>
              {entries.length > 1 && (
                <span className="map-legend__moves">
                  <button
                    type="button"
                    aria-label={t('web.legend.up', { name: entry.title })}
                    disabled={index === 0}
                    onClick={() => setOrder(moveEntry(entries, entry.key, -1))}
                  >
                    <span aria-hidden="true">▲</span>
                  </button>
                  <button
                    type="button"
                    aria-label={t('web.legend.down', { name: entry.title })}
                    disabled={index === entries.length - 1}
                    onClick={() => setOrder(moveEntry(entries, entry.key, 1))}
                  >
                    <span aria-hidden="true">▼</span>
                  </button>
                </span>
              )}
            </div>
            {entry.rows.length > 0 && (
              <ul aria-label={entry.title}>
                {entry.rows.map((row, i) => (
                  <li key={i}>
                    <SymbolSwatch symbol={row.symbol} geometry={entry.geometry} />
                    <span>{row.other ? t('web.legend.other') : (row.label ?? entry.title)}</span>
                  </li>
                ))}
              </ul>
            )}
            {entry.sizes && <SizeSamples sizes={entry.sizes} />}
            {entry.heatmap && <HeatmapGradient heatmap={entry.heatmap} />}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Proportional symbols: circles of a few sample values, largest first, with their values. */
function SizeSamples({ sizes }: { sizes: NonNullable<LegendEntry['sizes']> }) {
  const { t } = useTranslation();
  const fill = sizes.symbol.fillColor.slice(0, 7);
  const stroke = sizes.symbol.strokeColor.slice(0, 7);
  return (
    <div className="map-legend__sizes">
      <p className="map-legend__caption">{t('web.legend.sizeBy', { column: sizes.column })}</p>
      <ul aria-label={t('web.legend.sizeBy', { column: sizes.column })}>
        {sizes.samples.map((s) => {
          const r = Math.min(s.radius, 30);
          return (
            <li key={s.value}>
              <svg width={2 * r + 4} height={2 * r + 4} aria-hidden="true" data-radius={s.radius}>
                <circle cx={r + 2} cy={r + 2} r={r} fill={fill} fillOpacity={0.6} stroke={stroke} strokeWidth={1} />
              </svg>
              <span>{s.value.toLocaleString()}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** A heatmap layer: the density gradient, low to high, and the weight column when there is one. */
function HeatmapGradient({ heatmap }: { heatmap: NonNullable<LegendEntry['heatmap']> }) {
  const { t } = useTranslation();
  return (
    <div className="map-legend__heatmap">
      <p className="map-legend__caption">
        {heatmap.weightColumn ? t('web.legend.heatmapWeight', { column: heatmap.weightColumn }) : t('web.legend.heatmapCount')}
      </p>
      <span className="map-legend__gradient" role="img" aria-label={t('web.legend.heatmapGradient')} style={{ background: `linear-gradient(to right, ${HEATMAP_GRADIENT.join(', ')})` }} />
      <span className="map-legend__ends" aria-hidden="true">
        <span>{t('web.legend.low')}</span>
        <span>{t('web.legend.high')}</span>
      </span>
    </div>
  );
}
