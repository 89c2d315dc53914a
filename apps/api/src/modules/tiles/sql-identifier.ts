import { DomainError } from '../../common/errors/domain-error';

/** Table and geometry column names the import writes into lyr (plain lower-case identifiers). */
const LAYER_IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

/** A double-quoted SQL identifier; inner quotes doubled, NUL refused (PostgreSQL's quote_ident rule). */
export function quoteIdent(name: string): string {
  if (name.length === 0 || name.length > 63 || name.includes('\u0000')) {
    throw new DomainError('CONFLICT', 'tiles.layerDataUnavailable');
  }
  return `"${name.replace(/"/g, '""')}"`;
}

/** Validates an identifier taken from a lyr row (table_nm, geom_column) and quotes it. */
export function layerIdentifier(name: string): string {
  if (!LAYER_IDENTIFIER.test(name)) throw new DomainError('CONFLICT', 'tiles.layerDataUnavailable');
  return quoteIdent(name);
}
