import { checkName } from '@nuri/domain';
import { DomainError } from '../../common/errors/domain-error';

/** Banned and restricted words (spec 000 §5) refused in ids and names: 422 naming the word. */
export function assertNameAllowed(value: string, field: string): void {
  // An id is refused by the id rule's own words, not as a 'name'.
  const check = checkName(value, { field: field === 'userId' ? 'userId' : 'name' });
  if (!check.ok) {
    throw new DomainError('RULE_VIOLATION', check.messageKey, check.params, [{ field, message: check.messageKey, params: check.params }]);
  }
}
