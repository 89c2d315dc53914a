import { parseAttributeFilter, type FilterLiteral, type FilterNode } from '@nuri/domain';

// A rule-based style's attribute filters (the shared filter language, libs/domain) as OGC
// Filter Encoding (SLD) and as MapLibre expressions, for the style exports (issue 24).

const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);
const prop = (column: string) => `<ogc:PropertyName>${esc(column)}</ogc:PropertyName>`;
const lit = (v: FilterLiteral) => `<ogc:Literal>${esc(String(v.value))}</ogc:Literal>`;

const OGC_COMPARE: Record<string, string> = {
  '=': 'PropertyIsEqualTo',
  '!=': 'PropertyIsNotEqualTo',
  '<>': 'PropertyIsNotEqualTo',
  '<': 'PropertyIsLessThan',
  '<=': 'PropertyIsLessThanOrEqualTo',
  '>': 'PropertyIsGreaterThan',
  '>=': 'PropertyIsGreaterThanOrEqualTo',
};

/** One parsed filter as OGC filter XML (without the ogc:Filter wrapper). */
export function filterToOgc(node: FilterNode): string {
  const not = (inner: string, negated: boolean) => (negated ? `<ogc:Not>${inner}</ogc:Not>` : inner);
  switch (node.kind) {
    case 'and':
    case 'or': {
      const tag = node.kind === 'and' ? 'And' : 'Or';
      return `<ogc:${tag}>${node.items.map(filterToOgc).join('')}</ogc:${tag}>`;
    }
    case 'not':
      return `<ogc:Not>${filterToOgc(node.item)}</ogc:Not>`;
    case 'compare': {
      const tag = OGC_COMPARE[node.op];
      return `<ogc:${tag}>${prop(node.column.name)}${lit(node.value)}</ogc:${tag}>`;
    }
    case 'in': {
      const items = node.values.map((v) => `<ogc:PropertyIsEqualTo>${prop(node.column.name)}${lit(v)}</ogc:PropertyIsEqualTo>`);
      return not(items.length === 1 ? items[0] : `<ogc:Or>${items.join('')}</ogc:Or>`, node.negated);
    }
    case 'between':
      return not(
        `<ogc:PropertyIsBetween>${prop(node.column.name)}<ogc:LowerBoundary>${lit(node.low)}</ogc:LowerBoundary><ogc:UpperBoundary>${lit(node.high)}</ogc:UpperBoundary></ogc:PropertyIsBetween>`,
        node.negated,
      );
    case 'like':
      return not(
        `<ogc:PropertyIsLike wildCard="%" singleChar="_" escapeChar="\\" matchCase="${node.caseInsensitive ? 'false' : 'true'}">${prop(node.column.name)}${lit(node.pattern)}</ogc:PropertyIsLike>`,
        node.negated,
      );
    case 'isNull':
      return not(`<ogc:PropertyIsNull>${prop(node.column.name)}</ogc:PropertyIsNull>`, node.negated);
    default:
      return '';
  }
}

/**
 * The SLD filters of a rule list: SLD draws every rule that matches, our styles the first one, so
 * rule i is "its filter and none of the rules before it".
 */
export function firstMatchOgcFilters(filters: readonly string[]): string[] {
  const nodes = filters.map((f) => filterToOgc(parseAttributeFilter(f)));
  return nodes.map((own, i) => {
    if (i === 0) return `<ogc:Filter>${own}</ogc:Filter>`;
    const before = nodes.slice(0, i);
    const none = `<ogc:Not>${before.length === 1 ? before[0] : `<ogc:Or>${before.join('')}</ogc:Or>`}</ogc:Not>`;
    return `<ogc:Filter><ogc:And>${own}${none}</ogc:And></ogc:Filter>`;
  });
}

const value = (v: FilterLiteral) => v.value;
const get = (column: string, literal: FilterLiteral) => (literal.type === 'number' ? ['to-number', ['get', column]] : literal.type === 'boolean' ? ['to-boolean', ['get', column]] : ['to-string', ['get', column]]);

/** One parsed filter as a MapLibre expression (a missing value matches only IS NULL). */
export function filterToMapLibre(node: FilterNode): unknown {
  const has = (column: string) => ['has', column];
  const neg = (e: unknown, negated: boolean) => (negated ? ['!', e] : e);
  switch (node.kind) {
    case 'and':
      return ['all', ...node.items.map(filterToMapLibre)];
    case 'or':
      return ['any', ...node.items.map(filterToMapLibre)];
    case 'not':
      return ['!', filterToMapLibre(node.item)];
    case 'compare': {
      const op = node.op === '<>' ? '!=' : node.op === '=' ? '==' : node.op;
      return ['all', has(node.column.name), [op, get(node.column.name, node.value), value(node.value)]];
    }
    case 'in':
      return ['all', has(node.column.name), neg(['any', ...node.values.map((v) => ['==', get(node.column.name, v), value(v)])], node.negated)];
    case 'between': {
      const inside = ['all', ['>=', get(node.column.name, node.low), value(node.low)], ['<=', get(node.column.name, node.high), value(node.high)]];
      return ['all', has(node.column.name), neg(inside, node.negated)];
    }
    case 'like': {
      // MapLibre has no pattern match: a prefix/suffix/whole-text pattern is approximated by
      // its fixed text (in-string), the rest matches any value.
      const fixed = String(node.pattern.value).replace(/[%_]/g, '');
      const text = node.caseInsensitive ? ['downcase', ['to-string', ['get', node.column.name]]] : ['to-string', ['get', node.column.name]];
      const needle = node.caseInsensitive ? fixed.toLowerCase() : fixed;
      return ['all', has(node.column.name), neg(['in', needle, text], node.negated)];
    }
    case 'isNull':
      return neg(['!', has(node.column.name)], node.negated);
    default:
      return true;
  }
}
