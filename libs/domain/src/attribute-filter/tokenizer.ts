import { filterSyntaxError as filterError } from './error';

export const FILTER_KEYWORDS = ['AND', 'OR', 'NOT', 'IN', 'LIKE', 'ILIKE', 'BETWEEN', 'IS', 'NULL', 'TRUE', 'FALSE'] as const;
export type FilterKeyword = (typeof FILTER_KEYWORDS)[number];
export const COMPARE_OPERATORS = ['=', '!=', '<>', '<', '<=', '>', '>='] as const;
export type CompareOperator = (typeof COMPARE_OPERATORS)[number];

/** One token; `position` is the 1-based character where it starts (errors quote it). */
export type FilterToken =
  | { kind: 'identifier'; text: string; position: number }
  | { kind: 'keyword'; text: FilterKeyword; position: number }
  | { kind: 'string'; text: string; position: number }
  | { kind: 'number'; text: string; value: number; position: number }
  | { kind: 'operator'; text: CompareOperator; position: number }
  | { kind: '(' | ')' | ','; text: string; position: number }
  | { kind: 'end'; text: ''; position: number };

const IDENTIFIER_START = /[\p{L}_]/u;
const IDENTIFIER_PART = /[\p{L}\p{N}_]/u;
const NUMBER = /^-?\d+(\.\d+)?([eE][+-]?\d+)?/;
const SPACE = /\s/;

/**
 * Splits an attribute filter into tokens. Anything outside the grammar (FILTER.md) — `;`, `--`,
 * `/*`, unbalanced quotes — is refused here with its position, before any SQL is built.
 */
export function tokenize(input: string): FilterToken[] {
  const tokens: FilterToken[] = [];
  let i = 0;
  while (i < input.length) {
    const c = input[i];
    const position = i + 1;
    if (SPACE.test(c)) {
      i += 1;
    } else if (c === "'" || c === '"') {
      const { text, next } = readQuoted(input, i, c);
      tokens.push(c === "'" ? { kind: 'string', text, position } : { kind: 'identifier', text, position });
      i = next;
    } else if (c === '(' || c === ')' || c === ',') {
      tokens.push({ kind: c, text: c, position });
      i += 1;
    } else if ('=<>!'.includes(c)) {
      const two = input.slice(i, i + 2);
      const op = (['<=', '>=', '<>', '!='] as const).find((o) => o === two) ?? (c === '!' ? null : (c as CompareOperator));
      if (!op) throw filterError('layer.filter.unexpectedChar', { position, char: c });
      tokens.push({ kind: 'operator', text: op, position });
      i += op.length;
    } else if (/[-\d]/.test(c)) {
      const match = NUMBER.exec(input.slice(i));
      const after = match ? input[i + match[0].length] : undefined;
      if (!match || (after !== undefined && IDENTIFIER_PART.test(after))) {
        throw filterError('layer.filter.unexpectedChar', { position, char: c });
      }
      tokens.push({ kind: 'number', text: match[0], value: Number(match[0]), position });
      i += match[0].length;
    } else if (IDENTIFIER_START.test(c)) {
      let end = i + 1;
      while (end < input.length && IDENTIFIER_PART.test(input[end])) end += 1;
      const word = input.slice(i, end);
      const upper = word.toUpperCase();
      const keyword = FILTER_KEYWORDS.find((k) => k === upper);
      tokens.push(keyword ? { kind: 'keyword', text: keyword, position } : { kind: 'identifier', text: word, position });
      i = end;
    } else {
      throw filterError('layer.filter.unexpectedChar', { position, char: c });
    }
  }
  tokens.push({ kind: 'end', text: '', position: input.length + 1 });
  return tokens;
}

/** A quoted string or identifier; the quote is written twice inside ('it''s', "my ""col"""). */
function readQuoted(input: string, start: number, quote: string): { text: string; next: number } {
  let text = '';
  let i = start + 1;
  while (i < input.length) {
    if (input[i] === quote) {
      if (input[i + 1] !== quote) return { text, next: i + 1 };
      text += quote;
      i += 2;
    } else {
      text += input[i];
      i += 1;
    }
  }
  throw filterError('layer.filter.unterminatedString', { position: start + 1 });
}
