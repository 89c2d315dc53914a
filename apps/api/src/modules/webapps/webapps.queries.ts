import { CONTENT_KINDS } from '@nuri/domain';
import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { contentListQuery, ownedContentTable, type ContentListFilter, type OwnedRow } from '../content';

// SQL of themed map apps (parameterised; ORDER BY takes only whitelisted expressions).

/** Sort names of the app lists and their expressions. */
export const WEBAPP_SORTS = {
  updtDt: 'a.updt_dt',
  registDt: 'a.regist_dt',
  webappTmplatSj: 'lower(a.webapp_tmplat_sj)',
};

/** A webapp_tmplat row under the JSON names (registerNm joined). */
export interface WebappRow extends OwnedRow {
  webappTmplatId: string;
  webappTmplatSj: string;
  webappTmplatCn: string | null;
  webappTmplatTyCode: string;
  webappTmplatInfo: Record<string, unknown> | null;
  detailSetting: Record<string, unknown>;
  simpleTmplatAt: 'Y' | 'N';
}

const ROW_SELECT = `
  a.webapp_tmplat_id AS "webappTmplatId", a.webapp_tmplat_sj AS "webappTmplatSj", a.webapp_tmplat_cn AS "webappTmplatCn",
  a.webapp_tmplat_ty_code AS "webappTmplatTyCode", a.use_sttus_se_code AS "useSttusSeCode",
  a.use_pblonsip_se_code AS "usePblonsipSeCode", a.instt_code AS "insttCode", a.register_id AS "registerId",
  u.user_nm AS "registerNm", a.webapp_tmplat_info AS "webappTmplatInfo", a.detail_setting AS "detailSetting",
  a.simple_tmplat_at AS "simpleTmplatAt", a.thumbnail_path AS "thumbnailPath", a.thumbnail_updt_dt AS "thumbnailUpdtDt",
  a.regist_dt AS "registDt", a.updt_dt AS "updtDt"`;

/** Themed apps as one kind of owned content (lists, deleting, thumbnails, life of members and institutions). */
export const WEBAPP_TABLE = ownedContentTable<WebappRow>({
  kind: CONTENT_KINDS.THEMED_APP, table: 'webapp_tmplat', alias: 'a', name: 'webapp', select: ROW_SELECT, idOf: (row) => row.webappTmplatId,
});

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

export interface WebappListFilter extends ContentListFilter {
  scope: 'mine' | 'shared' | 'all-visible';
  tyCode?: string;
  insttCode?: string;
  includeSimple: boolean;
}

/** The filtered app rows of a list (without order or paging); all-visible: mine and those I may view. */
export function webappListQuery(
  db: DataSource,
  f: WebappListFilter,
): SelectQueryBuilder<Record<string, unknown>> {
  const q = contentListQuery(db, WEBAPP_TABLE, f, (qb) =>
    qb.where(`(a.register_id = :me OR ${f.visible.sql})`, { ...f.visible.params, me: f.callerId }),
  );
  if (f.tyCode) q.andWhere('a.webapp_tmplat_ty_code = :ty', { ty: f.tyCode });
  if (f.insttCode) q.andWhere('a.instt_code = :instt', { instt: f.insttCode });
  if (!f.includeSimple) q.andWhere(`a.simple_tmplat_at = 'N'`);
  return q;
}

/** Selects the list columns (views and gallery state: selectListStats). */
export function selectSummary<T extends SelectQueryBuilder<Record<string, unknown>>>(q: T): T {
  q.select(ROW_SELECT);
  return q;
}

/** $1 map id: the themed apps whose tabs show the map (a map in use by an app is not deleted). */
export const APPS_USING_MAP_SQL = `
  SELECT a.webapp_tmplat_id AS "webappTmplatId", a.webapp_tmplat_sj AS "webappTmplatSj"
    FROM webapp_tmplat_map am JOIN webapp_tmplat a ON a.webapp_tmplat_id = am.webapp_tmplat_id
   WHERE am.user_map_id = $1
   ORDER BY a.webapp_tmplat_sj, a.webapp_tmplat_id`;
