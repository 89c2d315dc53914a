import { passwordContainsName, satisfiesPasswordRules } from '@nuri/domain';
import { DomainError } from '../../common/errors/domain-error';

/** The shared password rules (libs/domain) enforced on the server: 422 with the spec's texts. */
export function assertPasswordAllowed(password: string, userNm: string, field = 'newPassword'): void {
  if (!satisfiesPasswordRules(password)) {
    throw new DomainError('RULE_VIOLATION', 'password.checkFormat', {}, [{ field, message: 'password.rule' }]);
  }
  if (passwordContainsName(password, userNm)) {
    throw new DomainError('RULE_VIOLATION', 'password.nameNotAllowed', {}, [{ field, message: 'password.nameNotAllowed' }]);
  }
}
