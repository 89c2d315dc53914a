import { DomainError } from '../../../common/errors/domain-error';

/** The request field the attribute filter arrives in (body or query). */
export const FILTER_FIELD = 'attributeFilter';

/** A 400 on the attribute filter; params carry the 1-based character position where it applies. */
export function filterError(messageKey: string, params: Record<string, string | number> = {}): DomainError {
  return new DomainError('VALIDATION_FAILED', messageKey, params, [{ field: FILTER_FIELD, message: messageKey, params }]);
}
