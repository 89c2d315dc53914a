import { validateInsttCode } from '@nuri/domain';
import { DomainError } from '../../common/errors/domain-error';

// Segments of the API's own /instt routes (GET /instt/exists, /instt/sms/crtfc/…): an institution
// with such a code would be shadowed by them.
const INSTT_ROUTE_SEGMENTS: ReadonlySet<string> = new Set(['exists', 'sms']);

/** Code shape and reserved names (validateInsttCode) plus the /instt route segments: 400 naming the rule. */
export function assertInsttCodeAllowed(insttCode: string): void {
  const check = validateInsttCode(insttCode);
  const messageKey = !check.ok
    ? check.messageKey
    : INSTT_ROUTE_SEGMENTS.has(insttCode)
      ? 'instt.code.reserved'
      : null;
  if (messageKey)
    throw new DomainError('VALIDATION_FAILED', messageKey, {}, [{ field: 'insttCode', message: messageKey }]);
}
