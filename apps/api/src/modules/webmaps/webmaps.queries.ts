import { CONTENT_KINDS, type WebMapListScope } from '@nuri/domain';
import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { contentListQuery, ownedContentTable, type ContentListFilter, type OwnedRow } from '../content';

// SQL of web maps (parameterised; ORDER BY takes only whitelisted expressions).

/** Sort names of the web map lists and their expressions. */
export const WEBMAP_SORTS = {
  updtDt: 'm.updt_dt',
  registDt: 'm.regist_dt',
  userMapSj: 'lower(m.user_map_sj)',
};

/** A user_map row under the JSON names (registerNm joined). */
export interface WebMapRow extends OwnedRow {
  userMapId: string;
  userMapSj: string;
  userMapCn: string | null;
  userMapNcm: string | null;
  view: unknown;
  bcrnMapId: string | null;
  /** user_map.legend_json: the saved legend (WebMapLegend), or null. */
  legend: unknown;
}

const ROW_SELECT = `
  m.user_map_id AS "userMapId", m.user_map_sj AS "userMapSj", m.user_map_cn AS "userMapCn",
  m.user_map_ncm AS "userMapNcm", m.user_map_scope_value AS "view", m.bcrn_map_id AS "bcrnMapId",
  m.legend_json AS "legend", m.use_pblonsip_se_code AS "usePblonsipSeCode", m.use_sttus_se_code AS "useSttusSeCode",
  m.instt_code AS "insttCode", m.register_id AS "registerId", u.user_nm AS "registerNm",
  m.thumbnail_path AS "thumbnailPath", m.thumbnail_updt_dt AS "thumbnailUpdtDt",
  m.regist_dt AS "registDt", m.updt_dt AS "updtDt"`;

/** Web maps as one kind of owned content (lists, deleting, thumbnails, life of members and institutions). */
export const WEB_MAP_TABLE = ownedContentTable<WebMapRow>({
  kind: CONTENT_KINDS.WEB_MAP, table: 'user_map', alias: 'm', name: 'webmap', select: ROW_SELECT, idOf: (row) => row.userMapId,
});

/** $1..$10, $11 legend: a new map. */
export const INSERT_WEBMAP_SQL = `
  INSERT INTO user_map (user_map_id, user_map_sj, user_map_cn, user_map_ncm, user_map_scope_value, bcrn_map_id,
                        use_sttus_se_code, instt_code, register_id, regist_dt, updt_dt, legend_json)
  VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10, $10, $11::jsonb)`;

/** $1 id, $2..$7 fields, $8 time, $9 legend: the map's own fields replaced. */
export const UPDATE_WEBMAP_SQL = `
  UPDATE user_map SET user_map_sj = $2, user_map_cn = $3, user_map_ncm = $4, user_map_scope_value = $5::jsonb,
                      bcrn_map_id = $6, use_sttus_se_code = $7, updt_dt = $8, legend_json = $9::jsonb
   WHERE user_map_id = $1`;

/** $1 map id: its TOC (replaced as a whole on save). */
export const DELETE_TOC_SQL = `DELETE FROM user_map_toc WHERE user_map_id = $1`;

/** $1 map id … $11 popup, $12 time slider: one TOC entry; returns its serial number. */
export const INSERT_TOC_SQL = `
  INSERT INTO user_map_toc (user_map_id, parent_toc_sn, lyr_group_se_code, toc_nm, toc_ordr, visible_at, opacity,
                            cluster_at, lyr_id, style_json, popup_json, time_json)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11::jsonb, $12::jsonb)
  RETURNING toc_sn AS "tocSn"`;

/** What other contents (themed apps' tabs) need to know of a map: title, short name, owner, use state. */
export interface WebMapBrief {
  userMapId: string;
  userMapSj: string;
  userMapNcm: string | null;
  registerId: string;
  insttCode: string;
  useSttusSeCode: string;
}

/** $1 map ids. */
export const WEBMAP_BRIEFS_SQL = `
  SELECT user_map_id AS "userMapId", user_map_sj AS "userMapSj", user_map_ncm AS "userMapNcm",
         register_id AS "registerId", instt_code AS "insttCode", use_sttus_se_code AS "useSttusSeCode"
    FROM user_map WHERE user_map_id = ANY($1::varchar[])`;

/** A TOC row with its layer (null columns when the entry is a group). */
export interface TocRow {
  tocSn: string | number;
  parentTocSn: string | number | null;
  lyrGroupSeCode: string;
  tocNm: string;
  tocOrdr: number;
  visibleAt: 'Y' | 'N';
  opacity: number;
  clusterAt: 'Y' | 'N';
  lyrId: string | null;
  styleJson: unknown;
  popupJson: unknown;
  timeJson: unknown;
  lyrNm: string | null;
  lyrTySeCode: string | null;
  uploadTy: string | null;
  lyrStleCode: string | null;
  mapUrl: string | null;
  mapUrlParamtr: Record<string, unknown> | null;
  srid: number | null;
  geomType: string | null;
  dataVersion: number | null;
  lyrSttusCode: string | null;
  lyrRegisterId: string | null;
  lyrInsttCode: string | null;
  holdDataSeCode: string | null;
}

/** $1 map id: its TOC, top-level entries first, each level in order. */
export const TOC_ROWS_SQL = `
  SELECT t.toc_sn AS "tocSn", t.parent_toc_sn AS "parentTocSn", t.lyr_group_se_code AS "lyrGroupSeCode",
         t.toc_nm AS "tocNm", t.toc_ordr AS "tocOrdr", t.visible_at AS "visibleAt", t.opacity,
         t.cluster_at AS "clusterAt", t.lyr_id AS "lyrId", t.style_json AS "styleJson", t.popup_json AS "popupJson",
         t.time_json AS "timeJson", l.lyr_nm AS "lyrNm", l.lyr_ty_se_code AS "lyrTySeCode", l.upload_ty AS "uploadTy",
         l.lyr_stle_code AS "lyrStleCode", l.map_url AS "mapUrl", l.map_url_paramtr AS "mapUrlParamtr",
         l.srid, l.geom_type AS "geomType", l.data_version AS "dataVersion", l.lyr_sttus_code AS "lyrSttusCode",
         l.register_id AS "lyrRegisterId", l.instt_code AS "lyrInsttCode", l.hold_data_se_code AS "holdDataSeCode"
    FROM user_map_toc t
    LEFT JOIN lyr l ON l.lyr_id = t.lyr_id
   WHERE t.user_map_id = $1
   ORDER BY t.parent_toc_sn NULLS FIRST, t.toc_ordr, t.toc_sn`;

/** What saving needs to know of a TOC layer. */
export interface TocLayerRow {
  lyrId: string;
  registerId: string;
  insttCode: string;
  holdDataSeCode: string;
  lyrTySeCode: string;
  uploadTy: string;
}

/** $1 layer ids. */
export const TOC_LAYERS_SQL = `
  SELECT lyr_id AS "lyrId", register_id AS "registerId", instt_code AS "insttCode",
         hold_data_se_code AS "holdDataSeCode", lyr_ty_se_code AS "lyrTySeCode", upload_ty AS "uploadTy"
    FROM lyr WHERE lyr_id = ANY($1::varchar[])`;

/** $1 map id: the layer ids its TOC holds now. */
export const TOC_LAYER_IDS_SQL = `SELECT DISTINCT lyr_id AS "lyrId" FROM user_map_toc WHERE user_map_id = $1 AND lyr_id IS NOT NULL`;

export interface WebMapListFilter extends ContentListFilter {
  callerInsttCode: string;
  scope: WebMapListScope;
}

/** The filtered map rows of a list (without order or paging); the third scope: visible maps of my institution. */
export function webMapListQuery(
  db: DataSource,
  f: WebMapListFilter,
): SelectQueryBuilder<Record<string, unknown>> {
  return contentListQuery(db, WEB_MAP_TABLE, f, (q) =>
    q.where(`${f.visible.sql} AND m.instt_code = :myInstt`, { ...f.visible.params, myInstt: f.callerInsttCode }),
  );
}

/** Selects the list columns with the TOC's layer count (views and gallery state: selectListStats). */
export function selectSummary<T extends SelectQueryBuilder<Record<string, unknown>>>(q: T): T {
  q.select(ROW_SELECT).addSelect(
    `(SELECT count(*)::int FROM user_map_toc t WHERE t.user_map_id = m.user_map_id AND t.lyr_group_se_code = '02')`,
    'layerCnt',
  );
  return q;
}
