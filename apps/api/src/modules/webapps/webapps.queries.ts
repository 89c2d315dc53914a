import type { DataSource, SelectQueryBuilder } from 'typeorm';
import type { VisibleCondition } from '../access';

// SQL of themed map apps (parameterised; ORDER BY takes only whitelisted expressions).

/** Sort names of the app lists and their expressions. */
export const WEBAPP_SORTS = {
  updtDt: 'a.updt_dt',
  registDt: 'a.regist_dt',
  webappTmplatSj: 'lower(a.webapp_tmplat_sj)',
};

/** A webapp_tmplat row under the JSON names (registerNm joined). */
export interface WebappRow {
  webappTmplatId: string;
  webappTmplatSj: string;
  webappTmplatCn: string | null;
  webappTmplatTyCode: string;
  useSttusSeCode: string;
  usePblonsipSeCode: string;
  insttCode: string;
  registerId: string;
  registerNm: string | null;
  webappTmplatInfo: Record<string, unknown> | null;
  detailSetting: Record<string, unknown>;
  simpleTmplatAt: 'Y' | 'N';
  thumbnailPath: string | null;
  thumbnailUpdtDt: Date | null;
  registDt: Date;
  updtDt: Date;
}

const ROW_SELECT = `
  a.webapp_tmplat_id AS "webappTmplatId", a.webapp_tmplat_sj AS "webappTmplatSj", a.webapp_tmplat_cn AS "webappTmplatCn",
  a.webapp_tmplat_ty_code AS "webappTmplatTyCode", a.use_sttus_se_code AS "useSttusSeCode",
  a.use_pblonsip_se_code AS "usePblonsipSeCode", a.instt_code AS "insttCode", a.register_id AS "registerId",
  u.user_nm AS "registerNm", a.webapp_tmplat_info AS "webappTmplatInfo", a.detail_setting AS "detailSetting",
  a.simple_tmplat_at AS "simpleTmplatAt", a.thumbnail_path AS "thumbnailPath", a.thumbnail_updt_dt AS "thumbnailUpdtDt",
  a.regist_dt AS "registDt", a.updt_dt AS "updtDt"`;

/** $1 app id: one app row. */
export const WEBAPP_ROW_SQL = `SELECT ${ROW_SELECT} FROM webapp_tmplat a LEFT JOIN users u ON u.user_id = a.register_id WHERE a.webapp_tmplat_id = $1`;

/** $1..$11: a new app. */
export const INSERT_WEBAPP_SQL = `
  INSERT INTO webapp_tmplat (webapp_tmplat_id, webapp_tmplat_sj, webapp_tmplat_cn, webapp_tmplat_ty_code,
                             webapp_tmplat_info, detail_setting, simple_tmplat_at, use_sttus_se_code,
                             instt_code, register_id, regist_dt, updt_dt)
  VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8, $9, $10, $11, $11)`;

/** $1 id, $2..$8 fields, $9 time: the app's fields replaced. */
export const UPDATE_WEBAPP_SQL = `
  UPDATE webapp_tmplat SET webapp_tmplat_sj = $2, webapp_tmplat_cn = $3, webapp_tmplat_ty_code = $4,
                           webapp_tmplat_info = $5::jsonb, detail_setting = $6::jsonb, simple_tmplat_at = $7,
                           use_sttus_se_code = $8, updt_dt = $9
   WHERE webapp_tmplat_id = $1`;

/** $1 app id: its map links (replaced as a whole on save). */
export const DELETE_APP_MAPS_SQL = `DELETE FROM webapp_tmplat_map WHERE webapp_tmplat_id = $1`;

/** $1 app id, $2 map ids: its map links. */
export const INSERT_APP_MAPS_SQL = `
  INSERT INTO webapp_tmplat_map (webapp_tmplat_id, user_map_id)
  SELECT $1, unnest($2::varchar[]) ON CONFLICT DO NOTHING`;

/** $1 app id: the map ids of its tabs now. */
export const APP_MAP_IDS_SQL = `SELECT user_map_id AS "userMapId" FROM webapp_tmplat_map WHERE webapp_tmplat_id = $1`;

/** What saving needs to know of a tab's map. */
export interface TabMapRow {
  userMapId: string;
  userMapSj: string;
  userMapNcm: string | null;
  registerId: string;
  insttCode: string;
  useSttusSeCode: string;
}

/** $1 map ids. */
export const TAB_MAPS_SQL = `
  SELECT user_map_id AS "userMapId", user_map_sj AS "userMapSj", user_map_ncm AS "userMapNcm",
         register_id AS "registerId", instt_code AS "insttCode", use_sttus_se_code AS "useSttusSeCode"
    FROM user_map WHERE user_map_id = ANY($1::varchar[])`;

/** $1 app id: the app (map links go by ON DELETE CASCADE). */
export const DELETE_WEBAPP_SQL = `DELETE FROM webapp_tmplat WHERE webapp_tmplat_id = $1`;

/** $1 app id: its share entries go with it. */
export const DELETE_WEBAPP_SHARES_SQL = `DELETE FROM pblonsip WHERE cntnts_ty_code = 'APP' AND cntnts_id = $1`;

/** $1 app id, $2 stored path or null, $3 time. */
export const SET_THUMBNAIL_SQL = `UPDATE webapp_tmplat SET thumbnail_path = $2, thumbnail_updt_dt = $3 WHERE webapp_tmplat_id = $1`;

export interface WebappListFilter {
  callerId: string;
  /** The content-access policy's condition over a.register_id, a.instt_code, a.webapp_tmplat_id. */
  visible: VisibleCondition;
  scope: 'mine' | 'shared' | 'all-visible';
  tyCode?: string;
  insttCode?: string;
  includeSimple: boolean;
  useSttusSeCode?: string;
  /** ILIKE pattern (wildcards of the search text escaped). */
  pattern?: string;
}

/** The filtered app rows of a list (without order or paging). */
export function webappListQuery(
  db: DataSource,
  f: WebappListFilter,
): SelectQueryBuilder<Record<string, unknown>> {
  const q = db
    .createQueryBuilder()
    .from('webapp_tmplat', 'a')
    .leftJoin('users', 'u', 'u.user_id = a.register_id');
  if (f.scope === 'mine') q.where('a.register_id = :me', { me: f.callerId });
  else if (f.scope === 'shared')
    q.where(`${f.visible.sql} AND a.register_id <> :me`, { ...f.visible.params, me: f.callerId });
  else q.where(`(a.register_id = :me OR ${f.visible.sql})`, { ...f.visible.params, me: f.callerId });
  if (f.tyCode) q.andWhere('a.webapp_tmplat_ty_code = :ty', { ty: f.tyCode });
  if (f.insttCode) q.andWhere('a.instt_code = :instt', { instt: f.insttCode });
  if (!f.includeSimple) q.andWhere(`a.simple_tmplat_at = 'N'`);
  if (f.useSttusSeCode) q.andWhere('a.use_sttus_se_code = :sttus', { sttus: f.useSttusSeCode });
  if (f.pattern) q.andWhere('a.webapp_tmplat_sj ILIKE :pattern', { pattern: f.pattern });
  return q;
}

/**
 * Selects the list columns with the app's views (cntnts_stats) and its gallery state (the status
 * of its approved request, else of its newest one; null when never applied).
 */
export function selectSummary<T extends SelectQueryBuilder<Record<string, unknown>>>(q: T): T {
  q.select(ROW_SELECT)
    .addSelect(
      `coalesce((SELECT s.view_cnt FROM cntnts_stats s WHERE s.cntnts_ty_code = 'APP' AND s.cntnts_id = a.webapp_tmplat_id), 0)`,
      'viewCnt',
    )
    .addSelect(
      `(SELECT r.confm_sttus_code FROM map_gale_reqst r WHERE r.webapp_tmplat_id = a.webapp_tmplat_id
         ORDER BY r.confm_sttus_code = '02' DESC, r.regist_dt DESC LIMIT 1)`,
      'galleryConfmSttusCode',
    );
  return q;
}

/** $1 institution: its apps (appCnt). */
export const COUNT_INSTT_APPS_SQL = `SELECT count(*)::int AS n FROM webapp_tmplat WHERE instt_code = $1`;

/** $1 institution, $2 removed member, $3 successor: the owner of the member's apps' share entries. */
export const TRANSFER_APP_SHARES_SQL = `
  UPDATE pblonsip p SET owner_id = $3
    FROM webapp_tmplat a
   WHERE p.cntnts_ty_code = 'APP' AND p.cntnts_id = a.webapp_tmplat_id AND a.instt_code = $1 AND a.register_id = $2`;

/** $1 institution, $2 removed member, $3 successor: the member's apps in the institution. */
export const TRANSFER_APPS_SQL = `UPDATE webapp_tmplat SET register_id = $3 WHERE instt_code = $1 AND register_id = $2`;

/** $1 withdrawing institution, $2 openBiz, $3 moved members: their apps follow them. */
export const MOVE_MEMBER_APPS_SQL = `UPDATE webapp_tmplat SET instt_code = $2 WHERE instt_code = $1 AND register_id = ANY($3::varchar[])`;
