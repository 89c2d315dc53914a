// SQL of share entries (pblonsip), parameterised; table and column names come from constants.
import type { ShareScope } from '@nuri/domain';
import type { ContentType } from '../access';

/** Where each content type lives (constants, never input). */
const CONTENT_TABLES: Record<ContentType, { table: string; id: string; summary: boolean }> = {
  MAP: { table: 'user_map', id: 'user_map_id', summary: true },
  APP: { table: 'webapp_tmplat', id: 'webapp_tmplat_id', summary: true },
  LYR: { table: 'lyr', id: 'lyr_id', summary: false },
};

/** $1 content id: its owner and institution. */
export function contentRefSql(type: ContentType): string {
  const t = CONTENT_TABLES[type];
  return `SELECT ${t.id} AS "id", register_id AS "ownerId", instt_code AS "insttCode" FROM ${t.table} WHERE ${t.id} = $1`;
}

/**
 * $1 content id: sets use_pblonsip_se_code to the widest share the content has (04 everyone,
 * 03 institution, 02 users or groups, 01 none). Null for types without the column (layers).
 */
export function summarySql(type: ContentType): string | null {
  const t = CONTENT_TABLES[type];
  if (!t.summary) return null;
  return `
    UPDATE ${t.table} c SET use_pblonsip_se_code = (
      SELECT CASE
               WHEN bool_or(p.pblonsip_scope_se_code = 0) THEN '04'
               WHEN bool_or(p.pblonsip_scope_se_code = 1) THEN '03'
               WHEN count(*) > 0 THEN '02'
               ELSE '01'
             END
        FROM pblonsip p WHERE p.cntnts_ty_code = '${type}' AND p.cntnts_id = $1)
     WHERE c.${t.id} = $1`;
}

/** $1 type, $2 id: serialises changes of one content's shares (order numbers, duplicate checks). */
export const LOCK_SHARES_SQL = `SELECT pg_advisory_xact_lock(hashtext('pblonsip:' || $1::text || ':' || $2::text))`;

/** A stored share entry with the name of its target. */
export interface ShareRow {
  pblonsipOrdr: number;
  pblonsipScopeSeCode: ShareScope;
  pblonsipRefrnId: string | null;
  pblonsipRefrnNm: string | null;
  editPosblAt: string;
  ownerId: string;
  registerId: string;
  registDt: Date;
}

const SHARE_COLUMNS = `
  p.pblonsip_ordr AS "pblonsipOrdr", p.pblonsip_scope_se_code AS "pblonsipScopeSeCode",
  p.pblonsip_refrn_id AS "pblonsipRefrnId",
  CASE p.pblonsip_scope_se_code WHEN 3 THEN u.user_nm WHEN 2 THEN g.group_nm WHEN 1 THEN i.instt_nm END AS "pblonsipRefrnNm",
  p.edit_posbl_at AS "editPosblAt", p.owner_id AS "ownerId", p.register_id AS "registerId", p.regist_dt AS "registDt"`;

const SHARE_FROM = `
  FROM pblonsip p
  LEFT JOIN users u ON p.pblonsip_scope_se_code = 3 AND u.user_id = p.pblonsip_refrn_id
  LEFT JOIN user_group g ON p.pblonsip_scope_se_code = 2 AND g.group_sn::text = p.pblonsip_refrn_id
  LEFT JOIN instt i ON p.pblonsip_scope_se_code = 1 AND i.instt_code = p.pblonsip_refrn_id
 WHERE p.cntnts_ty_code = $1 AND p.cntnts_id = $2`;

/** $1 type, $2 id, $3 limit, $4 offset: one page of the entries by order number. */
export function sharePageSql(direction: 'ASC' | 'DESC'): string {
  return `SELECT ${SHARE_COLUMNS} ${SHARE_FROM} ORDER BY p.pblonsip_ordr ${direction === 'ASC' ? 'ASC' : 'DESC'} LIMIT $3 OFFSET $4`;
}

/** $1 type, $2 id: every entry, newest order number first. */
export const SHARE_ALL_SQL = `SELECT ${SHARE_COLUMNS} ${SHARE_FROM} ORDER BY p.pblonsip_ordr DESC`;

export const SHARE_COUNT_SQL = `SELECT count(*)::int AS "total" FROM pblonsip p WHERE p.cntnts_ty_code = $1 AND p.cntnts_id = $2`;

/**
 * $1 type, $2 id, $3 scope, $4 target, $5 editPosblAt, $6 owner, $7 registering user, $8 time:
 * a new entry with the next order number of the content (callers hold LOCK_SHARES_SQL).
 */
export const INSERT_SHARE_SQL = `
  INSERT INTO pblonsip (cntnts_ty_code, cntnts_id, pblonsip_ordr, pblonsip_scope_se_code, pblonsip_refrn_id,
                        edit_posbl_at, owner_id, register_id, regist_dt)
  VALUES ($1::varchar, $2::varchar,
          (SELECT coalesce(max(pblonsip_ordr), 0) + 1 FROM pblonsip WHERE cntnts_ty_code = $1::varchar AND cntnts_id = $2::varchar),
          $3, $4, $5, $6, $7, $8)`;

/** $1 type, $2 id, $3 order numbers. */
export const DELETE_SHARES_SQL = `
  DELETE FROM pblonsip WHERE cntnts_ty_code = $1 AND cntnts_id = $2 AND pblonsip_ordr = ANY($3::int[]) RETURNING pblonsip_ordr AS "ordr"`;

/** $1 type, $2 id, $3 order number, $4 editPosblAt. */
export const SET_EDIT_SQL = `UPDATE pblonsip SET edit_posbl_at = $4 WHERE cntnts_ty_code = $1 AND cntnts_id = $2 AND pblonsip_ordr = $3`;

/** $1 user ids, $2 institution: those who are active members of the institution. */
export const ACTIVE_MEMBERS_SQL = `
  SELECT user_id AS "id" FROM users
   WHERE user_id = ANY($1::text[]) AND instt_code = $2 AND user_sttus = 'active' AND user_se_code IN (11, 12, 13, 14)`;

/** $1 group serial numbers (text), $2 institution: the groups of the institution. */
export const INSTT_GROUPS_SQL = `SELECT group_sn::text AS "id" FROM user_group WHERE group_sn::text = ANY($1::text[]) AND instt_code = $2`;
