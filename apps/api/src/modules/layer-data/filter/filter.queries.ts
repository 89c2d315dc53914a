import { findColumn, type LayerColumn } from '../layer-table';
import { quoteIdent } from '../../../common/db/sql-identifier';
import { filterError } from './filter-error';
import type { ColumnRef, FilterLiteral, FilterNode } from './filter-parser';

/** A WHERE condition with its positional parameters ($first … $first + params.length - 1). */
export interface SqlCondition {
  sql: string;
  params: unknown[];
}

/**
 * Turns a parsed filter into a parameterised condition over rows aliased `alias`. Column names
 * are replaced by the catalog's (quoted); every literal becomes a parameter, cast where the
 * column's kind needs it, so no text of the request reaches the SQL.
 */
export function filterCondition(node: FilterNode | null, columns: readonly LayerColumn[], alias: string, first = 1): SqlCondition {
  if (!node) return { sql: 'TRUE', params: [] };
  const builder = new ConditionBuilder(columns, alias, first);
  return { sql: builder.build(node), params: builder.params };
}

class ConditionBuilder {
  readonly params: unknown[] = [];

  constructor(
    private readonly columns: readonly LayerColumn[],
    private readonly alias: string,
    private readonly first: number,
  ) {}

  build(node: FilterNode): string {
    switch (node.kind) {
      case 'and':
      case 'or':
        return `(${node.items.map((n) => this.build(n)).join(node.kind === 'and' ? ' AND ' : ' OR ')})`;
      case 'not':
        return `(NOT ${this.build(node.item)})`;
      case 'compare': {
        const column = this.column(node.column);
        const op = node.op === '!=' ? '<>' : node.op;
        return `(${this.ref(column)} ${op} ${this.value(column, node.value)})`;
      }
      case 'in': {
        const column = this.column(node.column);
        const values = node.values.map((v) => this.value(column, v)).join(', ');
        return `(${this.ref(column)} ${node.negated ? 'NOT IN' : 'IN'} (${values}))`;
      }
      case 'like': {
        const column = this.column(node.column);
        const op = `${node.negated ? 'NOT ' : ''}${node.caseInsensitive ? 'ILIKE' : 'LIKE'}`;
        return `(${this.ref(column)}::text ${op} ${this.param(node.pattern.value, '::text')})`;
      }
      case 'between': {
        const column = this.column(node.column);
        const range = `${this.value(column, node.low)} AND ${this.value(column, node.high)}`;
        return `(${this.ref(column)} ${node.negated ? 'NOT BETWEEN' : 'BETWEEN'} ${range})`;
      }
      case 'isNull':
        return `(${this.ref(this.column(node.column))} ${node.negated ? 'IS NOT NULL' : 'IS NULL'})`;
      default: {
        const unknownNode: never = node;
        throw new Error(`unknown filter node ${JSON.stringify(unknownNode)}`);
      }
    }
  }

  private column(ref: ColumnRef): LayerColumn {
    const column = findColumn(this.columns, ref.name);
    if (!column) throw filterError('layer.filter.unknownColumn', { position: ref.position, column: ref.name });
    if (column.kind === 'geometry') throw filterError('layer.filter.geometryColumn', { position: ref.position, column: column.name });
    return column;
  }

  private ref(column: LayerColumn): string {
    return `${this.alias}.${quoteIdent(column.name)}`;
  }

  /** A literal as a parameter fitting the column: numbers for numeric, TRUE/FALSE for boolean columns. */
  private value(column: LayerColumn, literal: FilterLiteral): string {
    switch (column.kind) {
      case 'numeric':
        if (literal.type === 'number') return this.param(literal.value, '::numeric');
        break;
      case 'boolean':
        if (literal.type === 'boolean') return this.param(literal.value, '::boolean');
        break;
      case 'temporal':
        if (literal.type === 'string') return this.param(literal.value, '');
        break;
      default:
        if (literal.type !== 'boolean') return this.param(String(literal.value), '');
    }
    throw filterError('layer.filter.valueType', { position: literal.position, column: column.name, type: column.type });
  }

  private param(value: unknown, cast: string): string {
    this.params.push(value);
    return `$${this.first + this.params.length - 1}${cast}`;
  }
}
