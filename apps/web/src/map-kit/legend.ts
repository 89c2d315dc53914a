import { formatClassBound, type LayerStyle, type SymbolStyle } from '@nuri/domain';
import { allLayers, type TocNode } from './toc-state';

// The map legend (issue 24): one entry per visible vector layer, drawn from its style — one row
// per class and one for other values, or one row for a single symbol. Pure, so the builder, the
// viewers and their tests share it.

export type LegendGeometry = 'point' | 'line' | 'polygon';

export interface LegendRow {
  symbol: SymbolStyle;
  /** The class's label, value or range; null for the single symbol or "other values" (see `other`). */
  label: string | null;
  /** The base symbol of a classed style: features no class matches. */
  other: boolean;
}

export interface LegendEntry {
  key: string;
  title: string;
  geometry: LegendGeometry;
  rows: LegendRow[];
}

function geometryOf(code: string): LegendGeometry | null {
  if (code === '1') return 'point';
  if (code === '2') return 'line';
  if (code === '3') return 'polygon';
  return null;
}

function rowsOf(style: LayerStyle): LegendRow[] {
  if (style.kind === 'single' || style.classes.length === 0) return [{ symbol: style.base, label: null, other: false }];
  const classes = style.classes.map((c) => ({
    symbol: c.symbol,
    label: c.label || (c.value !== undefined ? c.value : `${formatClassBound(c.min ?? 0)} – ${formatClassBound(c.max ?? 0)}`),
    other: false,
  }));
  return [...classes, { symbol: style.base, label: null, other: true }];
}

/** Entries of the visible vector layers (a hidden group hides its layers), in TOC order. */
export function legendEntries(nodes: readonly TocNode[]): LegendEntry[] {
  const hiddenGroups = new Set(nodes.filter((n) => n.type === 'group' && !n.visible).flatMap((n) => (n.type === 'group' ? n.children.map((c) => c.key) : [])));
  return allLayers(nodes)
    .filter((n) => n.visible && !hiddenGroups.has(n.key) && n.layer.viewable)
    .flatMap((n) => {
      const geometry = geometryOf(n.layer.lyrTySeCode);
      return geometry ? [{ key: n.key, title: n.tocNm, geometry, rows: rowsOf(n.style) }] : [];
    });
}

/** Entries in the user's order: keys first in `order`, the rest (new layers) after them in TOC order. */
export function orderEntries(entries: readonly LegendEntry[], order: readonly string[]): LegendEntry[] {
  const rank = new Map(order.map((k, i) => [k, i]));
  return [...entries].sort((a, b) => (rank.get(a.key) ?? Infinity) - (rank.get(b.key) ?? Infinity));
}

/** `order` with `key` moved one place up (-1) or down (+1) among the shown entries. */
export function moveEntry(entries: readonly LegendEntry[], key: string, by: -1 | 1): string[] {
  const keys = entries.map((e) => e.key);
  const i = keys.indexOf(key);
  const j = i + by;
  if (i < 0 || j < 0 || j >= keys.length) return keys;
  [keys[i], keys[j]] = [keys[j], keys[i]];
  return keys;
}
