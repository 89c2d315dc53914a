import type { FilterLiteral, FilterNode } from './parser';

/** What a filter needs to know of a column: its name and kind (as GET /layers/{lyrId}/columns gives it). */
export interface FilterColumn {
  name: string;
  kind: 'numeric' | 'text' | 'boolean' | 'temporal' | 'geometry' | 'other' | string;
  /** The database type the messages name (e.g. integer); the kind when absent. */
  type?: string;
}

/** A filter problem that is not syntax: an unknown or geometry column, a value of the wrong type. */
export interface FilterColumnProblem {
  key: 'layer.filter.unknownColumn' | 'layer.filter.geometryColumn' | 'layer.filter.valueType';
  params: Record<string, string | number>;
}

/** The column a filter names: exact, or case-insensitive when only one column matches (as the server). */
export function resolveFilterColumn<C extends FilterColumn>(columns: readonly C[], name: string): C | null {
  const exact = columns.find((c) => c.name === name);
  if (exact) return exact;
  const folded = columns.filter((c) => c.name.toLowerCase() === name.toLowerCase());
  return folded.length === 1 ? folded[0] : null;
}

function fits(kind: string, literal: FilterLiteral): boolean {
  switch (kind) {
    case 'numeric':
      return literal.type === 'number';
    case 'boolean':
      return literal.type === 'boolean';
    case 'temporal':
      return literal.type === 'string';
    default:
      return literal.type !== 'boolean';
  }
}

/**
 * The first column problem of a parsed filter against a layer's columns (null when none): the
 * same rules as the server's SQL condition (FILTER.md "Values and column types").
 */
export function checkFilterColumns(node: FilterNode, columns: readonly FilterColumn[]): FilterColumnProblem | null {
  const walk = (n: FilterNode): FilterColumnProblem | null => {
    switch (n.kind) {
      case 'and':
      case 'or':
        return n.items.reduce<FilterColumnProblem | null>((found, item) => found ?? walk(item), null);
      case 'not':
        return walk(n.item);
      default: {
        const column = resolveFilterColumn(columns, n.column.name);
        if (!column) return { key: 'layer.filter.unknownColumn', params: { position: n.column.position, column: n.column.name } };
        if (column.kind === 'geometry') return { key: 'layer.filter.geometryColumn', params: { position: n.column.position, column: column.name } };
        const literals = n.kind === 'compare' ? [n.value] : n.kind === 'in' ? n.values : n.kind === 'between' ? [n.low, n.high] : [];
        const bad = literals.find((l) => !fits(column.kind, l));
        return bad ? { key: 'layer.filter.valueType', params: { position: bad.position, column: column.name, type: column.type ?? column.kind } } : null;
      }
    }
  };
  return walk(node);
}

/** A feature's attribute by a filter's column name (exact, else the one case-insensitive match). */
export type FilterProperties = (name: string) => unknown;

// SQL's three-valued logic: null is "unknown" (a comparison with a missing value), and a filter
// matches only when it is true, as a WHERE clause.
type Truth = boolean | null;

function compareValues(a: number | string, b: number | string, op: string): boolean {
  switch (op) {
    case '=':
      return a === b;
    case '!=':
    case '<>':
      return a !== b;
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    default:
      return a >= b;
  }
}

/** A property against a literal as the SQL condition does: numbers as numbers, the rest as text. */
function compareLiteral(raw: unknown, literal: FilterLiteral, op: string): Truth {
  if (raw === null || raw === undefined) return null;
  if (literal.type === 'number') {
    const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
    // A text column compared with a number compares as text (FILTER.md).
    if (typeof raw === 'string' && !Number.isFinite(n)) return compareValues(raw, String(literal.value), op);
    return Number.isFinite(n) ? compareValues(n, literal.value, op) : null;
  }
  if (literal.type === 'boolean') {
    const b = raw === true || raw === 'true' || raw === 't' ? true : raw === false || raw === 'false' || raw === 'f' ? false : null;
    return b === null ? null : compareValues(Number(b), Number(literal.value), op);
  }
  return compareValues(String(raw), literal.value, op);
}

/** A LIKE pattern as a regular expression: % any text, _ one character, \ escapes. */
export function likePattern(pattern: string, caseInsensitive: boolean): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const c = pattern[i];
    if (c === '\\' && i + 1 < pattern.length) {
      i += 1;
      source += pattern[i].replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    } else if (c === '%') source += '[\\s\\S]*';
    else if (c === '_') source += '[\\s\\S]';
    else source += c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`, caseInsensitive ? 'iu' : 'u');
}

const not = (v: Truth): Truth => (v === null ? null : !v);

/**
 * A parsed filter as a test of one feature's attributes (the map's rule-based styles): true only
 * when the filter is true, as the server's WHERE clause would select the row.
 */
export function compileAttributeFilter(node: FilterNode): (get: FilterProperties) => boolean {
  const likes = new Map<FilterNode, RegExp>();
  const test = (n: FilterNode, get: FilterProperties): Truth => {
    switch (n.kind) {
      case 'and': {
        let result: Truth = true;
        for (const item of n.items) {
          const v = test(item, get);
          if (v === false) return false;
          if (v === null) result = null;
        }
        return result;
      }
      case 'or': {
        let result: Truth = false;
        for (const item of n.items) {
          const v = test(item, get);
          if (v === true) return true;
          if (v === null) result = null;
        }
        return result;
      }
      case 'not':
        return not(test(n.item, get));
      case 'compare':
        return compareLiteral(get(n.column.name), n.value, n.op);
      case 'in': {
        const raw = get(n.column.name);
        if (raw === null || raw === undefined) return null;
        const found = n.values.some((v) => compareLiteral(raw, v, '=') === true);
        return n.negated ? !found : found;
      }
      case 'between': {
        const raw = get(n.column.name);
        const lo = compareLiteral(raw, n.low, '>=');
        const hi = compareLiteral(raw, n.high, '<=');
        const inside: Truth = lo === null || hi === null ? null : lo && hi;
        return n.negated ? not(inside) : inside;
      }
      case 'like': {
        const raw = get(n.column.name);
        if (raw === null || raw === undefined) return null;
        let re = likes.get(n);
        if (!re) {
          re = likePattern(String(n.pattern.value), n.caseInsensitive);
          likes.set(n, re);
        }
        const hit = re.test(String(raw));
        return n.negated ? !hit : hit;
      }
      case 'isNull': {
        const raw = get(n.column.name);
        const isNull = raw === null || raw === undefined;
        return n.negated ? !isNull : isNull;
      }
      default:
        return null;
    }
  };
  return (get) => test(node, get) === true;
}
