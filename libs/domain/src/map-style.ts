// The layer style the map builder edits and web maps store per TOC layer (also the layer's
// own JSON style, PUT /layers/{lyrId}/style). One format from API validation to OpenLayers.
import { normalizeAliases, normalizeFormats, validateAliases, validateFormats, type ColumnFormat } from './popup-format';
import { normalizeLayerDisplay, validateLayerDisplay, type LayerDisplay } from './layer-display';
import { normalizeRasterStyle, validateRasterStyle, type RasterStyle } from './raster-style';
import { compileAttributeFilter, FilterSyntaxError, parseAttributeFilter, type FilterProperties } from './attribute-filter';
import { translate } from './i18n';

/** How one symbol is drawn: polygons use fill + stroke, lines stroke, points the marker. */
export interface SymbolStyle {
  /** CSS colour '#rrggbb' or '#rrggbbaa'. */
  fillColor: string;
  strokeColor: string;
  /** Pixels, 0–20. */
  strokeWidth: number;
  /** Point marker shape. */
  pointShape: PointShape;
  /** Point marker radius in pixels, 1–40. */
  pointRadius: number;
}

export const POINT_SHAPES = ['circle', 'square', 'triangle', 'star'] as const;
export type PointShape = (typeof POINT_SHAPES)[number];

/** One class of a categorised (value) or graduated (min ≤ v < max) style. */
export interface StyleClass {
  /** Categorised: the column value (as text) this class matches. */
  value?: string;
  /** Graduated: lower bound (inclusive). */
  min?: number;
  /** Graduated: upper bound (exclusive; the last class includes it). */
  max?: number;
  /** Rule-based: the attribute filter (FILTER.md) the class's features match; the first matching rule wins. */
  filter?: string;
  label: string;
  symbol: SymbolStyle;
}

export interface LabelStyle {
  /** Off when false; the column whose value is drawn. */
  enabled: boolean;
  column: string | null;
  /** Pixels, 8–40. */
  fontSize: number;
  color: string;
  haloColor: string;
  /** Pixels, 0–10. */
  haloWidth: number;
  /**
   * Declutter order, 0–10 (absent: 5): where labels collide, the higher priority is drawn and
   * the other left out (OpenLayers text zIndex).
   */
  priority?: number;
  /**
   * Line layers: 'line' writes the label along the line (OpenLayers placement 'line'); 'point'
   * (absent) at one point on it. Polygons are always labelled at an interior point
   * (ST_PointOnSurface of the tiles' label layer), points beside their marker.
   */
  placement?: LabelPlacement;
}

export const LABEL_PLACEMENTS = ['point', 'line'] as const;
export type LabelPlacement = (typeof LABEL_PLACEMENTS)[number];
export const DEFAULT_LABEL_PRIORITY = 5;
export const MAX_LABEL_PRIORITY = 10;

/**
 * Proportional symbols of a point layer: each marker's radius from a numeric column, scaled by
 * the square root so that the marker's area follows the value (minValue and below get minRadius,
 * maxValue and above maxRadius). The value range is the column's, taken when the column is chosen.
 */
export interface ProportionalSize {
  column: string;
  minValue: number;
  maxValue: number;
  /** Pixels, 1–60. */
  minRadius: number;
  /** Pixels, 1–60. */
  maxRadius: number;
}

export const MAX_PROPORTIONAL_RADIUS = 60;
export const DEFAULT_PROPORTIONAL_RADII = { minRadius: 4, maxRadius: 24 } as const;

/** The marker radius of a value under a proportional size (null: no usable value). */
export function proportionalRadius(size: ProportionalSize, value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(n)) return null;
  const span = size.maxValue - size.minValue;
  const t = span > 0 ? Math.min(1, Math.max(0, (n - size.minValue) / span)) : 1;
  return size.minRadius + (size.maxRadius - size.minRadius) * Math.sqrt(t);
}

/** A few values of the column to show in the legend: the range's ends and points between (rounded). */
export function proportionalSamples(size: ProportionalSize, count = 3): number[] {
  if (size.maxValue <= size.minValue) return [size.maxValue];
  // The range's ends as they are, the values between rounded to 3 significant digits.
  const values = Array.from({ length: count }, (_, i) =>
    i === 0 ? size.minValue : i === count - 1 ? size.maxValue : Number((size.minValue + ((size.maxValue - size.minValue) * i) / (count - 1)).toPrecision(3)),
  );
  return [...new Set(values)].reverse();
}

export const STYLE_KINDS = ['single', 'categorized', 'graduated', 'rules'] as const;
export type StyleKind = (typeof STYLE_KINDS)[number];

export interface LayerStyle extends LayerDisplay {
  kind: StyleKind;
  /** The attribute column for categorised and graduated styles. */
  column: string | null;
  /** The symbol of 'single', and of features no class matches. */
  base: SymbolStyle;
  classes: StyleClass[];
  label: LabelStyle;
  /** A raster layer's drawing (colour ramp, stretch, hillshade); absent for vector layers. */
  raster?: RasterStyle;
  /** Point layers: marker radius from a numeric column (proportional symbols); absent: the symbols' radius. */
  size?: ProportionalSize | null;
}

/** Columns shown in a feature's popup (empty = popup off), with their display names and formats. */
export interface PopupSetting {
  enabled: boolean;
  columns: string[];
  /** Display names by column (popup and attribute table); a column without one shows its name. */
  aliases?: Record<string, string>;
  /** Number or date formatting by column. */
  formats?: Record<string, ColumnFormat>;
}

export const MAX_STYLE_CLASSES = 50;

export const DEFAULT_SYMBOL: SymbolStyle = {
  fillColor: '#3388ff66',
  strokeColor: '#1f5fbf',
  strokeWidth: 2,
  pointShape: 'circle',
  pointRadius: 6,
};

export const DEFAULT_LABEL: LabelStyle = {
  enabled: false,
  column: null,
  fontSize: 12,
  color: '#222222',
  haloColor: '#ffffff',
  haloWidth: 2,
};

export function defaultLayerStyle(): LayerStyle {
  return { kind: 'single', column: null, base: { ...DEFAULT_SYMBOL }, classes: [], label: { ...DEFAULT_LABEL } };
}

const COLOR = /^#(?:[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

// The client's request cleanup (spec 000 §5) drops false, null and '' from bodies, so a saved
// style arrives without `enabled: false`, `column: null` or an empty class list: absent means
// exactly those values. normalize* put them back.
function isFlag(v: unknown): boolean {
  return v === undefined || typeof v === 'boolean';
}

function isColumnOrNone(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.length <= 63);
}

function checkNumber(v: unknown, min: number, max: number, path: string, errors: string[]): void {
  if (typeof v !== 'number' || !Number.isFinite(v) || v < min || v > max) errors.push(`${path} must be a number from ${min} to ${max}`);
}

function checkColor(v: unknown, path: string, errors: string[]): void {
  if (typeof v !== 'string' || !COLOR.test(v)) errors.push(`${path} must be a colour like #1f5fbf`);
}

function checkSymbol(v: unknown, path: string, errors: string[]): void {
  if (!isObject(v)) {
    errors.push(`${path} must be an object`);
    return;
  }
  checkColor(v.fillColor, `${path}.fillColor`, errors);
  checkColor(v.strokeColor, `${path}.strokeColor`, errors);
  checkNumber(v.strokeWidth, 0, 20, `${path}.strokeWidth`, errors);
  if (!POINT_SHAPES.includes(v.pointShape as PointShape)) errors.push(`${path}.pointShape must be one of ${POINT_SHAPES.join(', ')}`);
  checkNumber(v.pointRadius, 1, 40, `${path}.pointRadius`, errors);
}

function checkLabel(v: unknown, path: string, errors: string[]): void {
  if (!isObject(v)) {
    errors.push(`${path} must be an object`);
    return;
  }
  if (!isFlag(v.enabled)) errors.push(`${path}.enabled must be true or false`);
  if (!isColumnOrNone(v.column)) errors.push(`${path}.column must be a column name or null`);
  if (v.enabled === true && !v.column) errors.push(`${path}.column is required when labels are on`);
  checkNumber(v.fontSize, 8, 40, `${path}.fontSize`, errors);
  checkColor(v.color, `${path}.color`, errors);
  checkColor(v.haloColor, `${path}.haloColor`, errors);
  checkNumber(v.haloWidth, 0, 10, `${path}.haloWidth`, errors);
  if (v.priority !== undefined) checkNumber(v.priority, 0, MAX_LABEL_PRIORITY, `${path}.priority`, errors);
  if (v.placement !== undefined && !LABEL_PLACEMENTS.includes(v.placement as LabelPlacement)) {
    errors.push(`${path}.placement must be one of ${LABEL_PLACEMENTS.join(', ')}`);
  }
}

function checkSize(v: unknown, path: string, errors: string[]): void {
  if (!isObject(v)) {
    errors.push(`${path} must be an object`);
    return;
  }
  if (typeof v.column !== 'string' || v.column.length === 0 || v.column.length > 63) errors.push(`${path}.column must be a column name`);
  const finite = (n: unknown) => typeof n === 'number' && Number.isFinite(n);
  if (!finite(v.minValue) || !finite(v.maxValue) || !((v.minValue as number) <= (v.maxValue as number))) {
    errors.push(`${path} needs numbers minValue ≤ maxValue`);
  }
  checkNumber(v.minRadius, 1, MAX_PROPORTIONAL_RADIUS, `${path}.minRadius`, errors);
  checkNumber(v.maxRadius, 1, MAX_PROPORTIONAL_RADIUS, `${path}.maxRadius`, errors);
  if (typeof v.minRadius === 'number' && typeof v.maxRadius === 'number' && v.minRadius > v.maxRadius) {
    errors.push(`${path}.minRadius must not be greater than ${path}.maxRadius`);
  }
}

export const MAX_RULE_FILTER_LENGTH = 1000;

/**
 * Why a rule's filter is not usable (null when it parses), in the catalog's words: the map
 * builder shows it under the rule, the API in its field error.
 */
export function ruleFilterProblem(filter: unknown, locale: 'ko' | 'en' = 'ko'): string | null {
  if (typeof filter !== 'string' || filter.trim() === '') return translate('style.rule.filterRequired', undefined, locale);
  if (filter.length > MAX_RULE_FILTER_LENGTH) return translate('style.rule.filterTooLong', { max: MAX_RULE_FILTER_LENGTH }, locale);
  try {
    parseAttributeFilter(filter);
    return null;
  } catch (e) {
    if (e instanceof FilterSyntaxError) return translate(e.key, e.params, locale);
    throw e;
  }
}

/** Problems with a layer style (empty when valid); paths name the offending field. */
export function validateLayerStyle(value: unknown, path = 'style'): string[] {
  const errors: string[] = [];
  if (!isObject(value)) return [`${path} must be an object`];
  if (!STYLE_KINDS.includes(value.kind as StyleKind)) errors.push(`${path}.kind must be one of ${STYLE_KINDS.join(', ')}`);
  const needsColumn = value.kind === 'categorized' || value.kind === 'graduated';
  if (value.size !== undefined && value.size !== null) checkSize(value.size, `${path}.size`, errors);
  if (!isColumnOrNone(value.column)) errors.push(`${path}.column must be a column name or null`);
  if (needsColumn && !value.column) errors.push(`${path}.column is required for a ${String(value.kind)} style`);
  checkSymbol(value.base, `${path}.base`, errors);
  if (value.classes !== undefined && (!Array.isArray(value.classes) || value.classes.length > MAX_STYLE_CLASSES)) {
    errors.push(`${path}.classes must be a list of at most ${MAX_STYLE_CLASSES}`);
  } else {
    (value.classes ?? []).forEach((c: unknown, i: number) => {
      const p = `${path}.classes[${i}]`;
      if (!isObject(c)) {
        errors.push(`${p} must be an object`);
        return;
      }
      if (typeof c.label !== 'string' || c.label.length > 100) errors.push(`${p}.label must be text of at most 100 characters`);
      if (value.kind === 'categorized' && typeof c.value !== 'string') errors.push(`${p}.value must be text`);
      if (value.kind === 'graduated') {
        if (typeof c.min !== 'number' || typeof c.max !== 'number' || !(c.min <= c.max)) errors.push(`${p} needs numbers min ≤ max`);
      }
      if (value.kind === 'rules') {
        const problem = ruleFilterProblem(c.filter, 'en');
        if (problem) errors.push(`${p}.filter is not a usable attribute filter: ${problem}`);
      }
      checkSymbol(c.symbol, `${p}.symbol`, errors);
    });
  }
  checkLabel(value.label, `${path}.label`, errors);
  if (value.raster !== undefined && value.raster !== null) errors.push(...validateRasterStyle(value.raster, `${path}.raster`));
  errors.push(...validateLayerDisplay(value, path));
  return errors;
}

/** Problems with popup settings (empty when valid). */
export function validatePopupSetting(value: unknown, path = 'popup'): string[] {
  if (!isObject(value)) return [`${path} must be an object`];
  const errors: string[] = [];
  if (!isFlag(value.enabled)) errors.push(`${path}.enabled must be true or false`);
  const columns = value.columns ?? [];
  if (!Array.isArray(columns) || columns.length > 100 || columns.some((c) => typeof c !== 'string' || c.length > 63)) {
    errors.push(`${path}.columns must be a list of column names`);
  }
  errors.push(...validateAliases(value.aliases, `${path}.aliases`), ...validateFormats(value.formats, `${path}.formats`));
  return errors;
}

/**
 * The rules of a rule-based style as one test: the index of the first class whose filter the
 * feature's attributes match, or -1 (the base symbol: the "else" rule). A rule whose filter does
 * not parse never matches.
 */
export function compileStyleRules(classes: readonly StyleClass[]): (get: FilterProperties) => number {
  const tests = classes.map((c) => {
    try {
      return compileAttributeFilter(parseAttributeFilter(c.filter ?? ''));
    } catch {
      return () => false;
    }
  });
  return (get) => tests.findIndex((test) => test(get));
}

/** Picks the class of a feature's value, or null for the base symbol (categorised and graduated; rules: compileStyleRules). */
export function classFor(style: LayerStyle, value: unknown): StyleClass | null {
  if (style.kind === 'categorized') {
    if (value === null || value === undefined) return null;
    const text = String(value);
    return style.classes.find((c) => c.value === text) ?? null;
  }
  if (style.kind === 'graduated') {
    const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
    if (!Number.isFinite(n)) return null;
    const last = style.classes.length - 1;
    return (
      style.classes.find((c, i) => c.min !== undefined && c.max !== undefined && n >= c.min && (n < c.max || (i === last && n <= c.max))) ?? null
    );
  }
  return null;
}

// ---- Building classes (the map builder's style panel) ----

/** True for the colours a style accepts: '#rrggbb' or '#rrggbbaa'. */
export function isStyleColor(value: string): boolean {
  return COLOR.test(value);
}

/** The '#rrggbb' part of a style colour (lower case). */
export function colorRgb(color: string): string {
  return color.slice(0, 7).toLowerCase();
}

/** The opacity of a style colour from 0 to 1 (1 without an alpha part). */
export function colorOpacity(color: string): number {
  if (color.length !== 9) return 1;
  return Math.round((parseInt(color.slice(7, 9), 16) / 255) * 100) / 100;
}

/** '#rrggbb' with an opacity from 0 to 1 as '#rrggbbaa' ('#rrggbb' when fully opaque). */
export function withOpacity(color: string, opacity: number): string {
  const rgb = colorRgb(color);
  const a = Math.round(Math.min(1, Math.max(0, opacity)) * 255);
  return a === 255 ? rgb : `${rgb}${a.toString(16).padStart(2, '0')}`;
}

/** Distinct colours for categorised classes, in order (repeated after the last). */
export const CATEGORY_PALETTE = [
  '#e41a1c',
  '#377eb8',
  '#4daf4a',
  '#984ea3',
  '#ff7f00',
  '#ffd92f',
  '#a65628',
  '#f781bf',
  '#1b9e77',
  '#66a61e',
  '#7570b3',
  '#999999',
] as const;

/** Colour ramps for graduated classes: light to dark stops. */
export const COLOR_RAMPS = {
  blues: ['#deebf7', '#3182bd', '#08306b'],
  reds: ['#fee0d2', '#de2d26', '#67000d'],
  greens: ['#e5f5e0', '#31a354', '#00441b'],
  oranges: ['#fee6ce', '#e6550d', '#7f2704'],
  purples: ['#efedf5', '#756bb1', '#3f007d'],
  spectral: ['#2b83ba', '#abdda4', '#ffffbf', '#fdae61', '#d7191c'],
} as const satisfies Record<string, readonly string[]>;
export type ColorRampName = keyof typeof COLOR_RAMPS;
export const COLOR_RAMP_NAMES = Object.keys(COLOR_RAMPS) as ColorRampName[];

export const MIN_GRADUATED_CLASSES = 2;
export const MAX_GRADUATED_CLASSES = 10;

function hexByte(n: number): string {
  return Math.round(Math.min(255, Math.max(0, n))).toString(16).padStart(2, '0');
}

/** `count` colours spread evenly along the ramp's stops ('#rrggbb'). */
export function rampColors(stops: readonly string[], count: number): string[] {
  if (stops.length === 0 || count <= 0) return [];
  const rgb = stops.map((s) => [1, 3, 5].map((i) => parseInt(s.slice(i, i + 2), 16)));
  if (count === 1 || rgb.length === 1) return Array.from({ length: count }, () => colorRgb(stops[stops.length - 1]));
  return Array.from({ length: count }, (_, i) => {
    const at = (i / (count - 1)) * (rgb.length - 1);
    const lo = Math.min(Math.floor(at), rgb.length - 2);
    const f = at - lo;
    const c = rgb[lo].map((v, k) => v + (rgb[lo + 1][k] - v) * f);
    return `#${c.map(hexByte).join('')}`;
  });
}

/** Rounds away floating-point noise (0.1 + 0.2 → 0.3). */
function clean(n: number): number {
  return Number(n.toPrecision(12));
}

/** A bound as a label shows it: grouped thousands, at most 4 decimals. */
export function formatClassBound(n: number): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: 4 });
}

/** Which colour of a symbol a class colour goes to: the fill (polygons, points) or the stroke (lines). */
export type ClassColorTarget = 'fill' | 'stroke';

/** `base` with its fill (opacity kept) or stroke set to `color`. */
function paint(base: SymbolStyle, color: string, target: ClassColorTarget): SymbolStyle {
  return target === 'stroke'
    ? { ...base, strokeColor: colorRgb(color) }
    : { ...base, fillColor: withOpacity(color, colorOpacity(base.fillColor)) };
}

/**
 * Graduated classes over [min, max] in `count` equal intervals (count clamped to 2–10), each
 * drawn like `base` with the colour list's colour as its fill (the base fill's opacity kept) or
 * stroke. The last class includes max. min = max gives one class.
 */
export function equalIntervalClasses(
  min: number,
  max: number,
  count: number,
  colors: readonly string[],
  base: SymbolStyle = DEFAULT_SYMBOL,
  target: ClassColorTarget = 'fill',
): StyleClass[] {
  if (!Number.isFinite(min) || !Number.isFinite(max) || min > max) throw new RangeError('min and max must be numbers with min ≤ max');
  const n = min === max ? 1 : Math.min(MAX_GRADUATED_CLASSES, Math.max(MIN_GRADUATED_CLASSES, Math.round(count)));
  const width = (max - min) / n;
  return Array.from({ length: n }, (_, i) => {
    const lo = clean(min + width * i);
    const hi = i === n - 1 ? max : clean(min + width * (i + 1));
    const color = colors.length > 0 ? colors[Math.min(i, colors.length - 1)] : base.fillColor;
    return { min: lo, max: hi, label: `${formatClassBound(lo)} – ${formatClassBound(hi)}`, symbol: paint(base, color, target) };
  });
}

/**
 * One categorised class per distinct value (nulls left out: they get the base symbol; at most
 * MAX_STYLE_CLASSES), coloured from the palette in order as fill (base opacity kept) or stroke.
 */
export function categorizedClasses(
  values: ReadonlyArray<string | null>,
  base: SymbolStyle = DEFAULT_SYMBOL,
  palette: readonly string[] = CATEGORY_PALETTE,
  target: ClassColorTarget = 'fill',
): StyleClass[] {
  const seen = new Set<string>();
  const classes: StyleClass[] = [];
  for (const value of values) {
    if (value === null || seen.has(value) || classes.length >= MAX_STYLE_CLASSES) continue;
    seen.add(value);
    const color = palette[classes.length % palette.length];
    classes.push({ value, label: value.slice(0, 100), symbol: paint(base, color, target) });
  }
  return classes;
}

/**
 * A validated style in its full form: fields the request cleanup dropped (false, null, '', [])
 * restored. Call after validateLayerStyle returned no errors.
 */
export function normalizeLayerStyle(value: unknown): LayerStyle {
  const v = value as Partial<LayerStyle> & { label?: Partial<LabelStyle> };
  const label = { ...DEFAULT_LABEL, enabled: false, column: null, ...(v.label ?? {}) } as LabelStyle;
  label.enabled = label.enabled === true;
  label.column = label.column || null;
  const style: LayerStyle = {
    kind: v.kind ?? 'single',
    column: v.column || null,
    base: { ...DEFAULT_SYMBOL, ...(v.base ?? {}) },
    classes: (v.classes ?? []).map((c) => ({ ...c, symbol: { ...DEFAULT_SYMBOL, ...c.symbol } })),
    label,
  };
  if (v.raster) style.raster = normalizeRasterStyle(v.raster);
  if (v.size) style.size = { ...v.size };
  Object.assign(style, normalizeLayerDisplay(v));
  return style;
}

/** Popup settings in full form (see normalizeLayerStyle). */
export function normalizePopupSetting(value: unknown): PopupSetting {
  const v = (value ?? {}) as Partial<PopupSetting>;
  const popup: PopupSetting = { enabled: v.enabled === true, columns: [...(v.columns ?? [])] };
  // Kept only when set, so a popup without them reads as before.
  const aliases = normalizeAliases(v.aliases);
  const formats = normalizeFormats(v.formats);
  if (Object.keys(aliases).length) popup.aliases = aliases;
  if (Object.keys(formats).length) popup.formats = formats;
  return popup;
}
