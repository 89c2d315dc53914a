import { colorOpacity, colorRgb, type LayerStyle, type StyleClass, type SymbolStyle } from '@nuri/domain';
import { firstMatchOgcFilters } from './filter-write';

// A layer's JSON style as an SLD 1.1 document (OGC Symbology Encoding 1.1, issue 24): one rule
// per class with its filter, an ElseFilter rule for the base symbol, or one rule for a single
// symbol. Read back by sld-read.ts.

export type SldGeometry = 'point' | 'line' | 'polygon';

const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);
const param = (name: string, value: string | number) => `<se:SvgParameter name="${name}">${esc(String(value))}</se:SvgParameter>`;

function fill(color: string): string {
  return `<se:Fill>${param('fill', colorRgb(color))}${param('fill-opacity', colorOpacity(color))}</se:Fill>`;
}

function stroke(s: SymbolStyle): string {
  return `<se:Stroke>${param('stroke', colorRgb(s.strokeColor))}${param('stroke-opacity', colorOpacity(s.strokeColor))}${param('stroke-width', s.strokeWidth)}</se:Stroke>`;
}

/** The marker size of a point: twice its radius, or from the size column (proportional symbols). */
function pointSize(s: SymbolStyle, style?: LayerStyle): string {
  const size = style?.size;
  if (!size) return String(s.pointRadius * 2);
  // sqrt scale between the range's ends: diameter = 2·(minRadius + (maxRadius − minRadius)·√t).
  const span = size.maxValue - size.minValue || 1;
  const t = `<ogc:Div><ogc:Sub><ogc:PropertyName>${esc(size.column)}</ogc:PropertyName><ogc:Literal>${size.minValue}</ogc:Literal></ogc:Sub><ogc:Literal>${span}</ogc:Literal></ogc:Div>`;
  return `<ogc:Mul><ogc:Literal>2</ogc:Literal><ogc:Add><ogc:Literal>${size.minRadius}</ogc:Literal><ogc:Mul><ogc:Literal>${size.maxRadius - size.minRadius}</ogc:Literal><ogc:Function name="sqrt">${t}</ogc:Function></ogc:Mul></ogc:Add></ogc:Mul>`;
}

function symbolizer(s: SymbolStyle, geometry: SldGeometry, style?: LayerStyle): string {
  if (geometry === 'line') return `<se:LineSymbolizer>${stroke(s)}</se:LineSymbolizer>`;
  if (geometry === 'polygon') return `<se:PolygonSymbolizer>${fill(s.fillColor)}${stroke(s)}</se:PolygonSymbolizer>`;
  return `<se:PointSymbolizer><se:Graphic><se:Mark><se:WellKnownName>${s.pointShape}</se:WellKnownName>${fill(s.fillColor)}${stroke(s)}</se:Mark><se:Size>${pointSize(s, style)}</se:Size></se:Graphic></se:PointSymbolizer>`;
}

const prop = (column: string) => `<ogc:PropertyName>${esc(column)}</ogc:PropertyName>`;
const literal = (v: string | number) => `<ogc:Literal>${esc(String(v))}</ogc:Literal>`;

function filterOf(style: LayerStyle, c: StyleClass, last: boolean): string {
  const column = style.column ?? '';
  if (style.kind === 'categorized') return `<ogc:Filter><ogc:PropertyIsEqualTo>${prop(column)}${literal(c.value ?? '')}</ogc:PropertyIsEqualTo></ogc:Filter>`;
  const upper = last ? 'PropertyIsLessThanOrEqualTo' : 'PropertyIsLessThan';
  return `<ogc:Filter><ogc:And><ogc:PropertyIsGreaterThanOrEqualTo>${prop(column)}${literal(c.min ?? 0)}</ogc:PropertyIsGreaterThanOrEqualTo><ogc:${upper}>${prop(column)}${literal(c.max ?? 0)}</ogc:${upper}></ogc:And></ogc:Filter>`;
}

function rule(name: string, title: string, filter: string, body: string): string {
  return `<se:Rule><se:Name>${esc(name)}</se:Name><se:Description><se:Title>${esc(title)}</se:Title></se:Description>${filter}${body}</se:Rule>`;
}

/** The SLD 1.1 document of a style for a layer named `name`. */
export function layerStyleToSld(style: LayerStyle, name: string, geometry: SldGeometry): string {
  const classed = style.kind !== 'single' && (style.column || style.kind === 'rules') && style.classes.length > 0;
  const last = style.classes.length - 1;
  // Rule-based: each rule's attribute filter in OGC Filter Encoding, first match first.
  const ruleFilters = style.kind === 'rules' ? firstMatchOgcFilters(style.classes.map((c) => c.filter ?? '')) : [];
  const filter = (c: StyleClass, i: number) => (style.kind === 'rules' ? ruleFilters[i] : filterOf(style, c, i === last));
  const rules = classed
    ? [
        ...style.classes.map((c, i) => rule(`class ${i + 1}`, c.label || c.filter || '', filter(c, i), symbolizer(c.symbol, geometry, style))),
        rule('other', 'other', '<se:ElseFilter/>', symbolizer(style.base, geometry, style)),
      ]
    : [rule('single', name, '', symbolizer(style.base, geometry, style))];
  return `<?xml version="1.0" encoding="UTF-8"?>
<StyledLayerDescriptor version="1.1.0" xmlns="http://www.opengis.net/sld" xmlns:se="http://www.opengis.net/se" xmlns:ogc="http://www.opengis.net/ogc" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.opengis.net/sld http://schemas.opengis.net/sld/1.1.0/StyledLayerDescriptor.xsd">
  <NamedLayer>
    <se:Name>${esc(name)}</se:Name>
    <UserStyle>
      <se:Name>${esc(name)}</se:Name>
      <se:FeatureTypeStyle>
        ${rules.join('\n        ')}
      </se:FeatureTypeStyle>
    </UserStyle>
  </NamedLayer>
</StyledLayerDescriptor>
`;
}
