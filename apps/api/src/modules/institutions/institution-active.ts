import { isInstitutionActive } from '@nuri/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';

/** Whether an institution exists and is not deleted (deleteAt absent or N). */
export async function institutionActive(db: DataSource | EntityManager, insttCode: string): Promise<boolean> {
  const rows: Array<{ delete_at: string }> = await db.query(
    `SELECT delete_at FROM instt WHERE instt_code = $1`,
    [insttCode],
  );
  return rows.length > 0 && isInstitutionActive(rows[0].delete_at);
}

/**
 * For the global guard: a live access token of a member of a deleted (or withdrawn) institution
 * is refused with 401 'auth.insttDeleted', so the client ends the session (the login path refuses
 * such accounts already).
 */
export async function assertInstitutionActive(
  db: DataSource | EntityManager,
  insttCode: string,
): Promise<void> {
  if (!(await institutionActive(db, insttCode)))
    throw new DomainError('UNAUTHENTICATED', 'auth.insttDeleted');
}
