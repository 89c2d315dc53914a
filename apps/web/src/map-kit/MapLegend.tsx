import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SymbolSwatch } from '../mapbuilder/panels/SymbolEditor';
import { legendEntries, moveEntry, orderEntries } from './legend';
import type { TocNode } from './toc-state';
import './legend.css';

const isPhone = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 767px)').matches;

export interface MapLegendProps {
  nodes: readonly TocNode[];
  /** The entries' order when the screen keeps it (the print uses it too); the legend keeps its own otherwise. */
  order?: readonly string[];
  onOrderChange?: (order: string[]) => void;
}

/**
 * The legend over a map (builder, viewers, themed apps): each visible vector layer with its
 * style's symbols. The reader can hide it and move layers up or down in it (kept while the
 * screen is open).
 */
export function MapLegend({ nodes, order: givenOrder, onOrderChange }: MapLegendProps) {
  const { t } = useTranslation();
  const id = useId();
  // On a phone the legend starts folded so that the map stays in view.
  const [open, setOpen] = useState(() => !isPhone());
  const [ownOrder, setOwnOrder] = useState<string[]>([]);
  const order = givenOrder ?? ownOrder;
  const setOrder = (next: string[]) => (onOrderChange ? onOrderChange(next) : setOwnOrder(next));
  const entries = orderEntries(legendEntries(nodes), order);
  if (entries.length === 0) return null;
  return (
    <section className="map-legend" aria-labelledby={`${id}-title`} data-testid="map-legend">
      <div className="map-legend__head">
        <h2 id={`${id}-title`} className="map-legend__title">
          {t('web.legend.title')}
        </h2>
        <button type="button" className="map-legend__toggle" aria-expanded={open} aria-controls={`${id}-body`} onClick={() => setOpen(!open)}>
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
            <ul aria-label={entry.title}>
              {entry.rows.map((row, i) => (
                <li key={i}>
                  <SymbolSwatch symbol={row.symbol} geometry={entry.geometry} />
                  <span>{row.other ? t('web.legend.other') : (row.label ?? entry.title)}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
