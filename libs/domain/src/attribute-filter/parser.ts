import { filterSyntaxError as filterError } from './error';
import { tokenize, type CompareOperator, type FilterKeyword, type FilterToken } from './tokenizer';

export interface FilterColumnRef {
  name: string;
  position: number;
}

export type FilterLiteral =
  | { type: 'string'; value: string; position: number }
  | { type: 'number'; value: number; position: number }
  | { type: 'boolean'; value: boolean; position: number };

/** The parsed filter (FILTER.md); only column names and literals come from the text. */
export type FilterNode =
  | { kind: 'and' | 'or'; items: FilterNode[] }
  | { kind: 'not'; item: FilterNode }
  | { kind: 'compare'; column: FilterColumnRef; op: CompareOperator; value: FilterLiteral }
  | { kind: 'in'; column: FilterColumnRef; negated: boolean; values: FilterLiteral[] }
  | { kind: 'like'; column: FilterColumnRef; negated: boolean; caseInsensitive: boolean; pattern: FilterLiteral }
  | { kind: 'between'; column: FilterColumnRef; negated: boolean; low: FilterLiteral; high: FilterLiteral }
  | { kind: 'isNull'; column: FilterColumnRef; negated: boolean };

/** Limits that keep a filter cheap to parse and to run. */
export const FILTER_LIMITS = { maxLength: 4000, maxConditions: 100, maxDepth: 20, maxInValues: 1000 } as const;

/** Parses an attribute filter (FILTER.md); a syntax error throws FilterSyntaxError naming the position (1-based character). */
export function parseAttributeFilter(input: string): FilterNode {
  return new Parser(tokenize(input)).parseAll();
}

class Parser {
  private index = 0;
  private conditions = 0;
  private depth = 0;

  constructor(private readonly tokens: FilterToken[]) {}

  parseAll(): FilterNode {
    const node = this.parseOr();
    if (this.peek().kind !== 'end') this.unexpected();
    return node;
  }

  private parseOr(): FilterNode {
    const items = [this.parseAnd()];
    while (this.acceptKeyword('OR')) items.push(this.parseAnd());
    return items.length === 1 ? items[0] : { kind: 'or', items };
  }

  private parseAnd(): FilterNode {
    const items = [this.parseNot()];
    while (this.acceptKeyword('AND')) items.push(this.parseNot());
    return items.length === 1 ? items[0] : { kind: 'and', items };
  }

  private parseNot(): FilterNode {
    if (this.acceptKeyword('NOT')) return this.nested(() => ({ kind: 'not', item: this.parseNot() }));
    if (this.peek().kind === '(') {
      this.index += 1;
      const inner = this.nested(() => this.parseOr());
      this.expect(')');
      return inner;
    }
    return this.parsePredicate();
  }

  private parsePredicate(): FilterNode {
    const token = this.peek();
    if (token.kind !== 'identifier') this.unexpected();
    this.index += 1;
    this.conditions += 1;
    if (this.conditions > FILTER_LIMITS.maxConditions) this.tooComplex();
    const column: FilterColumnRef = { name: token.text, position: token.position };
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
    if (this.acceptKeyword('IN')) return { kind: 'in', column, negated, values: this.parseList() };
    if (this.acceptKeyword('BETWEEN')) {
      const low = this.parseLiteral();
      this.expectKeyword('AND');
      return { kind: 'between', column, negated, low, high: this.parseLiteral() };
    }
    const like = this.peek();
    if (this.acceptKeyword('LIKE') || this.acceptKeyword('ILIKE')) {
      const caseInsensitive = like.text === 'ILIKE';
      const pattern = this.parseLiteral();
      if (pattern.type !== 'string') this.unexpectedAt(this.tokens[this.index - 1]);
      return { kind: 'like', column, negated, caseInsensitive, pattern };
    }
    return this.unexpected();
  }

  private parseList(): FilterLiteral[] {
    this.expect('(');
    const values = [this.parseLiteral()];
    while (this.peek().kind === ',') {
      this.index += 1;
      values.push(this.parseLiteral());
      if (values.length > FILTER_LIMITS.maxInValues) this.tooComplex();
    }
    this.expect(')');
    return values;
  }

  private parseLiteral(): FilterLiteral {
    const token = this.peek();
    this.index += 1;
    if (token.kind === 'string') return { type: 'string', value: token.text, position: token.position };
    if (token.kind === 'number' && Number.isFinite(token.value)) return { type: 'number', value: token.value, position: token.position };
    if (token.kind === 'keyword' && (token.text === 'TRUE' || token.text === 'FALSE')) {
      return { type: 'boolean', value: token.text === 'TRUE', position: token.position };
    }
    return this.unexpectedAt(token);
  }

  private nested<T>(parse: () => T): T {
    this.depth += 1;
    if (this.depth > FILTER_LIMITS.maxDepth) this.tooComplex();
    const result = parse();
    this.depth -= 1;
    return result;
  }

  private peek(): FilterToken {
    return this.tokens[this.index];
  }

  private acceptKeyword(keyword: FilterKeyword): boolean {
    const token = this.peek();
    if (token.kind !== 'keyword' || token.text !== keyword) return false;
    this.index += 1;
    return true;
  }

  private expectKeyword(keyword: FilterKeyword): void {
    if (!this.acceptKeyword(keyword)) this.unexpected();
  }

  private expect(kind: '(' | ')'): void {
    if (this.peek().kind !== kind) this.unexpected();
    this.index += 1;
  }

  private unexpected(): never {
    return this.unexpectedAt(this.peek());
  }

  private unexpectedAt(token: FilterToken): never {
    if (token.kind === 'end') throw filterError('layer.filter.unexpectedEnd', { position: token.position });
    const text = token.kind === 'string' ? `'${token.text}'` : token.text;
    throw filterError('layer.filter.unexpectedToken', { position: token.position, token: text });
  }

  private tooComplex(): never {
    throw filterError('layer.filter.tooComplex', { conditions: FILTER_LIMITS.maxConditions, depth: FILTER_LIMITS.maxDepth });
  }
}
