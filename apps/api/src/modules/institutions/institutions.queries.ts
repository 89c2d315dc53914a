import type { InsttStatusCode } from '@nuri/domain';
import type { DataSource, EntityManager } from 'typeorm';

type Db = DataSource | EntityManager;

/** Public sort names of GET /instt and their columns (never interpolated from the request). */
export const INSTT_SORT_COLUMNS = {
  creatDt: 'i.creat_dt',
  insttNm: 'i.instt_nm',
  insttCode: 'i.instt_code',
  planCode: 'i.plan_code',
  insttSttusCode: 'i.instt_sttus_code',
  memberCnt: 'member_cnt',
} as const;
export type InsttSortColumn = (typeof INSTT_SORT_COLUMNS)[keyof typeof INSTT_SORT_COLUMNS];

export interface InsttListFilter {
  /** Matched anywhere in the name or the code, case-insensitively. */
  searchNm?: string;
  insttSttusCode?: InsttStatusCode;
  deleteAt?: 'Y' | 'N';
}

export interface InsttListRow {
  instt_code: string;
  instt_nm: string;
  plan_code: string;
  instt_sttus_code: InsttStatusCode;
  delete_at: 'Y' | 'N';
  creat_dt: Date;
  master_user_id: string | null;
  member_cnt: number;
}

const MEMBER_COUNT = `(SELECT count(*) FROM users u WHERE u.instt_code = i.instt_code AND u.user_sttus <> 'withdrawn')::int`;

// $1 search pattern, $2 status, $3 deleted flag: each NULL when not filtered.
const WHERE = `
  WHERE ($1::text IS NULL OR i.instt_nm ILIKE $1 ESCAPE '\\' OR i.instt_code ILIKE $1 ESCAPE '\\')
    AND ($2::text IS NULL OR i.instt_sttus_code = $2)
    AND ($3::text IS NULL OR i.delete_at = $3)`;

function filterParams(f: InsttListFilter): Array<string | null> {
  const pattern = f.searchNm ? `%${f.searchNm.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return [pattern, f.insttSttusCode ?? null, f.deleteAt ?? null];
}

/** One page of institutions with their member counts, and the total. */
export async function listInstitutions(
  db: Db,
  filter: InsttListFilter,
  order: { column: InsttSortColumn; direction: 'ASC' | 'DESC' },
  page: { limit: number; offset: number },
): Promise<{ rows: InsttListRow[]; total: number }> {
  const params = filterParams(filter);
  const direction = order.direction === 'ASC' ? 'ASC' : 'DESC';
  const rows: InsttListRow[] = await db.query(
    `SELECT i.instt_code, i.instt_nm, i.plan_code, i.instt_sttus_code, i.delete_at, i.creat_dt, i.master_user_id,
            ${MEMBER_COUNT} AS member_cnt
       FROM instt i ${WHERE}
      ORDER BY ${order.column} ${direction}, i.instt_code ASC
      LIMIT $4 OFFSET $5`,
    [...params, page.limit, page.offset],
  );
  const [{ total }]: Array<{ total: number }> = await db.query(
    `SELECT count(*)::int AS total FROM instt i ${WHERE}`,
    params,
  );
  return { rows, total };
}

/** Members of an institution who have not withdrawn (active or disabled). */
export async function countMembers(db: Db, insttCode: string): Promise<number> {
  const [{ n }]: Array<{ n: number }> = await db.query(
    `SELECT count(*)::int AS n FROM users WHERE instt_code = $1 AND user_sttus <> 'withdrawn'`,
    [insttCode],
  );
  return n;
}

/** Groups of an institution. */
export async function countGroups(db: Db, insttCode: string): Promise<number> {
  const [{ n }]: Array<{ n: number }> = await db.query(
    `SELECT count(*)::int AS n FROM user_group WHERE instt_code = $1`,
    [insttCode],
  );
  return n;
}

/** Whether an active institution other than `except` has this name (case-insensitive). */
export async function insttNameTaken(db: Db, insttNm: string, except?: string): Promise<boolean> {
  const rows: unknown[] = await db.query(
    `SELECT 1 FROM instt WHERE lower(instt_nm) = lower($1) AND delete_at = 'N' AND ($2::text IS NULL OR instt_code <> $2) LIMIT 1`,
    [insttNm, except ?? null],
  );
  return rows.length > 0;
}
