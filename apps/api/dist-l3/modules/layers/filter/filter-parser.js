"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.FILTER_LIMITS = void 0;
exports.parseFilter = parseFilter;
const filter_error_1 = require("./filter-error");
const filter_tokenizer_1 = require("./filter-tokenizer");
/** Limits that keep a filter cheap to parse and to run. */
exports.FILTER_LIMITS = { maxLength: 4000, maxConditions: 100, maxDepth: 20, maxInValues: 1000 };
/** Parses an attribute filter; a syntax error is a 400 naming the position (1-based character). */
function parseFilter(input) {
    return new Parser((0, filter_tokenizer_1.tokenize)(input)).parseAll();
}
class Parser {
    tokens;
    index = 0;
    conditions = 0;
    depth = 0;
    constructor(tokens) {
        this.tokens = tokens;
    }
    parseAll() {
        const node = this.parseOr();
        if (this.peek().kind !== 'end')
            this.unexpected();
        return node;
    }
    parseOr() {
        const items = [this.parseAnd()];
        while (this.acceptKeyword('OR'))
            items.push(this.parseAnd());
        return items.length === 1 ? items[0] : { kind: 'or', items };
    }
    parseAnd() {
        const items = [this.parseNot()];
        while (this.acceptKeyword('AND'))
            items.push(this.parseNot());
        return items.length === 1 ? items[0] : { kind: 'and', items };
    }
    parseNot() {
        if (this.acceptKeyword('NOT'))
            return this.nested(() => ({ kind: 'not', item: this.parseNot() }));
        if (this.peek().kind === '(') {
            this.index += 1;
            const inner = this.nested(() => this.parseOr());
            this.expect(')');
            return inner;
        }
        return this.parsePredicate();
    }
    parsePredicate() {
        const token = this.peek();
        if (token.kind !== 'identifier')
            this.unexpected();
        this.index += 1;
        this.conditions += 1;
        if (this.conditions > exports.FILTER_LIMITS.maxConditions)
            this.tooComplex();
        const column = { name: token.text, position: token.position };
        const next = this.peek();
        if (next.kind === 'operator') {
            this.index += 1;
            return { kind: 'compare', column, op: next.text, value: this.parseLiteral() };
        }
        if (this.acceptKeyword('IS')) {
            const negated = this.acceptKeyword('NOT');
            this.expectKeyword('NULL');
            return { kind: 'isNull', column, negated };
        }
        const negated = this.acceptKeyword('NOT');
        if (this.acceptKeyword('IN'))
            return { kind: 'in', column, negated, values: this.parseList() };
        if (this.acceptKeyword('BETWEEN')) {
            const low = this.parseLiteral();
            this.expectKeyword('AND');
            return { kind: 'between', column, negated, low, high: this.parseLiteral() };
        }
        const like = this.peek();
        if (this.acceptKeyword('LIKE') || this.acceptKeyword('ILIKE')) {
            const caseInsensitive = like.text === 'ILIKE';
            const pattern = this.parseLiteral();
            if (pattern.type !== 'string')
                this.unexpectedAt(this.tokens[this.index - 1]);
            return { kind: 'like', column, negated, caseInsensitive, pattern };
        }
        return this.unexpected();
    }
    parseList() {
        this.expect('(');
        const values = [this.parseLiteral()];
        while (this.peek().kind === ',') {
            this.index += 1;
            values.push(this.parseLiteral());
            if (values.length > exports.FILTER_LIMITS.maxInValues)
                this.tooComplex();
        }
        this.expect(')');
        return values;
    }
    parseLiteral() {
        const token = this.peek();
        this.index += 1;
        if (token.kind === 'string')
            return { type: 'string', value: token.text, position: token.position };
        if (token.kind === 'number' && Number.isFinite(token.value))
            return { type: 'number', value: token.value, position: token.position };
        if (token.kind === 'keyword' && (token.text === 'TRUE' || token.text === 'FALSE')) {
            return { type: 'boolean', value: token.text === 'TRUE', position: token.position };
        }
        return this.unexpectedAt(token);
    }
    nested(parse) {
        this.depth += 1;
        if (this.depth > exports.FILTER_LIMITS.maxDepth)
            this.tooComplex();
        const result = parse();
        this.depth -= 1;
        return result;
    }
    peek() {
        return this.tokens[this.index];
    }
    acceptKeyword(keyword) {
        const token = this.peek();
        if (token.kind !== 'keyword' || token.text !== keyword)
            return false;
        this.index += 1;
        return true;
    }
    expectKeyword(keyword) {
        if (!this.acceptKeyword(keyword))
            this.unexpected();
    }
    expect(kind) {
        if (this.peek().kind !== kind)
            this.unexpected();
        this.index += 1;
    }
    unexpected() {
        return this.unexpectedAt(this.peek());
    }
    unexpectedAt(token) {
        if (token.kind === 'end')
            throw (0, filter_error_1.filterError)('layer.filter.unexpectedEnd', { position: token.position });
        const text = token.kind === 'string' ? `'${token.text}'` : token.text;
        throw (0, filter_error_1.filterError)('layer.filter.unexpectedToken', { position: token.position, token: text });
    }
    tooComplex() {
        throw (0, filter_error_1.filterError)('layer.filter.tooComplex', { conditions: exports.FILTER_LIMITS.maxConditions, depth: exports.FILTER_LIMITS.maxDepth });
    }
}
//# sourceMappingURL=filter-parser.js.map