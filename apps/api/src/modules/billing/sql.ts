import type { EntityManager } from 'typeorm';

/**
 * Rows of an UPDATE/DELETE … RETURNING: through TypeORM's PostgreSQL driver those answer
 * [rows, affected count] while INSERT … RETURNING answers the rows; this gives rows for both.
 */
export async function returningRows<T>(
  m: Pick<EntityManager, 'query'>,
  sql: string,
  params: unknown[],
): Promise<T[]> {
  const result: unknown = await m.query(sql, params);
  if (
    Array.isArray(result) &&
    result.length === 2 &&
    Array.isArray(result[0]) &&
    typeof result[1] === 'number'
  ) {
    return result[0] as T[];
  }
  return result as T[];
}
