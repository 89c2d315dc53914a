import {
  classFor,
  compileStyleRules,
  DEFAULT_LABEL_PRIORITY,
  proportionalRadius,
  type LabelStyle,
  type LayerStyle,
  type SymbolStyle,
} from '@nuri/domain';
import type { FeatureLike } from 'ol/Feature';
import CircleStyle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import RegularShape from 'ol/style/RegularShape';
import Stroke from 'ol/style/Stroke';
import Style, { type StyleFunction } from 'ol/style/Style';
import Text from 'ol/style/Text';
import type ImageStyle from 'ol/style/Image';
import VectorTileLayer from 'ol/layer/VectorTile';

/** The point marker of a symbol: circle, square, triangle or star. */
export function pointImage(symbol: SymbolStyle): ImageStyle {
  const fill = new Fill({ color: symbol.fillColor });
  const stroke = symbol.strokeWidth > 0 ? new Stroke({ color: symbol.strokeColor, width: symbol.strokeWidth }) : undefined;
  const radius = symbol.pointRadius;
  switch (symbol.pointShape) {
    case 'square':
      return new RegularShape({ fill, stroke, points: 4, radius: radius * Math.SQRT2, angle: Math.PI / 4, declutterMode: 'none' });
    case 'triangle':
      return new RegularShape({ fill, stroke, points: 3, radius: radius * 1.3, angle: 0, declutterMode: 'none' });
    case 'star':
      return new RegularShape({ fill, stroke, points: 5, radius: radius * 1.4, radius2: radius * 0.6, angle: 0, declutterMode: 'none' });
    case 'circle':
    default:
      return new CircleStyle({ fill, stroke, radius, declutterMode: 'none' });
  }
}

/** One symbol as an OpenLayers style: polygons take fill + stroke, lines the stroke, points the marker. */
export function symbolStyle(symbol: SymbolStyle, zIndex?: number): Style {
  return new Style({
    fill: new Fill({ color: symbol.fillColor }),
    stroke: symbol.strokeWidth > 0 ? new Stroke({ color: symbol.strokeColor, width: symbol.strokeWidth }) : undefined,
    image: pointImage(symbol),
    zIndex,
  });
}

/**
 * The labels' typeface: the app's web font first (Korean text on machines without a Korean
 * system font would otherwise draw as empty boxes), as the offline base map's labels.
 */
export const LABEL_FONT_FAMILY = '"Pretendard GOV", sans-serif';

/** Where a label goes: beside a point, at an interior point of a polygon, or along a line. */
export type LabelAt = 'point' | 'line';

/**
 * The text of a label style for one value. Its priority (0–10) orders the declutter: where
 * labels collide the higher zIndex is kept. Along a line, the text follows the line's path.
 */
export function labelStyle(label: LabelStyle, text: string, at: LabelAt = 'point'): Style {
  return new Style({
    text: new Text({
      text,
      font: `${label.fontSize}px ${LABEL_FONT_FAMILY}`,
      fill: new Fill({ color: label.color }),
      stroke: label.haloWidth > 0 ? new Stroke({ color: label.haloColor, width: label.haloWidth }) : undefined,
      overflow: false,
      offsetY: 0,
      placement: at,
      ...(at === 'line' ? { maxAngle: Math.PI / 4, textBaseline: 'middle' as const } : {}),
    }),
    zIndex: 1000 + (label.priority ?? DEFAULT_LABEL_PRIORITY),
  });
}

/** The key of the style a value gets: 'base' or the index of its class (categorised and graduated). */
export function styleKeyFor(style: LayerStyle, value: unknown): string {
  if (style.kind === 'single' || style.kind === 'rules') return 'base';
  const cls = classFor(style, value);
  return cls ? String(style.classes.indexOf(cls)) : 'base';
}

const MAX_LABEL_CACHE = 2000;

export interface RenderedStyleFunction extends StyleFunction {
  /** Styles built so far, by class key (for tests and the legend). */
  readonly cache: ReadonlyMap<string, Style>;
}

/** Suffix of the MVT layer of label points our tiles carry next to a layer's features (apps/api tiles.queries.ts). */
export const LABEL_LAYER_SUFFIX = ':labels';

export interface StyleFunctionOptions {
  /**
   * Vector tiles of our API: lines and polygons arrive cut at tile edges, so their labels are
   * drawn from the tile's label points (one per feature, `<lyrId>:labels`), never from each part —
   * except lines labelled along the line (label placement 'line'), which follow their own path.
   */
  labelPoints?: boolean;
  /** The layer's geometry ('line' lets a label placement 'line' apply). */
  geometry?: 'point' | 'line' | 'polygon';
}

function fromLabelLayer(feature: FeatureLike): boolean {
  return String(feature.get('layer') ?? '').endsWith(LABEL_LAYER_SUFFIX);
}

function isPointGeometry(feature: FeatureLike): boolean {
  const type = feature.getGeometry()?.getType();
  return type === 'Point' || type === 'MultiPoint';
}

function isLineGeometry(feature: FeatureLike): boolean {
  const type = feature.getGeometry()?.getType();
  return type === 'LineString' || type === 'MultiLineString';
}

/**
 * A feature's attribute by a column name as the attribute filter names it: exact, else the one
 * property whose name matches case-insensitively (the resolved name is remembered).
 */
function attributeReader(): (feature: FeatureLike) => (name: string) => unknown {
  const resolved = new Map<string, string>();
  return (feature) => (name) => {
    const known = resolved.get(name) ?? name;
    const value = feature.get(known);
    if (value !== undefined || resolved.has(name)) return value;
    const keys = Object.keys(feature.getProperties()).filter((k) => k.toLowerCase() === name.toLowerCase());
    if (keys.length !== 1) return undefined;
    resolved.set(name, keys[0]);
    return feature.get(keys[0]);
  };
}

/** Marker radii are rounded to half pixels so that proportional symbols share their styles. */
const roundRadius = (r: number) => Math.round(r * 2) / 2;

/**
 * A layer style (libs/domain map-style) as an OpenLayers style function: single, categorised or
 * graduated by the style's column (through classFor), rule-based by the first rule whose
 * attribute filter matches (else the base symbol); point markers sized by a numeric column when
 * the style has proportional sizes; labels from the label column. Styles are built once per
 * class (and radius) and once per label text.
 */
export function createStyleFunction(style: LayerStyle, options: StyleFunctionOptions = {}): RenderedStyleFunction {
  const cache = new Map<string, Style>();
  const labels = new Map<string, Style>();
  const symbolOf = (key: string): SymbolStyle => (key === 'base' ? style.base : style.classes[Number(key)].symbol);
  const byKey = (key: string, radius: number | null): Style => {
    const cacheKey = radius === null ? key : `${key}@${radius}`;
    let s = cache.get(cacheKey);
    if (!s) {
      const symbol = symbolOf(key);
      s = symbolStyle(radius === null ? symbol : { ...symbol, pointRadius: radius });
      cache.set(cacheKey, s);
    }
    return s;
  };
  const read = attributeReader();
  const rules = style.kind === 'rules' ? compileStyleRules(style.classes) : null;
  const keyOf = (feature: FeatureLike): string => {
    if (rules) {
      const i = rules(read(feature));
      return i < 0 ? 'base' : String(i);
    }
    return styleKeyFor(style, style.column ? feature.get(style.column) : undefined);
  };
  const size = style.size ?? null;
  const radiusOf = (feature: FeatureLike): number | null => {
    if (!size || !isPointGeometry(feature)) return null;
    return roundRadius(proportionalRadius(size, read(feature)(size.column)) ?? size.minRadius);
  };
  const labelOn = style.label.enabled && Boolean(style.label.column);
  const alongLines = options.geometry === 'line' && style.label.placement === 'line';
  const labelOf = (feature: FeatureLike, at: LabelAt): Style | null => {
    const raw = feature.get(style.label.column as string);
    if (raw === null || raw === undefined || raw === '') return null;
    const text = String(raw);
    const key = `${at}:${text}`;
    let label = labels.get(key);
    if (!label) {
      if (labels.size >= MAX_LABEL_CACHE) labels.clear();
      label = labelStyle(style.label, text, at);
      labels.set(key, label);
    }
    return label;
  };
  const fn = ((feature: FeatureLike) => {
    if (options.labelPoints && fromLabelLayer(feature)) return labelOn && !alongLines ? (labelOf(feature, 'point') ?? undefined) : undefined;
    const symbol = byKey(keyOf(feature), radiusOf(feature));
    if (!labelOn) return symbol;
    const line = alongLines && isLineGeometry(feature);
    if (options.labelPoints && !isPointGeometry(feature) && !line) return symbol;
    const label = labelOf(feature, line ? 'line' : 'point');
    return label ? [symbol, label] : symbol;
  }) as unknown as RenderedStyleFunction;
  Object.defineProperty(fn, 'cache', { value: cache });
  return fn;
}

/**
 * Style of clustered points: a single feature keeps its layer style; a cluster is a circle in
 * the base colour with its count.
 */
export function createClusterStyleFunction(style: LayerStyle): StyleFunction {
  const inner = createStyleFunction(style, { geometry: 'point' });
  const clusters = new Map<number, Style>();
  return (feature, resolution) => {
    const members = feature.get('features') as FeatureLike[] | undefined;
    if (!members || members.length === 0) return inner(feature, resolution);
    if (members.length === 1) return inner(members[0], resolution);
    const n = members.length;
    let s = clusters.get(n);
    if (!s) {
      s = new Style({
        image: new CircleStyle({
          radius: Math.min(30, 10 + Math.log2(n) * 3),
          fill: new Fill({ color: style.base.fillColor.length === 9 ? style.base.fillColor.slice(0, 7) + 'cc' : style.base.fillColor }),
          stroke: new Stroke({ color: '#ffffff', width: 2 }),
        }),
        text: new Text({ text: String(n), font: 'bold 12px sans-serif', fill: new Fill({ color: '#ffffff' }) }),
      });
      clusters.set(n, s);
    }
    return s;
  };
}

/** The mark of a selected feature: a bright outline over a light wash, a ringed dot for points. */
export const HIGHLIGHT_COLOR = '#ffd400';

const HIGHLIGHT_STYLE = new Style({
  fill: new Fill({ color: 'rgba(255, 212, 0, 0.25)' }),
  stroke: new Stroke({ color: HIGHLIGHT_COLOR, width: 4 }),
  image: new CircleStyle({ radius: 9, fill: new Fill({ color: 'rgba(255, 212, 0, 0.35)' }), stroke: new Stroke({ color: HIGHLIGHT_COLOR, width: 3 }), declutterMode: 'none' }),
  zIndex: 2000,
});

/**
 * A layer over `layer` drawing only the feature `id` (every tile-clipped part of it, never its
 * label point) in the highlight style; it shares the layer's tile source, so nothing reloads.
 */
export function createHighlightLayer(layer: VectorTileLayer, id: number | string): VectorTileLayer {
  const highlight = new VectorTileLayer({
    source: layer.getSource() ?? undefined,
    style: (feature) => (feature.getId() === id && !fromLabelLayer(feature) ? HIGHLIGHT_STYLE : undefined),
    zIndex: 2000,
  });
  highlight.set('nuriHighlight', true);
  return highlight;
}
