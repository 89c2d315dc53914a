import { colorOpacity, colorRgb, parseAttributeFilter, type LayerStyle, type SymbolStyle } from '@nuri/domain';
import { filterToMapLibre } from './filter-write';
import type { SldGeometry } from './sld-write';

// A layer's JSON style as a MapLibre style document (issue 24): the layer's vector tiles (our
// TileJSON) as the source, and fill/line/circle layers whose colours follow the classes through
// `match` (categorised) or `case` (graduated) expressions.

type Expression = unknown;

function byClass(style: LayerStyle, pick: (s: SymbolStyle) => string | number): Expression {
  const base = pick(style.base);
  if (style.kind === 'rules' && style.classes.length > 0) {
    // `case` takes the first condition that holds: the rules' order.
    return ['case', ...style.classes.flatMap((c) => [filterToMapLibre(parseAttributeFilter(c.filter ?? '')), pick(c.symbol)]), base];
  }
  if (style.kind === 'single' || !style.column || style.classes.length === 0) return base;
  const column = style.column;
  if (style.kind === 'categorized') {
    return ['match', ['to-string', ['get', column]], ...style.classes.flatMap((c) => [c.value ?? '', pick(c.symbol)]), base];
  }
  // Features without a number fall below every class (the base symbol).
  const value = ['to-number', ['get', column], -1e308];
  const last = style.classes.length - 1;
  return [
    'case',
    ...style.classes.flatMap((c, i) => [['all', ['>=', value, c.min ?? 0], [i === last ? '<=' : '<', value, c.max ?? 0]], pick(c.symbol)]),
    base,
  ];
}

/** Proportional symbols: radius = minRadius + (maxRadius − minRadius)·√t, t the value's place in the range (clamped). */
function sizeRadius(size: NonNullable<LayerStyle['size']>): Expression {
  const span = size.maxValue - size.minValue || 1;
  const t = ['max', 0, ['min', 1, ['/', ['-', ['to-number', ['get', size.column], size.minValue], size.minValue], span]]];
  return ['+', size.minRadius, ['*', size.maxRadius - size.minRadius, ['sqrt', t]]];
}

const fill = (s: SymbolStyle) => colorRgb(s.fillColor);
const fillOpacity = (s: SymbolStyle) => colorOpacity(s.fillColor);
const stroke = (s: SymbolStyle) => colorRgb(s.strokeColor);
const strokeOpacity = (s: SymbolStyle) => colorOpacity(s.strokeColor);
const strokeWidth = (s: SymbolStyle) => s.strokeWidth;

/** The MapLibre style (version 8) of a layer's style; `tileJsonUrl` is the layer's TileJSON. */
export function layerStyleToMapLibre(style: LayerStyle, o: { id: string; name: string; geometry: SldGeometry; tileJsonUrl: string }): Record<string, unknown> {
  const common = { source: 'nuri', 'source-layer': o.id } as const;
  const zooms = {
    ...(typeof style.minZoom === 'number' ? { minzoom: style.minZoom } : {}),
    ...(typeof style.maxZoom === 'number' ? { maxzoom: style.maxZoom } : {}),
  };
  const layers: Record<string, unknown>[] = [];
  if (o.geometry === 'polygon') {
    layers.push({ id: `${o.id}-fill`, type: 'fill', ...common, ...zooms, paint: { 'fill-color': byClass(style, fill), 'fill-opacity': byClass(style, fillOpacity) } });
  }
  if (o.geometry === 'polygon' || o.geometry === 'line') {
    layers.push({
      id: `${o.id}-line`,
      type: 'line',
      ...common,
      ...zooms,
      paint: { 'line-color': byClass(style, stroke), 'line-opacity': byClass(style, strokeOpacity), 'line-width': byClass(style, strokeWidth) },
    });
  }
  if (o.geometry === 'point') {
    layers.push({
      id: `${o.id}-circle`,
      type: 'circle',
      ...common,
      ...zooms,
      paint: {
        'circle-color': byClass(style, fill),
        'circle-opacity': byClass(style, fillOpacity),
        'circle-radius': style.size ? sizeRadius(style.size) : byClass(style, (s) => s.pointRadius),
        'circle-stroke-color': byClass(style, stroke),
        'circle-stroke-opacity': byClass(style, strokeOpacity),
        'circle-stroke-width': byClass(style, strokeWidth),
      },
    });
  }
  return { version: 8, name: o.name, sources: { nuri: { type: 'vector', url: o.tileJsonUrl } }, layers };
}
