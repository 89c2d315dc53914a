import { DEFAULT_LABEL, DEFAULT_SYMBOL, MAX_STYLE_CLASSES, POINT_SHAPES, withOpacity, type LayerStyle, type PointShape, type StyleClass, type SymbolStyle } from '@nuri/domain';
import { XMLParser } from 'fast-xml-parser';
import { DomainError } from '../../../common/errors/domain-error';

// An SLD (1.1 Symbology Encoding, or 1.0 CssParameter) read into the builder's JSON style (issue
// 24): rules with a PropertyIsEqualTo filter become categorised classes, rules with a range
// (GreaterThanOrEqualTo and LessThan / LessThanOrEqualTo) graduated classes, the ElseFilter or
// unfiltered rule the base symbol. Other filters are not understood (400).

type Node = Record<string, unknown>;
const ARRAYS = new Set(['Rule', 'SvgParameter', 'CssParameter', 'FeatureTypeStyle', 'NamedLayer', 'UserStyle']);
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', removeNSPrefix: true, parseTagValue: false, isArray: (name) => ARRAYS.has(name) });

const obj = (v: unknown): Node | null => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Node) : null);
const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : (obj(v)?.['#text'] as string | undefined) ?? '').trim();

function unsupported(detail: string): DomainError {
  const params = { detail };
  return new DomainError('VALIDATION_FAILED', 'layer.sldUnsupported', params, [{ field: 'sld', message: 'layer.sldUnsupported', params }]);
}

function params(node: Node | null): Record<string, string> {
  const list = [...((node?.SvgParameter as unknown[]) ?? []), ...((node?.CssParameter as unknown[]) ?? [])];
  return Object.fromEntries(list.map((p) => [String(obj(p)?.['@name'] ?? ''), text(p)]));
}

const HEX = /^#[0-9a-fA-F]{6}$/;
const num = (v: string | undefined, fallback: number, min: number, max: number) => {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
};

function symbolOf(rule: Node): SymbolStyle {
  const poly = obj(rule.PolygonSymbolizer);
  const line = obj(rule.LineSymbolizer);
  const point = obj(rule.PointSymbolizer);
  const mark = obj(obj(obj(point?.Graphic)?.Mark));
  const holder = poly ?? line ?? mark;
  if (!holder) throw unsupported('a rule without a polygon, line or point symbolizer');
  const f = params(obj(holder.Fill));
  const s = params(obj(holder.Stroke));
  const fillRgb = HEX.test(f.fill ?? '') ? f.fill : DEFAULT_SYMBOL.fillColor.slice(0, 7);
  const strokeRgb = HEX.test(s.stroke ?? '') ? s.stroke : DEFAULT_SYMBOL.strokeColor;
  const shape = text(mark?.WellKnownName).toLowerCase();
  const size = Number(text(obj(point?.Graphic)?.Size));
  return {
    fillColor: withOpacity(fillRgb, num(f['fill-opacity'], 1, 0, 1)),
    strokeColor: withOpacity(strokeRgb, num(s['stroke-opacity'], 1, 0, 1)),
    strokeWidth: num(s['stroke-width'], line || poly ? 1 : DEFAULT_SYMBOL.strokeWidth, 0, 20),
    pointShape: (POINT_SHAPES as readonly string[]).includes(shape) ? (shape as PointShape) : 'circle',
    pointRadius: Number.isFinite(size) && size > 0 ? Math.min(40, Math.max(1, size / 2)) : DEFAULT_SYMBOL.pointRadius,
  };
}

interface Condition {
  column: string;
  value?: string;
  min?: number;
  max?: number;
}

function conditionOf(filter: Node): Condition {
  const eq = obj(filter.PropertyIsEqualTo);
  if (eq) return { column: text(eq.PropertyName), value: text(eq.Literal) };
  const and = obj(filter.And);
  const lower = obj(and?.PropertyIsGreaterThanOrEqualTo);
  const upper = obj(and?.PropertyIsLessThan) ?? obj(and?.PropertyIsLessThanOrEqualTo);
  if (lower && upper) {
    const min = Number(text(lower.Literal));
    const max = Number(text(upper.Literal));
    if (Number.isFinite(min) && Number.isFinite(max) && min <= max) return { column: text(lower.PropertyName), min, max };
  }
  throw unsupported('a filter other than PropertyIsEqualTo or a GreaterThanOrEqualTo/LessThan range');
}

/** The JSON style an SLD document describes (its first user style); the label settings start off. */
export function sldToLayerStyle(xml: string): LayerStyle {
  const doc = obj(parser.parse(xml));
  const root = obj(doc?.StyledLayerDescriptor);
  const named = obj((root?.NamedLayer as unknown[] | undefined)?.[0]);
  const user = obj((named?.UserStyle as unknown[] | undefined)?.[0]);
  const rules = ((user?.FeatureTypeStyle as unknown[] | undefined) ?? []).flatMap((f) => (obj(f)?.Rule as unknown[] | undefined) ?? []).map((r) => obj(r) as Node);
  if (rules.length === 0) throw unsupported('no NamedLayer/UserStyle/FeatureTypeStyle/Rule');
  let base: SymbolStyle | null = null;
  const classes: Array<StyleClass & { column: string }> = [];
  for (const r of rules) {
    const filter = obj(r.Filter);
    if (!filter) {
      base ??= symbolOf(r);
      continue;
    }
    const c = conditionOf(filter);
    const title = text(obj(r.Description)?.Title) || text(r.Title) || text(r.Name);
    classes.push({ ...c, label: title.slice(0, 100), symbol: symbolOf(r) });
  }
  const other = rules.find((r) => r.ElseFilter !== undefined);
  if (other) base = symbolOf(other);
  const columns = new Set(classes.map((c) => c.column));
  if (columns.size > 1) throw unsupported('rules over more than one column');
  if (classes.length > MAX_STYLE_CLASSES) throw unsupported(`more than ${MAX_STYLE_CLASSES} rules`);
  const categorized = classes.every((c) => c.value !== undefined);
  const graduated = classes.every((c) => c.min !== undefined);
  if (classes.length > 0 && !categorized && !graduated) throw unsupported('value and range rules mixed');
  const style: LayerStyle = {
    kind: classes.length === 0 ? 'single' : categorized ? 'categorized' : 'graduated',
    column: classes[0]?.column ?? null,
    base: base ?? classes[0]?.symbol ?? { ...DEFAULT_SYMBOL },
    classes: classes.map(({ column: _column, ...c }) => c),
    label: { ...DEFAULT_LABEL },
  };
  return style;
}
