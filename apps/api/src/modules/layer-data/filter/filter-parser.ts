import { FilterSyntaxError, parseAttributeFilter, type FilterColumnRef, type FilterNode } from '@nuri/domain';
import { filterError } from './filter-error';

// The tokenizer and parser live in @nuri/domain (attribute-filter/): the map's rule-based styles
// parse the same language in the browser.
export { FILTER_LIMITS, type FilterLiteral, type FilterNode } from '@nuri/domain';
export type ColumnRef = FilterColumnRef;

/** Parses an attribute filter; a syntax error is a 400 naming the position (1-based character). */
export function parseFilter(input: string): FilterNode {
  try {
    return parseAttributeFilter(input);
  } catch (e) {
    if (e instanceof FilterSyntaxError) throw filterError(e.key, e.params);
    throw e;
  }
}
