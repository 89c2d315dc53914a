"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.filterCondition = filterCondition;
const layer_table_1 = require("../layer-table");
const layer_table_queries_1 = require("../layer-table.queries");
const filter_error_1 = require("./filter-error");
/**
 * Turns a parsed filter into a parameterised condition over rows aliased `alias`. Column names
 * are replaced by the catalog's (quoted); every literal becomes a parameter, cast where the
 * column's kind needs it, so no text of the request reaches the SQL.
 */
function filterCondition(node, columns, alias, first = 1) {
    if (!node)
        return { sql: 'TRUE', params: [] };
    const builder = new ConditionBuilder(columns, alias, first);
    return { sql: builder.build(node), params: builder.params };
}
class ConditionBuilder {
    columns;
    alias;
    first;
    params = [];
    constructor(columns, alias, first) {
        this.columns = columns;
        this.alias = alias;
        this.first = first;
    }
    build(node) {
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
                const unknownNode = node;
                throw new Error(`unknown filter node ${JSON.stringify(unknownNode)}`);
            }
        }
    }
    column(ref) {
        const column = (0, layer_table_1.findColumn)(this.columns, ref.name);
        if (!column)
            throw (0, filter_error_1.filterError)('layer.filter.unknownColumn', { position: ref.position, column: ref.name });
        if (column.kind === 'geometry')
            throw (0, filter_error_1.filterError)('layer.filter.geometryColumn', { position: ref.position, column: column.name });
        return column;
    }
    ref(column) {
        return `${this.alias}.${(0, layer_table_queries_1.quoteIdent)(column.name)}`;
    }
    /** A literal as a parameter fitting the column: numbers for numeric, TRUE/FALSE for boolean columns. */
    value(column, literal) {
        switch (column.kind) {
            case 'numeric':
                if (literal.type === 'number')
                    return this.param(literal.value, '::numeric');
                break;
            case 'boolean':
                if (literal.type === 'boolean')
                    return this.param(literal.value, '::boolean');
                break;
            case 'temporal':
                if (literal.type === 'string')
                    return this.param(literal.value, '');
                break;
            default:
                if (literal.type !== 'boolean')
                    return this.param(String(literal.value), '');
        }
        throw (0, filter_error_1.filterError)('layer.filter.valueType', { position: literal.position, column: column.name, type: column.type });
    }
    param(value, cast) {
        this.params.push(value);
        return `$${this.first + this.params.length - 1}${cast}`;
    }
}
//# sourceMappingURL=filter.queries.js.map