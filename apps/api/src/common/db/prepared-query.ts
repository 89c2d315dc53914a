import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';

interface PreparingPool {
  query<T>(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: T[] }>;
}

const names = new Map<string, string>();

/** The statement's name: derived from its text, so one text is one prepared statement everywhere. */
function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `nuri_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Runs a read on the request path as a named prepared statement: each pooled connection parses
 * and plans it once, then reuses the plan (PostgreSQL keeps a generic plan when it costs no more
 * than the custom ones). Planning was most of PostgreSQL's time for these short statements
 * (docs/performance.md, resilience suite). For a fixed set of texts only (constants or the
 * query builder's output for one code path): every distinct text is one statement per
 * connection. Outside a pg pool (none here) it falls back to a plain query. Errors are the
 * driver's own (outages still map to 503: common/errors/unavailable.ts).
 */
export async function preparedQuery<T>(db: DataSource, text: string, values: unknown[]): Promise<T[]> {
  const pool = (db.driver as unknown as { master?: PreparingPool }).master;
  if (!pool || typeof pool.query !== 'function') return db.query(text, values);
  return (await pool.query<T>({ name: nameOf(text), text, values })).rows;
}

/** preparedQuery of a query builder's statement (one code path's builder gives one text). */
export function preparedRaw<T>(db: DataSource, qb: { getQueryAndParameters(): [string, unknown[]] }): Promise<T[]> {
  const [text, values] = qb.getQueryAndParameters();
  return preparedQuery<T>(db, text, values);
}
