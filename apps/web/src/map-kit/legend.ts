import { formatClassBound, proportionalRadius, proportionalSamples, type LayerStyle, type SymbolStyle } from '@nuri/domain';
import type { WebMapLegendSave } from './map-types';
import { allLayers, layerKey, type TocNode } from './toc-state';

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

/** One sample of a proportional symbol: a value of the size column and its marker radius. */
export interface LegendSize {
  value: number;
  radius: number;
}

export interface LegendEntry {
  key: string;
  title: string;
  geometry: LegendGeometry;
  rows: LegendRow[];
  /** Proportional symbols: the size column and a few sample sizes, largest first. */
  sizes?: { column: string; symbol: SymbolStyle; samples: LegendSize[] };
  /** A heatmap layer: one gradient entry (low to high density) instead of symbol rows. */
  heatmap?: { weightColumn: string | null };
}

/** The colours of the heatmap gradient (OpenLayers' default), low to high. */
export const HEATMAP_GRADIENT = ['#0000ff', '#00ffff', '#00ff00', '#ffff00', '#ff0000'] as const;

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
    label: c.label || (c.filter ?? (c.value !== undefined ? c.value : `${formatClassBound(c.min ?? 0)} – ${formatClassBound(c.max ?? 0)}`)),
    other: false,
  }));
  return [...classes, { symbol: style.base, label: null, other: true }];
}

/** A layer's legend beyond its symbol rows: proportional sizes of points, or the heatmap. */
function extrasOf(style: LayerStyle, geometry: LegendGeometry): Pick<LegendEntry, 'sizes' | 'heatmap'> {
  if (geometry !== 'point') return {};
  if (style.heatmap?.enabled) return { heatmap: { weightColumn: style.heatmap.weightColumn || null } };
  const size = style.size;
  if (!size) return {};
  const samples = proportionalSamples(size).map((value) => ({ value, radius: proportionalRadius(size, value) ?? size.minRadius }));
  return { sizes: { column: size.column, symbol: style.base, samples } };
}

/** Entries of the visible vector layers (a hidden group hides its layers), in TOC order. */
export function legendEntries(nodes: readonly TocNode[]): LegendEntry[] {
  const hiddenGroups = new Set(nodes.filter((n) => n.type === 'group' && !n.visible).flatMap((n) => (n.type === 'group' ? n.children.map((c) => c.key) : [])));
  return allLayers(nodes)
    .filter((n) => n.visible && !hiddenGroups.has(n.key) && n.layer.viewable)
    .flatMap((n) => {
      const geometry = geometryOf(n.layer.lyrTySeCode);
      if (!geometry) return [];
      const extras = extrasOf(n.style, geometry);
      // A heatmap has no symbols to show: its entry is the gradient alone.
      return [{ key: n.key, title: n.tocNm, geometry, rows: extras.heatmap ? [] : rowsOf(n.style), ...extras }];
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

/**
 * The legend as a map keeps it (issue 24): entry keys (the TOC's layer keys) in the user's order
 * and whether it opens folded. Saved with the map by layer id (WebMapLegendDto).
 */
export interface LegendSetting {
  order: string[];
  hidden: boolean;
}

export const DEFAULT_LEGEND: LegendSetting = { order: [], hidden: false };

/** A saved map's legend as the screen's setting (none saved: the TOC's order, unfolded). */
export function legendFromSaved(saved: Partial<WebMapLegendSave> | null | undefined): LegendSetting {
  return { order: (saved?.order ?? []).map(layerKey), hidden: saved?.hidden === true };
}

/** The setting as saved: the layer ids of the TOC's layers in the user's order (keys of removed layers left out). */
export function legendToSave(setting: LegendSetting, nodes: readonly TocNode[]): WebMapLegendSave {
  const byKey = new Map(allLayers(nodes).map((n) => [n.key, n.layer.lyrId]));
  const order = setting.order.flatMap((key) => {
    const lyrId = byKey.get(key);
    return lyrId ? [lyrId] : [];
  });
  return { order: [...new Set(order)], hidden: setting.hidden };
}
