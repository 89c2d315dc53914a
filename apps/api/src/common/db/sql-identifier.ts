/**
 * The API's one SQL identifier quoting (PostgreSQL's quote_ident rule): double quotes around the
 * name, inner quotes doubled; an empty name or one holding NUL is refused. For names read from the
 * catalog or made by the code, never for names from a request (those are checked against the
 * catalog first).
 */
export function quoteIdent(name: string): string {
  if (!name || name.includes('\u0000')) throw new Error('invalid identifier');
  return `"${name.replace(/"/g, '""')}"`;
}
