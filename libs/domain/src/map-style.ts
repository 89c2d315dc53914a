// The layer style the map builder edits and web maps store per TOC layer (also the layer's
// own JSON style, PUT /layers/{lyrId}/style). One format from API validation to OpenLayers.

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
}

export const STYLE_KINDS = ['single', 'categorized', 'graduated'] as const;
export type StyleKind = (typeof STYLE_KINDS)[number];

export interface LayerStyle {
  kind: StyleKind;
  /** The attribute column for categorised and graduated styles. */
  column: string | null;
  /** The symbol of 'single', and of features no class matches. */
  base: SymbolStyle;
  classes: StyleClass[];
  label: LabelStyle;
}

/** Columns shown in a feature's popup (empty = popup off). */
export interface PopupSetting {
  enabled: boolean;
  columns: string[];
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
  if (typeof v.enabled !== 'boolean') errors.push(`${path}.enabled must be true or false`);
  if (v.column !== null && (typeof v.column !== 'string' || v.column.length > 63)) errors.push(`${path}.column must be a column name or null`);
  if (v.enabled === true && !v.column) errors.push(`${path}.column is required when labels are on`);
  checkNumber(v.fontSize, 8, 40, `${path}.fontSize`, errors);
  checkColor(v.color, `${path}.color`, errors);
  checkColor(v.haloColor, `${path}.haloColor`, errors);
  checkNumber(v.haloWidth, 0, 10, `${path}.haloWidth`, errors);
}

/** Problems with a layer style (empty when valid); paths name the offending field. */
export function validateLayerStyle(value: unknown, path = 'style'): string[] {
  const errors: string[] = [];
  if (!isObject(value)) return [`${path} must be an object`];
  if (!STYLE_KINDS.includes(value.kind as StyleKind)) errors.push(`${path}.kind must be one of ${STYLE_KINDS.join(', ')}`);
  const needsColumn = value.kind === 'categorized' || value.kind === 'graduated';
  if (value.column !== null && (typeof value.column !== 'string' || value.column.length > 63)) errors.push(`${path}.column must be a column name or null`);
  if (needsColumn && !value.column) errors.push(`${path}.column is required for a ${String(value.kind)} style`);
  checkSymbol(value.base, `${path}.base`, errors);
  if (!Array.isArray(value.classes) || value.classes.length > MAX_STYLE_CLASSES) {
    errors.push(`${path}.classes must be a list of at most ${MAX_STYLE_CLASSES}`);
  } else {
    value.classes.forEach((c, i) => {
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
      checkSymbol(c.symbol, `${p}.symbol`, errors);
    });
  }
  checkLabel(value.label, `${path}.label`, errors);
  return errors;
}

/** Problems with popup settings (empty when valid). */
export function validatePopupSetting(value: unknown, path = 'popup'): string[] {
  if (!isObject(value)) return [`${path} must be an object`];
  const errors: string[] = [];
  if (typeof value.enabled !== 'boolean') errors.push(`${path}.enabled must be true or false`);
  if (!Array.isArray(value.columns) || value.columns.length > 100 || value.columns.some((c) => typeof c !== 'string' || c.length > 63)) {
    errors.push(`${path}.columns must be a list of column names`);
  }
  return errors;
}

/** Picks the class of a feature's value, or null for the base symbol. */
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
