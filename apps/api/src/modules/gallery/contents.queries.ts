import { CONTENT_KINDS, type ContentsType } from '@nuri/domain';
import type { SelectQueryBuilder } from 'typeorm';
import type { UrlSigner } from '../../common/crypto/url-signer';
import { signedThumbnailUrl } from '../../common/files/content-thumbnail';

// SQL over the three content tables as one row shape (parameterised; names never from input).

/** The widest share of a content as the publicity code (01 private … 04 everyone), for rows aliased `x` with id column `idCol`. */
function widestShareCode(type: ContentsType, idCol: string): string {
  const has = (scopes: string) =>
    `EXISTS (SELECT 1 FROM pblonsip p WHERE p.cntnts_ty_code = '${type}' AND p.cntnts_id = ${idCol} AND p.pblonsip_scope_se_code IN (${scopes}))`;
  return `CASE WHEN ${has('0')} THEN '04' WHEN ${has('1')} THEN '03' WHEN ${has('2, 3')} THEN '02' ELSE '01' END`;
}

const BRANCHES: Record<ContentsType, string> = {
  MAP: `
    SELECT 'MAP'::varchar AS cntnts_ty_code, m.user_map_id AS cntnts_id, m.user_map_sj AS cntnts_sj, m.user_map_cn AS cntnts_cn,
           m.instt_code, m.register_id, m.regist_dt, m.updt_dt, m.thumbnail_path, m.thumbnail_updt_dt,
           m.use_pblonsip_se_code::varchar AS use_pblonsip_se_code, m.use_sttus_se_code::varchar AS use_sttus_se_code
      FROM user_map m`,
  APP: `
    SELECT 'APP'::varchar AS cntnts_ty_code, a.webapp_tmplat_id AS cntnts_id, a.webapp_tmplat_sj AS cntnts_sj, a.webapp_tmplat_cn AS cntnts_cn,
           a.instt_code, a.register_id, a.regist_dt, a.updt_dt, a.thumbnail_path, a.thumbnail_updt_dt,
           a.use_pblonsip_se_code::varchar AS use_pblonsip_se_code, a.use_sttus_se_code::varchar AS use_sttus_se_code
      FROM webapp_tmplat a`,
  // Members' layers only (national layers, holdDataSeCode 9, are nobody's content).
  LYR: `
    SELECT 'LYR'::varchar AS cntnts_ty_code, l.lyr_id AS cntnts_id, l.lyr_nm AS cntnts_sj, l.lyr_dc AS cntnts_cn,
           l.instt_code, l.register_id, l.regist_dt, l.updt_dt, l.thumbnail_path, l.updt_dt AS thumbnail_updt_dt,
           ${widestShareCode('LYR', 'l.lyr_id')}::varchar AS use_pblonsip_se_code, '01'::varchar AS use_sttus_se_code
      FROM lyr l WHERE l.hold_data_se_code = '1'`,
};

/**
 * The contents of the given types as one derived table (alias it, e.g. `c`): cntnts_ty_code,
 * cntnts_id, cntnts_sj, cntnts_cn, instt_code, register_id, regist_dt, updt_dt, thumbnail_path,
 * thumbnail_updt_dt, use_pblonsip_se_code, use_sttus_se_code.
 */
export function contentsUnion(types: readonly ContentsType[]): string {
  return `(${types.map((t) => BRANCHES[t]).join('\n UNION ALL ')})`;
}

const KEY_BRANCHES: Record<ContentsType, string> = {
  MAP: `SELECT 'MAP'::varchar AS cntnts_ty_code, m.user_map_id AS cntnts_id, m.user_map_sj AS cntnts_sj, m.instt_code, m.register_id,
           m.regist_dt, m.updt_dt, '1'::bpchar AS hold_data_se_code FROM user_map m`,
  APP: `SELECT 'APP'::varchar AS cntnts_ty_code, a.webapp_tmplat_id AS cntnts_id, a.webapp_tmplat_sj AS cntnts_sj, a.instt_code, a.register_id,
           a.regist_dt, a.updt_dt, '1'::bpchar AS hold_data_se_code FROM webapp_tmplat a`,
  LYR: `SELECT 'LYR'::varchar AS cntnts_ty_code, l.lyr_id AS cntnts_id, l.lyr_nm AS cntnts_sj, l.instt_code, l.register_id,
           l.regist_dt, l.updt_dt, l.hold_data_se_code FROM lyr l`,
};

/**
 * The same contents as contentsUnion, only the columns lists filter and sort on (cntnts_ty_code,
 * cntnts_id, cntnts_sj, instt_code, register_id, regist_dt, updt_dt), for counting and for a
 * page's keys. Its branches have no WHERE, so PostgreSQL flattens the union into one append of
 * the three tables and can walk their indexes in the list's order (a merge of index-only scans);
 * the condition on members' layers is `contentKeysCondition`, which every query over it must hold.
 */
export function contentKeysUnion(types: readonly ContentsType[]): string {
  return `(${types.map((t) => KEY_BRANCHES[t]).join('\n UNION ALL ')})`;
}

/** What contentsUnion leaves out, as a condition over contentKeysUnion aliased `c`: national layers. */
export const CONTENT_KEYS_CONDITION = `c.hold_data_se_code = '1'`;

/** The columns of a content row under the JSON names (with names, counters and the caller's reactions). */
export const CONTENT_COLUMNS = `
  c.cntnts_ty_code AS "cntntsTyCode", c.cntnts_id AS "cntntsId", c.cntnts_sj AS "cntntsSj", c.cntnts_cn AS "cntntsCn",
  c.instt_code AS "insttCode", i.instt_nm AS "insttNm", c.register_id AS "registerId", u.user_nm AS "registerNm",
  c.regist_dt AS "registDt", c.updt_dt AS "updtDt", c.thumbnail_path AS "thumbnailPath", c.thumbnail_updt_dt AS "thumbnailUpdtDt",
  c.use_pblonsip_se_code AS "usePblonsipSeCode", c.use_sttus_se_code AS "useSttusSeCode",
  coalesce(s.view_cnt, 0) AS "viewCnt", coalesce(s.recomend_cnt, 0) AS "recommendCnt", coalesce(s.bkmk_cnt, 0) AS "bookmarkCnt",
  EXISTS (SELECT 1 FROM cntnts_bkmk b WHERE b.cntnts_ty_code = c.cntnts_ty_code AND b.cntnts_id = c.cntnts_id AND b.user_id = :me) AS "bookmarked",
  EXISTS (SELECT 1 FROM cntnts_recomend r WHERE r.cntnts_ty_code = c.cntnts_ty_code AND r.cntnts_id = c.cntnts_id AND r.user_id = :me) AS "recommended"`;

/** Joins what CONTENT_COLUMNS reads besides the content (institution, register, counters) to a query over `c`. */
export function joinContentInfo<T extends SelectQueryBuilder<Record<string, unknown>>>(q: T): T {
  q.leftJoin('instt', 'i', 'i.instt_code = c.instt_code')
    .leftJoin('users', 'u', 'u.user_id = c.register_id')
    .leftJoin('cntnts_stats', 's', 's.cntnts_ty_code = c.cntnts_ty_code AND s.cntnts_id = c.cntnts_id');
  return q;
}

/** A content row as CONTENT_COLUMNS selects it. */
export interface ContentRow {
  cntntsTyCode: ContentsType;
  cntntsId: string;
  cntntsSj: string;
  cntntsCn: string | null;
  insttCode: string;
  insttNm: string | null;
  registerId: string;
  registerNm: string | null;
  registDt: Date;
  updtDt: Date;
  thumbnailPath: string | null;
  thumbnailUpdtDt: Date | null;
  usePblonsipSeCode: string;
  useSttusSeCode: string;
  viewCnt: number | string;
  recommendCnt: number | string;
  bookmarkCnt: number | string;
  bookmarked: boolean;
  recommended: boolean;
}

/** The signed thumbnail address of a content (null when it has none). */
export function contentThumbnailUrl(
  type: ContentsType,
  id: string,
  stored: string | null,
  updated: Date | string | null,
  signer: UrlSigner,
): string | null {
  if (!stored) return null;
  return signedThumbnailUrl(type, id, signer, type === CONTENT_KINDS.LAYER ? null : updated);
}

// ---- Reactions ----

/** $1 type, $2 id, $3 user: a bookmark (no row when it exists). */
export const INSERT_BOOKMARK_SQL = `
  INSERT INTO cntnts_bkmk (cntnts_ty_code, cntnts_id, user_id, regist_dt) VALUES ($1, $2, $3, $4)
  ON CONFLICT DO NOTHING RETURNING 1 AS ok`;
export const DELETE_BOOKMARK_SQL = `DELETE FROM cntnts_bkmk WHERE cntnts_ty_code = $1 AND cntnts_id = $2 AND user_id = $3 RETURNING 1 AS ok`;
export const INSERT_RECOMMEND_SQL = `
  INSERT INTO cntnts_recomend (cntnts_ty_code, cntnts_id, user_id, regist_dt) VALUES ($1, $2, $3, $4)
  ON CONFLICT DO NOTHING RETURNING 1 AS ok`;
/** $1 type, $2 id, $3 viewer key, $4 day, $5 time. */
export const INSERT_VIEW_SQL = `
  INSERT INTO cntnts_view_log (cntnts_ty_code, cntnts_id, viewer_key, view_de, regist_dt) VALUES ($1, $2, $3, $4::date, $5)
  ON CONFLICT DO NOTHING RETURNING 1 AS ok`;

/** $1 type, $2 id, $3..$5 view/recommend/bookmark deltas: the content's counters after the change. */
export const BUMP_STATS_SQL = `
  INSERT INTO cntnts_stats AS s (cntnts_ty_code, cntnts_id, view_cnt, recomend_cnt, bkmk_cnt)
  VALUES ($1, $2, greatest($3::int, 0), greatest($4::int, 0), greatest($5::int, 0))
  ON CONFLICT (cntnts_ty_code, cntnts_id) DO UPDATE
    SET view_cnt = greatest(s.view_cnt + $3::int, 0), recomend_cnt = greatest(s.recomend_cnt + $4::int, 0),
        bkmk_cnt = greatest(s.bkmk_cnt + $5::int, 0)
  RETURNING view_cnt AS "viewCnt", recomend_cnt AS "recommendCnt", bkmk_cnt AS "bookmarkCnt"`;

/** $1 type, $2 id, $3..$5 counters: the copies on the content's gallery requests. */
export const COPY_STATS_TO_REQUESTS_SQL = `
  UPDATE map_gale_reqst SET view_cnt = $3, recomend_cnt = $4, bkmk_cnt = $5
   WHERE ($1 = 'MAP' AND user_map_id = $2) OR ($1 = 'APP' AND webapp_tmplat_id = $2)`;
