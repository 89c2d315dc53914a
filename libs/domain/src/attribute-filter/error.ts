/** The catalog keys of the attribute filter's syntax errors (libs/domain i18n, `layer.filter.*`). */
export type FilterSyntaxKey =
  | 'layer.filter.unexpectedChar'
  | 'layer.filter.unterminatedString'
  | 'layer.filter.unexpectedToken'
  | 'layer.filter.unexpectedEnd'
  | 'layer.filter.tooComplex';

/**
 * An attribute filter that does not parse: the catalog key and its parameters (`position` is the
 * 1-based character). The API turns it into a 400 on the filter field; the map builder shows it
 * under a rule's expression.
 */
export class FilterSyntaxError extends Error {
  constructor(
    readonly key: FilterSyntaxKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(`${key} ${JSON.stringify(params)}`);
    this.name = 'FilterSyntaxError';
  }
}

export function filterSyntaxError(key: FilterSyntaxKey, params: Record<string, string | number> = {}): FilterSyntaxError {
  return new FilterSyntaxError(key, params);
}
