import { quoteIdent } from '../../common/db/sql-identifier';
import { DomainError } from '../../common/errors/domain-error';

/** Table and geometry column names the import writes into lyr (plain lower-case identifiers). */
const LAYER_IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

/** Validates an identifier taken from a lyr row (table_nm, geom_column) and quotes it (the pattern admits only what quoteIdent accepts). */
export function layerIdentifier(name: string): string {
  if (!LAYER_IDENTIFIER.test(name)) throw new DomainError('CONFLICT', 'tiles.layerDataUnavailable');
  return quoteIdent(name);
}
