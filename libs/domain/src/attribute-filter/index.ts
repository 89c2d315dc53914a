// The attribute filter language (apps/api/src/modules/layer-data/FILTER.md): one tokenizer and
// parser for the API's SQL conditions and the map's rule-based styles.
export { FilterSyntaxError, type FilterSyntaxKey } from './error';
export { FILTER_LIMITS, parseAttributeFilter, type FilterColumnRef, type FilterLiteral, type FilterNode } from './parser';
export { COMPARE_OPERATORS, FILTER_KEYWORDS, type CompareOperator, type FilterKeyword } from './tokenizer';
export {
  checkFilterColumns,
  compileAttributeFilter,
  likePattern,
  resolveFilterColumn,
  type FilterColumn,
  type FilterColumnProblem,
  type FilterProperties,
} from './evaluate';
