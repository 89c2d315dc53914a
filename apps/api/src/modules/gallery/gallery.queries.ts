import type { DataSource, SelectQueryBuilder } from 'typeorm';

// SQL of the map gallery (parameterised; ORDER BY takes only whitelisted expressions).

/** The content key of a request row `r` (type and id), as SQL expressions. */
const CONTENT_TYPE = `(CASE r.map_gale_knd_se_code WHEN '01' THEN 'MAP' ELSE 'APP' END)`;
const CONTENT_ID = `coalesce(r.user_map_id, r.webapp_tmplat_id)`;

const REQUEST_COLUMNS = `
  r.map_gale_reqst_sn::int AS "mapGaleReqstSn", r.map_gale_sj AS "mapGaleSj", r.map_gale_cn AS "mapGaleCn",
  r.map_gale_knd_se_code AS "mapGaleKndSeCode", r.user_map_id AS "userMapId", r.webapp_tmplat_id AS "webappTmplatId",
  coalesce(m.user_map_sj, a.webapp_tmplat_sj) AS "cntntsSj", r.gallery_ty AS "galleryType",
  r.instt_code AS "insttCode", i.instt_nm AS "insttNm",
  r.confm_sttus_code AS "confmSttusCode", r.confm_reject_cn AS "confmRejectCn", r.confm_dt AS "confmDt", r.confmer_id AS "confmerId",
  coalesce(m.use_pblonsip_se_code, a.use_pblonsip_se_code) AS "usePblonsipSeCode",
  coalesce(m.register_id, a.register_id) AS "cntntsRegisterId",
  r.register_id AS "registerId", u.user_nm AS "registerNm", r.regist_dt AS "registDt", r.updt_dt AS "updtDt",
  coalesce(m.thumbnail_path, a.thumbnail_path) AS "thumbnailPath",
  coalesce(m.thumbnail_updt_dt, a.thumbnail_updt_dt) AS "thumbnailUpdtDt",
  r.view_cnt AS "viewCnt", r.recomend_cnt AS "recommendCnt", r.bkmk_cnt AS "bookmarkCnt",
  r.pblonsip_added_at AS "pblonsipAddedAt",
  EXISTS (SELECT 1 FROM cntnts_bkmk b WHERE b.cntnts_ty_code = ${CONTENT_TYPE} AND b.cntnts_id = ${CONTENT_ID} AND b.user_id = :me) AS "bookmarked",
  EXISTS (SELECT 1 FROM cntnts_recomend c WHERE c.cntnts_ty_code = ${CONTENT_TYPE} AND c.cntnts_id = ${CONTENT_ID} AND c.user_id = :me) AS "recommended"`;

/** A request row with its content and the caller's reactions. */
export interface RequestRow {
  mapGaleReqstSn: number;
  mapGaleSj: string;
  mapGaleCn: string | null;
  mapGaleKndSeCode: string;
  userMapId: string | null;
  webappTmplatId: string | null;
  cntntsSj: string;
  galleryType: string;
  insttCode: string;
  insttNm: string | null;
  confmSttusCode: string;
  confmRejectCn: string | null;
  confmDt: Date | null;
  confmerId: string | null;
  usePblonsipSeCode: string;
  cntntsRegisterId: string;
  registerId: string;
  registerNm: string | null;
  registDt: Date;
  updtDt: Date;
  thumbnailPath: string | null;
  thumbnailUpdtDt: Date | null;
  viewCnt: number;
  recommendCnt: number;
  bookmarkCnt: number;
  pblonsipAddedAt: 'Y' | 'N';
  bookmarked: boolean;
  recommended: boolean;
}

/** Requests with their content (alias r; m the map, a the app), without columns, order or paging. */
export function requestsFrom(db: DataSource, me: string | null): SelectQueryBuilder<Record<string, unknown>> {
  return db
    .createQueryBuilder()
    .from('map_gale_reqst', 'r')
    .leftJoin('user_map', 'm', 'm.user_map_id = r.user_map_id')
    .leftJoin('webapp_tmplat', 'a', 'a.webapp_tmplat_id = r.webapp_tmplat_id')
    .leftJoin('instt', 'i', 'i.instt_code = r.instt_code')
    .leftJoin('users', 'u', 'u.user_id = r.register_id')
    .setParameters({ me });
}

/** Selects the request columns. */
export function selectRequest<T extends SelectQueryBuilder<Record<string, unknown>>>(q: T): T {
  q.select(REQUEST_COLUMNS);
  return q;
}

/**
 * What the public gallery shows: approved requests whose content is in use and still shared with
 * everyone (an owner who takes the everyone share away, or sets the content not in use, takes it
 * out of the gallery until that is undone). listed_at holds the second half, kept by triggers on
 * the request, the map, the app and the share entries (migration 17), so the gallery's indexes
 * (approved and listed only) answer a page without visiting the other tables.
 */
export const PUBLISHED_CONDITION = `r.confm_sttus_code = '02' AND r.listed_at = 'Y'`;

/**
 * $1 gallery type, $2 institution (or null: all), $3 kind (or null: both): approved, listed
 * requests, from the counters kept with the rows (as exact as a count; migration 17).
 */
export const PUBLISHED_COUNT_SQL = `
  SELECT coalesce(sum(cnt), 0)::int AS total,
         coalesce(sum(cnt) FILTER (WHERE map_gale_knd_se_code = '01'), 0)::int AS map,
         coalesce(sum(cnt) FILTER (WHERE map_gale_knd_se_code = '02'), 0)::int AS app
    FROM gallery_cnt
   WHERE gallery_ty = $1 AND ($2::text IS NULL OR instt_code = $2) AND ($3::text IS NULL OR map_gale_knd_se_code = $3)`;

/** Sort names of the admin list. */
export const REQUEST_SORTS = {
  registDt: 'r.regist_dt',
  confmDt: 'r.confm_dt',
  mapGaleSj: 'lower(r.map_gale_sj)',
};

/** Public orders (always newest/most first, ties by serial number). */
export const GALLERY_ORDER = {
  recent: 'r.confm_dt',
  views: 'r.view_cnt',
  recommends: 'r.recomend_cnt',
} as const;

/** What applying needs to know of the content. */
export interface ApplyContentRow {
  id: string;
  registerId: string;
  insttCode: string;
  useSttusSeCode: string;
}

export const MAP_FOR_APPLY_SQL = `
  SELECT user_map_id AS id, register_id AS "registerId", instt_code AS "insttCode", use_sttus_se_code AS "useSttusSeCode"
    FROM user_map WHERE user_map_id = $1`;
export const APP_FOR_APPLY_SQL = `
  SELECT webapp_tmplat_id AS id, register_id AS "registerId", instt_code AS "insttCode", use_sttus_se_code AS "useSttusSeCode"
    FROM webapp_tmplat WHERE webapp_tmplat_id = $1`;

/**
 * $1 title … $8 register, $9 time: a new request whose counters start from the content's
 * (reactions given before the application count too). Returns its serial number.
 */
export const INSERT_REQUEST_SQL = `
  INSERT INTO map_gale_reqst (map_gale_sj, map_gale_cn, map_gale_knd_se_code, user_map_id, webapp_tmplat_id, gallery_ty, instt_code,
                              register_id, regist_dt, updt_dt, view_cnt, recomend_cnt, bkmk_cnt)
  SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $9,
         coalesce(s.view_cnt, 0), coalesce(s.recomend_cnt, 0), coalesce(s.bkmk_cnt, 0)
    FROM (SELECT 1) one
    LEFT JOIN cntnts_stats s ON s.cntnts_ty_code = (CASE $3 WHEN '01' THEN 'MAP' ELSE 'APP' END) AND s.cntnts_id = coalesce($4, $5)
  RETURNING map_gale_reqst_sn::int AS "mapGaleReqstSn"`;

/** $1 sn, $2 status, $3 reason, $4 admin, $5 time, $6 whether the gallery holds the everyone share. */
export const DECIDE_SQL = `
  UPDATE map_gale_reqst
     SET confm_sttus_code = $2, confm_reject_cn = $3, confmer_id = $4, confm_dt = $5, updt_dt = $5, pblonsip_added_at = $6
   WHERE map_gale_reqst_sn = $1`;

/** $1 sn: another approved request of the same content (it may take over the everyone share). */
export const OTHER_APPROVED_SQL = `
  SELECT o.map_gale_reqst_sn::int AS sn FROM map_gale_reqst r
    JOIN map_gale_reqst o ON o.map_gale_reqst_sn <> r.map_gale_reqst_sn AND o.confm_sttus_code = '02'
                         AND o.map_gale_knd_se_code = r.map_gale_knd_se_code
                         AND coalesce(o.user_map_id, o.webapp_tmplat_id) = coalesce(r.user_map_id, r.webapp_tmplat_id)
   WHERE r.map_gale_reqst_sn = $1
   ORDER BY o.map_gale_reqst_sn LIMIT 1`;

export const TAKE_OVER_SHARE_SQL = `UPDATE map_gale_reqst SET pblonsip_added_at = 'Y' WHERE map_gale_reqst_sn = $1`;
export const DELETE_REQUESTS_SQL = `DELETE FROM map_gale_reqst WHERE map_gale_reqst_sn = ANY($1::bigint[])`;
